// The working-time limits of Spain's Estatuto de los Trabajadores that the daily record (RDL 8/2019)
// makes visible. They are warnings, never blocks: the record must show what happened, and the company
// decides what to do about it.
//  - art. 34.3: at most 9 ordinary hours of work a day;
//  - art. 34.4: a break of at least 15 minutes when a continuous stretch of work exceeds 6 hours;
//  - art. 34.3: at least 12 hours between the end of one working day and the start of the next.
// And the weekly limits of the EU Working Time Directive 2003/88/EC (below, "Weekly limits").

import { addDays, type IsoDate, weekday } from './calendar';
import { type EntryInstants, localDateOf, localToInstant, round1 } from './time-entries';

export const WORK_TIME_WARNINGS = [
  'over_9_hours',
  'no_break',
  'short_rest',
  'over_48_hours_average',
  'no_weekly_rest',
] as const;
export type WorkTimeWarning = (typeof WORK_TIME_WARNINGS)[number];

export const WARNING_LABELS: Record<WorkTimeWarning, string> = {
  over_9_hours: 'More than 9 ordinary hours',
  no_break: 'No 15-minute break in a stretch over 6 h',
  short_rest: 'Less than 12 h rest since the previous working day',
  over_48_hours_average: 'More than 48 h a week on average over the last 17 weeks',
  no_weekly_rest: 'No 24 h uninterrupted rest this week',
};

export const MAX_ORDINARY_HOURS = 9;
export const MAX_STRETCH_HOURS = 6;
export const MIN_BREAK_MINUTES = 15;
export const MIN_REST_HOURS = 12;

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;

export interface WarningEntry extends EntryInstants {
  id: string;
  /** The entry's day (the local date of its clock-in): a day's work periods are judged together. */
  workDate: string;
  totalHours: number | null;
}

/** The intervals of continuous work of a finished entry, in ms (a break under 15 min is work). */
function workIntervals(entry: EntryInstants): [number, number][] {
  if (!entry.clockOut) return [];
  const out: [number, number][] = [];
  let from = entry.clockIn.getTime();
  for (const b of entry.breaks) {
    if (!b.end || b.end.getTime() - b.start.getTime() < MIN_BREAK_MINUTES * 60_000) continue;
    out.push([from, b.start.getTime()]);
    from = b.end.getTime();
  }
  out.push([from, entry.clockOut.getTime()]);
  return out;
}

/** The longest continuous stretch of work of a finished entry, in hours. */
function longestStretch(entry: EntryInstants): number {
  return Math.max(0, ...workIntervals(entry).map(([a, b]) => (b - a) / HOUR_MS));
}

/** The warnings of one entry on its own (hours and breaks). */
export function dayWarnings(entry: Omit<WarningEntry, 'workDate'>): WorkTimeWarning[] {
  const out: WorkTimeWarning[] = [];
  if (entry.totalHours !== null && entry.totalHours > MAX_ORDINARY_HOURS) out.push('over_9_hours');
  if (longestStretch(entry) > MAX_STRETCH_HOURS) out.push('no_break');
  return out;
}

/**
 * The day's warnings, by entry id, for the work periods of one day in clock-in order: over 9 h of the
 * day's total (on the period that ends the day), a stretch over 6 h without a 15-minute break (a gap
 * under 15 min between two periods joins them into one stretch; on the period where the stretch ends).
 */
function periodsWarnings(day: readonly WarningEntry[]): Map<string, Set<WorkTimeWarning>> {
  const out = new Map(day.map((e) => [e.id, new Set<WorkTimeWarning>()]));
  const total = day.reduce((sum, e) => sum + (e.totalHours ?? 0), 0);
  if (total > MAX_ORDINARY_HOURS) out.get(day[day.length - 1]!.id)!.add('over_9_hours');
  let stretch: [number, number] | null = null;
  for (const e of day) {
    for (const [from, to] of workIntervals(e)) {
      stretch = stretch && from - stretch[1] < MIN_BREAK_MINUTES * 60_000 ? [stretch[0], to] : [from, to];
      if ((stretch[1] - stretch[0]) / HOUR_MS > MAX_STRETCH_HOURS) out.get(e.id)!.add('no_break');
    }
  }
  return out;
}

/**
 * The warnings of each entry, by id. A day may hold several work periods (a split shift): the day's
 * hours and stretches are judged over all of them, and the rest is counted from the last period of the
 * previous working day to the first of the next. `entries` may start with the last entry before the
 * period (so the rest before its first day is checked); its own warnings are computed too and may be
 * ignored.
 */
