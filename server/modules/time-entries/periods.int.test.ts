// Issue 14: a day holds several work periods (split shifts), and one person's periods never overlap —
// checked by the service for a clear message and enforced by the database when two writes race.

import { readFileSync } from 'node:fs';
import { addDays, addMonths, formatDisplayDate, weekday } from '@domain/calendar';
import type { ClockStatus, DayHistory, MonthView } from '@domain/contracts/time-entries';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeEntries, timeEntryHistory } from '../../db/schema';
import { createTeam } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { entry, fillMonth, monthFromNow, monthOf, summaryOf, today, type Write } from './test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

/** The first Saturday of a month. */
function firstSaturday(month: string) {
  let day = `${month}-01`;
  while (weekday(day) !== 6) day = addDays(day, 1);
  return day;
}

describe('overlapping entries (defect: 16 h stored for 8 h of wall time)', () => {
  it('Sat 22:00 → Sun 06:00, then Sun 00:00 → 06:00: the second is refused (409) and the month counts 8 h', async () => {
    const { employee } = await createTeam(t, 'overlap');
    const saturday = firstSaturday(monthFromNow(1));
    const sunday = addDays(saturday, 1);
    const night = await employee.client.post<Write>('/api/time-entries', {
      clockIn: `${saturday}T22:00`,
      clockOut: `${sunday}T06:00`,
    });
    expect(night.status).toBe(201);
    const again = await employee.client.post<Write>('/api/time-entries', entry(sunday, '00:00', '06:00'));
    expect(again.status).toBe(409);
    // The day of the entry it overlaps, and its times (Madrid is the company's zone).
    expect(again.body).toMatchObject({
      error: { message: `This time overlaps another entry of ${formatDisplayDate(saturday)} (22:00–06:00)` },
    });
    // Changing another entry onto the night shift is refused the same way.
    const later = await employee.client.post<Write>('/api/time-entries', entry(sunday, '09:00', '10:00'));
    expect(later.status).toBe(201);
    const moved = await employee.client.patch<Write>(
      `/api/time-entries/${later.body.entry!.id}`,
      entry(sunday, '05:00', '10:00'),
    );
    expect(moved.status).toBe(409);
    // 22:00 → 06:00 = 8 h, plus 09:00 → 10:00 = 1 h: 9 h in the month, never 8 + 6 + 1 = 15 h.
    const view = await monthOf(employee.client, saturday.slice(0, 7));
    expect(view.entries.map((e) => e.totalHours)).toEqual([8, 1]);
    expect(summaryOf(view).totalHours).toBe(9);
  });

  it('two overlapping writes at once (different months, so different month locks): never both stored', async () => {
    const { employee } = await createTeam(t, 'race');
    for (let round = 0; round < 4; round++) {
      // The last day of a month 22:00 → 06:00 the next day, and the next month's first day 00:00 → 06:00.
      const next = addMonths(monthFromNow(1), round + 1);
      const first = `${next}-01`;
      const last = addDays(first, -1);
      const results = await Promise.all([
        employee.client.post('/api/time-entries', { clockIn: `${last}T22:00`, clockOut: `${first}T06:00` }),
        employee.client.post('/api/time-entries', entry(first, '00:00', '06:00')),
      ]);
      const codes = results.map((r) => r.status).sort();
      expect(codes).toEqual([201, 409]);
      const refused = results.find((r) => r.status === 409)!;
      expect(JSON.stringify(refused.body)).toContain('This time overlaps another entry of');
    }
  });

  it('the database itself refuses an overlapping row (exclusion constraint)', async () => {
    const { employee, company } = await createTeam(t, 'constraint');
    const row = {
      companyId: company.id,
      userId: employee.id,
      workDate: '2030-01-05',
      clockIn: new Date('2030-01-05T21:00:00Z'),
      clockOut: new Date('2030-01-06T05:00:00Z'),
      totalHours: 8,
    };
    await t.db.insert(timeEntries).values(row);
    await expect(
      t.db.insert(timeEntries).values({
        ...row,
        workDate: '2030-01-06',
        clockIn: new Date('2030-01-05T23:00:00Z'),
        clockOut: new Date('2030-01-06T05:00:00Z'),
        totalHours: 6,
      }),
    ).rejects.toThrow();
    // A running entry occupies the 24 hours it may last (07 Jan 08:00 → 08 Jan 08:00), not beyond.
    const open = { ...row, workDate: '2030-01-07', clockOut: null, totalHours: null };
    await t.db.insert(timeEntries).values({ ...open, clockIn: new Date('2030-01-07T08:00:00Z') });
    const at = (from: string, to: string) => ({
      ...row,
      workDate: from.slice(0, 10),
      clockIn: new Date(from),
      clockOut: new Date(to),
      totalHours: 1,
    });
    await expect(
      t.db.insert(timeEntries).values(at('2030-01-08T07:00:00Z', '2030-01-08T08:00:00Z')),
    ).rejects.toThrow();
    await t.db.insert(timeEntries).values(at('2030-01-08T08:00:00Z', '2030-01-08T09:00:00Z'));
    const rows = await t.db.select().from(timeEntries).where(eq(timeEntries.userId, employee.id));
    expect(rows).toHaveLength(3);
  });
});

