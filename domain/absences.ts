// Absence rules shared by the server and the client: types and their labels, half days, and how many
// days of allowance a request uses. Pure functions on `yyyy-MM-dd` strings (see calendar.ts).

import { eachDay, formatDateRange, formatDisplayDate, type IsoDate, yearOf } from './calendar';
import { formatEnglish, type Message } from './i18n/message';
import {
  DEFAULT_HISTORY,
  isScheduledWorkingDay,
  scheduledHours,
  type WorkScheduleHistory,
} from './work-schedule';

/**
 * The longest reason of a request or a rejection, in characters. Here, not beside the contracts' schemas, so a
 * screen that only limits a text box does not load zod with them.
 */
export const REASON_MAX = 1000;

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

/**
 * What an absence's change history records: requested by its owner, recorded by an admin or manager on the
 * owner's behalf, edited, approved (first step of a two-step approval or final), rejected, cancelled.
 */
export const ABSENCE_EVENT_ACTIONS = [
  'requested',
  'recorded',
  'edited',
  'first_approved',
  'approved',
  'rejected',
  'cancelled',
] as const;
export type AbsenceEventAction = (typeof ABSENCE_EVENT_ACTIONS)[number];

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
  /**
   * Hourly leave: that many hours on one day (start = end, no half-day flags); null = whole days. Required: a
   * read that forgot the column would otherwise count an hourly leave as a whole day without a type error.
   */
  hours: number | null;
}

/** An absence of a number of hours on one day (a doctor's visit), as opposed to whole or half days. */
export const isHourly = (absence: { hours?: number | null | undefined }): absence is { hours: number } =>
  absence.hours !== null && absence.hours !== undefined;

/**
 * The part of a day an hourly absence takes: its hours ÷ the hours the person is scheduled that day, never
 * more than the whole day; 0 when the day has no hours (a holiday, a day they do not work).
 */
export function hourlyPortion(hours: number, dayHours: number): number {
  if (dayHours <= 0) return 0;
  return Math.min(1, hours / dayHours);
}

/** The hours of an hourly absence as people read them: "2 h", "1.5 h", "0.25 h". */
export const formatLeaveHours = (hours: number): string => `${Math.round(hours * 100) / 100} h`;

/**
 * When an absence is, as lists and e-mails print it: "2 h on Dec 03, 2026" for hourly leave, else its
 * dates ("May 04, 2026 – May 08, 2026").
 */
export function absenceWhen(absence: {
  startDate: IsoDate;
  endDate: IsoDate;
  hours?: number | null | undefined;
}): string {
  if (isHourly(absence))
    return `${formatLeaveHours(absence.hours)} on ${formatDisplayDate(absence.startDate)}`;
  return formatDateRange(absence.startDate, absence.endDate);
}

/** Longest hourly leave and its step: a day's hours at most, in quarter hours. */
export const HOURLY_STEP = 0.25;

export interface CountingRules {
  mode: VacationCountingMode;
  /** The company's holidays (bank holidays it keeps and its own); used by working_days. */
  holidays: ReadonlySet<IsoDate>;
  /** The person's work schedule (working_days counts only the days they work); default Monday to Friday. */
  schedule?: WorkScheduleHistory | undefined;
}

/** One date of an absence and the part of a day it takes; `hours` when it is hourly leave. */
export interface DayUsed {
  date: IsoDate;
  days: number;
  hours?: number;
}

/**
 * The days of allowance each date of a request uses: 1, or 0.5 on a half day; a holiday or a day the
 * person does not work by their schedule uses nothing when counting working days. Dates that use nothing
 * are left out.
 *
 * Calendar days follow the spec: the inclusive count, a half day at one end counts 0.5 (each half-day
 * flag takes half a day off its end date, so both on one day count 0, as the spec notes).
 *
 * Hourly leave (either mode) takes its hours ÷ the person's scheduled hours that day (hourlyPortion); on a
 * holiday or a day without hours it takes nothing (such a request is refused: hourlyLeaveProblem).
 */
