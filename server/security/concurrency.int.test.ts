// Invariants under concurrency that the modules' own tests do not race yet. Already covered there (not repeated):
// parallel invitations for the last seat and parallel acceptances (billing, invitations), approve vs reject of an
// absence and of a timesheet, parallel submissions of a month, apply vs clear of a month, overlapping absence
// requests, admins demoting or removing each other, parallel consent saves, a Stripe event delivered twice.
// Here: the remaining invariants, and every write route sent several times at once on real data.
import { addMonths, todayIn } from '@domain/calendar';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  absencePolicies,
  absences,
  calendarFeeds,
  companyHolidayOverrides,
  timeEntries,
  timeEntryCorrections,
  timesheetApprovals,
} from '../db/schema';
import { setEntitlement } from '../modules/absences/test-support';
import { subscribeInSandbox } from '../test/billing';
import { createTeam, createUser, type TestTeam } from '../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../test/harness';
import { workingMondays } from '../test/working-mondays';
import { pool } from './http';
import { apiRoutes, inOrder, send } from './matrix';
import { exampleInput, KIND_CLASS, routeKey, unknownValue, urlOf } from './route-inputs';
import { mondayAfter, seedVictim } from './victim';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
});
afterAll(async () => {
  await t?.close();
});

const at = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const statuses = (results: Array<{ status: number }>) => results.map((r) => r.status).sort();
const month = () => addMonths(todayIn('Europe/Madrid').slice(0, 7), -2);
const vacation = (start: string, end = start) => ({
  absenceType: 'vacation',
  startDate: start,
  endDate: end,
});

async function fillMonth(client: TestClient, m: string) {
  const res = await client.post<{ created: number }>('/api/time-entries/bulk-apply', {
    month: m,
    clockIn: '09:00',
    clockOut: '17:00',
    breakStart: '12:00',
    breakEnd: '13:00',
  });
  expect(res.status).toBe(200);
  return res.body.created;
}

describe('absences: one decision, one allowance', () => {
  let team: TestTeam;
  let secondAdmin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    team = await createTeam(t, 'Decide');
    secondAdmin = await createUser(t, { companyId: team.company.id, role: 'admin' });
  });

  it('three approvers approving one request at once: one approval, recorded once', async () => {
    for (const start of workingMondays(100, 3)) {
      const { body } = await team.employee.client.post<{ absence: { id: string } }>(
        '/api/absences',
        vacation(start),
      );
      const id = body.absence.id;
      const results = await Promise.all(
        [team.admin.client, secondAdmin.client, team.manager.client].map((c) =>
          c.post<{ absence: { approvedBy: { id: string } } }>(`/api/absences/${id}/approve`, {}),
        ),
      );
      expect(statuses(results)).toEqual([200, 409, 409]);
      const [row] = await t.db.select().from(absences).where(eq(absences.id, id));
      const winner = results.find((r) => r.status === 200)!;
      expect(row!.status).toBe('approved');
      expect(row!.approvedBy).toBe(winner.body.absence.approvedBy.id);
    }
  });

  it('two-step approval: a manager’s first approval and an admin’s final one at once end approved, consistently', async () => {
    await t.db
      .insert(absencePolicies)
      .values({ companyId: team.company.id, twoStepApproval: true })
      .onConflictDoUpdate({ target: absencePolicies.companyId, set: { twoStepApproval: true } });
    try {
      for (const start of workingMondays(150, 3)) {
        const created = await team.employee.client.post<{ absence: { id: string } }>(
          '/api/absences',
          vacation(start),
        );
        const id = created.body.absence.id;
        const [manager, admin] = await Promise.all([
          team.manager.client.post(`/api/absences/${id}/approve`, {}),
          team.admin.client.post(`/api/absences/${id}/approve`, {}),
        ]);
        expect(manager.status).toBeLessThan(500);
        expect(admin.status).toBe(200);
        const [row] = await t.db.select().from(absences).where(eq(absences.id, id));
        expect(row!.status).toBe('approved');
        expect(row!.approvedBy).toBe(team.admin.id);
        // The manager's step either came first (and is kept) or came too late (409, not recorded).
        expect(row!.firstApprovedBy).toBe(manager.status === 200 ? team.manager.id : null);
      }
    } finally {
      await t.db
        .update(absencePolicies)
        .set({ twoStepApproval: false })
        .where(eq(absencePolicies.companyId, team.company.id));
    }
  });

  it('approve and cancel at once: the request ends approved or gone, never half of each', async () => {
    for (const start of workingMondays(200, 3)) {
      const { body } = await team.employee.client.post<{ absence: { id: string } }>(
        '/api/absences',
        vacation(start),
      );
      const id = body.absence.id;
      const [approve, cancel] = await Promise.all([
        team.admin.client.post(`/api/absences/${id}/approve`, {}),
        team.employee.client.delete(`/api/absences/${id}`),
      ]);
      const [row] = await t.db.select().from(absences).where(eq(absences.id, id));
      expect(approve.status).toBeLessThan(500);
      expect(cancel.status).toBeLessThan(500);
      if (cancel.status === 200) expect(row).toBeUndefined();
      else expect(row!.status).toBe('approved');
    }
  });

  it('parallel vacation requests on different days never use more than the allowance', async () => {
    const person = await createUser(t, { companyId: team.company.id, role: 'employee' });
    const first = mondayAfter(260);
    await setEntitlement(t, team.company.id, person.id, Number(first.slice(0, 4)), 3);
    const results = await at(6, (i) =>
      person.client.post('/api/absences', vacation(addDaysIso(first, (i % 5) + Math.floor(i / 5) * 7))),
    );
    expect(results.every((r) => r.status < 500)).toBe(true);
    const rows = await t.db
      .select()
      .from(absences)
      .where(and(eq(absences.userId, person.id), eq(absences.absenceType, 'vacation')));
    expect(rows.length).toBe(results.filter((r) => r.status === 201).length);
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(rows.length).toBeGreaterThan(0);
  });
});

