// Hourly leave (issue 14, part A, Deliver 3): an absence of a number of hours on one day, through the API.
// Thursday 3 December 2026 in Barcelona; Tuesday 8 December is a bank holiday (Immaculate Conception).
import type { AllowanceSummary } from '@domain/contracts/absences';
import type { Report } from '@domain/contracts/reports';
import type { Schedule } from '@domain/contracts/schedule';
import type { TeamTimesheets } from '@domain/contracts/timesheets';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absences } from '../../db/schema';
import { createTeam, type TestTeam } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { monthOf, summaryOf } from '../time-entries/test-support';
import { vacation, type WriteBody } from './test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ smtp: true, env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

const THU = '2026-12-03';
const hourly = (date: string, hours: number, extra: Record<string, unknown> = {}) =>
  vacation(date, date, { hours, ...extra });

async function rowCount(companyId: string) {
  const [row] = await t.db.select({ n: count() }).from(absences).where(eq(absences.companyId, companyId));
  return row!.n;
}

async function setSchedule(team: TestTeam, userId: string, hours: number[], startsOn: string) {
  const res = await team.admin.client.put(`/api/work-schedules/members/${userId}`, { hours, startsOn });
  expect(res.status).toBe(200);
}

describe('an hourly vacation (2 h on Thu 3 Dec 2026, 8 h scheduled)', () => {
  let team: TestTeam;
  let id: string;
  beforeAll(async () => {
    team = await createTeam(t, 'hourly');
  });

  it('is created with its hours, costs 2 ÷ 8 = 0.25 day, and the approvers read "2 h on Dec 03, 2026"', async () => {
    const before = await team.employee.client.get<AllowanceSummary>('/api/absences/allowance?year=2026');
    const created = await team.employee.client.post<WriteBody>('/api/absences', hourly(THU, 2));
    expect(created.status).toBe(201);
    expect(created.body.absence).toMatchObject({
      startDate: THU,
      endDate: THU,
      hours: 2,
      halfDayStart: false,
      halfDayEnd: false,
      days: 0.25,
      status: 'pending',
    });
    id = created.body.absence.id;
    const mail = await t.smtp!.waitFor(team.admin.email, 'New absence request from');
    expect(mail.text).toContain('Vacation: 2 h on Dec 03, 2026, 0.25 days of vacation.');

    const pending = await team.employee.client.get<AllowanceSummary>('/api/absences/allowance?year=2026');
    expect(pending.body.pendingDays - before.body.pendingDays).toBe(0.25);

    expect((await team.admin.client.post(`/api/absences/${id}/approve`, {})).status).toBe(200);
    const told = await t.smtp!.waitFor(team.employee.email, 'Your absence request was approved');
    expect(told.text).toContain('2 h on Dec 03, 2026');
    const after = await team.employee.client.get<AllowanceSummary>('/api/absences/allowance?year=2026');
    expect(after.body.usedDays - before.body.usedDays).toBe(0.25);
    expect(before.body.remainingDays - after.body.remainingDays).toBe(0.25);
  });

  it('shows on the Team Overview grid with its hours', async () => {
    const res = await team.manager.client.get<Schedule>('/api/schedule?month=2026-12');
    const mine = res.body.members.find((m) => m.id === team.employee.id)!;
    expect(mine.absences).toEqual([
      expect.objectContaining({ absenceType: 'vacation', startDate: THU, hours: 2 }),
    ]);
  });

  it("takes its hours off the month's expected hours; the day still needs an entry for the rest", async () => {
    // December 2026: 23 weekdays less Tue 8 (Immaculate Conception) and Fri 25 (Christmas) = 21 working days,
    // 21 × 8 = 168 h; less the 2 h of leave = 166 h. No entry on Thu 3 → it is not covered (0 of 21).
    const view = await monthOf(team.employee.client, '2026-12');
    expect(view.absences).toEqual([expect.objectContaining({ startDate: THU, hours: 2 })]);
    expect(summaryOf(view)).toMatchObject({
      workingDays: 21,
      expectedHours: 166,
      absenceDays: 0.25,
      coveredDays: 0,
    });
    // Team Timesheets, computed on the server, says the same.
    const teamView = await team.admin.client.get<TeamTimesheets>('/api/team-timesheets?month=2026-12');
    const row = teamView.body.members.find((m) => m.id === team.employee.id);
    expect(row?.summary).toMatchObject({ expectedHours: 166, coveredDays: 0 });
    // The 6 h worked that day cover it.
    const worked = await team.employee.client.post('/api/time-entries', {
      clockIn: `${THU}T09:00`,
      clockOut: `${THU}T15:00`,
    });
    expect(worked.status).toBe(201);
    expect(summaryOf(await monthOf(team.employee.client, '2026-12'))).toMatchObject({
      coveredDays: 1,
      totalHours: 6,
    });
  });
});

