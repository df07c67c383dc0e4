import { describe, expect, it } from 'vitest';
import { CLOCK_MESSAGES, type ClockedEntry, clockState, clockStep } from './clock';

const at = (iso: string) => new Date(iso);
const running = (extra: Partial<ClockedEntry> = {}): ClockedEntry => ({
  clockIn: at('2026-03-10T08:00:00Z'),
  clockOut: null,
  breaks: [],
  totalHours: null,
  ...extra,
});
/** A break from `start` to `end` (running while `end` is null). */
const brk = (start: string, end: string | null = null) => ({ start: at(start), end: end ? at(end) : null });

describe('clock state', () => {
  it('is working, on a break or clocked out', () => {
    expect(clockState(running())).toBe('working');
    expect(clockState(running({ breaks: [brk('2026-03-10T12:00:00Z')] }))).toBe('on_break');
    const back = running({ breaks: [brk('2026-03-10T12:00:00Z', '2026-03-10T12:30:00Z')] });
    expect(clockState(back)).toBe('working');
    // After a clock-out the person may clock in again (a split shift): never "done for today".
    expect(clockState(null)).toBe('clocked_out');
  });
});

describe('clock actions on the running entry', () => {
  it('starts and ends one break, then clocks out with the total of the day', () => {
    const started = clockStep('start_break', running(), at('2026-03-10T12:00:00Z'));
    expect(started).toEqual({ entry: running({ breaks: [brk('2026-03-10T12:00:00Z')] }) });
    const ended = clockStep(
      'end_break',
      (started as { entry: ClockedEntry }).entry,
      at('2026-03-10T12:30:00Z'),
    );
    const out = clockStep('clock_out', (ended as { entry: ClockedEntry }).entry, at('2026-03-10T16:45:00Z'));
    // 08:00 → 16:45 is 8.75 h, less the 0.5 h break = 8.25 h.
    expect(out).toEqual({
      entry: {
        clockIn: at('2026-03-10T08:00:00Z'),
        clockOut: at('2026-03-10T16:45:00Z'),
        breaks: [brk('2026-03-10T12:00:00Z', '2026-03-10T12:30:00Z')],
        totalHours: 8.25,
      },
    });
  });

  it('clocking out during a break ends the break there', () => {
    const onBreak = running({ breaks: [brk('2026-03-10T15:00:00Z')] });
    const out = clockStep('clock_out', onBreak, at('2026-03-10T16:00:00Z'));
    // 08:00 → 16:00 is 8 h, less the break 15:00 → 16:00 (1 h) = 7 h.
    expect(out).toMatchObject({
      entry: { breaks: [brk('2026-03-10T15:00:00Z', '2026-03-10T16:00:00Z')], totalHours: 7 },
    });
  });

  it('takes a second break after the first: both come off the hours', () => {
    const taken = running({ breaks: [brk('2026-03-10T10:00:00Z', '2026-03-10T10:15:00Z')] });
    const second = clockStep('start_break', taken, at('2026-03-10T13:00:00Z'));
    const back = clockStep(
      'end_break',
      (second as { entry: ClockedEntry }).entry,
      at('2026-03-10T13:30:00Z'),
    );
    const out = clockStep('clock_out', (back as { entry: ClockedEntry }).entry, at('2026-03-10T16:00:00Z'));
    // 08:00 → 16:00 is 8 h, less 15 min and 30 min of breaks = 7.25 h.
    expect(out).toEqual({
      entry: running({
        clockOut: at('2026-03-10T16:00:00Z'),
        breaks: [
          brk('2026-03-10T10:00:00Z', '2026-03-10T10:15:00Z'),
          brk('2026-03-10T13:00:00Z', '2026-03-10T13:30:00Z'),
        ],
        totalHours: 7.25,
      }),
    });
  });

  it('refuses every action before an open entry typed in by hand has started', () => {
    for (const action of ['start_break', 'end_break', 'clock_out'] as const) {
      expect(clockStep(action, running(), at('2026-03-10T07:59:00Z'))).toEqual({
        refused: CLOCK_MESSAGES.notStarted,
      });
    }
  });

  it('refuses a break twice, an end without a break and a day over 24 hours', () => {
    const taken = running({ breaks: [brk('2026-03-10T12:00:00Z', '2026-03-10T12:15:00Z')] });
    const onBreak = running({ breaks: [brk('2026-03-10T12:00:00Z')] });
    expect(clockStep('start_break', onBreak, at('2026-03-10T12:05:00Z'))).toEqual({
      refused: CLOCK_MESSAGES.onBreak,
    });
    expect(clockStep('end_break', running(), at('2026-03-10T12:05:00Z'))).toEqual({
      refused: CLOCK_MESSAGES.notOnBreak,
    });
    expect(clockStep('end_break', taken, at('2026-03-10T12:30:00Z'))).toEqual({
      refused: CLOCK_MESSAGES.notOnBreak,
    });
    // Clock-in 08:00 on the 10th: 24 h later (08:00 on the 11th) is still allowed, one minute more is not.
    expect(clockStep('clock_out', running(), at('2026-03-11T08:00:00Z'))).toMatchObject({
      entry: { totalHours: 24 },
    });
    expect(clockStep('clock_out', running(), at('2026-03-11T08:01:00Z'))).toEqual({
      refused: CLOCK_MESSAGES.tooLong,
    });
  });
});