describe('several work periods a day (defect: one clock-in and one break a day)', () => {
  it('a split shift 09:00–14:00 and 17:00–20:30 is two periods of one day: 5 + 3.5 = 8.5 h', async () => {
    const { employee } = await createTeam(t, 'split');
    const day = `${monthFromNow(1)}-12`;
    const morning = await employee.client.post<Write>('/api/time-entries', entry(day, '09:00', '14:00'));
    expect(morning.status).toBe(201);
    const evening = await employee.client.post<Write>('/api/time-entries', entry(day, '17:00', '20:30'));
    expect(evening.status).toBe(201);
    const view = await monthOf(employee.client, day.slice(0, 7));
    expect(view.entries.map((e) => [e.date, e.clockIn.slice(11), e.totalHours])).toEqual([
      [day, '09:00', 5],
      [day, '17:00', 3.5],
    ]);
    // 14:00 → 17:00 is a break between periods, not a rest between working days: no warnings.
    expect(view.entries.flatMap((e) => e.warnings)).toEqual([]);
    const summary = summaryOf(view);
    expect(summary.totalHours).toBe(8.5);
    expect(summary.daysWorked).toBe(1);

    // The CSV export: one row per period of the day, and the month's total adds them up.
    const csv = await employee.client.get(`/api/timesheets/export?month=${day.slice(0, 7)}&format=csv`);
    expect(csv.status).toBe(200);
    const rows = parse(csv.raw.rawPayload.toString('utf8'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(
      rows.filter((r) => r.Date === day).map((r) => [r['Clock In'], r['Clock Out'], r['Total Hours']]),
    ).toEqual([
      ['09:00', '14:00', '5.00'],
      ['17:00', '20:30', '3.50'],
    ]);
    expect(rows.find((r) => r.Date === 'Total')!['Total Hours']).toBe('8.5');
  });

  it('a period takes several breaks: all come off its hours, the history keeps them', async () => {
    const { employee } = await createTeam(t, 'breaks');
    const day = `${monthFromNow(1)}-14`;
    const created = await employee.client.post<Write>('/api/time-entries', {
      ...entry(day, '08:00', '17:00'),
      breaks: [
        { start: `${day}T10:30`, end: `${day}T10:45` },
        { start: `${day}T13:00`, end: `${day}T13:45` },
      ],
    });
    expect(created.status).toBe(201);
    // 08:00–17:00 = 9 h, minus 15 min and 45 min = 8 h; each stretch (2.5 h, 2.25 h, 3.25 h) is under 6 h.
    expect(created.body.entry).toMatchObject({ totalHours: 8, breakHours: 1, warnings: [] });
    expect(created.body.entry!.breaks).toEqual([
      { start: `${day}T10:30`, end: `${day}T10:45` },
      { start: `${day}T13:00`, end: `${day}T13:45` },
    ]);
    const overlapping = await employee.client.post<Write>('/api/time-entries', {
      ...entry(addDays(day, 1), '08:00', '17:00'),
      breaks: [
        { start: `${addDays(day, 1)}T12:00`, end: `${addDays(day, 1)}T12:30` },
        { start: `${addDays(day, 1)}T12:15`, end: `${addDays(day, 1)}T12:45` },
      ],
    });
    expect(overlapping.status).toBe(400);
    expect(JSON.stringify(overlapping.body)).toContain('Breaks must not overlap');
    const history = await employee.client.get<DayHistory>(`/api/time-entries/history?date=${day}`);
    expect(history.body.items[0]!.after!.breaks).toHaveLength(2);
  });

  it('after clocking out, clocking in again starts a second period; the day adds both', async () => {
    const { employee } = await createTeam(t, 'again');
    const clock = (action: string) =>
      employee.client.post<ClockStatus>('/api/time-entries/clock', { action });
    expect((await clock('clock_in')).status).toBe(200);
    const out = await clock('clock_out');
    expect(out.body.state).toBe('clocked_out');
    const second = await clock('clock_in');
    expect(second.status).toBe(200);
    expect(second.body.state).toBe('working');
    // Two breaks in the second period.
    for (let i = 0; i < 2; i++) {
      expect((await clock('start_break')).body.state).toBe('on_break');
      expect((await clock('end_break')).body.state).toBe('working');
    }
    const done = await clock('clock_out');
    expect(done.body.state).toBe('clocked_out');
    const view = await monthOf(employee.client, today().slice(0, 7));
    const todays = view.entries.filter((e) => e.date === today());
    expect(todays).toHaveLength(2);
    expect(todays.map((e) => e.breaks.length)).toEqual([0, 2]);
    // Both periods count: the day's total is their sum (seconds apart here, so 0 h each).
    const sum = todays.reduce((s, e) => s + (e.totalHours ?? 0), 0);
    expect(done.body.todayHours).toBe(sum);
  });
});

/** The month's first day that is neither a weekend nor one of the company's holidays. */
async function firstWorkingDay(client: Parameters<typeof monthOf>[0], month: string) {
  const holidays = new Set((await monthOf(client, month)).holidays.map((h) => h.date));
  let day = `${month}-01`;
  while (weekday(day) === 0 || weekday(day) === 6 || holidays.has(day)) day = addDays(day, 1);
  return day;
}

describe('Bulk Apply, corrections and the history with several periods', () => {
  it('Bulk Apply skips a split-shift day, or replaces both its periods; a correction changes one period', async () => {
    const { employee, admin } = await createTeam(t, 'periods-flow');
    const month = monthFromNow(-1);
    const day = await firstWorkingDay(employee.client, month);
    // A split shift on the first working day: 09:00–14:00 (5 h) and 17:00–20:30 (3.5 h).
    const am = await employee.client.post<Write>('/api/time-entries', entry(day, '09:00', '14:00'));
    const pm = await employee.client.post<Write>('/api/time-entries', entry(day, '17:00', '20:30'));
    expect([am.status, pm.status]).toEqual([201, 201]);

    // Only empty days: the split-shift day keeps its two periods.
    await fillMonth(employee.client, month);
    let view = await monthOf(employee.client, month);
    expect(view.entries.filter((e) => e.date === day).map((e) => e.totalHours)).toEqual([5, 3.5]);
    const filled = view.entries.filter((e) => e.date !== day);
    // Every other working day: 09:00–17:00 minus a 12:00–13:00 break = 7 h. Month: 8.5 + 7 × others.
    expect(summaryOf(view).totalHours).toBe(8.5 + 7 * filled.length);
    expect(summaryOf(view).daysWorked).toBe(filled.length + 1);

    // Submitted: the employee asks to move the evening period; only that period changes on approval.
    expect((await employee.client.post('/api/timesheets/submit', { month })).status).toBe(200);
    const asked = await employee.client.patch<Write>(
      `/api/time-entries/${pm.body.entry!.id}`,
      entry(day, '16:00', '20:00'),
    );
    expect(asked.status).toBe(202);
    // A correction onto the morning period is an overlap, refused outright (not a request).
    const onto = await employee.client.patch<Write>(
      `/api/time-entries/${pm.body.entry!.id}`,
      entry(day, '13:00', '20:00'),
    );
    expect(onto.status).toBe(409);
    const detail = await admin.client.get<MonthView>(`/api/team-timesheets/${employee.id}?month=${month}`);
    const correction = detail.body.corrections.find((c) => c.status === 'pending')!;
    expect(correction).toMatchObject({ entryId: pm.body.entry!.id, totalHours: 4 });
    expect((await admin.client.post(`/api/time-corrections/${correction.id}/approve`)).status).toBe(200);
    view = await monthOf(employee.client, month);
    expect(
      view.entries.filter((e) => e.date === day).map((e) => [e.clockIn.slice(11), e.clockOut?.slice(11)]),
    ).toEqual([
      ['09:00', '14:00'],
      ['16:00', '20:00'],
    ]);
    // 5 h + 4 h = 9 h on the day.
    expect(summaryOf(view).totalHours).toBe(9 + 7 * filled.length);

    // The day's history has every change of both periods, in order.
    const history = await employee.client.get<DayHistory>(`/api/time-entries/history?date=${day}`);
    expect(
      history.body.items.map((i) => [i.entryId === am.body.entry!.id ? 'am' : 'pm', i.action, i.source]),
    ).toEqual([
      ['am', 'create', 'manual'],
      ['pm', 'create', 'manual'],
      ['pm', 'update', 'correction'],
    ]);
  });

  it('Bulk Apply replacing the month deletes both periods of a day and writes one entry', async () => {
    const { employee } = await createTeam(t, 'periods-replace');
    const month = monthFromNow(2);
    const day = await firstWorkingDay(employee.client, month);
    await employee.client.post('/api/time-entries', entry(day, '09:00', '14:00'));
    await employee.client.post('/api/time-entries', entry(day, '17:00', '20:30'));
    const res = await fillMonth(employee.client, month, { onlyEmptyDays: false });
    expect(res.deleted).toBe(2);
    const view = await monthOf(employee.client, month);
    expect(view.entries.filter((e) => e.date === day).map((e) => e.totalHours)).toEqual([7]);
    expect(view.entries).toHaveLength(res.created);
  });
});

describe('migration 0014 on entries stored before the constraint', () => {
  it('removes the later of two overlapping entries and keeps it in the history (nothing is lost)', async () => {
    const { employee, company } = await createTeam(t, 'migrate');
    const file = new URL('../../db/migrations/0014_time_entry_periods.sql', import.meta.url);
    const statements = readFileSync(file, 'utf8').split('--> statement-breakpoint');
    // The data steps and the constraint: from the temporary table of overlapping entries to its drop.
    const first = statements.findIndex((s) => s.includes('CREATE TEMPORARY TABLE'));
    const last = statements.findIndex((s) => s.includes('DROP TABLE "overlapping_time_entries"'));
    const base = { companyId: company.id, userId: employee.id };
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table time_entries drop constraint time_entries_no_overlap`);
      await tx.insert(timeEntries).values([
        // Sat 22:00 → Sun 06:00 (Madrid, winter: UTC+1), written first; then Sun 00:00 → 06:00.
        {
          ...base,
          workDate: '2031-01-04',
          clockIn: new Date('2031-01-04T21:00:00Z'),
          clockOut: new Date('2031-01-05T05:00:00Z'),
          totalHours: 8,
          createdAt: new Date('2031-01-05T06:00:00Z'),
        },
        {
          ...base,
          workDate: '2031-01-05',
          clockIn: new Date('2031-01-04T23:00:00Z'),
          clockOut: new Date('2031-01-05T05:00:00Z'),
          totalHours: 6,
          notes: 'twice',
          createdAt: new Date('2031-01-05T07:00:00Z'),
        },
      ]);
      for (const statement of statements.slice(first, last + 1)) await tx.execute(sql.raw(statement));
    });
    const rows = await t.db.select().from(timeEntries).where(eq(timeEntries.userId, employee.id));
    expect(rows.map((r) => [r.workDate, r.totalHours])).toEqual([['2031-01-04', 8]]);
    const history = await t.db
      .select()
      .from(timeEntryHistory)
      .where(eq(timeEntryHistory.userId, employee.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'delete',
      workDate: '2031-01-05',
      ownerName: `${employee.firstName} ${employee.lastName}`,
      before: {
        date: '2031-01-05',
        clockIn: '2031-01-04T23:00:00.000Z',
        clockOut: '2031-01-05T05:00:00.000Z',
        totalHours: 6,
        notes: 'twice',
      },
      after: null,
    });
  });
});
