// The live clock of the Time Tracking page and the dashboard (spec 001 section 2.3): clock in, a break,
// clock out. What each action changes in the entry still running, and what it refuses, in the words the
// person reads.

import type { ClockAction } from './contracts/time-entries';
import { formatEnglish, type Message } from './i18n/message';
import {
  type EntryInstants,
  entryTotalHours,
  MAX_BREAKS,
  MAX_ENTRY_HOURS,
  runningBreak,
} from './time-entries';

/** What the clock refuses, as descriptors (the server answers in the requester's language). */
export const CLOCK_TEXTS = {
  alreadyIn: /*i18n*/ { id: 'errors.clock.alreadyIn', message: 'You are already clocked in' },
  notIn: /*i18n*/ { id: 'errors.clock.notIn', message: 'You are not clocked in' },
  tooManyBreaks: /*i18n*/ {
    id: 'errors.clock.tooManyBreaks',
    message: 'You have taken {max} breaks in this period. Clock out and in again to go on.',
    values: { max: MAX_BREAKS },
  },
  onBreak: /*i18n*/ { id: 'errors.clock.onBreak', message: 'Your break has already started' },
  notOnBreak: /*i18n*/ { id: 'errors.clock.notOnBreak', message: 'You are not on a break' },
  notStarted: /*i18n*/ {
    id: 'errors.clock.notStarted',
    message: 'Your open time entry starts later than now. Open the day in the list to change it.',
  },
  tooLong: /*i18n*/ {
    id: 'errors.clock.tooLong',
    message:
      'More than 24 hours have passed since you clocked in. Open the day in the list and enter your clock-out time.',
  },
} as const satisfies Record<string, Message>;

export type ClockRefusal = keyof typeof CLOCK_TEXTS;

/** The refusals in English. */
export const CLOCK_MESSAGES = Object.fromEntries(
  Object.entries(CLOCK_TEXTS).map(([key, text]) => [key, formatEnglish(text)]),
) as Record<ClockRefusal, string>;

const refuse = (refusal: ClockRefusal) => ({ refused: CLOCK_MESSAGES[refusal] });

/** The descriptor of a refusal's English (`clockStep`'s `refused`). */
export const clockRefusalText = (refused: string): Message | string =>
  CLOCK_TEXTS[
    (Object.keys(CLOCK_MESSAGES) as ClockRefusal[]).find((key) => CLOCK_MESSAGES[key] === refused)!
  ] ?? refused;

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
  if (now.getTime() < open.clockIn.getTime()) return refuse('notStarted');
  const running = runningBreak(open);
  const entry = { ...open, breaks: [...open.breaks] };
  const closeBreak = () => entry.breaks.map((b) => (b === running ? { start: b.start, end: now } : b));
  if (action === 'start_break') {
    if (running) return refuse('onBreak');
    if (open.breaks.length >= MAX_BREAKS) return refuse('tooManyBreaks');
    entry.breaks.push({ start: now, end: null });
  } else if (action === 'end_break') {
    if (!running) return refuse('notOnBreak');
    entry.breaks = closeBreak();
  } else {
    if (now.getTime() - open.clockIn.getTime() > MAX_ENTRY_HOURS * 3_600_000) {
      return refuse('tooLong');
    }
    if (running) entry.breaks = closeBreak();
    entry.clockOut = now;
    entry.totalHours = entryTotalHours(entry);
  }
  return { entry };
}