describe('a part-timer (4 h Monday to Friday)', () => {
  it('pays 2 h as 2 ÷ 4 = 0.5 day, and may not take more than the day holds', async () => {
    const team = await createTeam(t, 'hourly-part');
    await setSchedule(team, team.employee.id, [4, 4, 4, 4, 4, 0, 0], '2026-01-01');
    const tooLong = await team.employee.client.post<{ error: { message: string } }>(
      '/api/absences',
      hourly(THU, 5),
    );
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('works 4 h on Dec 03, 2026');
    const created = await team.employee.client.post<WriteBody>('/api/absences', hourly(THU, 2));
    expect(created.status).toBe(201);
    expect(created.body.absence.days).toBe(0.5);
  });
});

describe('refused, and nothing is written', () => {
  let team: TestTeam;
  beforeAll(async () => {
    team = await createTeam(t, 'hourly-refused');
  });

  it.each([
    [
      'on a Saturday',
      hourly('2026-12-05', 2),
      'Dec 05, 2026 is not a working day for hourly-refused-employee Tester',
    ],
    [
      'on a bank holiday',
      hourly('2026-12-08', 2),
      'Dec 08, 2026 is not a working day for hourly-refused-employee Tester',
    ],
    [
      'with a half-day flag',
      hourly(THU, 2, { halfDayStart: true }),
      'Choose either hours or a half day, not both',
    ],
    ['over several days', vacation(THU, '2026-12-04', { hours: 2 }), 'Hourly leave is for a single day'],
    ['in other than quarter hours', hourly(THU, 1.1), 'Use quarter hours'],
    ['with no hours', hourly(THU, 0), 'Enter the hours, more than 0'],
  ])('%s', async (_what, body, message) => {
    const before = await rowCount(team.company.id);
    const res = await team.employee.client.post('/api/absences', body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await rowCount(team.company.id)).toBe(before);
  });

  it('also when an edit turns a day into hours on a day off', async () => {
    const created = await team.employee.client.post<WriteBody>('/api/absences', vacation(THU, THU));
    expect(created.status).toBe(201);
    const res = await team.employee.client.patch(
      `/api/absences/${created.body.absence.id}`,
      hourly('2026-12-05', 2),
    );
    expect(res.status).toBe(400);
    const mine = await team.employee.client.get<{ absences: WriteBody['absence'][] }>('/api/absences/mine');
    expect(mine.body.absences.find((a) => a.id === created.body.absence.id)).toMatchObject({
      startDate: THU,
      hours: null,
    });
  });
});

describe('privacy', () => {
  it('a colleague\'s hourly sick leave is "away" with its hours; the person and admins see the type', async () => {
    const team = await createTeam(t, 'hourly-private');
    const created = await team.manager.client.post<WriteBody>('/api/absences', {
      absenceType: 'sick_leave',
      startDate: THU,
      endDate: THU,
      hours: 1.5,
    });
    expect(created.status).toBe(201);
    expect(
      (await team.admin.client.post(`/api/absences/${created.body.absence.id}/approve`, {})).status,
    ).toBe(200);
    const seen = async (viewer: TestTeam['admin']) => {
      const res = await viewer.client.get<Schedule>('/api/schedule?month=2026-12');
      return res.body.members.find((m) => m.id === team.manager.id)!.absences[0];
    };
    expect(await seen(team.employee)).toMatchObject({ absenceType: 'away', hours: 1.5 });
    expect(JSON.stringify(await seen(team.employee))).not.toContain('sick');
    expect(await seen(team.admin)).toMatchObject({ absenceType: 'sick_leave', hours: 1.5 });
    expect(await seen(team.manager)).toMatchObject({ absenceType: 'sick_leave', hours: 1.5 });
  });
});

describe('reports', () => {
  it('count hourly sick leave as its part of the day in absenteeism and take its hours off the expected', async () => {
    // November 2026 up to today (the 24th at the earliest): Tue 3 Nov, 2 h of sick leave of an 8 h day →
    // 2 ÷ 8 = 0.25 unplanned day; expected hours = the month's scheduled hours − 2.
    const team = await createTeam(t, 'hourly-report');
    const query = 'from=2026-11-01&to=2026-11-20';
    const before = await team.admin.client.get<Report>(`/api/reports?${query}`);
    expect(before.status).toBe(200);
    const created = await team.employee.client.post<WriteBody>('/api/absences', {
      absenceType: 'sick_leave',
      startDate: '2026-11-03',
      endDate: '2026-11-03',
      hours: 2,
    });
    expect(created.status).toBe(201);
    expect(
      (await team.admin.client.post(`/api/absences/${created.body.absence.id}/approve`, {})).status,
    ).toBe(200);
    const after = await team.admin.client.get<Report>(`/api/reports?${query}`);
    const of = (r: { body: Report }) => r.body.people.find((p) => p.userId === team.employee.id)!;
    // 1–20 Nov 2026: 15 weekdays, none a holiday in Barcelona → 0.25 ÷ 15 = 1.67 % → 1.7 %.
    expect(of(after).absenteeism).toMatchObject({ workingDays: 15, unplannedDays: 0.25, rate: 1.7 });
    expect(of(after).absenteeism.byType.sick_leave).toBe(0.25);
    expect(of(before).hours.expectedHours - of(after).hours.expectedHours).toBe(2);
  });
});