export function daysUsedByDate(absence: AbsenceDates, rules: CountingRules): DayUsed[] {
  const out: DayUsed[] = [];
  const schedule = rules.schedule ?? DEFAULT_HISTORY;
  if (isHourly(absence)) {
    const date = absence.startDate;
    const dayHours = rules.holidays.has(date) ? 0 : scheduledHours(schedule, date);
    const days = hourlyPortion(absence.hours, dayHours);
    if (days > 0) out.push({ date, days, hours: Math.min(absence.hours, dayHours) });
    return out;
  }
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

/** The refusal of a request of whole or half days that takes no day off work (noWorkingDaysProblem). */
export const NO_WORKING_DAYS =
  'This request uses no working days: the dates fall on weekends, bank holidays or days off';

/**
 * A request of whole or half days must take at least part of a working day: a weekend plus a holiday (or
 * days the person does not work by their schedule) uses 0 days, and such a request means a wrong date was
 * picked. Counted as the allowance counts (countAbsenceDays), for every absence type; in calendar-day
 * counting every day counts, so only working-day counting can refuse. Hourly leave has its own rule
 * (hourlyLeaveProblem names its day). Returns the message, or null.
 */
export function noWorkingDaysProblem(absence: AbsenceDates, rules: CountingRules): string | null {
  if (isHourly(absence)) return null;
  return countAbsenceDays(absence, rules) > 0 ? null : NO_WORKING_DAYS;
}

/** What is wrong with the hours typed for an hourly leave, whatever the day (the form checks it too), or null. */
export function leaveHoursProblem(hours: number): string | null {
  if (!Number.isFinite(hours) || hours <= 0) return 'Enter the hours, more than 0';
  if (hours > 24) return 'A day has at most 24 hours';
  if (!Number.isInteger(hours / HOURLY_STEP)) return 'Use quarter hours (for example 1.5 or 2.25)';
  return null;
}

/**
 * What is wrong with an hourly leave, in words, or null: one day, no half-day flags, more than 0 hours in
 * quarter hours, on a day the person works (not a holiday), and no more than their hours that day.
 * `dayHours`: the person's scheduled hours that date, 0 on a holiday.
 */
export function hourlyLeaveProblem(
  absence: AbsenceDates & { hours: number },
  dayHours: number,
  name: string,
): { field: 'hours' | 'startDate' | 'endDate' | 'halfDayStart'; message: string; text?: Message } | null {
  if (absence.startDate !== absence.endDate) {
    return {
      field: 'endDate',
      message: 'Hourly leave is for a single day: choose the same start and end date',
    };
  }
  if (absence.halfDayStart || absence.halfDayEnd) {
    return { field: 'halfDayStart', message: 'Choose either hours or a half day, not both' };
  }
  const hoursProblem = leaveHoursProblem(absence.hours);
  if (hoursProblem) return { field: 'hours', message: hoursProblem };
  if (dayHours <= 0) {
    const text: Message = /*i18n*/ {
      id: 'errors.absences.notAWorkingDay',
      message: '{date} is not a working day for {name}',
      values: { date: { date: absence.startDate }, name },
    };
    return { field: 'startDate', message: formatEnglish(text), text };
  }
  if (absence.hours > dayHours) {
    const text: Message = /*i18n*/ {
      id: 'errors.absences.leaveBeyondDayHours',
      message: '{name} works {hours} on {date}: hourly leave can be at most that',
      values: { name, hours: { hours: dayHours }, date: { date: absence.startDate } },
    };
    return { field: 'hours', message: formatEnglish(text), text };
  }
  return null;
}

/** Half-day flags belong to single-day requests only, and a day is either the morning or the afternoon. */
export function halfDayProblem(absence: AbsenceDates): string | null {
  if (!absence.halfDayStart && !absence.halfDayEnd) return null;
  if (absence.startDate !== absence.endDate) return 'Half-day options apply only to single-day requests';
  if (absence.halfDayStart && absence.halfDayEnd) return 'Choose either the morning or the afternoon off';
  return null;
}
