// The live clock of the Time Tracking page and the dashboard (spec 001 section 2.3): clock in, a break,
// clock out. What each action changes in the entry still running, and what it refuses, in the words the
// person reads.

import type { ClockAction } from './contracts/time-entries';
import { type EntryInstants, entryTotalHours, MAX_ENTRY_HOURS } from './time-entries';

export const CLOCK_MESSAGES = {
  alreadyIn: 'You are already clocked in',
  notIn: 'You are not clocked in',
  breakTaken: 'You have already taken your break today. Open the day in the list to change it.',
  onBreak: 'Your break has already started',
  notOnBreak: 'You are not on a break',
  tooLong:
    'More than 24 hours have passed since you clocked in. Open the day in the list and enter your clock-out time.',
} as const;

export type ClockState = 'clocked_out' | 'working' | 'on_break';

/**
 * The clock's state from the entry still running (`open`). A finished period is never an end state: the
 * person may clock in again (a split shift, 09:00–14:00 and 17:00–20:30).
 */
export function clockState(open: EntryInstants | null): ClockState {
  if (open) return open.breakStart && !open.breakEnd ? 'on_break' : 'working';
  return 'clocked_out';
}

/** The running entry after a break or clock-out action at `now`, with its total hours. */
export interface ClockedEntry extends EntryInstants {
  totalHours: number | null;
}

/**
 * What a break or clock-out action at `now` makes of the running entry, or the message refusing it.
 * Clock-out ends a break still running and is refused more than 24 h after clock-in (the entry's limit).
 */
export function clockStep(
  action: Exclude<ClockAction, 'clock_in'>,
  open: ClockedEntry,
  now: Date,
): { entry: ClockedEntry } | { refused: string } {
  const entry = { ...open };
  if (action === 'start_break') {
    if (open.breakStart)
      return { refused: open.breakEnd ? CLOCK_MESSAGES.breakTaken : CLOCK_MESSAGES.onBreak };
    entry.breakStart = now;
  } else if (action === 'end_break') {
    if (!open.breakStart || open.breakEnd) return { refused: CLOCK_MESSAGES.notOnBreak };
    entry.breakEnd = now;
  } else {
    if (now.getTime() - open.clockIn.getTime() > MAX_ENTRY_HOURS * 3_600_000) {
      return { refused: CLOCK_MESSAGES.tooLong };
    }
    if (open.breakStart && !open.breakEnd) entry.breakEnd = now;
    entry.clockOut = now;
    entry.totalHours = entryTotalHours(entry);
  }
  return { entry };
}
