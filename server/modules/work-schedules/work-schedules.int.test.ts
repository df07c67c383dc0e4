import type { AllowanceSummary } from '@domain/contracts/absences';
import type { Schedule } from '@domain/contracts/schedule';
import type { TeamTimesheets } from '@domain/contracts/timesheets';
import type { CompanyWorkSchedule, MemberWorkSchedule } from '@domain/contracts/work-schedules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWorkSchedules, timesheetApprovals } from '../../db/schema';
import { assertNoLeak, createTeam, createTwoCompanies, type TestTeam } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { statementsOf } from '../../test/sql-log';
import { vacation, type WriteBody } from '../absences/test-support';
import { APPROVED_SNAPSHOT, entry, monthOf, summaryOf } from '../time-entries/test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

const MON_WED_FRI = [8, 0, 8, 0, 8, 0, 0];

async function setSchedule(team: TestTeam, userId: string, hours: number[] | null, startsOn: string) {
  return team.admin.client.put(`/api/work-schedules/members/${userId}`, { hours, startsOn });
}

describe('defects: a part-timer (Mon/Wed/Fri 8 h)', () => {
  let team: TestTeam;
  beforeAll(async () => {
    team = await createTeam(t, 'part-time');
    expect((await setSchedule(team, team.employee.id, MON_WED_FRI, '2026-01-01')).status).toBe(200);
  });

  it('can reach 100 %: April 2026 expects the hours of their 11 scheduled days, 88 h', async () => {
    // April 2026 in Barcelona: Good Friday 3 Apr and Easter Monday 6 Apr are holidays.
    // Mondays 6 (holiday), 13, 20, 27 → 3; Wednesdays 1, 8, 15, 22, 29 → 5; Fridays 3 (holiday), 10, 17, 24
    // → 3. 11 working days × 8 h = 88 h (Monday to Friday would be 22 − 2 = 20 days, 160 h).
    const days = [
      '2026-04-01',
      '2026-04-08',
      '2026-04-10',
      '2026-04-13',
      '2026-04-15',
      '2026-04-17',
      '2026-04-20',
      '2026-04-22',
      '2026-04-24',
      '2026-04-27',
      '2026-04-29',
    ];
    for (const day of days) {
      const res = await team.employee.client.post('/api/time-entries', entry(day, '09:00', '17:00'));
      expect(res.status).toBe(201);
    }
    const view = await monthOf(team.employee.client, '2026-04');
    expect(view.holidays.map((h) => h.date)).toEqual(expect.arrayContaining(['2026-04-03', '2026-04-06']));
    expect(summaryOf(view)).toMatchObject({
      workingDays: 11,
      coveredDays: 11,
      totalHours: 88,
      expectedHours: 88,
      variance: 0,
      completion: 100,
    });

    // Team Timesheets (computed on the server) says the same.
    const teamView = await team.admin.client.get<TeamTimesheets>('/api/team-timesheets?month=2026-04');
    const row = teamView.body.members.find((m) => m.id === team.employee.id);
    expect(row?.summary).toMatchObject({ workingDays: 11, expectedHours: 88, completion: 100 });

    // And the month can be submitted.
    expect((await team.employee.client.post('/api/timesheets/submit', { month: '2026-04' })).status).toBe(
      200,
    );
  });

  it('is charged allowance only for the days they work: a vacation Monday to Friday costs 3 days', async () => {
    // 11–15 Jan 2027, no holiday: Mon 11, Wed 13, Fri 15 are their working days → 3 days (not 5).
    const created = await team.employee.client.post<WriteBody>(
      '/api/absences',
      vacation('2027-01-11', '2027-01-15'),
    );
    expect(created.status).toBe(201);
    expect(created.body.absence.days).toBe(3);
    const approved = await team.admin.client.post(`/api/absences/${created.body.absence.id}/approve`, {});
    expect(approved.status).toBe(200);
    const allowance = await team.employee.client.get<AllowanceSummary>('/api/absences/allowance?year=2027');
    expect(allowance.body.usedDays).toBe(3);
  });
});

