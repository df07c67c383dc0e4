// The live clock of the Time Tracking page and the dashboard (spec 001 section 2.3): clock in, a break,
// clock out. What each action changes in the entry still running, and what it refuses, in the words the
// person reads.

import type { ClockAction } from './contracts/time-entries';
import {
  type EntryInstants,
  entryTotalHours,
  MAX_BREAKS,
  MAX_ENTRY_HOURS,
  runningBreak,
} from './time-entries';

export const CLOCK_MESSAGES = {
  alreadyIn: 'You are already clocked in',
  notIn: 'You are not clocked in',
  tooManyBreaks: `You have taken ${MAX_BREAKS} breaks in this period. Clock out and in again to go on.`,
  onBreak: 'Your break has already started',
  notOnBreak: 'You are not on a break',
  notStarted: 'Your open time entry starts later than now. Open the day in the list to change it.',
  tooLong:
    'More than 24 hours have passed since you clocked in. Open the day in the list and enter your clock-out time.',
} as const;

export type ClockState = 'clocked_out' | 'working' | 'on_break';

/**
 * The clock's state from the entry still running (`open`). A finished period is never an end state: the
 * person may clock in again (a split shift, 09:00–14:00 and 17:00–20:30).
 */
export function clockState(open: EntryInstants | null): ClockState {
  if (open) return runningBreak(open) ? 'on_break' : 'working';
  return 'clocked_out';
}

/** The running entry after a break or clock-out action at `now`, with its total hours. */
export interface ClockedEntry extends EntryInstants {
  totalHours: number | null;
}

/**
 * What a break or clock-out action at `now` makes of the running entry, or the message refusing it. A
 * period takes as many breaks as needed (up to MAX_BREAKS), one at a time. Clock-out ends a break still
 * running and is refused more than 24 h after clock-in (the entry's limit).
 */
export function clockStep(
  action: Exclude<ClockAction, 'clock_in'>,
  open: ClockedEntry,
  now: Date,
): { entry: ClockedEntry } | { refused: string } {
  // An open entry typed in by hand may start later today: nothing can happen in it before it starts.
  if (now.getTime() < open.clockIn.getTime()) return { refused: CLOCK_MESSAGES.notStarted };
  const running = runningBreak(open);
  const entry = { ...open, breaks: [...open.breaks] };
  const closeBreak = () => entry.breaks.map((b) => (b === running ? { start: b.start, end: now } : b));
  if (action === 'start_break') {
    if (running) return { refused: CLOCK_MESSAGES.onBreak };
    if (open.breaks.length >= MAX_BREAKS) return { refused: CLOCK_MESSAGES.tooManyBreaks };
    entry.breaks.push({ start: now, end: null });
  } else if (action === 'end_break') {
    if (!running) return { refused: CLOCK_MESSAGES.notOnBreak };
    entry.breaks = closeBreak();
  } else {
    if (now.getTime() - open.clockIn.getTime() > MAX_ENTRY_HOURS * 3_600_000) {
      return { refused: CLOCK_MESSAGES.tooLong };
    }
    if (running) entry.breaks = closeBreak();
    entry.clockOut = now;
    entry.totalHours = entryTotalHours(entry);
  }
  return { entry };
}
