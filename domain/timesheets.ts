// Monthly timesheets: the day rows of a month, the monthly figures (spec 001 sections 2.3, 4.2, 5 and 9)
// and the approval states. One function computes the figures for the Time Tracking page, Team Timesheets,
// the submission check and the exports, so they can never disagree.

import {
  type AbsenceDates,
  type AbsenceType,
  absenceTypeLabel,
  daysUsedByDate,
  formatLeaveHours,
} from './absences';
import { eachDay, type IsoDate, type IsoMonth, isWeekend, monthRange, weekday } from './calendar';
import { formatEnglish, type Message } from './i18n/message';
import type { Role } from './roles';
import { round1, round2 } from './time-entries';
import {
  DEFAULT_HISTORY,
  expectedHoursOn,
  isScheduledWorkingDay,
  scheduledWorkingDays,
  type WorkScheduleHistory,
} from './work-schedule';
import { WORK_TIME_WARNINGS, type WorkTimeWarning } from './work-time-rules';

export const TIMESHEET_STATUSES = ['submitted', 'approved', 'rejected'] as const;
/** The stored states; a month without a record is a draft. */
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export interface ApprovedAbsence extends AbsenceDates {
  absenceType: AbsenceType;
}

export interface MonthlySummaryInput {
  month: IsoMonth;
  /** The company's holidays (dates); days outside the month are ignored. */
  holidays: ReadonlySet<IsoDate>;
  /** The person's approved absences overlapping the month. */
  absences: readonly AbsenceDates[];
  /** The person's entries; those whose day is outside the month are ignored. */
  entries: readonly { date: IsoDate; totalHours: number | null }[];
  /** The person's work schedule (domain/work-schedule.ts): which days they work and how many hours. */
  schedule: WorkScheduleHistory;
}

export interface MonthlySummary {
  /** Days the person works by their schedule, minus the company's holidays. */
  workingDays: number;
  /**
   * Working days with an entry or an approved absence of the day (a half day covers it; hourly leave does
   * not, unless it takes all the day's hours: the rest of the day needs an entry).
   */
  coveredDays: number;
  /** Approved absence days on working days (a half day counts 0.5, hourly leave its hours ÷ the day's). */
  absenceDays: number;
  /** Days with an entry. */
  daysWorked: number;
  /** Hours, to one decimal. */
  totalHours: number;
  expectedHours: number;
  variance: number;
  averageHoursPerDay: number;
  /** Covered ÷ working days, as an integer percentage. */
  completion: number;
}

/** Hours worked and days worked of a range. */
export interface WorkedInRange {
  /** The hours of the entries of the range (unrounded: each screen rounds where it shows them). */
  hours: number;
  /** Days of the range with an entry (several entries of a day are one day worked). */
  days: number;
}

/**
 * Hours worked over a range, and the days with an entry: the one rule behind "Total Hours" of a timesheet
 * (range = its month, every entry recorded, days after today too: a bulk-applied rest of the month counts)
 * and "Hours Worked" of Reports (range = the period up to today). Entries outside the range are ignored;
 * an entry without hours (still running) counts its day, not its hours.
 */
export function workedInRange(
  entries: readonly { date: IsoDate; totalHours: number | null }[],
  range: { from: IsoDate; to: IsoDate },
): WorkedInRange {
  let hours = 0;
  const days = new Set<IsoDate>();
  for (const entry of entries) {
    if (entry.date < range.from || entry.date > range.to) continue;
    days.add(entry.date);
    hours += entry.totalHours ?? 0;
  }
  return { hours, days: days.size };
}

/**
 * The monthly figures: working days = the days the person's schedule gives hours, minus holidays; a working
 * day is covered by an entry or an approved absence (hourly leave covers it only when it takes the whole
 * day: a doctor's visit of 2 h leaves the rest of the day to record); completion = covered ÷ working days
 * (integer %); expected hours = the scheduled hours of each working day less its approved absence (a half
 * day takes half, hourly leave its hours); variance = total − expected; average = total ÷ days worked. Hours are rounded to one decimal at the
 * end.
 */
