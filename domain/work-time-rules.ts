// The working-time limits of Spain's Estatuto de los Trabajadores that the daily record (RDL 8/2019)
// makes visible. They are warnings, never blocks: the record must show what happened, and the company
// decides what to do about it.
//  - art. 34.3: at most 9 ordinary hours of work a day;
//  - art. 34.4: a break of at least 15 minutes when a continuous stretch of work exceeds 6 hours;
//  - art. 34.3: at least 12 hours between the end of one working day and the start of the next.

import type { EntryInstants } from './time-entries';

export const WORK_TIME_WARNINGS = ['over_9_hours', 'no_break', 'short_rest'] as const;
export type WorkTimeWarning = (typeof WORK_TIME_WARNINGS)[number];

export const WARNING_LABELS: Record<WorkTimeWarning, string> = {
  over_9_hours: 'More than 9 ordinary hours',
  no_break: 'No 15-minute break in a stretch over 6 h',
  short_rest: 'Less than 12 h rest since the previous working day',
};

export const MAX_ORDINARY_HOURS = 9;
export const MAX_STRETCH_HOURS = 6;
export const MIN_BREAK_MINUTES = 15;
export const MIN_REST_HOURS = 12;

const HOUR_MS = 3_600_000;

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
