// Reports and analytics (spec 000 section 1: absenteeism, Excel export, employee balance, custom periods).
// Pure figures on `yyyy-MM-dd` strings, shared by the server (the report and its files) and the client
// (the period picker). Each person is counted on their scheduled working days while a member: from the day
// they joined to the day they left (their membership periods), within the period up to today. An approved
// absence takes those days (a half day 0.5); expected hours = the scheduled hours of the days not taken.
// Absenteeism counts unplanned absence only (UNPLANNED_ABSENCE_TYPES), over the same scheduled working days.

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
import { DEFAULT_HISTORY, scheduledHours, type WorkScheduleHistory } from './work-schedule';

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

/**
 * Absence nobody planned: sick leave. Vacation and personal days are requested ahead; maternity, paternity and
 * unpaid leave are planned long absences too. They take days off expected hours, never the absenteeism rate.
 */
export const UNPLANNED_ABSENCE_TYPES: readonly AbsenceType[] = ['sick_leave'];

/** The definition printed beside the figure, on the report screen and in its files. */
export const ABSENTEEISM_DEFINITION =
  'Absenteeism = sick leave days ÷ scheduled working days of each person while a member, in the period up to today. ' +
  'Planned leave (vacation, personal days, maternity, paternity and unpaid leave) is not counted.';

export interface Absenteeism {
  /** Scheduled working days while a member, in the range. */
  workingDays: number;
  /** Of those, the days taken by approved absences of any type (half days 0.5, hourly leave its part). */
  absenceDays: number;
  /** Of those, the days of unplanned absence (sick leave). */
  unplannedDays: number;
  /** Unplanned days ÷ working days, in percent with one decimal (0 when there are no working days). */
  rate: number;
  byType: DaysByType;
}

export interface ReportAbsence extends AbsenceDates {
  absenceType: AbsenceType;
}

/** One period of a person in the company: joined and left inclusive, left null while a member. */
export interface Membership {
  joinedOn: IsoDate;
  leftOn: IsoDate | null;
}

/** Hours a person is scheduled to work on a date, holidays applied: 0 = not one of their working days. */
export type DayHours = (date: IsoDate) => number;

/** The hours a person's weekly schedule gives each date (domain/work-schedule.ts), none on a holiday. */
export function scheduleDayHours(schedule: WorkScheduleHistory, holidays: ReadonlySet<IsoDate>): DayHours {
  return (date) => (holidays.has(date) ? 0 : scheduledHours(schedule, date));
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const percent = (part: number, whole: number) => (whole > 0 ? round1((part / whole) * 100) : 0);

/**
 * The scheduled working days a person is counted on: the days of the range inside one of their membership
 * periods on which they are scheduled to work. None without a range (a period still to come).
 */
export function countedWorkingDays(
  range: Period | null,
  memberships: readonly Membership[],
  dayHours: DayHours,
): IsoDate[] {
  if (!range) return [];
  const days = new Set<IsoDate>();
  for (const m of memberships) {
    // Dates as strings: the later start and the earlier end (Math.max would not compare them).
    let from = range.from;
    if (m.joinedOn > from) from = m.joinedOn;
    let to = range.to;
    if (m.leftOn !== null && m.leftOn < to) to = m.leftOn;
    if (from > to) continue;
    for (const day of eachDay(from, to)) if (dayHours(day) > 0) days.add(day);
  }
  return [...days].sort();
}

/**
 * The part of each working day taken by approved absences (1, or 0.5 for a half day, hourly leave its hours ÷
 * the person's scheduled hours that day; a day is never taken twice), and by which type.
 */
function takenDays(
  days: readonly IsoDate[],
  absences: readonly ReportAbsence[],
  schedule: WorkScheduleHistory = DEFAULT_HISTORY,
) {
  const working = new Set(days);
  const taken = new Map<IsoDate, number>();
  const byType = emptyDaysByType();
  for (const absence of absences) {
    // Calendar-day counting gives every date of the request its part (half-day flags included); only the
    // person's working days are kept.
    for (const { date, days: part } of daysUsedByDate(absence, {
      mode: 'calendar_days',
      holidays: new Set(),
      schedule,
    })) {
      if (!working.has(date)) continue;
      const already = taken.get(date) ?? 0;
      const take = Math.min(part, 1 - already);
      if (take <= 0) continue;
      taken.set(date, already + take);
      byType[absence.absenceType] += take;
    }
  }
  return { taken, byType };
}

/**
 * Absenteeism of one person over their counted working days (countedWorkingDays). `schedule`: theirs, which
 * converts hourly leave into a part of a day (without it Monday to Friday, 8 h).
 */
export function absenteeism(
  days: readonly IsoDate[],
  absences: readonly ReportAbsence[],
  schedule?: WorkScheduleHistory,
): Absenteeism {
  const { taken, byType } = takenDays(days, absences, schedule);
  let absenceDays = 0;
  for (const part of taken.values()) absenceDays += part;
  let unplannedDays = 0;
  for (const type of UNPLANNED_ABSENCE_TYPES) unplannedDays += byType[type];
  for (const type of ABSENCE_TYPES) byType[type] = round2(byType[type]);
  return {
    workingDays: days.length,
    absenceDays: round2(absenceDays),
    unplannedDays: round2(unplannedDays),
    rate: percent(unplannedDays, days.length),
    byType,
  };
}

/** The company's absenteeism: everyone's unplanned days ÷ everyone's working days. */
export function combineAbsenteeism(people: readonly Absenteeism[]): Absenteeism {
  const byType = emptyDaysByType();
  let workingDays = 0;
  let absenceDays = 0;
  let unplannedDays = 0;
  for (const p of people) {
    workingDays += p.workingDays;
    absenceDays += p.absenceDays;
    unplannedDays += p.unplannedDays;
    for (const type of ABSENCE_TYPES) byType[type] += p.byType[type];
  }
  for (const type of ABSENCE_TYPES) byType[type] = round2(byType[type]);
  return {
    workingDays,
    absenceDays: round2(absenceDays),
    unplannedDays: round2(unplannedDays),
    rate: percent(unplannedDays, workingDays),
    byType,
  };
}

/**
 * Hours expected of a person: the scheduled hours of their counted working days, less what absences take
 * (hourly leave: its hours, by way of its part of the day in their `schedule`).
 */
export function expectedHours(
  days: readonly IsoDate[],
  dayHours: DayHours,
  absences: readonly ReportAbsence[],
  schedule?: WorkScheduleHistory,
): number {
  const { taken } = takenDays(days, absences, schedule);
  let hours = 0;
  for (const day of days) hours += dayHours(day) * (1 - (taken.get(day) ?? 0));
  return round2(hours);
}

export interface HoursFigures {
  /** Scheduled hours of the working days while a member, less approved absence. */
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
 * Hours worked against expected over a range. Overtime and undertime are the balance of the range: a long
 * Monday makes up for a short Friday.
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