export function workTimeWarnings(entries: readonly WarningEntry[]): Map<string, WorkTimeWarning[]> {
  const sorted = [...entries].sort((a, b) => a.clockIn.getTime() - b.clockIn.getTime());
  const days: WarningEntry[][] = [];
  for (const entry of sorted) {
    const last = days[days.length - 1];
    if (last && last[0]!.workDate === entry.workDate) last.push(entry);
    else days.push([entry]);
  }
  const out = new Map<string, WorkTimeWarning[]>();
  let previous: WarningEntry | null = null;
  for (const day of days) {
    const found = periodsWarnings(day);
    const first = day[0]!;
    if (previous?.clockOut) {
      const rest = (first.clockIn.getTime() - previous.clockOut.getTime()) / HOUR_MS;
      if (rest < MIN_REST_HOURS) found.get(first.id)!.add('short_rest');
    }
    for (const e of day)
      out.set(
        e.id,
        WORK_TIME_WARNINGS.filter((w) => found.get(e.id)!.has(w)),
      );
    previous = day[day.length - 1]!;
  }
  return out;
}

// Weekly limits (EU Working Time Directive 2003/88/EC). Warnings too, on the week's last entry.
//  - art. 6(b) and 16(b): at most 48 hours of work a week on average over a reference period of at most
//    4 months. We take 17 weeks, rolling (the usual default, e.g. the UK's Working Time Regulations
//    reg. 4(3)): each week's average is that week and the 16 before it, ÷ 17; weeks without a record
//    count 0 h. The directive makes leave and sick leave neutral; here they simply count 0 h, which can
//    only lower the average (fewer warnings, never a false one).
//  - art. 5: in each 7-day period (a calendar week, Monday to Sunday in the company's zone) an
//    uninterrupted rest of at least 24 hours. We check 24 h and do not add the 11 h of daily rest: the
//    daily rest has its own warning (short_rest, 12 h in Spain). A rest counts for every week it
//    touches, so Sunday 12:00 to Monday 12:00 serves both weeks (art. 16(a) allows a 14-day period for
//    the weekly rest); the rest after the last recorded work is still going on, so a week in progress
//    is never warned early.

export const MAX_AVERAGE_WEEKLY_HOURS = 48;
export const REFERENCE_PERIOD_WEEKS = 17;
export const MIN_WEEKLY_REST_HOURS = 24;

/**
 * A stretch actually worked, from start to end; breaks are the gaps between stretches. A day may hold
 * several (split shifts), so the weekly rules take a plain list of them.
 */
export interface WorkInterval {
  start: Date;
  end: Date;
}

/** The stretches of a finished entry: clock-in to clock-out without its break; none while it is open. */
export function workedIntervals(entry: EntryInstants): WorkInterval[] {
  if (!entry.clockOut) return [];
  const out: WorkInterval[] = [];
  let start = entry.clockIn;
  // The period's finished breaks, in order, are the gaps between its worked stretches.
  for (const b of [...entry.breaks].sort((x, y) => x.start.getTime() - y.start.getTime())) {
    if (!b.end) continue;
    out.push({ start, end: b.start });
    start = b.end;
  }
  out.push({ start, end: entry.clockOut });
  return out.filter((i) => i.end > i.start);
}

/** The Monday of a date's week. */
export const weekOf = (date: IsoDate): IsoDate => addDays(date, -((weekday(date) + 6) % 7));

/** Hours worked in each week (by its Monday), each stretch in the week of the local date it starts on. */
export function hoursByWeek(intervals: readonly WorkInterval[], timeZone: string): Map<IsoDate, number> {
  const out = new Map<IsoDate, number>();
  // Most stretches share their day with others: each date's week is worked out once.
  const weekOfDate = new Map<IsoDate, IsoDate>();
  for (const i of intervals) {
    const date = localDateOf(i.start, timeZone);
    let week = weekOfDate.get(date);
    if (week === undefined) {
      week = weekOf(date);
      weekOfDate.set(date, week);
    }
    out.set(week, (out.get(week) ?? 0) + (i.end.getTime() - i.start.getTime()) / HOUR_MS);
  }
  return out;
}

/** The average weekly hours of the 17 weeks that end with `week` (its Monday): their sum ÷ 17, 1 decimal. */
export function averageWeeklyHours(byWeek: ReadonlyMap<IsoDate, number>, week: IsoDate): number {
  // The Mondays before `week`, 7 days apart in UTC (dates, no time zone), as the map's keys are written.
  const monday = Date.parse(`${addDays(week, 0)}T00:00:00Z`);
  let sum = 0;
  for (let i = 0; i < REFERENCE_PERIOD_WEEKS; i++)
    sum += byWeek.get(new Date(monday - i * WEEK_MS).toISOString().slice(0, 10)) ?? 0;
  return round1(sum / REFERENCE_PERIOD_WEEKS);
}

