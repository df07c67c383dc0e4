import type { Approval, MonthView } from '@domain/contracts/time-entries';
import type { TeamTimesheets } from '@domain/contracts/timesheets';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeEntries, timesheetApprovals } from '../../db/schema';
import { createTeam, createUser, type TestTeam } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import {
  APPROVED_SNAPSHOT,
  entry,
  fillMonth,
  monthFromNow,
  monthOf,
  summaryOf,
  today,
  type Write,
} from '../time-entries/test-support';
import { lockPersonMonth } from '../time-entries/time-entries.repository';
import { monthParts } from '../time-entries/views.service';
import { teamMonth, teamMonthFigures } from './timesheets.repository';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ smtp: true, env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

type ApprovalBody = { approval: Approval };

describe('submit → approve → locked', () => {
  let team: TestTeam;
  const month = monthFromNow(-2);
  beforeAll(async () => {
    team = await createTeam(t, 'flow');
  });

  it('refuses to submit below 100%, then submits once, e-mails the admins and shows Pending Review', async () => {
    const { employee, admin } = team;
    await fillMonth(employee.client, month);
    const view = await monthOf(employee.client, month);
    // Take one working day out: 95% (or so) complete.
    const first = view.entries[0]!;
    await t.db.delete(timeEntries).where(eq(timeEntries.id, first.id));
    const partial = summaryOf(await monthOf(employee.client, month));
    expect(partial.completion).toBeLessThan(100);
    const early = await employee.client.post('/api/timesheets/submit', { month });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({
      error: { message: expect.stringContaining(`Your timesheet is ${partial.completion}% complete`) },
    });

    await fillMonth(employee.client, month);
    const results = await Promise.all(
      [0, 1, 2, 3].map(() => employee.client.post<ApprovalBody>('/api/timesheets/submit', { month })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const ok = results.find((r) => r.status === 200)!;
    expect(ok.body.approval).toMatchObject({ status: 'submitted', approvedBy: null });
    const mail = await t.smtp!.waitFor(admin.email, 'submitted by');
    expect(mail.text).toContain(`/app/team-timesheets/${employee.id}?month=${month}`);

    const team_ = await admin.client.get<TeamTimesheets>(`/api/team-timesheets?month=${month}`);
    expect(team_.status).toBe(200);
    expect(team_.body.counts).toEqual({
      totalEmployees: 3,
      approved: 0,
      pendingReview: 1,
      draftOrRejected: 2,
    });
    const row = team_.body.members.find((m) => m.id === employee.id)!;
    expect(row).toMatchObject({ status: 'submitted', canDecide: true, summary: { completion: 100 } });
    expect(row.summary).toEqual(summaryOf(await monthOf(employee.client, month)));
  });

  it('rejects only with a reason, trimmed; the employee sees it, fixes and submits again', async () => {
    const { employee, admin } = team;
    const blank = await admin.client.post(`/api/team-timesheets/${employee.id}/reject`, {
      month,
      reason: '   ',
    });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('Please provide a reason for rejection');
    const rejected = await admin.client.post<ApprovalBody>(`/api/team-timesheets/${employee.id}/reject`, {
      month,
      reason: '  The 3rd is missing its break  ',
    });
    expect(rejected.body.approval).toMatchObject({
      status: 'rejected',
      rejectedReason: 'The 3rd is missing its break',
      approvedBy: { id: admin.id },
    });
    const mail = await t.smtp!.waitFor(employee.email, 'was rejected');
    expect(mail.text).toContain('Reason: The 3rd is missing its break');
    expect((await monthOf(employee.client, month)).approval?.rejectedReason).toBe(
      'The 3rd is missing its break',
    );
    expect((await employee.client.post('/api/timesheets/submit', { month })).status).toBe(200);
  });

  it('of a concurrent approve and reject exactly one wins; approved locks every write path', async () => {
    const { employee, admin } = team;
    const [approveRes, rejectRes] = await Promise.all([
      admin.client.post<ApprovalBody>(`/api/team-timesheets/${employee.id}/approve`, { month }),
      admin.client.post<ApprovalBody>(`/api/team-timesheets/${employee.id}/reject`, {
        month,
        reason: 'Late',
      }),
    ]);
    expect([approveRes.status, rejectRes.status].sort()).toEqual([200, 409]);
    if (rejectRes.status === 200) {
      expect((await employee.client.post('/api/timesheets/submit', { month })).status).toBe(200);
      expect((await admin.client.post(`/api/team-timesheets/${employee.id}/approve`, { month })).status).toBe(
        200,
      );
    }
    await t.smtp!.waitFor(employee.email, 'was approved');

    const view = await monthOf(employee.client, month);
    expect(view).toMatchObject({
      readOnly: true,
      approval: { status: 'approved', approvedBy: { id: admin.id } },
    });
    const id = view.entries[0]!.id;
    const day = view.entries[0]!.date;
    const locked = 'This timesheet has been approved. No further changes can be made.';
    const attempts = [
      await employee.client.post('/api/time-entries', entry(`${month}-01`, '09:00', '10:00')),
      await employee.client.patch(`/api/time-entries/${id}`, entry(day, '08:00', '17:00')),
      await employee.client.delete(`/api/time-entries/${id}`),
      await employee.client.post('/api/time-entries/bulk-apply', {
        month,
        clockIn: '09:00',
        clockOut: '17:00',
      }),
      await employee.client.post('/api/time-entries/clear-month', { month }),
      await employee.client.post('/api/timesheets/submit', { month }),
      await admin.client.post(`/api/team-timesheets/${employee.id}/reject`, { month, reason: 'Too late' }),
    ];
    for (const res of attempts.slice(0, 5)) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: { message: locked } });
    }
    expect(attempts[5]!.status).toBe(409);
    expect(attempts[6]!.status).toBe(409);
    // Moving an entry of another month into the approved one is refused too.
    const next = `${monthFromNow(-1)}-15`;
    const other = await employee.client.post<Write>('/api/time-entries', entry(next, '09:00', '17:00'));
    const moved = await employee.client.patch(
      `/api/time-entries/${other.body.entry!.id}`,
      entry(`${month}-02`, '09:00', '17:00'),
    );
    expect(moved.body).toMatchObject({ error: { message: locked } });
    expect(await monthOf(employee.client, month)).toEqual(view);
  });

  it('employees and managers cannot see Team Timesheets or anyone else’s month or files', async () => {
    for (const user of [team.employee, team.manager]) {
      for (const url of [
        `/api/team-timesheets?month=${month}`,
        `/api/team-timesheets/${team.admin.id}?month=${month}`,
        `/api/team-timesheets/${team.admin.id}/export?month=${month}&format=csv`,
        `/api/team-timesheets/export?month=${month}`,
      ]) {
        const res = await user.client.get(url);
        expect(res.status, url).toBe(403);
        expect(res.body).toMatchObject({ error: { message: 'Access denied. Admin privileges required.' } });
      }
    }
    const unknown = await team.admin.client.get(
      `/api/team-timesheets/00000000-0000-4000-8000-000000000000?month=${month}`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: 'Employee not found' } });
  });
});

