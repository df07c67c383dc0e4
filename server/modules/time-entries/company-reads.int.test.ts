// Issue 13: a request reads its company (row, time zone, calendar) once and passes it down. Counted on the
// SQL the app sends for one request, so the test holds whatever the services are called: a statement that
// selects from "companies" reads the company row (the access policy's membership check joins it and is not
// counted); one that reads the holiday tables reads the company calendar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type TestTeam } from '../../test/factories';
import { createTestContext, type TestContext, type TestResponse } from '../../test/harness';
import { ownStatements, readsCompanyCalendar, statementsOf } from '../../test/sql-log';
import { loadCompanyContext } from '../context/company-context';
import {
  addCompanyHoliday,
  companyCalendar,
  holidayManager,
  updateBankHoliday,
} from '../holidays/holidays.service';
import { entry, fillMonth, monthFromNow, monthOf, type Write } from './test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

const COMPANY_ROW = /\bfrom\s+"companies"/i;
const CALENDAR = /"company_holiday_overrides"|"company_holidays"/i;

/** Runs one request and checks how often it read the company row and the company calendar. */
async function expectOneCompanyRead(request: () => Promise<TestResponse>, status = 200) {
  let res: TestResponse | undefined;
  const statements = await statementsOf(async () => {
    res = await request();
  });
  expect(res?.status, JSON.stringify(res?.body)).toBe(status);
  const shown = statements.map((s) => s.replace(/\s+/g, ' ').trim().slice(0, 140));
  expect(statements.filter((s) => COMPANY_ROW.test(s)).length, shown.join('\n')).toBeLessThanOrEqual(1);
  expect(statements.filter((s) => CALENDAR.test(s)).length, shown.join('\n')).toBeLessThanOrEqual(1);
}

describe('time entries read the company once a request', () => {
  let team: TestTeam;
  beforeAll(async () => {
    team = await createTeam(t, 'reads');
  });

  it('Bulk Apply, a single entry, the clock and the month', async () => {
    const { employee } = team;
    // Months ahead of the clock-in below (a running entry occupies the next 24 hours).
    const month = monthFromNow(2);
    await expectOneCompanyRead(() =>
      employee.client.post('/api/time-entries/bulk-apply', { month, clockIn: '09:00', clockOut: '17:00' }),
    );
    const day = `${monthFromNow(3)}-10`;
    await expectOneCompanyRead(
      () => employee.client.post('/api/time-entries', entry(day, '09:00', '17:00')),
      201,
    );
    await expectOneCompanyRead(() => employee.client.post('/api/time-entries/clock', { action: 'clock_in' }));
    await expectOneCompanyRead(() => employee.client.get('/api/time-entries/clock'));
    await expectOneCompanyRead(() => employee.client.get(`/api/time-entries/month?month=${month}`));
  });

  // Issue 16: the clock read the company's time zone, then its running entry and today's entries: two round trips
  // after the session's. They are one statement now, the entries picked as the dashboard picks them.
  it("the clock is one statement besides the session's", async () => {
    const { manager } = team;
    expect((await manager.client.post('/api/time-entries/clock', { action: 'clock_in' })).status).toBe(200);
    let clock: TestResponse | undefined;
    const sent = await statementsOf(async () => {
      clock = await manager.client.get('/api/time-entries/clock');
    });
    expect(clock?.status).toBe(200);
    expect(clock?.body).toMatchObject({ state: 'working' });
    const own = ownStatements(sent);
    expect(own, own.join('\n')).toHaveLength(1);
  });

  // A written entry is answered with its warnings (the rest since the previous working day, the day's hours): its
  // day and the person's previous entry are one read after the write, not two.
  it('a written entry reads its day and the previous entry in one statement', async () => {
    const { employee } = team;
    const month = monthFromNow(4);
    expect(
      (await employee.client.post('/api/time-entries', entry(`${month}-09`, '09:00', '17:00'))).status,
    ).toBe(201);
    let written: TestResponse | undefined;
    const sent = ownStatements(
      await statementsOf(async () => {
        written = await employee.client.post('/api/time-entries', entry(`${month}-10`, '03:00', '09:00'));
      }),
    );
    expect(written?.status, JSON.stringify(written?.body)).toBe(201);
    // The day before ended at 17:00 and this one starts at 03:00: 10 hours of rest, under the 11-hour minimum, which
    // only the previous entry shows.
    expect(written?.body).toMatchObject({
      outcome: 'saved',
      entry: { date: `${month}-10`, totalHours: 6, warnings: ['short_rest'] },
    });
    // What it reads of the time entries once the entry is written (before it, the overlap check reads them).
    const insertAt = sent.findIndex((st) => /^\s*insert into "time_entries"/i.test(st));
    const readsAfter = sent
      .slice(insertAt + 1)
      .filter((st) => /"time_entries"/i.test(st) && !/^\s*insert/i.test(st));
    expect(insertAt).toBeGreaterThan(-1);
    expect(readsAfter, readsAfter.join('\n---\n')).toHaveLength(1);
  });

  it('a correction request and its approval', async () => {
    const { employee, admin } = team;
    const month = monthFromNow(-1);
    await fillMonth(employee.client, month);
    expect((await employee.client.post('/api/timesheets/submit', { month })).status).toBe(200);
    const target = (await monthOf(employee.client, month)).entries[0]!;
    let asked: TestResponse<Write> | undefined;
    await expectOneCompanyRead(async () => {
      asked = await employee.client.patch<Write>(
        `/api/time-entries/${target.id}`,
        entry(target.date, '08:00', '16:00'),
      );
      return asked;
    }, 202);
    const id = asked!.body.correction!.id;
    await expectOneCompanyRead(() => admin.client.post(`/api/time-corrections/${id}/approve`));
  });
});