describe('the grid and the company default', () => {
  let team: TestTeam;
  beforeAll(async () => {
    team = await createTeam(t, 'grid');
  });

  it('Team Overview gives each person their scheduled hours of each day', async () => {
    expect((await setSchedule(team, team.employee.id, MON_WED_FRI, '2026-01-01')).status).toBe(200);
    const res = await team.manager.client.get<Schedule>('/api/schedule?month=2026-12');
    const hoursOf = (id: string) => res.body.members.find((m) => m.id === id)!.scheduledHours;
    // 1–7 Dec 2026 run Tuesday to Monday: the part-timer works Wed 2, Fri 4 and Mon 7.
    expect(hoursOf(team.employee.id).slice(0, 7)).toEqual([0, 8, 0, 8, 0, 0, 8]);
    expect(hoursOf(team.manager.id).slice(0, 7)).toEqual([8, 8, 8, 8, 0, 0, 8]);
  });

  it('reads the company default and the people’s weeks in one statement (issue 16: a round trip each costs)', async () => {
    const sent = await statementsOf(() => team.manager.client.get<Schedule>('/api/schedule?month=2026-12'));
    expect(sent.filter((s) => /work_schedules"/.test(s))).toHaveLength(1);
  });

  it('a new company default applies from its start date to everyone who follows it', async () => {
    const week = [7, 7, 7, 7, 7, 0, 0];
    const put = await team.admin.client.put<CompanyWorkSchedule>('/api/work-schedules/company', {
      hours: week,
      startsOn: '2026-12-01',
    });
    expect(put.status).toBe(200);
    expect(put.body.history).toEqual([{ startsOn: '2026-12-01', hours: week }]);
    const read = await team.employee.client.get<CompanyWorkSchedule>('/api/work-schedules/company');
    expect(read.body.history).toEqual([{ startsOn: '2026-12-01', hours: week }]);
    const manager = await team.manager.client.get<MemberWorkSchedule>(
      `/api/work-schedules/members/${team.manager.id}`,
    );
    expect(manager.body).toMatchObject({ followsCompany: true, history: [] });
    // December 2026 for the manager: 23 weekdays − 8 Dec (Immaculate Conception) − 25 Dec − 26 Dec is a
    // Saturday → 21 working days × 7 h = 147 h. The part-timer keeps their own week.
    const teamView = await team.admin.client.get<TeamTimesheets>('/api/team-timesheets?month=2026-12');
    const row = (id: string) => teamView.body.members.find((m) => m.id === id)!.summary;
    expect(row(team.manager.id)).toMatchObject({ workingDays: 21, expectedHours: 147 });
    // November stays 5 × 8: 21 weekdays, no holiday in Barcelona → 168 h.
    const november = await team.admin.client.get<TeamTimesheets>('/api/team-timesheets?month=2026-11');
    expect(november.body.members.find((m) => m.id === team.manager.id)!.summary).toMatchObject({
      workingDays: 21,
      expectedHours: 168,
    });
    // Back to the company default for the part-timer from January.
    expect((await setSchedule(team, team.employee.id, null, '2027-01-01')).status).toBe(200);
    const back = await team.employee.client.get<MemberWorkSchedule>(
      `/api/work-schedules/members/${team.employee.id}`,
    );
    expect(back.body.history).toEqual([
      { startsOn: '2026-01-01', hours: MON_WED_FRI },
      { startsOn: '2027-01-01', hours: null },
    ]);
  });
});

describe('a schedule never changes a closed month', () => {
  let team: TestTeam;
  beforeAll(async () => {
    team = await createTeam(t, 'closed');
    await t.db.insert(timesheetApprovals).values({
      companyId: team.company.id,
      userId: team.employee.id,
      year: 2026,
      month: 9,
      status: 'approved',
      submittedAt: new Date('2026-10-01T08:00:00Z'),
      approvedAt: new Date('2026-10-02T08:00:00Z'),
      snapshot: APPROVED_SNAPSHOT,
    });
  });

  it('refuses a start inside or before an approved month, naming it; the day after is fine', async () => {
    const message =
      'The timesheet of September 2026 is already approved: a new schedule can start on Oct 01, 2026 at the earliest.';
    for (const startsOn of ['2026-09-15', '2026-01-01']) {
      const res = await setSchedule(team, team.employee.id, MON_WED_FRI, startsOn);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { message, fields: [{ field: 'startsOn', message }] } });
    }
    const company = await team.admin.client.put('/api/work-schedules/company', {
      hours: MON_WED_FRI,
      startsOn: '2026-09-30',
    });
    expect(company.status).toBe(400);
    const rows = await t.db
      .select()
      .from(memberWorkSchedules)
      .where(
        and(
          eq(memberWorkSchedules.companyId, team.company.id),
          eq(memberWorkSchedules.userId, team.employee.id),
        ),
      );
    expect(rows).toEqual([]);
    const view = await team.admin.client.get<MemberWorkSchedule>(
      `/api/work-schedules/members/${team.employee.id}`,
    );
    expect(view.body).toMatchObject({ earliestStart: '2026-10-01' });
    expect((await setSchedule(team, team.employee.id, MON_WED_FRI, '2026-10-01')).status).toBe(200);
  });

  it('refuses a week that is not seven quarter hours from 0 to 24', async () => {
    const bad: [unknown, string][] = [
      [[8, 8, 8, 8, 8, 0], 'A week has seven days'],
      [[8, 8, 8, 8, 25, 0, 0], 'Friday: enter 0 to 24 hours'],
      [[8, 8, 7.3, 8, 8, 0, 0], 'Wednesday: use quarter hours (for example 7.5 or 7.25)'],
      [[0, 0, 0, 0, 0, 0, 0], 'At least one day needs working hours'],
    ];
    for (const [hours, message] of bad) {
      const res = await team.admin.client.put<{ error: { fields: { message: string }[] } }>(
        `/api/work-schedules/members/${team.employee.id}`,
        { hours, startsOn: '2026-11-01' },
      );
      expect(res.status, JSON.stringify(hours)).toBe(400);
      expect(res.body.error.fields.map((f) => f.message)).toContain(message);
    }
  });
});

