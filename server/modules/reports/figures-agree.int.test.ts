// Issue 17 item 5: the same month showed 126 h in Team Timesheets and 105 h in Reports, and the dashboard's
// "Used" differed from the Absences page's. Each figure now comes from one function: a timesheet's Total
// Hours and Reports' Hours Worked are domain workedInRange over different ranges on purpose (the whole
// month as recorded, days after today included; the period up to today), and Team Timesheets gives the
// "to date" figure beside its total, equal to Reports'.

import type { AllowanceSummary } from '@domain/contracts/absences';
import type { Dashboard } from '@domain/contracts/dashboard';
import type { Report } from '@domain/contracts/reports';
import type { TeamTimesheets } from '@domain/contracts/timesheets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absences, holidayEntitlements, timeEntries } from '../../db/schema';
import { createTeam, type TestTeam } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let a: TestTeam;

beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
  a = await createTeam(t);
});
afterAll(() => t?.close());

const HOURS_A_DAY = 7;

/** Every Monday–Friday of a month (`yyyy-MM`). */
function weekdaysOf(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let d = 1; d <= 31; d++) {
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCMonth() !== m - 1) break;
    const w = date.getUTCDay();
    if (w !== 0 && w !== 6) out.push(date.toISOString().slice(0, 10));
  }
  return out;
}

describe('Team Timesheets and Reports of the same month', () => {
  it('give the same hours to date; the timesheet total also counts days filled in after today', async () => {
    // The company's today, from the report of any period.
    const probe = await a.admin.client.get<Report>('/api/reports?from=2026-01-01&to=2026-01-31');
    expect(probe.status).toBe(200);
    const today = probe.body.today;
    const month = today.slice(0, 7);
    const days = weekdaysOf(month);
    // The whole month bulk-applied at 7 h a day (09:00–16:00 in Madrid, UTC+1/+2: the same local day).
    await t.db.insert(timeEntries).values(
      days.map((date) => {
        const clockIn = new Date(`${date}T08:00:00Z`);
        return {
          companyId: a.company.id,
          userId: a.employee.id,
          workDate: date,
          clockIn,
          clockOut: new Date(clockIn.getTime() + HOURS_A_DAY * 3_600_000),
          totalHours: HOURS_A_DAY,
        };
      }),
    );
    const toDate = days.filter((d) => d <= today).length;
    const last = days.at(-1) ?? `${month}-28`;
    const [sheets, report] = await Promise.all([
      a.admin.client.get<TeamTimesheets>(`/api/team-timesheets?month=${month}`),
      a.admin.client.get<Report>(`/api/reports?from=${month}-01&to=${last}`),
    ]);
    expect(sheets.status).toBe(200);
    expect(report.status).toBe(200);
    const row = sheets.body.members.find((m) => m.id === a.employee.id);
    const person = report.body.people.find((p) => p.userId === a.employee.id);
    // Team Timesheets: 7 h × every weekday of the month; Reports: 7 h × the weekdays up to today.
    expect(row?.summary.totalHours).toBe(HOURS_A_DAY * days.length);
    expect(person?.hours.workedHours).toBe(HOURS_A_DAY * toDate);
    expect(person?.hours.daysWorked).toBe(toDate);
    // The row's "to date" is Reports' figure, so the two screens can be compared.
    expect(row?.hoursToDate).toBe(person?.hours.workedHours);
  });
});

describe('the dashboard and Absences', () => {
  it('show the same allowance: the adjustment is not counted as used', async () => {
    const user = a.manager;
    const allowance0 = await user.client.get<AllowanceSummary>('/api/absences/allowance');
    const year = allowance0.body.year;
    // Adjustment 2 and an approved vacation of 4 working days: Monday to Thursday of January's third week
    // (after Epiphany, no holiday there in Spain).
    const monday = weekdaysOf(`${year}-01`).find(
      (d) => d >= `${year}-01-12` && new Date(`${d}T00:00:00Z`).getUTCDay() === 1,
    ) as string;
    const thursday = `${year}-01-${String(Number(monday.slice(8)) + 3).padStart(2, '0')}`;
    await t.db
      .insert(holidayEntitlements)
      .values({ companyId: a.company.id, userId: user.id, year, allowance: 25, adjustment: 2 });
    await t.db.insert(absences).values({
      companyId: a.company.id,
      userId: user.id,
      absenceType: 'vacation',
      startDate: monday,
      endDate: thursday,
      status: 'approved',
    });
    const [dash, allowance] = await Promise.all([
      user.client.get<Dashboard>('/api/dashboard'),
      user.client.get<AllowanceSummary>('/api/absences/allowance'),
    ]);
    expect(allowance.body.usedDays).toBe(4);
    expect(allowance.body.adjustment).toBe(2);
    expect(dash.body.allowance).toEqual(allowance.body);
  });
});
