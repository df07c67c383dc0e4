// Reports and analytics (spec 000 section 1: absenteeism, Excel export, employee balance, custom periods).
// Pure figures on `yyyy-MM-dd` strings, shared by the server (the report and its files) and the client
// (the period picker). The day rules are those of the monthly timesheet (timesheets.ts monthlySummary):
// working days are the days each person's schedule gives hours, minus the company's holidays; an approved
// absence takes its working days (a half day 0.5); expected hours = the scheduled hours of the working days
// less the absences (domain/work-schedule.ts).

import { ABSENCE_TYPES, type AbsenceDates, type AbsenceType, daysUsedByDate } from './absences';
import {
  addDays,
  addYears,
  eachDay,
  type IsoDate,
  isoDate,
  isoMonth,
  monthRange,
  parseIsoDate,
} from './calendar';
import { round1 } from './time-entries';
import {
  DEFAULT_HISTORY,
  expectedHoursOn,
  scheduledWorkingDays,
  type WorkScheduleHistory,
} from './work-schedule';

export const REPORT_PRESETS = ['this_month', 'last_month', 'this_quarter', 'this_year', 'custom'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const PRESET_LABELS: Record<ReportPreset, string> = {
  this_month: 'This month',
  last_month: 'Last month',
  this_quarter: 'This quarter',
  this_year: 'This year',
  custom: 'Custom range',
};

/** A report covers at most 3 years. */
export const MAX_REPORT_YEARS = 3;
export const PERIOD_END_BEFORE_START = 'The end date cannot be before the start date';
export const PERIOD_TOO_LONG = `Choose a period of at most ${MAX_REPORT_YEARS} years`;

export interface Period {
  from: IsoDate;
  to: IsoDate;
}

/** The dates of a preset period around the company's today. */
export function presetPeriod(preset: Exclude<ReportPreset, 'custom'>, today: IsoDate): Period {
  const { year, month } = parseIsoDate(today);
  switch (preset) {
    case 'this_month': {
      const { start, end } = monthRange(today.slice(0, 7));
      return { from: start, to: end };
    }
    case 'last_month': {
      const { start, end } = monthRange(addDays(isoDate(year, month, 1), -1).slice(0, 7));
      return { from: start, to: end };
    }
    case 'this_quarter': {
      const first = month - ((month - 1) % 3);
      return { from: isoDate(year, first, 1), to: monthRange(isoMonth(year, first + 2)).end };
    }
    case 'this_year':
      return { from: isoDate(year, 1, 1), to: isoDate(year, 12, 31) };
  }
}

/**
 * What is wrong with a period, or null. A period of exactly 3 years (1 January 2024 to 31 December
 * 2026) is accepted; a day more is not.
 */
export function periodProblem(from: IsoDate, to: IsoDate): string | null {
  if (to < from) return PERIOD_END_BEFORE_START;
  if (to >= addYears(from, MAX_REPORT_YEARS)) return PERIOD_TOO_LONG;
  return null;
}

/**
 * The days the figures count: the period up to today. Absenteeism and hours measure what happened, so
 * days still to come are left out (a report of this year in March compares the hours of January to
 * March with what January to March expected). Null when the period has not started yet.
 */
export function coveredRange(period: Period, today: IsoDate): Period | null {
  if (period.from > today) return null;
  return { from: period.from, to: period.to < today ? period.to : today };
}

export type DaysByType = Record<AbsenceType, number>;

export const emptyDaysByType = (): DaysByType =>
  Object.fromEntries(ABSENCE_TYPES.map((t) => [t, 0])) as DaysByType;

export interface Absenteeism {
  /** Working days in the range. */
  workingDays: number;
  /** Working days taken by approved absences (half days 0.5). */
  absenceDays: number;
  /** Absence days ÷ working days, in percent with one decimal (0 when there are no working days). */
  rate: number;
  byType: DaysByType;
}

export interface ReportAbsence extends AbsenceDates {
  absenceType: AbsenceType;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const percent = (part: number, whole: number) => (whole > 0 ? round1((part / whole) * 100) : 0);

/** The person's working days of a range (their schedule, the company's holidays). */
export function workingDaysIn(
  range: Period,
  holidays: ReadonlySet<IsoDate>,
  schedule: WorkScheduleHistory = DEFAULT_HISTORY,
): number {
  return scheduledWorkingDays(schedule, range.from, range.to, holidays).length;
}

/**
 * A person's absence days in a range, by type: each approved absence takes the working days it covers
 * (a half day 0.5); a day is never counted twice.
 */
export function absenceDaysIn(
  range: Period,
  holidays: ReadonlySet<IsoDate>,
  absences: readonly ReportAbsence[],
  schedule: WorkScheduleHistory = DEFAULT_HISTORY,
): { total: number; byType: DaysByType; byDate: Map<IsoDate, number> } {
  const byDate = new Map<IsoDate, number>();
  const byType = emptyDaysByType();
  for (const absence of absences) {
    for (const { date, days } of daysUsedByDate(absence, { mode: 'working_days', holidays, schedule })) {
      if (date < range.from || date > range.to) continue;
      const already = byDate.get(date) ?? 0;
      const take = Math.min(days, 1 - already);
      if (take <= 0) continue;
      byDate.set(date, already + take);
      byType[absence.absenceType] += take;
    }
  }
  let total = 0;
  for (const days of byDate.values()) total += days;
  for (const type of ABSENCE_TYPES) byType[type] = round2(byType[type]);
  return { total: round2(total), byType, byDate };
}

/** Absenteeism of one person in a range: absence days ÷ working days, by type. */
export function absenteeism(
  range: Period | null,
  holidays: ReadonlySet<IsoDate>,
  absences: readonly ReportAbsence[],
  schedule: WorkScheduleHistory = DEFAULT_HISTORY,
): Absenteeism {
  if (!range) return { workingDays: 0, absenceDays: 0, rate: 0, byType: emptyDaysByType() };
  const workingDays = workingDaysIn(range, holidays, schedule);
  const { total, byType } = absenceDaysIn(range, holidays, absences, schedule);
  return { workingDays, absenceDays: total, rate: percent(total, workingDays), byType };
}

/** The company's absenteeism: everyone's absence days ÷ everyone's working days. */
export function combineAbsenteeism(people: readonly Absenteeism[]): Absenteeism {
  const byType = emptyDaysByType();
  let workingDays = 0;
  let absenceDays = 0;
  for (const p of people) {
    workingDays += p.workingDays;
    absenceDays += p.absenceDays;
    for (const type of ABSENCE_TYPES) byType[type] += p.byType[type];
  }
  for (const type of ABSENCE_TYPES) byType[type] = round2(byType[type]);
  absenceDays = round2(absenceDays);
  return { workingDays, absenceDays, rate: percent(absenceDays, workingDays), byType };
}

/**
 * Hours expected of a person over a range, as the monthly timesheet counts them: each working day's
 * scheduled hours, less the part approved absences take (domain/work-schedule.ts expectedHoursOn).
 */
export function expectedHoursIn(
  range: Period | null,
  holidays: ReadonlySet<IsoDate>,
  absences: readonly ReportAbsence[],
  schedule: WorkScheduleHistory = DEFAULT_HISTORY,
): number {
  if (!range) return 0;
  const { byDate } = absenceDaysIn(range, holidays, absences, schedule);
  let hours = 0;
  for (const day of eachDay(range.from, range.to)) {
    hours += expectedHoursOn(schedule, day, holidays, byDate.get(day) ?? 0);
  }
  return hours;
}

export interface HoursFigures {
  /** The scheduled hours of the working days, less approved absence (expectedHoursIn). */
  expectedHours: number;
  workedHours: number;
  /** Worked − expected. */
  variance: number;
  /** Hours beyond what was expected over the range (0 when short). */
  overtime: number;
  /** Hours short of what was expected over the range (0 when over). */
  undertime: number;
  /** Days with a time entry. */
  daysWorked: number;
}

/**
 * Hours worked against expected over a range, as the monthly timesheet counts them: expected hours
 * leave out the working days of approved absences. Overtime and undertime are the balance of the
 * range: a long Monday makes up for a short Friday.
 */
export function hoursAgainstExpected(input: {
  expectedHours: number;
  workedHours: number;
  daysWorked: number;
}): HoursFigures {
  const expected = input.expectedHours;
  const worked = input.workedHours;
  const variance = round1(worked - expected);
  return {
    expectedHours: round1(expected),
    workedHours: round1(worked),
    variance,
    overtime: Math.max(variance, 0),
    undertime: Math.max(-variance, 0),
    daysWorked: input.daysWorked,
  };
}

/** The company's hours: the sums of everyone's (overtime and undertime are each person's, added up). */
export function combineHours(people: readonly HoursFigures[]): HoursFigures {
  const sum = (pick: (h: HoursFigures) => number) => round1(people.reduce((s, h) => s + pick(h), 0));
  return {
    expectedHours: sum((h) => h.expectedHours),
    workedHours: sum((h) => h.workedHours),
    variance: sum((h) => h.variance),
    overtime: sum((h) => h.overtime),
    undertime: sum((h) => h.undertime),
    daysWorked: people.reduce((s, h) => s + h.daysWorked, 0),
  };
}

/** 4.5 → "4.5%". */
export const formatRate = (rate: number): string => `${round1(rate).toFixed(1)}%`;

/** Days as people write them: 3, 2.5. */
export const formatDays = (days: number): string => String(round2(days));
