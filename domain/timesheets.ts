// Monthly timesheets: the day rows of a month, the monthly figures (spec 001 sections 2.3, 4.2, 5 and 9)
// and the approval states. One function computes the figures for the Time Tracking page, Team Timesheets,
// the submission check and the exports, so they can never disagree.

import { type AbsenceDates, type AbsenceType, absenceTypeLabel, daysUsedByDate } from './absences';
import { eachDay, type IsoDate, type IsoMonth, isWeekend, monthRange, weekday } from './calendar';
import type { Role } from './roles';
import { expectedHoursPerDay } from './team-settings';
import { round1, round2 } from './time-entries';
import { WORK_TIME_WARNINGS, type WorkTimeWarning } from './work-time-rules';

export const TIMESHEET_STATUSES = ['submitted', 'approved', 'rejected'] as const;
/** The stored states; a month without a record is a draft. */
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/** Team views use 8 hours a day for someone whose weekly hours are unknown (spec section 9). */
export const TEAM_DEFAULT_HOURS_PER_DAY = 8;

/** Hours a day expected of a person: weekly ÷ 5, or the fallback when the weekly value is unknown. */
export function hoursPerDayFor(
  weekly: number | null | undefined,
  fallback: number = TEAM_DEFAULT_HOURS_PER_DAY,
): number {
  return weekly && weekly > 0 ? expectedHoursPerDay(weekly) : fallback;
}

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
  hoursPerDay: number;
}

export interface MonthlySummary {
  /** Monday to Friday minus the company's holidays. */
  workingDays: number;
  /** Working days with an entry or an approved absence. */
  coveredDays: number;
  /** Approved absence days on working days (a half day counts 0.5). */
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

/**
 * The monthly figures: working days = Mon–Fri minus holidays; a working day is covered by an entry or an
 * approved absence; completion = covered ÷ working days (integer %); expected hours = (working days −
 * approved absence days, half days 0.5) × hours per day; variance = total − expected; average = total ÷
 * days worked. Hours are rounded to one decimal at the end.
 */
export function monthlySummary(input: MonthlySummaryInput): MonthlySummary {
  const { start, end } = monthRange(input.month);
  const inMonth = (date: IsoDate) => date >= start && date <= end;
  const working = eachDay(start, end).filter((d) => !isWeekend(d) && !input.holidays.has(d));

  const absenceByDate = new Map<IsoDate, number>();
  for (const absence of input.absences) {
    for (const { date, days } of daysUsedByDate(absence, {
      mode: 'working_days',
      holidays: input.holidays,
    })) {
      if (inMonth(date)) absenceByDate.set(date, Math.min(1, (absenceByDate.get(date) ?? 0) + days));
    }
  }
  let total = 0;
  const worked = new Set<IsoDate>();
  for (const entry of input.entries) {
    if (!inMonth(entry.date)) continue;
    worked.add(entry.date);
    total += entry.totalHours ?? 0;
  }

  const covered = working.filter((d) => worked.has(d) || absenceByDate.has(d)).length;
  const absenceDays = [...absenceByDate.values()].reduce((sum, d) => sum + d, 0);
  const expected = Math.max(0, working.length - absenceDays) * input.hoursPerDay;
  return {
    workingDays: working.length,
    coveredDays: covered,
    absenceDays,
    daysWorked: worked.size,
    totalHours: round1(total),
    expectedHours: round1(expected),
    variance: round1(total - expected),
    averageHoursPerDay: worked.size > 0 ? round1(total / worked.size) : 0,
    completion: working.length === 0 ? 100 : Math.round((covered / working.length) * 100),
  };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export interface DayAbsence {
  type: AbsenceType;
  /** 1, or 0.5 for a half day. */
  portion: number;
  /** "Vacation", "Sick Leave (AM)". */
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
  /** Monday to Friday and not a holiday. */
  working: boolean;
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
}): TimesheetDay<E>[] {
  const { start, end } = monthRange(input.month);
  const holidayName = new Map<IsoDate, string>();
  for (const h of input.holidays) if (!holidayName.has(h.date)) holidayName.set(h.date, h.name);
  const entriesOf = new Map<IsoDate, E[]>();
  for (const e of input.entries) entriesOf.set(e.date, [...(entriesOf.get(e.date) ?? []), e]);
  const absenceOf = new Map<IsoDate, DayAbsence>();
  for (const a of input.absences) {
    for (const { date, days } of daysUsedByDate(a, { mode: 'calendar_days', holidays: new Set() })) {
      if (date < start || date > end || absenceOf.has(date)) continue;
      const half = days < 1 ? (a.halfDayStart ? ' (AM)' : ' (PM)') : '';
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
    return {
      date,
      weekday: WEEKDAYS[weekday(date)]!,
      weekend,
      holiday,
      absence: absenceOf.get(date) ?? null,
      working: !weekend && holiday === null,
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

/** Approve and Reject are offered to an admin on a submitted month they may decide (mayDecideMonthOf). */
export const canDecideTimesheet = (
  role: Role,
  status: TimesheetStatus | null | undefined,
  ownMonth: boolean,
  soleAdmin: boolean,
): boolean => role === 'admin' && status === 'submitted' && mayDecideMonthOf(ownMonth, soleAdmin);

/** The choices of the Bulk Apply dialog that pick its days. */
export interface BulkApplyChoices {
  skipWeekends: boolean;
  skipHolidays: boolean;
  /** Only days without an entry; otherwise the month's entries are replaced. */
  onlyEmptyDays: boolean;
}

/** The days Bulk Apply fills: never a day of an approved absence; weekends, holidays and entries as chosen. */
export function bulkApplyDays<
  D extends Pick<TimesheetDay<unknown>, 'weekend' | 'holiday' | 'absence' | 'entries'>,
>(days: readonly D[], choices: BulkApplyChoices): D[] {
  return days.filter(
    (d) =>
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
