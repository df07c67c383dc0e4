// Absence rules shared by the server and the client: types and their labels, half days, and how many
// days of allowance a request uses. Pure functions on `yyyy-MM-dd` strings (see calendar.ts).

import { eachDay, type IsoDate, yearOf } from './calendar';
import { DEFAULT_HISTORY, isScheduledWorkingDay, type WorkScheduleHistory } from './work-schedule';

export const ABSENCE_TYPES = [
  'vacation',
  'sick_leave',
  'personal_day',
  'maternity_leave',
  'paternity_leave',
  'unpaid_leave',
] as const;
export type AbsenceType = (typeof ABSENCE_TYPES)[number];

export const ABSENCE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AbsenceStatus = (typeof ABSENCE_STATUSES)[number];

/** Spec: "shown with underscores turned into spaces and capitalised" (sick_leave → Sick Leave). */
export function absenceTypeLabel(type: string): string {
  return type
    .split('_')
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');
}

export const STATUS_LABELS: Record<AbsenceStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/**
 * How vacation days are counted against the allowance. working_days (the product's default): Monday to
 * Friday that are not one of the company's holidays. calendar_days: the spec's inclusive count of
 * calendar days.
 */
export const VACATION_COUNTING_MODES = ['working_days', 'calendar_days'] as const;
export type VacationCountingMode = (typeof VACATION_COUNTING_MODES)[number];

/**
 * A single-day request may take the morning or the afternoon off ("Half day morning off" sets
 * half_day_start, shown as (AM); "Half day afternoon off" sets half_day_end, shown as (PM)).
 */
export const HALF_DAY_OPTIONS = ['full', 'morning', 'afternoon'] as const;
export type HalfDayOption = (typeof HALF_DAY_OPTIONS)[number];

export const HALF_DAY_LABELS: Record<HalfDayOption, string> = {
  full: 'Full day',
  morning: 'Half day morning off',
  afternoon: 'Half day afternoon off',
};

export function halfDayOption(flags: { halfDayStart: boolean; halfDayEnd: boolean }): HalfDayOption {
  if (flags.halfDayStart) return 'morning';
  if (flags.halfDayEnd) return 'afternoon';
  return 'full';
}

export function halfDayFlags(option: HalfDayOption): { halfDayStart: boolean; halfDayEnd: boolean } {
  return { halfDayStart: option === 'morning', halfDayEnd: option === 'afternoon' };
}

/** '(AM)' / '(PM)' for a half day, '' otherwise (schedule cells). */
export function halfDaySuffix(flags: { halfDayStart: boolean; halfDayEnd: boolean }): string {
  if (flags.halfDayStart && !flags.halfDayEnd) return '(AM)';
  if (flags.halfDayEnd && !flags.halfDayStart) return '(PM)';
  return '';
}

export interface AbsenceDates {
  startDate: IsoDate;
  endDate: IsoDate;
  halfDayStart: boolean;
  halfDayEnd: boolean;
}

export interface CountingRules {
  mode: VacationCountingMode;
  /** The company's holidays (bank holidays it keeps and its own); used by working_days. */
  holidays: ReadonlySet<IsoDate>;
  /** The person's work schedule (working_days counts only the days they work); default Monday to Friday. */
  schedule?: WorkScheduleHistory | undefined;
}

/**
 * The days of allowance each date of a request uses: 1, or 0.5 on a half day; a holiday or a day the
 * person does not work by their schedule uses nothing when counting working days. Dates that use nothing
 * are left out.
 *
 * Calendar days follow the spec: the inclusive count, a half day at one end counts 0.5 (each half-day
 * flag takes half a day off its end date, so both on one day count 0, as the spec notes).
 */
export function daysUsedByDate(
  absence: AbsenceDates,
  rules: CountingRules,
): { date: IsoDate; days: number }[] {
  const out: { date: IsoDate; days: number }[] = [];
  const schedule = rules.schedule ?? DEFAULT_HISTORY;
  for (const date of eachDay(absence.startDate, absence.endDate)) {
    if (rules.mode === 'working_days' && !isScheduledWorkingDay(schedule, date, rules.holidays)) continue;
    let days = 1;
    if (absence.halfDayStart && date === absence.startDate) days -= 0.5;
    if (absence.halfDayEnd && date === absence.endDate) days -= 0.5;
    if (days > 0) out.push({ date, days });
  }
  return out;
}

/** Days of allowance a request uses in total. */
export function countAbsenceDays(absence: AbsenceDates, rules: CountingRules): number {
  return daysUsedByDate(absence, rules).reduce((sum, d) => sum + d.days, 0);
}

/** Days a request uses in each calendar year: a request across New Year is split between the years. */
export function countAbsenceDaysByYear(absence: AbsenceDates, rules: CountingRules): Map<number, number> {
  const byYear = new Map<number, number>();
  for (const { date, days } of daysUsedByDate(absence, rules)) {
    const year = yearOf(date);
    byYear.set(year, (byYear.get(year) ?? 0) + days);
  }
  return byYear;
}

/** Days a request uses in one year. */
export function countAbsenceDaysInYear(absence: AbsenceDates, year: number, rules: CountingRules): number {
  return countAbsenceDaysByYear(absence, rules).get(year) ?? 0;
}

/** Half-day flags belong to single-day requests only, and a day is either the morning or the afternoon. */
export function halfDayProblem(absence: AbsenceDates): string | null {
  if (!absence.halfDayStart && !absence.halfDayEnd) return null;
  if (absence.startDate !== absence.endDate) return 'Half-day options apply only to single-day requests';
  if (absence.halfDayStart && absence.halfDayEnd) return 'Choose either the morning or the afternoon off';
  return null;
}
