// Work schedules (issue 14, part A): the hours a person works on each weekday, with a history of patterns
// that start on chosen dates. Everything that counts working days or expected hours — the monthly figures,
// Team Timesheets, the Team Overview grid, the allowance in working-days mode, the reports, the dashboard —
// asks this module, so two screens never count a person's week differently.

import { addMonths, eachDay, type IsoDate, type IsoMonth, monthOf, weekday } from './calendar';
import { formatEnglish, type Message } from './i18n/message';

/** Hours for Monday … Sunday; 0 = not a working day. */
export type WeekHours = number[];

/** The company default when the admin has not set one: Monday to Friday, 8 hours. */
export const DEFAULT_WEEK: WeekHours = Object.freeze([8, 8, 8, 8, 8, 0, 0]) as WeekHours;

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const DAY_HOURS_MAX = 24;

export interface CompanyScheduleRow {
  startsOn: IsoDate;
  hours: WeekHours;
}

export interface MemberScheduleRow {
  startsOn: IsoDate;
  /** null = follows the company default from this date. */
  hours: WeekHours | null;
}

/** One person's schedule history and the company's, all a rule needs to know the person's week on a date. */
export interface WorkScheduleHistory {
  company: readonly CompanyScheduleRow[];
  member: readonly MemberScheduleRow[];
}

/** No rows at all: everyone works the default week (what a company without schedules does). */
export const DEFAULT_HISTORY: WorkScheduleHistory = Object.freeze({ company: [], member: [] });

/** The row in force on a date: the latest whose start is on or before it. */
function rowOn<R extends { startsOn: IsoDate }>(rows: readonly R[], date: IsoDate): R | undefined {
  let found: R | undefined;
  for (const row of rows) {
    if (row.startsOn <= date && (!found || row.startsOn > found.startsOn)) found = row;
  }
  return found;
}

/** The company's pattern on a date (no row in force: the default 5 × 8 h). */
export function companyPatternOn(rows: readonly CompanyScheduleRow[], date: IsoDate): WeekHours {
  return rowOn(rows, date)?.hours ?? DEFAULT_WEEK;
}

/**
 * A person's pattern on a date: their latest row that has started; a row without hours, or no row at all,
 * means the company's pattern on that date.
 */
export function patternOn(history: WorkScheduleHistory, date: IsoDate): WeekHours {
  return rowOn(history.member, date)?.hours ?? companyPatternOn(history.company, date);
}

/** Index of a date's weekday in a pattern: Monday 0 … Sunday 6. */
export const patternIndex = (date: IsoDate): number => (weekday(date) + 6) % 7;

/** Hours the person is scheduled to work on a date by their pattern (holidays and absences not applied). */
export function scheduledHours(history: WorkScheduleHistory, date: IsoDate): number {
  return patternOn(history, date)[patternIndex(date)] ?? 0;
}

/** A day the person works: scheduled hours above 0 and not one of the company's holidays. */
export function isScheduledWorkingDay(
  history: WorkScheduleHistory,
  date: IsoDate,
  holidays: ReadonlySet<IsoDate>,
): boolean {
  return !holidays.has(date) && scheduledHours(history, date) > 0;
}

/** The person's working days from `from` to `to` inclusive, in order. */
export function scheduledWorkingDays(
  history: WorkScheduleHistory,
  from: IsoDate,
  to: IsoDate,
  holidays: ReadonlySet<IsoDate>,
): IsoDate[] {
  return eachDay(from, to).filter((d) => isScheduledWorkingDay(history, d, holidays));
}

/**
 * Hours expected of the person on a date: the scheduled hours, 0 on a holiday, less the part taken by an
 * approved absence (`absencePortion`: 1 for a full day, 0.5 for a half day).
 */
export function expectedHoursOn(
  history: WorkScheduleHistory,
  date: IsoDate,
  holidays: ReadonlySet<IsoDate>,
  absencePortion = 0,
): number {
  if (holidays.has(date)) return 0;
  return scheduledHours(history, date) * Math.max(0, 1 - absencePortion);
}

/** The hours of a week added up (the "weekly total" shown beside the pattern). */
export const weeklyTotal = (week: WeekHours): number =>
  Math.round(week.reduce((s, h) => s + h, 0) * 100) / 100;

/** The pattern that keeps a former "hours per week" figure: Monday to Friday, weekly ÷ 5 each, to two decimals. */
export const patternFromWeekly = (weekly: number): WeekHours => {
  const day = Math.round((weekly / 5) * 100) / 100;
  return [day, day, day, day, day, 0, 0];
};

/**
 * What is wrong with a pattern an admin typed, in words, or null: seven days, each 0–24 hours in quarter
 * hours, and at least one working day.
 */
export function weekProblem(week: readonly number[]): string | null {
  if (week.length !== 7) return 'A week has seven days';
  for (const [i, h] of week.entries()) {
    const day = WEEKDAY_NAMES[i];
    if (!Number.isFinite(h) || h < 0 || h > DAY_HOURS_MAX) return `${day}: enter 0 to 24 hours`;
    if (!Number.isInteger(h * 4)) return `${day}: use quarter hours (for example 7.5 or 7.25)`;
  }
  if (week.every((h) => h === 0)) return 'At least one day needs working hours';
  return null;
}

/** Two patterns with the same hours on every day. */
export const sameWeek = (a: WeekHours, b: WeekHours): boolean =>
  a.length === b.length && a.every((h, i) => h === b[i]);

/** The latest submitted or approved month a schedule change would touch, if any. */
export interface ClosedMonth {
  month: IsoMonth;
  status: 'submitted' | 'approved';
}

/** The first date a new pattern may start on: the first day after the latest closed month (null: any date). */
export const earliestScheduleStart = (closed: ClosedMonth | null): IsoDate | null =>
  closed ? `${addMonths(closed.month, 1)}-01` : null;

/**
 * Where the start-date field begins: the first day of the current month, unless that month (or a later one)
 * is already submitted or approved — then the first day of the first month still open.
 */
export function suggestedScheduleStart(today: IsoDate, closed: ClosedMonth | null): IsoDate {
  const first = `${monthOf(today)}-01`;
  const earliest = earliestScheduleStart(closed);
  return earliest && earliest > first ? earliest : first;
}

/**
 * Why a pattern may not start on a date, or null: a change starting on or before the end of a submitted or
 * approved month would change that month's figures (a change never rewrites a closed month).
 */
export function scheduleStartText(startsOn: IsoDate, closed: ClosedMonth | null): Message | null {
  const earliest = earliestScheduleStart(closed);
  if (!closed || !earliest || startsOn >= earliest) return null;
  const values = { month: { month: closed.month }, date: { date: earliest } };
  return closed.status === 'approved'
    ? /*i18n*/ {
        id: 'errors.workSchedules.startInApprovedMonth',
        message:
          'The timesheet of {month} is already approved: a new schedule can start on {date} at the earliest.',
        values,
      }
    : /*i18n*/ {
        id: 'errors.workSchedules.startInSubmittedMonth',
        message:
          'The timesheet of {month} is already submitted for approval: a new schedule can start on {date} at the earliest.',
        values,
      };
}

export function scheduleStartProblem(startsOn: IsoDate, closed: ClosedMonth | null): string | null {
  const text = scheduleStartText(startsOn, closed);
  return text && formatEnglish(text);
}
