import type { AllowanceSummary } from '@domain/contracts/absences';
import type { Dashboard } from '@domain/contracts/dashboard';
import type { ClockStatus } from '@domain/contracts/time-entries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absences, timesheetApprovals } from '../../db/schema';
import {
  assertNoLeak,
  createCompany,
  createTwoCompanies,
  createUser,
  setCompanyOf,
  type TestTeam,
  type TestUser,
} from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { isSessionStatement, readsCompanyCalendar, readsCompanyRow, statementsOf } from '../../test/sql-log';
import { APPROVED_SNAPSHOT } from '../time-entries/test-support';

let t: TestContext;
let a: TestTeam;
let b: TestTeam;
let leaver: TestUser;
const DAY = 24 * 3_600_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ids: Record<string, string> = {};

async function absence(
  name: string,
  user: { id: string },
  companyId: string,
  opts: { status?: 'pending' | 'approved' | 'rejected'; createdDaysAgo: number; updatedDaysAgo?: number },
) {
  const start = `2027-0${(Object.keys(ids).length % 8) + 1}-10`;
  const [row] = await t.db
    .insert(absences)
    .values({
      companyId,
      userId: user.id,
      absenceType: 'vacation',
      startDate: start,
      endDate: start,
      status: opts.status ?? 'pending',
      reason: 'private reason',
      createdAt: ago(opts.createdDaysAgo),
      updatedAt: ago(opts.updatedDaysAgo ?? opts.createdDaysAgo),
    })
    .returning({ id: absences.id });
  ids[name] = row!.id;
}