export function monthlySummary(input: MonthlySummaryInput): MonthlySummary {
  const { start, end } = monthRange(input.month);
  const inMonth = (date: IsoDate) => date >= start && date <= end;
  const working = scheduledWorkingDays(input.schedule, start, end, input.holidays);

  const absenceByDate = new Map<IsoDate, number>();
  const coveredByAbsence = new Set<IsoDate>();
  for (const absence of input.absences) {
    for (const { date, days, hours } of daysUsedByDate(absence, {
      mode: 'working_days',
      holidays: input.holidays,
      schedule: input.schedule,
    })) {
      if (!inMonth(date)) continue;
      const taken = Math.min(1, (absenceByDate.get(date) ?? 0) + days);
      absenceByDate.set(date, taken);
      if (hours === undefined || taken >= 1) coveredByAbsence.add(date);
    }
  }
  const { hours: total, days: daysWorked } = workedInRange(input.entries, { from: start, to: end });
  const worked = new Set(input.entries.filter((e) => inMonth(e.date)).map((e) => e.date));

  const covered = working.filter((d) => worked.has(d) || coveredByAbsence.has(d)).length;
  const absenceDays = [...absenceByDate.values()].reduce((sum, d) => sum + d, 0);
  const expected = working.reduce(
    (sum, d) => sum + expectedHoursOn(input.schedule, d, input.holidays, absenceByDate.get(d) ?? 0),
    0,
  );
  return {
    workingDays: working.length,
    coveredDays: covered,
    absenceDays,
    daysWorked,
    totalHours: round1(total),
    expectedHours: round1(expected),
    variance: round1(total - expected),
    averageHoursPerDay: daysWorked > 0 ? round1(total / daysWorked) : 0,
    completion: working.length === 0 ? 100 : Math.round((covered / working.length) * 100),
  };
}

/**
 * The figures of a month as an admin approved them, stored with the approval: the Monthly Summary as
 * shown and each day's worked hours (the sum of the
 * day's entries). An approved month shows this, never a recomputation: a later holiday, schedule or
 * absence change cannot alter what was approved.
 */
export interface MonthSnapshot {
  version: 1;
  summary: MonthlySummary;
  /** Days with entries, in date order: worked hours to two decimals. */
  days: { date: IsoDate; hours: number }[];
}

/** The snapshot of a month from the figures just computed (`summary` = monthlySummary of `input`). */
export function monthSnapshot(
  input: Pick<MonthlySummaryInput, 'month' | 'entries'>,
  summary: MonthlySummary,
): MonthSnapshot {
  const { start, end } = monthRange(input.month);
  const byDay = new Map<IsoDate, number>();
  for (const e of input.entries) {
    if (e.date < start || e.date > end) continue;
    byDay.set(e.date, (byDay.get(e.date) ?? 0) + (e.totalHours ?? 0));
  }
  const days = [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, hours]) => ({ date, hours: Math.round(hours * 100) / 100 }));
  return { version: 1, summary, days };
}

/**
 * The Monthly Summary every screen and file shows: an approved month's snapshot when it has one, else the
 * figures computed now (months approved before snapshots existed are recomputed, as they always were).
 */
export function shownSummary(
  input: MonthlySummaryInput,
  approval: { status: TimesheetStatus; snapshot?: MonthSnapshot | null } | null | undefined,
): MonthlySummary {
  if (approval?.status === 'approved' && approval.snapshot) return approval.snapshot.summary;
  return monthlySummary(input);
}

/**
 * Why a change to a submitted or approved month is refused (an absence, a work schedule): it names the
 * person, the month and what can be done. `month` as people read it ("October 2026").
 */
export function monthClosedMessage(name: string, month: string, status: 'submitted' | 'approved'): string {
  return formatEnglish(monthClosedText(name, month, status));
}

/** monthClosedMessage as a descriptor; `month` is a month (`yyyy-MM`, formatted in the reader's language) or text. */
export function monthClosedText(
  name: string | Message,
  month: string | { month: string },
  status: 'submitted' | 'approved',
): Message {
  return status === 'approved'
    ? /*i18n*/ {
        id: 'errors.timesheets.monthApproved',
        message:
          "{name}'s timesheet for {month} is already approved, so nothing in that month can change any more.",
        values: { name, month },
      }
    : /*i18n*/ {
        id: 'errors.timesheets.monthSubmitted',
        message:
          "{name}'s timesheet for {month} is waiting for approval: an admin must reject it before anything in that month can change.",
        values: { name, month },
      };
}