describe('corrections of a submitted month', () => {
  it('an employee’s change to a past day waits for an admin; the entry changes only on approval', async () => {
    const team = await createTeam(t, 'fix');
    const { employee, admin } = team;
    const month = monthFromNow(-1);
    await fillMonth(employee.client, month);
    expect((await employee.client.post('/api/timesheets/submit', { month })).status).toBe(200);
    const target = (await monthOf(employee.client, month)).entries[1]!;
    // An entry that overlaps one of the day is refused outright, not turned into a request.
    const taken = await employee.client.post('/api/time-entries', entry(target.date, '16:00', '19:00'));
    expect(taken.status).toBe(409);
    expect(JSON.stringify(taken.body)).toContain('This time overlaps another entry of');

    const asked = await employee.client.patch<Write>(
      `/api/time-entries/${target.id}`,
      entry(target.date, '08:00', '16:00'),
    );
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({
      outcome: 'correction_requested',
      correction: { status: 'pending', action: 'update' },
    });
    await t.smtp!.waitFor(admin.email, 'Time correction request from');
    const again = await employee.client.delete(`/api/time-entries/${target.id}`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: { message: 'A correction for this day is already waiting for approval' },
    });
    let view = await monthOf(employee.client, month);
    expect(view.entries.find((e) => e.id === target.id)?.clockIn).toBe(target.clockIn);

    // The month cannot be approved while a correction waits.
    const early = await admin.client.post(`/api/team-timesheets/${employee.id}/approve`, { month });
    expect(early.status).toBe(409);
    const detail = await admin.client.get<MonthView>(`/api/team-timesheets/${employee.id}?month=${month}`);
    const correction = detail.body.corrections.find((c) => c.status === 'pending')!;
    expect(correction).toMatchObject({ date: target.date, clockIn: `${target.date}T08:00`, totalHours: 8 });
    expect((await employee.client.post(`/api/time-corrections/${correction.id}/approve`)).status).toBe(403);

    const approved = await admin.client.post(`/api/time-corrections/${correction.id}/approve`);
    expect(approved.status).toBe(200);
    await t.smtp!.waitFor(employee.email, 'Your time correction was approved');
    view = await monthOf(employee.client, month);
    expect(view.entries.find((e) => e.id === target.id)).toMatchObject({
      clockIn: `${target.date}T08:00`,
      totalHours: 8,
    });
    const history = await admin.client.get<{
      items: { source: string; correctionId: string | null; actor: { id: string } }[];
    }>(`/api/team-timesheets/${employee.id}/history?date=${target.date}`);
    expect(history.body.items.at(-1)).toMatchObject({
      source: 'correction',
      correctionId: correction.id,
      actor: { id: admin.id },
    });
    expect(
      (await admin.client.post(`/api/time-corrections/${correction.id}/reject`, { reason: 'x' })).status,
    ).toBe(409);

    // A second request, rejected with a reason: nothing changes.
    const del = await employee.client.delete<Write>(`/api/time-entries/${target.id}`);
    expect(del.status).toBe(202);
    const blank = await admin.client.post(`/api/time-corrections/${del.body.correction!.id}/reject`, {
      reason: ' ',
    });
    expect(blank.status).toBe(400);
    const rejected = await admin.client.post(`/api/time-corrections/${del.body.correction!.id}/reject`, {
      reason: 'Keep it',
    });
    expect(rejected.status).toBe(200);
    expect((await monthOf(employee.client, month)).entries.some((e) => e.id === target.id)).toBe(true);
    expect((await admin.client.post(`/api/team-timesheets/${employee.id}/approve`, { month })).status).toBe(
      200,
    );
  });
});

