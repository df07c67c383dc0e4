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
  totalHours: number | null;
}

/** The longest continuous stretch of work of a finished entry, in hours (a break under 15 min is work). */
function longestStretch(entry: EntryInstants): number {
  if (!entry.clockOut) return 0;
  const inMs = entry.clockIn.getTime();
  const outMs = entry.clockOut.getTime();
  const bs = entry.breakStart?.getTime();
  const be = entry.breakEnd?.getTime();
  if (bs === undefined || be === undefined || be - bs < MIN_BREAK_MINUTES * 60_000) {
    return (outMs - inMs) / HOUR_MS;
  }
  return Math.max(bs - inMs, outMs - be) / HOUR_MS;
}

/** The warnings of one entry on its own (hours and breaks). */
export function dayWarnings(entry: WarningEntry): WorkTimeWarning[] {
  const out: WorkTimeWarning[] = [];
  if (entry.totalHours !== null && entry.totalHours > MAX_ORDINARY_HOURS) out.push('over_9_hours');
  if (longestStretch(entry) > MAX_STRETCH_HOURS) out.push('no_break');
  return out;
}

/**
 * The warnings of each entry, by id. `entries` may start with the last entry before the period (so the
 * rest before its first day is checked); its own warnings are computed too and may be ignored.
 */
export function workTimeWarnings(entries: readonly WarningEntry[]): Map<string, WorkTimeWarning[]> {
  const sorted = [...entries].sort((a, b) => a.clockIn.getTime() - b.clockIn.getTime());
  const out = new Map<string, WorkTimeWarning[]>();
  let previous: WarningEntry | null = null;
  for (const entry of sorted) {
    const warnings = dayWarnings(entry);
    if (previous?.clockOut) {
      const rest = (entry.clockIn.getTime() - previous.clockOut.getTime()) / HOUR_MS;
      if (rest < MIN_REST_HOURS) warnings.push('short_rest');
    }
    out.set(entry.id, warnings);
    previous = entry;
  }
  return out;
}
