import { formatDisplayDate } from '@domain/calendar';
import type { ClockStatus, DayHistory } from '@domain/contracts/time-entries';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, timeEntries, timeEntryHistory } from '../../db/schema';
import {
  assertNoLeak,
  createTeam,
  createTwoCompanies,
  setCompanyOf,
  type TestTeam,
} from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { entry, fillMonth, monthFromNow, monthOf, summaryOf, today, type Write } from './test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

async function historyCount(userId: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(timeEntryHistory)
    .where(eq(timeEntryHistory.userId, userId));
  return row!.n;
}

async function entryCount(userId: string, from?: string, to?: string) {
  const rows = await t.db
    .select({ date: timeEntries.workDate })
    .from(timeEntries)
    .where(eq(timeEntries.userId, userId));
  return rows.filter((r) => (!from || r.date >= from) && (!to || r.date <= to)).length;
}

describe('entries, their rules and their history', () => {
  let team: TestTeam;
  const day = `${monthFromNow(1)}-10`;
  beforeAll(async () => {
    team = await createTeam(t, 'entries');
  });

  it('creates, changes and deletes an entry; the history keeps every step with who, before and after', async () => {
    const { employee } = team;
    const created = await employee.client.post<Write>('/api/time-entries', {
      ...entry(day, '09:00', '17:30'),
      breaks: [{ start: `${day}T13:00`, end: `${day}T13:30` }],
      notes: 'Inventory',
    });
    expect(created.status).toBe(201);
    expect(created.body.outcome).toBe('saved');
    expect(created.body.entry).toMatchObject({
      date: day,
      clockIn: `${day}T09:00`,
      clockOut: `${day}T17:30`,
      totalHours: 8,
      breakHours: 0.5,
      notes: 'Inventory',
      warnings: [],
    });
    const id = created.body.entry!.id;

    const view = await monthOf(employee.client, day.slice(0, 7));
    expect(view.entries.map((e) => e.id)).toEqual([id]);
    expect(view).toMatchObject({
      timeZone: 'Europe/Madrid',
      schedule: { company: [], member: [] },
      readOnly: false,
      approval: null,
    });

    const changed = await employee.client.patch<Write>(
      `/api/time-entries/${id}`,
      entry(day, '08:00', '18:30'),
    );
    expect(changed.status).toBe(200);
    // 10.5 h without a break: both working-time warnings, never a block.
    expect(changed.body.entry).toMatchObject({ totalHours: 10.5, warnings: ['over_9_hours', 'no_break'] });

    const gone = await employee.client.delete<Write>(`/api/time-entries/${id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.outcome).toBe('deleted');
    expect(await entryCount(employee.id)).toBe(0);

    const history = await employee.client.get<DayHistory>(`/api/time-entries/history?date=${day}`);
    expect(history.status).toBe(200);
    expect(history.body.items.map((i) => [i.action, i.source])).toEqual([
      ['create', 'manual'],
      ['update', 'manual'],
      ['delete', 'manual'],
    ]);
    const [first, second, third] = history.body.items;
    expect(first).toMatchObject({ before: null, after: { clockIn: `${day}T09:00`, notes: 'Inventory' } });
    expect(second).toMatchObject({
      before: { clockOut: `${day}T17:30`, totalHours: 8 },
      after: { clockOut: `${day}T18:30`, totalHours: 10.5 },
      actor: { id: employee.id, name: `${employee.firstName} ${employee.lastName}` },
    });
    expect(third).toMatchObject({ before: { totalHours: 10.5 }, after: null });
  });

  it('refuses bad times with the messages of the rules, and an entry that overlaps another', async () => {
    const { employee } = team;
    const cases: [Record<string, unknown>, string][] = [
      [{ clockIn: '' }, 'Clock in time is required'],
      [entry(day, '17:00', '09:00'), 'Clock out must be after clock in'],
      [
        { ...entry(day, '09:00', null), clockOut: `${day.slice(0, 8)}12T10:00` },
        'Clock out must be within 24 hours of clock in',
      ],
      [
        { ...entry(day, '09:00', '17:00'), breaks: [{ start: `${day}T08:00`, end: `${day}T08:30` }] },
        'The break must be within the worked time',
      ],
      [
        { ...entry(day, '09:00', '17:00'), breaks: [{ start: `${day}T13:00`, end: `${day}T12:00` }] },
        'Break end must be after break start',
      ],
      [
        { ...entry(day, '09:00', '17:00'), breaks: [{ start: `${day}T12:00`, end: null }] },
        'Enter both the break start and the break end',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await employee.client.post('/api/time-entries', body);
      expect(res.status, message).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    // Mass assignment: another person's id or a company is refused, not used.
    const sneaky = await employee.client.post('/api/time-entries', {
      ...entry(day, '09:00', '17:00'),
      userId: team.admin.id,
    });
    expect(sneaky.status).toBe(400);
    expect(await entryCount(employee.id)).toBe(0);

    expect((await employee.client.post('/api/time-entries', entry(day, '09:00', '17:00'))).status).toBe(201);
    // A second period of the day is fine (a split shift); one that overlaps the first is not.
    const twice = await employee.client.post('/api/time-entries', entry(day, '16:00', '19:00'));
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      error: { message: `This time overlaps another entry of ${formatDisplayDate(day)} (09:00–17:00)` },
    });
    expect((await employee.client.post('/api/time-entries', entry(day, '17:00', '19:00'))).status).toBe(201);
  });

  it('keeps the local day and 8 h for 09:00–17:00 on the daylight-saving Sundays', async () => {
    const { manager } = team;
    // Last Sundays of March and October of next year: clocks change at night, the day still has 8 h.
    const year = Number(today().slice(0, 4)) + 1;
    const sundays = [lastSunday(year, 3), lastSunday(year, 10)];
    for (const sunday of sundays) {
      const res = await manager.client.post<Write>('/api/time-entries', entry(sunday, '09:00', '17:00'));
      expect(res.status).toBe(201);
      expect(res.body.entry).toMatchObject({ date: sunday, totalHours: 8 });
    }
    // A night shift from 22:00 over the October change to 06:00 is 9 h and stays on its start day.
    const saturday = addDay(sundays[1]!, -1);
    const night = await manager.client.post<Write>('/api/time-entries', {
      clockIn: `${saturday}T22:00`,
      clockOut: `${sundays[1]}T06:00`,
    });
    expect(night.status).toBe(201);
    expect(night.body.entry).toMatchObject({
      date: saturday,
      clockOut: `${sundays[1]}T06:00`,
      totalHours: 9,
    });
    // Sunday's 09:00 start comes 3 h after that shift ends (under the 12 h rest) and has no break: warnings.
    const view = await monthOf(manager.client, sundays[1]!.slice(0, 7));
    expect(view.entries.find((e) => e.date === sundays[1])?.warnings).toEqual(['no_break', 'short_rest']);
  });

  it('a colleague’s entry is not found, for reading its history or changing it', async () => {
    const { employee, manager } = team;
    const mine = await employee.client.post<Write>(
      '/api/time-entries',
      entry(`${monthFromNow(1)}-20`, '09:00', '17:00'),
    );
    const id = mine.body.entry!.id;
    expect(
      (
        await manager.client.patch(
          `/api/time-entries/${id}`,
          entry(`${monthFromNow(1)}-20`, '10:00', '17:00'),
        )
      ).status,
    ).toBe(404);
    expect((await manager.client.delete(`/api/time-entries/${id}`)).status).toBe(404);
    expect((await team.admin.client.delete(`/api/time-entries/${id}`)).status).toBe(404);
    expect(await entryCount(employee.id, `${monthFromNow(1)}-20`, `${monthFromNow(1)}-20`)).toBe(1);
  });
});

describe('live clock', () => {
  it('clock in → start break → end break → clock out writes today’s entry and its history', async () => {
    const team = await createTeam(t, 'clock');
    const { employee } = team;
    const status = await employee.client.get<ClockStatus>('/api/time-entries/clock');
    expect(status.body).toMatchObject({ state: 'clocked_out', entry: null, today: today() });
    const clock = (action: string) =>
      employee.client.post<ClockStatus>('/api/time-entries/clock', { action });

    expect((await clock('start_break')).status).toBe(409);
    const inRes = await clock('clock_in');
    expect(inRes.status).toBe(200);
    expect(inRes.body).toMatchObject({
      state: 'working',
      entry: { date: today(), clockOut: null, totalHours: null },
    });
    expect((await clock('clock_in')).body).toMatchObject({
      error: { message: 'You are already clocked in' },
    });
    expect((await clock('start_break')).body.state).toBe('on_break');
    expect((await clock('end_break')).body.state).toBe('working');
    // A second break in the same period (several breaks a period).
    expect((await clock('start_break')).body.state).toBe('on_break');
    expect((await clock('end_break')).body).toMatchObject({ state: 'working', entry: { breaks: [{}, {}] } });
    const out = await clock('clock_out');
    expect(out.body).toMatchObject({ state: 'clocked_out', entry: null, todayPeriods: [expect.any(String)] });
    expect(out.body.todayHours).toBeGreaterThanOrEqual(0);

    // The same entry the Time Tracking list shows.
    const view = await monthOf(employee.client, today().slice(0, 7));
    expect(view.entries.map((e) => e.id)).toEqual([inRes.body.entry!.id]);
    const history = await employee.client.get<DayHistory>(`/api/time-entries/history?date=${today()}`);
    expect(history.body.items.map((i) => `${i.action}:${i.source}`)).toEqual([
      'create:clock',
      'update:clock',
      'update:clock',
      'update:clock',
      'update:clock',
      'update:clock',
    ]);
  });
});

describe('Bulk Apply and Clear Month', () => {
  let team: TestTeam;
  const month = monthFromNow(2);
  beforeAll(async () => {
    team = await createTeam(t, 'bulk');
  });

  it('fills the working days; again it creates nothing; off replaces the month; the tiles add up', async () => {
    const { employee } = team;
    const first = await fillMonth(employee.client, month);
    const view = await monthOf(employee.client, month);
    const summary = summaryOf(view);
    expect(first).toEqual({ created: summary.workingDays, deleted: 0 });
    expect(summary).toMatchObject({
      completion: 100,
      daysWorked: summary.workingDays,
      totalHours: summary.workingDays * 7,
      expectedHours: summary.workingDays * 8,
      averageHoursPerDay: 7,
    });
    expect(view.entries.every((e) => e.clockIn.endsWith('T09:00') && e.totalHours === 7)).toBe(true);

    expect(await fillMonth(employee.client, month)).toEqual({ created: 0, deleted: 0 });
    const replaced = await fillMonth(employee.client, month, {
      onlyEmptyDays: false,
      clockOut: '18:00',
      skipWeekends: false,
    });
    expect(replaced.deleted).toBe(summary.workingDays);
    expect(replaced.created).toBeGreaterThan(summary.workingDays);
    expect((await monthOf(employee.client, month)).entries.every((e) => e.totalHours === 8)).toBe(true);

    const cleared = await employee.client.post<{ deleted: number }>('/api/time-entries/clear-month', {
      month,
    });
    expect(cleared.body).toEqual({ deleted: replaced.created });
    expect((await employee.client.post('/api/time-entries/clear-month', { month })).body).toEqual({
      deleted: 0,
    });
    const history = await t.db
      .select({ source: timeEntryHistory.source })
      .from(timeEntryHistory)
      .where(and(eq(timeEntryHistory.userId, employee.id), eq(timeEntryHistory.source, 'clear_month')));
    expect(history).toHaveLength(replaced.created);
  });

  it('needs both times', async () => {
    const res = await team.manager.client.post('/api/time-entries/bulk-apply', {
      month,
      clockIn: '',
      clockOut: '',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Clock in and clock out times are required');
    const backwards = await team.manager.client.post('/api/time-entries/bulk-apply', {
      month,
      clockIn: '17:00',
      clockOut: '09:00',
    });
    expect(backwards.body).toMatchObject({ error: { message: 'Clock out must be after clock in' } });
    expect(await entryCount(team.manager.id)).toBe(0);
  });

  it('two tabs applying and clearing at once leave the month full or empty, never mixed', async () => {
    const { admin } = team;
    const { start, end } = { start: `${month}-01`, end: `${month}-31` };
    const full = (await fillMonth(admin.client, month)).created;
    for (let round = 0; round < 4; round++) {
      const results = await Promise.all([
        fillMonth(admin.client, month, { onlyEmptyDays: false }),
        admin.client.post('/api/time-entries/clear-month', { month }),
        fillMonth(admin.client, month, { onlyEmptyDays: false }),
        admin.client.post('/api/time-entries/clear-month', { month }),
      ]);
      expect(results.every((r) => r !== undefined)).toBe(true);
      expect([0, full]).toContain(await entryCount(admin.id, start, end));
    }
  });
});

describe('the record stays', () => {
  it('history outlives the entry and the person’s membership; the inspection export still has it', async () => {
    const team = await createTeam(t, 'keep');
    const { employee, admin } = team;
    const day = `${monthFromNow(1)}-05`;
    const created = await employee.client.post<Write>('/api/time-entries', entry(day, '09:00', '14:00'));
    await employee.client.delete(`/api/time-entries/${created.body.entry!.id}`);
    expect(await historyCount(employee.id)).toBe(2);

    await setCompanyOf(t, employee.id, null);
    expect(await historyCount(employee.id)).toBe(2);
    const history = await admin.client.get<DayHistory>(
      `/api/team-timesheets/${employee.id}/history?date=${day}`,
    );
    expect(history.status).toBe(200);
    expect(history.body.items).toHaveLength(2);
    const inspection = await admin.client.get(
      `/api/team-timesheets/${employee.id}/inspection-export?from=${day}&to=${day}`,
    );
    expect(inspection.status).toBe(200);
    expect(String(inspection.headers['content-disposition'])).toMatch(/^attachment; filename="time-record-/);
  });
});

describe('who may call what', () => {
  it('anonymous callers get 401 on every route; employees and managers 403 on the admin ones', async () => {
    const { a } = await createTwoCompanies(t);
    const id = '00000000-0000-4000-8000-000000000000';
    const month = monthFromNow(1);
    const routes: [string, string, boolean][] = [
      ['GET', `/api/time-entries/month?month=${month}`, false],
      ['POST', '/api/time-entries', false],
      ['PATCH', `/api/time-entries/${id}`, false],
      ['DELETE', `/api/time-entries/${id}`, false],
      ['GET', '/api/time-entries/clock', false],
      ['POST', '/api/time-entries/clock', false],
      ['POST', '/api/time-entries/bulk-apply', false],
      ['POST', '/api/time-entries/clear-month', false],
      ['GET', `/api/time-entries/history?date=${month}-01`, false],
      ['POST', `/api/time-corrections/${id}/approve`, true],
      ['POST', `/api/time-corrections/${id}/reject`, true],
      ['POST', '/api/timesheets/submit', false],
      ['GET', `/api/timesheets/export?month=${month}`, false],
      ['GET', `/api/timesheets/inspection-export?from=${month}-01&to=${month}-02`, false],
      ['GET', `/api/team-timesheets?month=${month}`, true],
      ['GET', `/api/team-timesheets/export?month=${month}`, true],
      ['GET', `/api/team-timesheets/${a.employee.id}?month=${month}`, true],
      ['GET', `/api/team-timesheets/${a.employee.id}/history?date=${month}-01`, true],
      ['GET', `/api/team-timesheets/${a.employee.id}/export?month=${month}`, true],
      [
        'GET',
        `/api/team-timesheets/${a.employee.id}/inspection-export?from=${month}-01&to=${month}-02`,
        true,
      ],
      ['POST', `/api/team-timesheets/${a.employee.id}/approve`, true],
      ['POST', `/api/team-timesheets/${a.employee.id}/reject`, true],
    ];
    for (const [method, url, adminOnly] of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await t.anon.request(method as 'GET', url, body)).status, `anonymous ${method} ${url}`).toBe(
        401,
      );
      if (!adminOnly) continue;
      for (const user of [a.employee, a.manager]) {
        const res = await user.client.request(method as 'GET', url, body);
        expect(res.status, `${user.role} ${method} ${url}`).toBe(403);
        expect(res.body).toMatchObject({ error: { message: 'Access denied. Admin privileges required.' } });
      }
    }
  });

  it('company B never reads or changes company A’s entries, months, history or files (404)', async () => {
    const { a, b } = await createTwoCompanies(t);
    const month = monthFromNow(1);
    const day = `${month}-12`;
    const created = await a.employee.client.post<Write>('/api/time-entries', entry(day, '09:00', '17:00'));
    const id = created.body.entry!.id;
    const before = await monthOf(a.employee.client, month);

    for (const intruder of [b.admin, b.manager, b.employee]) {
      const tries = [
        await intruder.client.patch(`/api/time-entries/${id}`, entry(day, '10:00', '11:00')),
        await intruder.client.delete(`/api/time-entries/${id}`),
      ];
      for (const res of tries) {
        expect(res.status).toBe(404);
        assertNoLeak(res.body, a);
      }
      // Their own views never show A's data.
      assertNoLeak((await intruder.client.get(`/api/time-entries/month?month=${month}`)).body, a);
    }
    const adminTries = [
      await b.admin.client.get(`/api/team-timesheets/${a.employee.id}?month=${month}`),
      await b.admin.client.get(`/api/team-timesheets/${a.employee.id}/history?date=${day}`),
      await b.admin.client.get(`/api/team-timesheets/${a.employee.id}/export?month=${month}&format=csv`),
      await b.admin.client.get(`/api/team-timesheets/${a.employee.id}/export?month=${month}&format=pdf`),
      await b.admin.client.get(
        `/api/team-timesheets/${a.employee.id}/inspection-export?from=${day}&to=${day}`,
      ),
      await b.admin.client.post(`/api/team-timesheets/${a.employee.id}/approve`, { month }),
      await b.admin.client.post(`/api/team-timesheets/${a.employee.id}/reject`, { month, reason: 'No' }),
    ];
    for (const res of adminTries) {
      expect(res.status).toBe(404);
      assertNoLeak(res.body, a);
    }
    assertNoLeak((await b.admin.client.get(`/api/team-timesheets?month=${month}`)).body, a);
    assertNoLeak((await b.admin.client.get(`/api/team-timesheets/export?month=${month}`)).raw.body, a);
    expect(await monthOf(a.employee.client, month)).toEqual(before);
    // A deleted company is gone for its members at once.
    await t.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, b.company.id));
    expect((await b.employee.client.get(`/api/time-entries/month?month=${month}`)).status).toBe(403);
  });
});

function lastSunday(year: number, month: number) {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}
const addDay = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