const addDaysIso = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('seats', () => {
  it('lowering the team size while invitations are sent: seats used never exceed seats paid', async () => {
    for (let round = 0; round < 3; round++) {
      const team = await createTeam(t, `Seats${round}`);
      await subscribeInSandbox(team.admin.client, 5);
      const invite = (i: number) =>
        team.admin.client.post('/api/invitations', {
          name: `Candidate ${i}`,
          email: `candidate-${round}-${i}-${Date.now()}@example.test`,
          position: 'Cook',
        });
      const results = await Promise.all([
        invite(0),
        team.admin.client.patch('/api/billing/subscription', { desiredTeamSize: 3 }),
        invite(1),
        invite(2),
      ]);
      expect(results.every((r) => r.status < 500)).toBe(true);
      const seats = await team.admin.client.get<{ seatsUsed: number; seatsPaid: number }>(
        '/api/billing/subscription',
      );
      expect(seats.body.seatsUsed).toBeLessThanOrEqual(seats.body.seatsPaid);
    }
  });
});

describe('time entries and timesheets', () => {
  let team: TestTeam;
  beforeAll(async () => {
    team = await createTeam(t, 'Clock');
  });

  it('parallel entries for one day: one is created, the others refused; parallel clock-ins: one open entry', async () => {
    const day = addDaysIso(todayIn('Europe/Madrid'), -3);
    const created = await at(5, () =>
      team.employee.client.post('/api/time-entries', { clockIn: `${day}T09:00`, clockOut: `${day}T17:00` }),
    );
    expect(statuses(created)).toEqual([201, 409, 409, 409, 409]);
    const clockIns = await at(5, () =>
      team.manager.client.post('/api/time-entries/clock', { action: 'clock_in' }),
    );
    expect(clockIns.filter((r) => r.status === 200)).toHaveLength(1);
    expect(clockIns.every((r) => r.status < 500)).toBe(true);
    const open = await t.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.userId, team.manager.id), isNull(timeEntries.clockOut)));
    expect(open).toHaveLength(1);
  });

  it('two Bulk Applies of one month at once fill each day once', async () => {
    const m = addMonths(month(), -1);
    const [a, b] = await Promise.all([fillMonth(team.admin.client, m), fillMonth(team.admin.client, m)]);
    const days = await t.db.execute<{ n: number; d: number }>(
      sql`select count(*)::int n, count(distinct work_date)::int d from time_entries
          where user_id = ${team.admin.id} and to_char(work_date, 'YYYY-MM') = ${m}`,
    );
    expect(days.rows[0]!.n).toBe(days.rows[0]!.d);
    expect(days.rows[0]!.n).toBe(Math.max(a, b));
    expect(Math.min(a, b)).toBe(0);
  });

  it('parallel correction requests for one day: one pending correction', async () => {
    const person = await createUser(t, { companyId: team.company.id, role: 'employee' });
    const m = month();
    await fillMonth(person.client, m);
    expect((await person.client.post('/api/timesheets/submit', { month: m })).status).toBe(200);
    const view = await person.client.get<{ entries: { id: string; date: string }[] }>(
      `/api/time-entries/month?month=${m}`,
    );
    const entry = view.body.entries[0]!;
    const results = await at(4, (i) =>
      person.client.patch(`/api/time-entries/${entry.id}`, {
        clockIn: `${entry.date}T0${i + 6}:00`,
        clockOut: `${entry.date}T16:00`,
      }),
    );
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(results.filter((r) => r.status === 202)).toHaveLength(1);
    const pending = await t.db
      .select()
      .from(timeEntryCorrections)
      .where(and(eq(timeEntryCorrections.userId, person.id), eq(timeEntryCorrections.status, 'pending')));
    expect(pending).toHaveLength(1);
  });

  it('a correction request and the month’s approval at once: never approved with a pending correction', async () => {
    for (let round = 0; round < 3; round++) {
      const person = await createUser(t, { companyId: team.company.id, role: 'employee' });
      const m = addMonths(month(), -round);
      await fillMonth(person.client, m);
      expect((await person.client.post('/api/timesheets/submit', { month: m })).status).toBe(200);
      const view = await person.client.get<{ entries: { id: string; date: string }[] }>(
        `/api/time-entries/month?month=${m}`,
      );
      const entry = view.body.entries[1]!;
      const [correction, approval] = await Promise.all([
        person.client.patch(`/api/time-entries/${entry.id}`, {
          clockIn: `${entry.date}T08:00`,
          clockOut: `${entry.date}T16:00`,
        }),
        team.admin.client.post(`/api/team-timesheets/${person.id}/approve`, { month: m }),
      ]);
      expect(correction.status).toBeLessThan(500);
      expect(approval.status).toBeLessThan(500);
      const [row] = await t.db
        .select()
        .from(timesheetApprovals)
        .where(eq(timesheetApprovals.userId, person.id));
      const pending = await t.db
        .select()
        .from(timeEntryCorrections)
        .where(and(eq(timeEntryCorrections.userId, person.id), eq(timeEntryCorrections.status, 'pending')));
      expect([correction.status === 202, approval.status === 200]).not.toEqual([true, true]);
      if (row!.status === 'approved') expect(pending).toHaveLength(0);
    }
  });
});

