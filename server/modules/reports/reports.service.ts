// Reports (spec 000 section 1: absenteeism, Excel export, employee balance, custom periods): every current
// member's absenteeism, holiday balance and hours against expected over a period, and the same tables as
// CSV and XLSX. The figures are domain/reports.ts (each person on their scheduled working days while a
// member; absenteeism of unplanned absence only) and domain/allowance.ts (through the absences module's
// balancesOfMembers, the rule of the allowance card).
//
// Reads: the company's context (its row, absence rules, work schedules and calendar) and its members side by side,
// then side by side the period's rows in one statement (the membership periods, the approved absences, the hours
// per person and day, added up by the database) and the balances (whose calendar years and work schedules come
// with the context, shared with the period's).

import type { HolidayBalance } from '@domain/allowance';
import { yearOf } from '@domain/calendar';
import type { Report, ReportExportQuery, ReportQuery } from '@domain/contracts/reports';
import { validationFailed } from '@domain/errors';
import {
  absenteeism,
  combineAbsenteeism,
  combineHours,
  countedWorkingDays,
  coveredRange,
  expectedHours,
  hoursAgainstExpected,
  type Membership,
  type Period,
  periodProblem,
  type ReportAbsence,
  scheduleDayHours,
} from '@domain/reports';
import { workedInRange } from '@domain/timesheets';
import { patternOn, weeklyTotal } from '@domain/work-schedule';
import { textsFor } from '../../i18n/i18n';
import type { Member } from '../../platform/access';
import type { Db } from '../../platform/db';
import { balancesOfMembers } from '../absences/allowance.service';
import { loadCompanyContext } from '../context/company-context';
import * as people from '../context/people.service';
import type { SheetFile } from '../timesheets/timesheet-files';
import { reportFile } from './report-files';
import * as repo from './reports.repository';

/** Bad input (a period ending before it starts, or longer than 3 years): the spec's message, nothing read. */
function checkPeriod(query: ReportQuery): Period {
  const problem = periodProblem(query.from, query.to);
  if (problem) throw validationFailed(problem, [{ field: 'to', message: problem }]);
  return { from: query.from, to: query.to };
}

/** Rows grouped by the person they belong to. */
function byPerson<T extends { userId: string }>(rows: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(row.userId);
    if (list) list.push(row);
    else out.set(row.userId, [row]);
  }
  return out;
}

/**
 * What a report reads: the company context and members, then side by side the period's figures. `reader`: who
 * will read it as a file, whose language comes with the company row.
 */
async function reads(db: Db, member: Member, period: Period, reader?: string) {
  const [ctx, members] = await Promise.all([
    // The period's holidays come with the company row (what is counted and the balances' year lie in it).
    loadCompanyContext(db, member.companyId, { holidaysOf: period, reader, countedYears: true }),
    people.membersByName(db, member.companyId),
  ]);
  const covered = coveredRange(period, ctx.today);
  const balanceYear = yearOf(period.to);
  const none = async () => null;
  // The work schedules through the context, which the balances use too: read once for both.
  const scheduleOfAll = async () =>
    new Map(await Promise.all(members.map(async (m) => [m.id, await ctx.scheduleOf(m.id)] as const)));
  const [schedules, holidays, rows, balances] = await Promise.all([
    scheduleOfAll(),
    covered ? ctx.holidayDates(covered.from, covered.to) : none(),
    covered ? repo.periodRows(db, member.companyId, covered.from, covered.to) : none(),
    balancesOfMembers(db, ctx, members, balanceYear),
  ]);
  return {
    ctx,
    members,
    schedules,
    covered,
    balanceYear,
    holidays: holidays ?? new Set<string>(),
    absencesOf: byPerson<ReportAbsence & { userId: string }>(rows?.absences ?? []),
    membershipsOf: byPerson<Membership & { userId: string }>(rows?.memberships ?? []),
    hours: rows?.hours ?? null,
    balances,
  };
}

/** The balance columns of a person (the allowance card's figures; zeros for someone without a balance). */
const balanceColumns = (b: HolidayBalance | undefined) => ({
  allowance: b?.allowance ?? 0,
  adjustment: b?.adjustment ?? 0,
  carriedOver: b?.carriedOver ?? 0,
  carriedOverExpired: b?.carriedOverExpired ?? 0,
  used: b?.usedDays ?? 0,
  pending: b?.pendingDays ?? 0,
  remaining: b?.remainingDays ?? 0,
});

async function build(db: Db, member: Member, query: ReportQuery, reader?: string) {
  const period = checkPeriod(query);
  const r = await reads(db, member, period, reader);
  const rows = r.members.map((m) => {
    const schedule = r.schedules.get(m.id)!;
    const dayHours = scheduleDayHours(schedule, r.holidays);
    const days = countedWorkingDays(r.covered, r.membershipsOf.get(m.id) ?? [], dayHours);
    const own = r.absencesOf.get(m.id) ?? [];
    // Hours worked to date: the timesheet's rule (workedInRange) over the period up to today.
    const worked = r.covered ? workedInRange(r.hours?.get(m.id) ?? [], r.covered) : { hours: 0, days: 0 };
    return {
      userId: m.id,
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
      role: m.role,
      hoursPerWeek: weeklyTotal(patternOn(schedule, r.covered?.to ?? period.to)),
      absenteeism: absenteeism(days, own, schedule),
      hours: hoursAgainstExpected({
        expectedHours: expectedHours(days, dayHours, own, schedule),
        workedHours: worked.hours,
        daysWorked: worked.days,
      }),
      balance: balanceColumns(r.balances.get(m.id)),
    };
  });
  const report: Report = {
    from: period.from,
    to: period.to,
    today: r.ctx.today,
    coveredTo: r.covered?.to ?? null,
    balanceYear: r.balanceYear,
    company: {
      absenteeism: combineAbsenteeism(rows.map((p) => p.absenteeism)),
      hours: combineHours(rows.map((p) => p.hours)),
    },
    people: rows,
  };
  return { report, companyName: r.ctx.name, locale: r.ctx.locale };
}

export async function report(db: Db, member: Member, query: ReportQuery): Promise<Report> {
  return (await build(db, member, query)).report;
}

/** One table of the report as CSV or XLSX. */
export async function exportReport(db: Db, member: Member, query: ReportExportQuery): Promise<SheetFile> {
  // Written in the reader's language, their own else the company's (read with the company row).
  const {
    report: data,
    companyName,
    locale,
  } = await build(db, member, { from: query.from, to: query.to }, member.userId);
  return reportFile(
    {
      companyName,
      generatedAt: new Date().toISOString(),
      texts: textsFor(locale),
    },
    data,
    query.table,
    query.format,
    query.csv,
  );
}