/** Approval refused below 100 % (the server recomputes at the moment of approval). */
export function approvalBelowCompleteText(
  name: string,
  month: string | { month: string },
  completion: number,
): Message {
  return /*i18n*/ {
    id: 'errors.timesheets.approvalBelowComplete',
    message:
      "{name}'s timesheet for {month} is {completion}% complete. It can only be approved at 100%: reject it so the missing days can be filled in.",
    values: { name, month, completion },
  };
}

export const approvalBelowComplete = (name: string, month: string, completion: number) =>
  formatEnglish(approvalBelowCompleteText(name, month, completion));

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export interface DayAbsence {
  type: AbsenceType;
  /** 1, or 0.5 for a half day; hourly leave its hours ÷ the day's scheduled hours. */
  portion: number;
  /** "Vacation", "Sick Leave (AM)", "Vacation 2 h". */
  label: string;
}

export interface TimesheetDay<E> {
  date: IsoDate;
  /** Mon … Sun. */
  weekday: (typeof WEEKDAYS)[number];
  weekend: boolean;
  /** The holiday's name, when the company has one that day. */
  holiday: string | null;
  absence: DayAbsence | null;
  /** A day the person works by their schedule, not a holiday. */
  working: boolean;
  /** A weekday the person does not work by their schedule (a part-timer's Tuesday). */
  off: boolean;
  /** The day's work periods, in the order given (the server sends them by clock-in). */
  entries: E[];
}

/**
 * One row per day of the month with its holiday, approved absence and work periods: the Monthly Time Tracking
 * list and every export print these rows.
 */
export function timesheetDays<E extends { date: IsoDate }>(input: {
  month: IsoMonth;
  holidays: readonly { date: IsoDate; name: string }[];
  absences: readonly ApprovedAbsence[];
  entries: readonly E[];
  /** The person's schedule; without it Monday to Friday. */
  schedule?: WorkScheduleHistory;
}): TimesheetDay<E>[] {
  const { start, end } = monthRange(input.month);
  const holidayName = new Map<IsoDate, string>();
  for (const h of input.holidays) if (!holidayName.has(h.date)) holidayName.set(h.date, h.name);
  const entriesOf = new Map<IsoDate, E[]>();
  for (const e of input.entries) entriesOf.set(e.date, [...(entriesOf.get(e.date) ?? []), e]);
  const absenceOf = new Map<IsoDate, DayAbsence>();
  for (const a of input.absences) {
    const rules = { mode: 'calendar_days' as const, holidays: new Set<IsoDate>(), schedule: input.schedule };
    for (const { date, days, hours } of daysUsedByDate(a, rules)) {
      if (date < start || date > end || absenceOf.has(date)) continue;
      const half =
        hours !== undefined
          ? ` ${formatLeaveHours(hours)}`
          : days < 1
            ? a.halfDayStart
              ? ' (AM)'
              : ' (PM)'
            : '';
      absenceOf.set(date, {
        type: a.absenceType,
        portion: days,
        label: `${absenceTypeLabel(a.absenceType)}${half}`,
      });
    }
  }
  return eachDay(start, end).map((date) => {
    const holiday = holidayName.get(date) ?? null;
    const weekend = isWeekend(date);
    const scheduled = isScheduledWorkingDay(input.schedule ?? DEFAULT_HISTORY, date, new Set());
    return {
      date,
      weekday: WEEKDAYS[weekday(date)]!,
      weekend,
      holiday,
      absence: absenceOf.get(date) ?? null,
      working: holiday === null && scheduled,
      off: !weekend && !scheduled,
      entries: entriesOf.get(date) ?? [],
    };
  });
}

/**
 * A day's figures over its work periods: the hours of the finished ones added up (null while none is
 * finished), the breaks added up, whether a break is running, and the warnings of any period (once each,
 * in the order of WORK_TIME_WARNINGS). The day list, the admin's day view and the live clock show them.
 */
export function dayFigures<
  E extends {
    totalHours: number | null;
    breakHours: number;
    breaks: readonly { end: string | null }[];
    warnings: readonly WorkTimeWarning[];
  },