describe('the month lock under concurrency', () => {
  it('every write path waits for the person’s month lock, then sees the approval made meanwhile', async () => {
    const team = await createTeam(t, 'race');
    const { employee, admin } = team;
    // A future month: the employee's writes go straight in (no correction requests).
    const month = monthFromNow(3);
    const range = { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) };
    await fillMonth(employee.client, month);
    const first = (await monthOf(employee.client, month)).entries[0]!;
    const writes: [string, () => Promise<{ status: number; body: unknown }>][] = [
      ['create', () => employee.client.post('/api/time-entries', entry(`${month}-01`, '09:00', '10:00'))],
      [
        'update',
        () => employee.client.patch(`/api/time-entries/${first.id}`, entry(first.date, '08:00', '12:00')),
      ],
      ['delete', () => employee.client.delete(`/api/time-entries/${first.id}`)],
      [
        'bulk apply',
        () =>
          employee.client.post('/api/time-entries/bulk-apply', {
            month,
            clockIn: '09:00',
            clockOut: '17:00',
            onlyEmptyDays: false,
          }),
      ],
      ['clear month', () => employee.client.post('/api/time-entries/clear-month', { month })],
      ['submit', () => employee.client.post('/api/timesheets/submit', { month })],
    ];
    for (const [name, write] of writes) {
      let release!: () => void;
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => {
        locked = r;
      });
      // Another transaction holds the lock and approves the month meanwhile.
      const holder = t.db.transaction(async (tx) => {
        await lockPersonMonth(tx, team.company.id, employee.id, month);
        await tx.insert(timesheetApprovals).values({
          companyId: team.company.id,
          userId: employee.id,
          ...range,
          status: 'approved',
          submittedAt: new Date(),
          approvedAt: new Date(),
          snapshot: APPROVED_SNAPSHOT,
        });
        locked();
        await new Promise<void>((r) => {
          release = r;
        });
      });
      await isLocked;
      const pending = write();
      const early = await Promise.race([pending.then(() => 'answered'), sleep(150).then(() => 'waiting')]);
      expect(early, name).toBe('waiting');
      release();
      await holder;
      const res = await pending;
      expect(res.status, name).toBe(409);
      await t.db.delete(timesheetApprovals).where(eq(timesheetApprovals.userId, employee.id));
    }
    const view = await monthOf(employee.client, month);
    expect(view.entries.find((e) => e.id === first.id)).toMatchObject({ clockIn: first.clockIn });

    // The admin's decisions take the same lock.
    expect((await employee.client.post('/api/timesheets/submit', { month })).status).toBe(200);
    let release!: () => void;
    const holder = t.db.transaction(async (tx) => {
      await lockPersonMonth(tx, team.company.id, employee.id, month);
      await new Promise<void>((r) => {
        release = r;
      });
    });
    await sleep(20);
    const decision = admin.client.post(`/api/team-timesheets/${employee.id}/approve`, { month });
    expect(await Promise.race([decision.then(() => 'answered'), sleep(150).then(() => 'waiting')])).toBe(
      'waiting',
    );
    release();
    await holder;
    expect((await decision).status).toBe(200);
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('exports', () => {
  let team: TestTeam;
  const month = monthFromNow(-3);
  beforeAll(async () => {
    team = await createTeam(t, 'files');
    const ana = await createUser(t, {
      companyId: team.company.id,
      firstName: 'Ana',
      lastName: 'García',
      email: `ana-${Date.now()}@example.test`,
    });
    await fillMonth(ana.client, month);
    const first = (await monthOf(ana.client, month)).entries[0]!;
    await ana.client.patch(`/api/time-entries/${first.id}`, {
      ...entry(first.date, '09:00', '17:00'),
      notes: '=HYPERLINK("http://evil.example","click")',
    });
    Object.assign(team, { ana });
  });
  const ana = () => (team as TestTeam & { ana: Awaited<ReturnType<typeof createUser>> }).ana;

  it('CSV per person: RFC 4180 with a BOM, a row per day, totals, neutralised formulas, a clear file name', async () => {
    const res = await team.admin.client.get(
      `/api/team-timesheets/${ana().id}/export?month=${month}&format=csv`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="timesheet-${month}-ana-garcia.csv"`,
    );
    const raw = res.raw.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(raw.toString('utf8')).toContain('\r\n');
    const rows = parse(raw.toString('utf8'), { bom: true, columns: true }) as Record<string, string>[];
    const view = await monthOf(ana().client, month);
    const summary = summaryOf(view);
    const days = rows.filter((r) => r.Date !== 'Total');
    expect(days).toHaveLength(Number(monthRangeEnd(month).slice(8)));
    expect(days.filter((r) => r['Total Hours'] !== '')).toHaveLength(summary.daysWorked);
    expect(days[0]).toMatchObject({ Employee: 'Ana García' });
    const total = rows.find((r) => r.Date === 'Total')!;
    expect(Number(total['Total Hours'])).toBe(summary.totalHours);
    const withNotes = days.find((r) => r.Notes?.includes('HYPERLINK'))!;
    expect(withNotes.Notes).toMatch(/^'=HYPERLINK/);
  });

  it('XLSX and a real PDF with the person, month, totals, status and signature lines', async () => {
    const xlsx = await ana().client.get(`/api/timesheets/export?month=${month}&format=xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename="timesheet-${month}-ana-garcia.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Timesheet')!;
    expect(String(sheet.getCell('B3').value)).toContain('Ana García');
    // Issue 14: dates and clock times are Excel dates and times (not text), hours are numbers; the
    // wall-clock time of the company's zone is what Excel shows (no shift to UTC).
    const first = (await monthOf(ana().client, month)).entries[0]!; // 09:00–17:00, no break
    const row = rowWhere(sheet, (r) => excelDay(r.getCell(1).value) === first.date);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(1).numFmt).toBe('yyyy-mm-dd');
    for (const [column, expected] of [
      [3, '1899-12-30T09:00:00.000Z'], // Clock In 09:00 = 9/24 of a day
      [4, '1899-12-30T17:00:00.000Z'], // Clock Out 17:00 = 17/24
    ] as const) {
      expect((row.getCell(column).value as Date).toISOString()).toBe(expected);
      expect(row.getCell(column).numFmt).toMatch(/hh:mm/);
    }
    expect(row.getCell(8).value).toBe(8);
    expect(row.getCell(8).numFmt).toBe('0.00');

    const pdf = await team.admin.client.get(
      `/api/team-timesheets/${ana().id}/export?month=${month}&format=pdf`,
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(pdf.raw.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    const summary = summaryOf(await monthOf(ana().client, month));
    for (const expected of [
      'Ana García',
      team.company.name,
      `Total Hours: ${summary.totalHours.toFixed(1)}`,
      'Status: Ready for Submission',
      'Employee signature',
      'Company signature',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('CSV for Excel in a comma-decimal language: semicolons between cells, a decimal comma', async () => {
    // Issue 14: Excel set to Spanish, German or French reads a comma-separated file as one column.
    const res = await team.admin.client.get(
      `/api/team-timesheets/${ana().id}/export?month=${month}&format=csv&csv=semicolon`,
    );
    expect(res.status).toBe(200);
    const raw = res.raw.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(raw.toString('utf8'), { bom: true, columns: true, delimiter: ';' }) as Record<
      string,
      string
    >[];
    const first = (await monthOf(ana().client, month)).entries[0]!; // 09:00–17:00, no break
    expect(rows.find((r) => r.Date === first.date)).toMatchObject({
      Employee: 'Ana García',
      'Clock In': '09:00',
      'Total Hours': '8,00',
    });
    const summary = summaryOf(await monthOf(ana().client, month));
    const total = rows.find((r) => r.Date === 'Total')!;
    expect(total['Total Hours']).toBe(summary.totalHours.toFixed(1).replace('.', ','));
    // The comma style (the default) stays as it was.
    const comma = await team.admin.client.get(`/api/team-timesheets/export?month=${month}&csv=comma`);
    const bulk = parse(comma.raw.rawPayload.toString('utf8'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(bulk.find((r) => r.Email === ana().email && r.Date === first.date)?.['Total Hours']).toBe('8.00');
    const bulkSemicolon = await team.admin.client.get(
      `/api/team-timesheets/export?month=${month}&csv=semicolon`,
    );
    expect(bulkSemicolon.raw.rawPayload.toString('utf8').split('\r\n')[0]).toMatch(
      /^\uFEFFEmployee;Email;Date;/,
    );
  });

  // Issue 16: the screen reads each entry's day and hours only (an entry whole made its statement 7 times larger);
  // the Bulk Export reads them whole. Both are the same rows, and the screen's figures are the month's own.
  it('Team Timesheets counts the entries the Bulk Export reads whole, from their days and hours', async () => {
    const range = monthParts(month);
    const [whole, figures] = await Promise.all([
      teamMonth(t.db, team.company.id, range),
      teamMonthFigures(t.db, team.company.id, range),
    ]);
    expect(figures).toEqual(
      whole.map(({ previous: _previous, entries, ...rest }) => ({
        ...rest,
        entries: entries.map((e) => ({ workDate: e.workDate, totalHours: e.totalHours })),
      })),
    );
    expect(figures.find((f) => f.id === ana().id)?.entries.length).toBeGreaterThan(15);
    const screen = await team.admin.client.get<TeamTimesheets>(`/api/team-timesheets?month=${month}`);
    const row = screen.body.members.find((m) => m.id === ana().id);
    expect(row?.summary).toEqual(summaryOf(await monthOf(ana().client, month)));
  });

  it('Bulk Export CSV has every member; the inspection export has the changes', async () => {
    const res = await team.admin.client.get(`/api/team-timesheets/export?month=${month}`);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="timesheets-\d{4}-\d{2}-company-files-[a-z0-9-]+\.csv"$/,
    );
    const rows = parse(res.raw.rawPayload.toString('utf8'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(new Set(rows.map((r) => r.Email))).toEqual(
      new Set([team.admin.email, team.manager.email, team.employee.email, ana().email]),
    );

    const from = `${month}-01`;
    const inspection = await ana().client.get(`/api/timesheets/inspection-export?from=${from}&to=${today()}`);
    expect(inspection.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(inspection.raw.rawPayload as unknown as ArrayBuffer);
    const record = book.getWorksheet('Daily record')!;
    const first = (await monthOf(ana().client, month)).entries[0]!; // 09:00–17:00, no break
    const day = rowWhere(record, (r) => excelDay(r.getCell(1).value) === first.date);
    expect(day.getCell(1).numFmt).toBe('yyyy-mm-dd');
    expect((day.getCell(2).value as Date).toISOString()).toBe('1899-12-30T09:00:00.000Z');
    expect(day.getCell(7).value).toBe(8);
    const changes = book.getWorksheet('Change history')!;
    const actions: string[] = [];
    changes.eachRow((row) => actions.push(String(row.getCell(3).value)));
    expect(actions.filter((a) => a === 'create').length).toBeGreaterThan(15);
    expect(actions).toContain('update');
    const backwards = await ana().client.get(`/api/timesheets/inspection-export?from=${today()}&to=${from}`);
    expect(backwards.status).toBe(400);
  });
  it('the PDF prints the names and notes of every Latin alphabet we serve as they are written', async () => {
    // Issue 14: "Łukasz Wąsowski-Dvořák" came out as "?ukasz W?sowski-Dvo?ák".
    const lukasz = await createUser(t, {
      companyId: team.company.id,
      firstName: 'Łukasz',
      lastName: 'Wąsowski-Dvořák',
    });
    const day = (await monthOf(ana().client, month)).entries[0]!.date; // a working day
    const notes = 'Paral·lel ß œ ñ Żółć ěščřžů'; // short enough for the Notes column
    expect(
      (
        await lukasz.client.post(
          '/api/time-entries',
          entry(day, '09:00', '17:00', { notes, breaks: [{ start: `${day}T12:00`, end: `${day}T12:30` }] }),
        )
      ).status,
    ).toBe(201);
    const pdf = await lukasz.client.get(`/api/timesheets/export?month=${month}&format=pdf`);
    expect(pdf.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.raw.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Łukasz Wąsowski-Dvořák');
    expect(text).toContain(notes);
    // And its file name keeps the letters a slug can keep (Ł is not a decomposable L).
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="timesheet-${month}-lukasz-wasowski-dvorak.pdf"`,
    );
  });
});

/** The `yyyy-MM-dd` of an Excel date cell (exceljs reads them as UTC instants), or null. */
const excelDay = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : null);

function rowWhere(sheet: ExcelJS.Worksheet, match: (row: ExcelJS.Row) => boolean): ExcelJS.Row {
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  const found = rows.find(match);
  if (!found) throw new Error(`no such row in ${sheet.name}`);
  return found;
}

function monthRangeEnd(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