async function get(user: TestUser) {
  const res = await user.client.get<Dashboard>('/api/dashboard');
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
  ({ a, b } = await createTwoCompanies(t));
  const c = a.company.id;
  leaver = await createUser(t, { companyId: c, firstName: 'Leaver' });
  // Waiting 14 days (more than 3 working days whatever the holidays) and waiting since today.
  await absence('employeeOverdue', a.employee, c, { createdDaysAgo: 20, updatedDaysAgo: 14 });
  await absence('employeeFresh', a.employee, c, { createdDaysAgo: 1 });
  await absence('managerOverdue', a.manager, c, { createdDaysAgo: 14 });
  await absence('adminApproved', a.admin, c, { status: 'approved', createdDaysAgo: 2 });
  await absence('managerRecent', a.manager, c, { status: 'rejected', createdDaysAgo: 3 });
  await absence('employeeOld', a.employee, c, { status: 'approved', createdDaysAgo: 9 });
  await absence('leaverPending', leaver, c, { createdDaysAgo: 14 });
  await absence('bPending', b.employee, b.company.id, { createdDaysAgo: 14 });
  await t.db.insert(timesheetApprovals).values([
    { companyId: c, userId: a.employee.id, year: 2026, month: 9, status: 'submitted', submittedAt: ago(14) },
    { companyId: c, userId: a.manager.id, year: 2026, month: 9, status: 'submitted', submittedAt: ago(0) },
    {
      companyId: c,
      userId: a.admin.id,
      year: 2026,
      month: 8,
      status: 'approved',
      submittedAt: ago(40),
      snapshot: APPROVED_SNAPSHOT,
    },
  ]);
  // The leaver was clocked in when they left; they are no longer the team's.
  expect((await leaver.client.post('/api/time-entries/clock', { action: 'clock_in' })).status).toBe(200);
  await setCompanyOf(t, leaver.id, null);
  expect((await a.manager.client.post('/api/time-entries/clock', { action: 'clock_in' })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/dashboard', () => {
  it("gives an admin the company's counts, requests, presence and every overdue review with its link", async () => {
    const d = await get(a.admin);
    expect(d.stats).toEqual({
      totalEmployees: 3,
      pendingAbsences: 3,
      currentlyWorking: 1,
      overdueReviews: 3,
    });
    // The 5 newest of the last 7 days, of the whole company (the 9-day-old one is out).
    expect(d.recentAbsences.map((r) => r.id)).toEqual([
      ids.employeeFresh,
      ids.adminApproved,
      ids.managerRecent,
    ]);
    expect(d.recentAbsences[0]).toMatchObject({
      userId: a.employee.id,
      status: 'pending',
      absenceType: 'vacation',
    });
    expect(d.presence).toEqual([
      expect.objectContaining({ userId: a.manager.id, firstName: a.manager.firstName, onBreak: false }),
    ]);
    expect(d.presence[0]!.since).toMatch(/^\d{2}:\d{2}$/);
    // The longest waiting first; the admin opens each one.
    expect(d.overdue.map((o) => [o.kind, o.userId, o.href])).toEqual([
      ['absence', a.employee.id, '/app/absences#pending-approvals'],
      ['absence', a.manager.id, '/app/absences#pending-approvals'],
      ['timesheet', a.employee.id, `/app/team-timesheets/${a.employee.id}?month=2026-09`],
    ]);
    expect(d.overdue[0]).toMatchObject({ kind: 'absence', id: ids.employeeOverdue });
    expect(JSON.stringify(d)).not.toContain('private reason');
  });

  it('an employee sees the team-wide counts but only their own requests and overdue items', async () => {
    const d = await get(a.employee);
    expect(d.stats).toEqual({
      totalEmployees: 3,
      pendingAbsences: 3,
      currentlyWorking: 1,
      overdueReviews: 3,
    });
    expect(d.recentAbsences.map((r) => r.id)).toEqual([ids.employeeFresh]);
    expect(d.presence.map((p) => p.userId)).toEqual([a.manager.id]);
    expect(d.overdue.map((o) => [o.kind, o.href])).toEqual([
      ['absence', '/app/absences'],
      ['timesheet', '/app/time-tracking?month=2026-09'],
    ]);
  });

  it('a manager sees every overdue request but no one else’s timesheet', async () => {
    const d = await get(a.manager);
    expect(d.recentAbsences).toHaveLength(3);
    expect(d.overdue.map((o) => [o.kind, o.userId, o.href])).toEqual([
      ['absence', a.employee.id, '/app/absences#pending-approvals'],
      ['absence', a.manager.id, '/app/absences'],
    ]);
  });

  it('brings the own allowance and clock, the same as their own endpoints', async () => {
    const d = await get(a.manager);
    const allowance = await a.manager.client.get<AllowanceSummary>('/api/absences/allowance');
    const clock = await a.manager.client.get<ClockStatus>('/api/time-entries/clock');
    expect(d.allowance).toEqual(allowance.body);
    expect(d.clock).toEqual(clock.body);
    expect(d.clock.state).toBe('working');
    expect(d.timeZone).toBe('Europe/Madrid');
    expect(d.today).toBe(d.clock.today);
  });

  it('reads the company row once (its time zone, absence rules and calendar region)', async () => {
    const sent = await statementsOf(() => get(a.manager));
    expect(sent.filter(readsCompanyRow)).toHaveLength(1);
    // The calendar of the last weeks comes with the row; the allowance's year is among them.
    expect(sent.filter(readsCompanyCalendar)).toHaveLength(1);
  });

  // Issue 16: the dashboard was 12 statements, the viewer's time entries read three times (the team's presence,
  // then the clock's running entry and today's entries apart) and their membership twice before the allowance.
  it('reads the time entries once and the viewer’s membership with the session only', async () => {
    await get(a.manager); // what is done once per session is not counted
    const sent = await statementsOf(() => get(a.manager));
    const shown = sent.map((s) => s.replace(/\s+/g, ' ').slice(0, 140)).join('\n');
    // The session's own statements are the platform's; what the dashboard adds is counted apart from them.
    const own = sent.filter((s) => !isSessionStatement(s));
    const reading = (table: string) => own.filter((s) => new RegExp(`"${table}"`).test(s));
    expect(reading('time_entries'), shown).toHaveLength(1);
    // The viewer's membership comes with the session; the dashboard's own statement reads the team, the
    // allowance the membership periods (where the carry-over starts).
    expect(reading('memberships'), shown).toHaveLength(2);
    // Issue 16, one round trip per kind of read: the company row with its calendar and work schedules, the
    // dashboard's rows, and the allowance's entitlements, periods and vacations in one statement (it was 7:
    // the schedules and each of the allowance's four reads apart).
    expect(own, shown).toHaveLength(3);
  });

  it('presence follows a clock-out and a clock-in at once', async () => {
    await a.manager.client.post('/api/time-entries/clock', { action: 'clock_out' });
    expect((await get(a.employee)).stats.currentlyWorking).toBe(0);
    await a.employee.client.post('/api/time-entries/clock', { action: 'clock_in' });
    await a.employee.client.post('/api/time-entries/clock', { action: 'start_break' });
    const d = await get(a.admin);
    expect(d.stats.currentlyWorking).toBe(1);
    expect(d.presence).toEqual([expect.objectContaining({ userId: a.employee.id, onBreak: true })]);
  });

  it('keeps at most the 5 newest recent requests', async () => {
    const solo = await createCompany(t);
    const owner = await createUser(t, { companyId: solo.id, role: 'admin' });
    for (let i = 0; i < 7; i++) await absence(`solo${i}`, owner, solo.id, { createdDaysAgo: i / 2 });
    const d = await get(owner);
    expect(d.stats.totalEmployees).toBe(1);
    expect(d.recentAbsences.map((r) => r.id)).toEqual([0, 1, 2, 3, 4].map((i) => ids[`solo${i}`]));
  });

  it("shows company B only its own, never company A's", async () => {
    for (const user of [b.admin, b.manager, b.employee]) {
      const d = await get(user);
      assertNoLeak(d, a);
      expect(d.stats).toEqual({
        totalEmployees: 3,
        pendingAbsences: 1,
        currentlyWorking: 0,
        overdueReviews: 1,
      });
    }
    expect((await get(b.admin)).overdue.map((o) => (o.kind === 'absence' ? o.id : o.month))).toEqual([
      ids.bPending,
    ]);
  });

  it('needs a member of a company', async () => {
    expect((await t.anon.get('/api/dashboard')).status).toBe(401);
    expect((await leaver.client.get('/api/dashboard')).status).toBe(403);
  });
});
