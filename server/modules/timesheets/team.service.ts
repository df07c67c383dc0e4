// Team Timesheets (spec 2.9): every member's month with its figures and status, and one employee's month.

import type { IsoMonth } from '@domain/calendar';
import type { TeamTimesheets } from '@domain/contracts/timesheets';
import { isSoleAdmin } from '@domain/people';
import { round1 } from '@domain/time-entries';
import { canDecideTimesheet, shownSummary, teamCounts, workedInRange } from '@domain/timesheets';
import type { WorkScheduleHistory } from '@domain/work-schedule';
import type { Member } from '../../platform/access';
import type { Db } from '../../platform/db';
import { readAll } from '../../platform/reads';
import { loadCompanyContext } from '../context/company-context';
import * as people from '../context/people.service';
import { monthParts, monthView } from '../time-entries/views.service';
import * as repo from './timesheets.repository';

/**
 * Every member's month (read by `readMonth`: the entries whole for a file, their days and hours for the screen) with
 * the company (its holidays of the month and its work schedules) and the number of admins, in queries side by side.
 * `reader`: who reads the holidays' names (a file), in their language.
 */
export async function teamData<R extends { id: string }>(
  db: Db,
  companyId: string,
  month: IsoMonth,
  readMonth: (db: Db, companyId: string, range: ReturnType<typeof monthParts>) => Promise<R[]>,
  reader?: string,
) {
  const range = monthParts(month);
  const [company, members, admins] = await readAll(db, [
    () =>
      loadCompanyContext(db, companyId, {
        holidaysOf: { from: range.start, to: range.end },
        ...(reader ? { reader } : {}),
      }),
    () => readMonth(db, companyId, range),
    () => people.countAdmins(db, companyId),
  ] as const);
  const [holidays, schedules] = await Promise.all([
    company.holidays(range.start, range.end),
    Promise.all(members.map((m) => company.scheduleOf(m.id))),
  ]);
  return {
    company,
    members: members.map((m, i) => ({ ...m, schedule: schedules[i]! })),
    admins,
    holidays,
    holidayDates: new Set(holidays.map((h) => h.date)),
  };
}

/** What a member's figures of the month are made of (either reading of `teamData`). */
type MonthFiguresOf = Pick<repo.TeamMonthFigures, 'absences' | 'approval'> & {
  entries: readonly repo.DayHours[];
};

/**
 * A member's Monthly Summary as the Time Tracking page shows it (domain/timesheets.ts shownSummary): the
 * snapshot of an approved month, else the figures of now.
 */
export function summaryOf(
  m: MonthFiguresOf & { schedule: WorkScheduleHistory },
  month: IsoMonth,
  holidays: ReadonlySet<string>,
) {
  const input = {
    month,
    holidays,
    absences: m.absences,
    entries: m.entries.map((e) => ({ date: e.workDate, totalHours: e.totalHours })),
    schedule: m.schedule,
  };
  return shownSummary(input, m.approval);
}

/**
 * A member's hours of the month up to today (Reports' "to date"), from the days the summary counted: an
 * approved month's snapshot, else the entries.
 */
function hoursToDate(m: MonthFiguresOf, month: IsoMonth, today: string): number {
  const range = monthParts(month);
  const snapshot = m.approval?.status === 'approved' ? m.approval.snapshot : null;
  const days = snapshot
    ? snapshot.days.map((d) => ({ date: d.date, totalHours: d.hours }))
    : m.entries.map((e) => ({ date: e.workDate, totalHours: e.totalHours }));
  return round1(workedInRange(days, { from: range.start, to: today < range.end ? today : range.end }).hours);
}

/** Team Timesheets of a month: counts and one row per member, from one request (three queries side by side). */
export async function teamTimesheets(db: Db, member: Member, month: IsoMonth): Promise<TeamTimesheets> {
  const { company, members, admins, holidayDates } = await teamData(
    db,
    member.companyId,
    month,
    repo.teamMonthFigures,
  );
  const soleAdmin = isSoleAdmin(member.role, admins);
  const rows = members.map((m) => {
    const status = m.approval?.status ?? null;
    return {
      id: m.id,
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
      role: m.role,
      avatarUrl: m.avatarUrl,
      summary: summaryOf(m, month, holidayDates),
      hoursToDate: hoursToDate(m, month, company.today),
      status,
      rejectedReason: m.approval?.rejectedReason ?? null,
      pendingCorrections: m.pendingCorrections,
      canDecide: canDecideTimesheet(member.role, status, m.id === member.userId, soleAdmin, m.former),
      former: m.former,
    };
  });
  return { month, counts: teamCounts(rows.map((r) => r.status)), members: rows };
}

export const employeeMonth = (db: Db, member: Member, userId: string, month: IsoMonth) =>
  monthView(db, member, userId, month);