describe('one row where there must be one', () => {
  it('parallel calendar-feed creations leave one live feed; parallel holiday overrides and policies one row', async () => {
    const team = await createTeam(t, 'Rows');
    const feeds = await at(5, () => team.employee.client.post('/api/calendar-feed', {}));
    expect(feeds.every((r) => r.status < 500)).toBe(true);
    const live = await t.db
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.userId, team.employee.id), isNull(calendarFeeds.revokedAt)));
    expect(live).toHaveLength(1);

    const year = todayIn('Europe/Madrid').slice(0, 4);
    const key = `ES-${year}-12-08`;
    const overrides = await at(5, (i) =>
      team.admin.client.patch(`/api/holidays/bank/${key}`, { customName: `Name ${i}` }),
    );
    expect(overrides.every((r) => r.status === 200)).toBe(true);
    const rows = await t.db
      .select()
      .from(companyHolidayOverrides)
      .where(eq(companyHolidayOverrides.companyId, team.company.id));
    expect(rows).toHaveLength(1);

    const policies = await at(5, (i) =>
      team.admin.client.put('/api/company/absence-policy', {
        vacationCounting: 'working_days',
        carryOverMaxDays: i,
        carryOverExpiry: null,
        twoStepApproval: false,
      }),
    );
    expect(policies.every((r) => r.status === 200)).toBe(true);
    const policyRows = await t.db
      .select()
      .from(absencePolicies)
      .where(eq(absencePolicies.companyId, team.company.id));
    expect(policyRows).toHaveLength(1);
  });
});

describe('every write route, several times at once, on real data', () => {
  it('never answers 5xx: a unique index or a lock turns the race into a clear refusal', async () => {
    const company = await seedVictim(t);
    const clients = [company.admin.client, company.manager.client, company.employee.client];
    const writes = inOrder(apiRoutes(t.app).filter((r) => r.method !== 'GET' && r.url !== '/api/auth/*'));
    const failures: string[] = [];
    for (const route of writes) {
      const { input } = exampleInput(route, (kind) =>
        KIND_CLASS[kind] === 'owned' || KIND_CLASS[kind] === 'shared'
          ? (company.ids[kind][0] ?? unknownValue(kind))
          : unknownValue(kind),
      );
      const url = urlOf(route, input);
      // The same request by each role, twice, all at once.
      const results = await pool([...clients, ...clients], 6, (client) =>
        send(t.app, client, route.method, url, input),
      );
      for (const res of results) {
        if (res.statusCode >= 500)
          failures.push(`${routeKey(route)} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