describe('Team Timesheets reads the company once a request', () => {
  it('the list, the Bulk Export CSV, an employee’s month and its export', async () => {
    const { admin, employee } = await createTeam(t, 'team-reads');
    const month = monthFromNow(1);
    await fillMonth(employee.client, month);
    await expectOneCompanyRead(() => admin.client.get(`/api/team-timesheets?month=${month}`));
    await expectOneCompanyRead(() => admin.client.get(`/api/team-timesheets/export?month=${month}`));
    await expectOneCompanyRead(() => admin.client.get(`/api/team-timesheets/${employee.id}?month=${month}`));
    await expectOneCompanyRead(() =>
      admin.client.get(`/api/team-timesheets/${employee.id}/export?month=${month}&format=csv`),
    );
  });
});

describe('the company context', () => {
  it('gives the holidays companyCalendar gives, read with the company or on first use', async () => {
    const team = await createTeam(t, 'context');
    const companyId = team.company.id;
    const admin = {
      userId: team.admin.id,
      companyId,
      role: 'admin' as const,
      email: team.admin.email,
      sessionId: 'none',
    };
    const [first, second] = (await holidayManager(t.db, companyId, 2026)).bankHolidays;
    await updateBankHoliday(t.db, admin, first!.key, { isActive: false });
    await updateBankHoliday(t.db, admin, second!.key, { customName: 'Renamed' });
    await addCompanyHoliday(t.db, admin, { name: 'Founders Day', date: '2026-06-15' });
    const [from, to] = ['2025-12-01', '2027-01-31'];
    const expected = (await companyCalendar(t.db, companyId, from, to)).holidays;
    expect(expected.map((h) => h.date)).not.toContain(first!.date);
    expect(expected).toContainEqual(expect.objectContaining({ date: second!.date, name: 'Renamed' }));
    expect(expected).toContainEqual(expect.objectContaining({ date: '2026-06-15', name: 'Founders Day' }));

    const march = { from: '2026-03-01', to: '2026-03-31' };
    const preloaded = await loadCompanyContext(t.db, companyId, { holidaysOf: march });
    // The year of the range came with the company: no further query for it.
    expect(await statementsOf(() => preloaded.holidays('2026-01-01', '2026-12-31'))).toEqual([]);
    expect(await preloaded.holidays(from, to)).toEqual(expected);
    const lazy = await loadCompanyContext(t.db, companyId);
    expect(await lazy.holidays(from, to)).toEqual(expected);
    expect(await statementsOf(() => lazy.holidays('2026-05-01', '2026-06-30'))).toEqual([]);
    // A request that counts balances has the years a balance can count with the company: from LOOKBACK_YEARS (10)
    // and one more back, to next year and one more (2026: 2015 to 2028).
    const plain = await loadCompanyContext(t.db, companyId, {
      now: new Date('2026-06-01T12:00:00Z'),
      countedYears: true,
    });
    expect(await statementsOf(async () => expect(await plain.holidays(from, to)).toEqual(expected))).toEqual(
      [],
    );
    expect(await statementsOf(() => plain.holidays('2015-01-01', '2028-12-31'))).toEqual([]);
    // A year outside them is read on first use, once.
    const older = await statementsOf(() => plain.holidays('2014-12-01', '2015-01-31'));
    expect(older.filter(readsCompanyCalendar)).toHaveLength(1);
    expect(await statementsOf(() => plain.holidays('2014-01-01', '2014-12-31'))).toEqual([]);
  });
});
