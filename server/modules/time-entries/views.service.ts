// What the time-entry screens show: an entry with its warnings, a correction request, and one person's
// month (the Time Tracking page and an admin's employee detail).

import { monthRange, parseIsoMonth } from '@domain/calendar';
import type { Correction, MonthView, TimeEntry } from '@domain/contracts/time-entries';
import { notFound } from '@domain/errors';
import {
  type BreakInstants,
  breakHours,
  type EntryInstants,
  entryTotalHours,
  instantToLocal,
  round2,
  runningBreak,
} from '@domain/time-entries';
import { canDecideTimesheet } from '@domain/timesheets';
import {
  addWeeklyWarnings,
  type WorkTimeWarning,
  weeklyLimitsWindow,
  workedIntervals,
  workTimeWarnings,
} from '@domain/work-time-rules';
import type { Member } from '../../platform/access';
import type { Db } from '../../platform/db';
import { type CompanyContext, loadCompanyContext } from '../context/company-context';
import * as people from '../context/people.service';
import * as repo from './time-entries.repository';
import { EMPLOYEE_NOT_FOUND } from './time-entries.service';

const local = (d: Date | null, tz: string) => (d === null ? null : instantToLocal(d, tz));
const localBreaks = (breaks: readonly BreakInstants[], tz: string) =>
  breaks.map((b) => ({ start: instantToLocal(b.start, tz), end: local(b.end, tz) }));

export function entryView(row: repo.EntryRow, tz: string, warnings: WorkTimeWarning[]): TimeEntry {
  return {
    id: row.id,
    userId: row.userId,
    date: row.workDate,
    clockIn: instantToLocal(row.clockIn, tz),
    clockOut: local(row.clockOut, tz),
    breaks: localBreaks(row.breaks, tz),
    clockInAt: row.clockIn.toISOString(),
    breakStartAt: runningBreak(row)?.start.toISOString() ?? null,
    totalHours: row.totalHours,
    breakHours: round2(breakHours(row)),
    notes: row.notes,
    warnings,
  };
}

/**
 * The weekly limits (domain/work-time-rules.ts) added to entries already shown with their daily warnings:
 * `around` holds the person's entries of weeklyLimitsWindow of the shown days.
 */
export function withWeeklyWarnings(
  views: TimeEntry[],
  rows: repo.EntryRow[],
  around: readonly EntryInstants[],
  tz: string,
): TimeEntry[] {
  const shown = rows.map((r) => ({ id: r.id, date: r.workDate, clockIn: r.clockIn }));
  const weekly = addWeeklyWarnings(new Map(), shown, around.flatMap(workedIntervals), tz);
  return views.map((v) => {
    const added = weekly.get(v.id);
    return added ? { ...v, warnings: [...v.warnings, ...added] } : v;
  });
}

/** Entries with their warnings; `previous` is the entry before the first (for the rest rule). */
export function entryViews(
  entries: repo.EntryRow[],
  previous: repo.EntryRow | null,
  tz: string,
): TimeEntry[] {
  const warnings = workTimeWarnings([...(previous ? [previous] : []), ...entries]);
  return entries.map((e) => entryView(e, tz, warnings.get(e.id) ?? []));
}

export function correctionView(row: repo.CorrectionRow, tz: string): Correction {
  const instants = row.clockIn ? { clockIn: row.clockIn, clockOut: row.clockOut, breaks: row.breaks } : null;
  return {
    id: row.id,
    userId: row.userId,
    date: row.workDate,
    action: row.action,
    entryId: row.entryId,
    clockIn: local(row.clockIn, tz),
    clockOut: local(row.clockOut, tz),
    breaks: localBreaks(row.breaks, tz),
    totalHours: instants ? entryTotalHours(instants) : null,
    notes: row.notes,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}

/** A month's first and last day, year and month number (what the month queries take). */
export const monthParts = (month: string) => {
  const { start, end } = monthRange(month);
  const { year, month: m } = parseIsoMonth(month);
  return { start, end, year, month: m };
};

export const approvalView = (a: repo.ApprovalRow) => ({
  status: a.status,
  submittedAt: a.submittedAt.toISOString(),
  approvedAt: a.approvedAt?.toISOString() ?? null,
  approvedBy: a.approvedBy,
  rejectedReason: a.rejectedReason,
  snapshot: a.status === 'approved' ? a.snapshot : null,
});

/**
 * One person's month: the day list's holidays, absences, entries (with their daily and weekly warnings),
 * approval and corrections, in two queries side by side (the company with its holidays, and the person's
 * month with their entries of the weeks around it that the weekly limits need). The Monthly Summary is computed from
 * it with domain/timesheets.ts shownSummary, on the client as on the server. `given`: the request's
 * company context (or the promise of it, so the reads still run side by side) when the caller has it.
 */
export async function monthView(
  db: Db,
  viewer: Member,
  userId: string,
  month: string,
  given?: CompanyContext | Promise<CompanyContext>,
): Promise<MonthView> {
  const range = monthParts(month);
  const weeks = weeklyLimitsWindow(range.start, range.end);
  const [company, data] = await Promise.all([
    given ??
      loadCompanyContext(db, viewer.companyId, {
        holidaysOf: { from: range.start, to: range.end },
        reader: viewer.userId,
      }),
    repo.personMonth(db, viewer.companyId, userId, range, weeks),
  ]);
  if (!data) throw notFound(EMPLOYEE_NOT_FOUND);
  const tz = company.timeZone;
  // The person's work schedule comes with the company row (company-context.ts).
  const [holidays, schedule] = await Promise.all([
    company.holidays(range.start, range.end),
    company.scheduleOf(userId),
  ]);
  const status = data.approval?.status ?? null;
  const own = userId === viewer.userId;
  // The only-admin question costs a query: asked only when it decides the answer.
  const soleAdmin = own && status === 'submitted' && (await people.isCompanySoleAdmin(db, viewer));
  // A former member's month is kept as it is: nobody approves, rejects or edits it any more.
  const former = data.former;
  return {
    month,
    today: company.today,
    timeZone: tz,
    schedule: { company: [...schedule.company], member: [...schedule.member] },
    person: {
      id: data.person.id,
      firstName: data.person.firstName,
      lastName: data.person.lastName,
      email: data.person.email,
      role: data.person.role,
    },
    holidays: holidays.map((h) => ({ date: h.date, name: h.name })),
    absences: data.absences,
    entries: withWeeklyWarnings(
      entryViews(data.entries, data.previous, tz),
      data.entries,
      [...data.around.before, ...data.entries, ...data.around.after],
      tz,
    ),
    approval: data.approval ? approvalView(data.approval) : null,
    corrections: data.corrections.map((c) => correctionView(c, tz)),
    readOnly: status === 'approved' || former,
    former,
    canDecide: canDecideTimesheet(viewer.role, status, own, soleAdmin, former),
  };
}