/** Overlapping or touching stretches joined, in time order. */
function merged(intervals: readonly WorkInterval[]): WorkInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const out: WorkInterval[] = [];
  for (const i of sorted) {
    const last = out.at(-1);
    if (last && i.start <= last.end) {
      if (i.end > last.end) last.end = i.end;
    } else out.push({ ...i });
  }
  return out;
}

/**
 * The longest uninterrupted rest, in hours, that touches the week starting on Monday `week` (local
 * midnight to the next Monday's): the gaps between worked stretches, each whole; the time before the
 * first and after the last recorded stretch has no end (Infinity).
 */
export function longestWeeklyRest(
  intervals: readonly WorkInterval[],
  week: IsoDate,
  timeZone: string,
): number {
  return longestRestOf(merged(intervals), week, timeZone);
}

/** `longestWeeklyRest` of stretches already joined (weeklyLimits joins them once for all its weeks). */
function longestRestOf(
  joined: readonly WorkInterval[],
  week: IsoDate,
  timeZone: string,
  midnight: (date: IsoDate) => number = (date) => localToInstant(`${date}T00:00`, timeZone).getTime(),
): number {
  const from = midnight(week);
  const to = midnight(addDays(week, 7));
  const rests: [number, number][] = [];
  let restFrom = Number.NEGATIVE_INFINITY;
  for (const i of joined) {
    rests.push([restFrom, i.start.getTime()]);
    restFrom = i.end.getTime();
  }
  rests.push([restFrom, Number.POSITIVE_INFINITY]);
  let longest = 0;
  for (const [restStart, restEnd] of rests) {
    if (restStart < to && restEnd > from) longest = Math.max(longest, (restEnd - restStart) / HOUR_MS);
  }
  return longest;
}

/**
 * The days whose entries the weekly limits of the days from … to need: the 16 weeks before the first
 * week (the average) and the Monday after the last week (the rest that ends a week).
 */
export const weeklyLimitsWindow = (from: IsoDate, to: IsoDate): { from: IsoDate; to: IsoDate } => ({
  from: addDays(weekOf(from), -7 * (REFERENCE_PERIOD_WEEKS - 1)),
  to: addDays(weekOf(to), 7),
});

export interface WeekLimits {
  /** The week's Monday. */
  week: IsoDate;
  hours: number;
  averageHours: number;
  longestRest: number;
  warnings: WorkTimeWarning[];
}

/**
 * The weekly limits of every week with work in it, from the person's stretches (give those of the 16
 * weeks before the first week of interest too, and of the day after the last one).
 */
export function weeklyLimits(intervals: readonly WorkInterval[], timeZone: string): WeekLimits[] {
  const byWeek = hoursByWeek(intervals, timeZone);
  const joined = merged(intervals);
  // A week ends at the next one's start: each local midnight is read once.
  const midnights = new Map<IsoDate, number>();
  const midnight = (date: IsoDate) => {
    let at = midnights.get(date);
    if (at === undefined) {
      at = localToInstant(`${date}T00:00`, timeZone).getTime();
      midnights.set(date, at);
    }
    return at;
  };
  return [...byWeek.keys()].sort().map((week) => {
    const averageHours = averageWeeklyHours(byWeek, week);
    const longestRest = longestRestOf(joined, week, timeZone, midnight);
    const warnings: WorkTimeWarning[] = [];
    if (averageHours > MAX_AVERAGE_WEEKLY_HOURS) warnings.push('over_48_hours_average');
    if (longestRest < MIN_WEEKLY_REST_HOURS) warnings.push('no_weekly_rest');
    return { week, hours: round1(byWeek.get(week) ?? 0), averageHours, longestRest, warnings };
  });
}

/**
 * The weekly warnings added to the last entry (by clock-in) of each week, beside the daily ones.
 * `entries`: the entries shown with their day and stretches; `intervals`: every stretch of the person
 * the weeks need (see weeklyLimits).
 */
export function addWeeklyWarnings<E extends { id: string; date: IsoDate; clockIn: Date }>(
  warnings: Map<string, WorkTimeWarning[]>,
  entries: readonly E[],
  intervals: readonly WorkInterval[],
  timeZone: string,
): Map<string, WorkTimeWarning[]> {
  const lastOfWeek = new Map<IsoDate, E>();
  for (const e of entries) {
    const week = weekOf(e.date);
    const last = lastOfWeek.get(week);
    if (!last || e.clockIn > last.clockIn) lastOfWeek.set(week, e);
  }
  const out = new Map(warnings);
  for (const limits of weeklyLimits(intervals, timeZone)) {
    const last = lastOfWeek.get(limits.week);
    if (!last || limits.warnings.length === 0) continue;
    out.set(last.id, [...(out.get(last.id) ?? []), ...limits.warnings]);
  }
  return out;
}