>(entries: readonly E[]) {
  const finished = entries.filter((e) => e.totalHours !== null);
  return {
    totalHours: finished.length > 0 ? round2(finished.reduce((sum, e) => sum + e.totalHours!, 0)) : null,
    breakHours: round2(entries.reduce((sum, e) => sum + e.breakHours, 0)),
    onBreak: entries.some((e) => e.breaks.some((b) => b.end === null)),
    warnings: WORK_TIME_WARNINGS.filter((w) => entries.some((e) => e.warnings.includes(w))),
  };
}

/**
 * Whether a day's row opens the entry dialog (spec 2.4): not on a holiday, not on a day of an approved
 * absence (a half day leaves the other half to work, so it opens), and not in a read-only list.
 */
export function dayIsEditable(day: Pick<TimesheetDay<unknown>, 'holiday' | 'absence'>, readOnly: boolean) {
  if (readOnly || day.holiday !== null) return false;
  return day.absence === null || day.absence.portion < 1;
}

export type BadgeTone = 'success' | 'warning' | 'destructive' | 'info' | 'muted';

/** The status badge (spec 4.2): without a record "Ready for Submission" at 100%, else "Draft (N% complete)". */
export function timesheetBadge(
  status: TimesheetStatus | null,
  completion: number,
): { label: string; tone: BadgeTone } {
  switch (status) {
    case 'submitted':
      return { label: 'Pending Review', tone: 'warning' };
    case 'approved':
      return { label: 'Approved', tone: 'success' };
    case 'rejected':
      return { label: 'Rejected', tone: 'destructive' };
    default:
      return completion >= 100
        ? { label: 'Ready for Submission', tone: 'info' }
        : { label: `Draft (${completion}% complete)`, tone: 'muted' };
  }
}

/** Submit is offered at 100% completion when there is no record yet or the month was rejected. */
export const canSubmitTimesheet = (status: TimesheetStatus | null, completion: number): boolean =>
  completion >= 100 && (status === null || status === 'rejected');

/** Nobody decides their own month, unless they are the company's only admin (nobody else could). */
export const mayDecideMonthOf = (ownMonth: boolean, soleAdmin: boolean): boolean => !ownMonth || soleAdmin;

/**
 * Approve and Reject are offered to an admin on a submitted month they may decide (mayDecideMonthOf), never
 * on a former member's month: it is kept as it was when they left (read-only).
 */
export const canDecideTimesheet = (
  role: Role,
  status: TimesheetStatus | null | undefined,
  ownMonth: boolean,
  soleAdmin: boolean,
  formerMember = false,
): boolean =>
  role === 'admin' && status === 'submitted' && !formerMember && mayDecideMonthOf(ownMonth, soleAdmin);

/** The choices of the Bulk Apply dialog that pick its days. */
export interface BulkApplyChoices {
  skipWeekends: boolean;
  skipHolidays: boolean;
  /** Only days without an entry; otherwise the month's entries are replaced. */
  onlyEmptyDays: boolean;
}

/**
 * The days Bulk Apply fills: never a day of an approved absence nor a weekday the person does not work by
 * their schedule; weekends, holidays and entries as chosen.
 */
export function bulkApplyDays<
  D extends Pick<TimesheetDay<unknown>, 'weekend' | 'holiday' | 'absence' | 'entries'> & { off?: boolean },
>(days: readonly D[], choices: BulkApplyChoices): D[] {
  return days.filter(
    (d) =>
      !d.off &&
      !(choices.skipWeekends && d.weekend) &&
      !(choices.skipHolidays && d.holiday !== null) &&
      !d.absence &&
      !(choices.onlyEmptyDays && d.entries.length > 0),
  );
}

/** The four count tiles of Team Timesheets. */
export function teamCounts(statuses: readonly (TimesheetStatus | null)[]) {
  return {
    totalEmployees: statuses.length,
    approved: statuses.filter((s) => s === 'approved').length,
    pendingReview: statuses.filter((s) => s === 'submitted').length,
    draftOrRejected: statuses.filter((s) => s === null || s === 'rejected').length,
  };
}

/** Hours in summaries: one decimal (spec section 9). */
export const formatSummaryHours = (hours: number): string => round1(hours).toFixed(1);

/** Variance with its sign: +2.0, −4.5, 0.0. */
export function formatVariance(hours: number): string {
  const rounded = round1(hours);
  if (rounded > 0) return `+${rounded.toFixed(1)}`;
  if (rounded < 0) return `−${Math.abs(rounded).toFixed(1)}`;
  return '0.0';
}