describe('who may call what', () => {
  let a: TestTeam;
  let b: TestTeam;
  beforeAll(async () => {
    ({ a, b } = await createTwoCompanies(t));
  });

  it('members read their own schedule and the company default; managers and admins anyone’s; only admins write', async () => {
    const own = `/api/work-schedules/members/${a.employee.id}`;
    const other = `/api/work-schedules/members/${a.manager.id}`;
    expect((await t.anon.get(own)).status).toBe(401);
    expect((await a.employee.client.get(own)).status).toBe(200);
    expect((await a.employee.client.get(other)).status).toBe(404);
    expect((await a.manager.client.get(own)).status).toBe(200);
    expect((await a.employee.client.get('/api/work-schedules/company')).status).toBe(200);
    const body = { hours: MON_WED_FRI, startsOn: '2026-11-01' };
    expect((await a.employee.client.put(own, body)).status).toBe(403);
    expect((await a.manager.client.put(own, body)).status).toBe(403);
    expect((await a.employee.client.put('/api/work-schedules/company', body)).status).toBe(403);
  });

  it('company B never reads or changes company A’s schedules (404)', async () => {
    const path = `/api/work-schedules/members/${a.employee.id}`;
    for (const res of [
      await b.admin.client.get(path),
      await b.admin.client.put(path, { hours: MON_WED_FRI, startsOn: '2026-11-01' }),
    ]) {
      expect(res.status).toBe(404);
      assertNoLeak(res.body, a);
    }
    await b.admin.client.put('/api/work-schedules/company', { hours: MON_WED_FRI, startsOn: '2026-11-01' });
    const mine = await a.employee.client.get<CompanyWorkSchedule>('/api/work-schedules/company');
    expect(mine.body.history).toEqual([]);
    expect(mine.body.current).toEqual([8, 8, 8, 8, 8, 0, 0]);
  });
});
