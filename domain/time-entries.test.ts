import { describe, expect, it } from 'vitest';
import {
  BREAK_BOTH_TIMES,
  BREAK_END_AFTER_START,
  BREAK_INSIDE_DAY,
  BREAKS_OVERLAP,
  bulkTimesProblem,
  CLOCK_OUT_AFTER_IN,
  CLOCK_OUT_WITHIN_24H,
  dayTimesOf,
  dayTimesTotal,
  entryProblems,
  entryTotalHours,
  formatBreak,
  instantToLocal,
  isLocalDateTime,
  isWithinReach,
  localDateOf,
  localToInstant,
  needsCorrection,
  overlapMessage,
  resolveDayTimes,
  toInstants,
} from './time-entries';

const MADRID = 'Europe/Madrid';
const at = (iso: string) => new Date(iso);
const day = (
  clockIn: string,
  clockOut: string | null,
  breakStart: string | null,
  breakEnd: string | null,
) => ({
  clockIn: at(clockIn),
  clockOut: clockOut ? at(clockOut) : null,
  breaks: breakStart ? [{ start: at(breakStart), end: breakEnd ? at(breakEnd) : null }] : [],
});

describe('local times and instants', () => {
  it('reads local times in the company zone, winter and summer', () => {
    expect(localToInstant('2026-01-15T09:00', MADRID).toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(localToInstant('2026-07-15T09:00', MADRID).toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(localToInstant('2026-07-15T09:00', 'Europe/London').toISOString()).toBe(
      '2026-07-15T08:00:00.000Z',
    );
    expect(instantToLocal(at('2026-07-15T22:30:00Z'), MADRID)).toBe('2026-07-16T00:30');
  });

  it('gives the local date of a clock-in, which may differ from its UTC date', () => {
    // 00:30 in Madrid on 1 January is still 31 December in UTC.
    const clockIn = localToInstant('2027-01-01T00:30', MADRID);
    expect(clockIn.toISOString().slice(0, 10)).toBe('2026-12-31');
    expect(localDateOf(clockIn, MADRID)).toBe('2027-01-01');
  });

  it('round-trips every quarter hour of the daylight-saving Sundays', () => {
    for (const date of ['2026-03-29', '2026-10-25']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const local = `${date}T${time}`;
        const back = instantToLocal(localToInstant(local, MADRID), MADRID);
        // 02:00–02:59 does not exist on 29 March: it reads as 03:00–03:59.
        if (date === '2026-03-29' && time.startsWith('02:')) expect(back).toBe(`${date}T03:${time.slice(3)}`);
        else expect(back).toBe(local);
      }
    }
  });

  it('validates local date-times', () => {
    expect(isLocalDateTime('2026-03-02T09:00')).toBe(true);
    expect(isLocalDateTime('2026-02-30T09:00')).toBe(false);
    expect(isLocalDateTime('2026-03-02T24:00')).toBe(false);
    expect(isLocalDateTime('2026-03-02 09:00')).toBe(false);
  });
});

describe('total hours', () => {
  it('is clock out − clock in − break, to two decimals', () => {
    expect(
      entryTotalHours(
        day('2026-03-02T08:00Z', '2026-03-02T16:00Z', '2026-03-02T11:00Z', '2026-03-02T12:00Z'),
      ),
    ).toBe(7);
    expect(entryTotalHours(day('2026-03-02T08:00Z', '2026-03-02T16:20Z', null, null))).toBe(8.33);
    expect(
      entryTotalHours(
        day('2026-03-02T08:00Z', '2026-03-02T12:00Z', '2026-03-02T10:00Z', '2026-03-02T10:10Z'),
      ),
    ).toBe(3.83);
  });

  it('is null while the entry is open', () => {
    expect(entryTotalHours(day('2026-03-02T08:00Z', null, '2026-03-02T11:00Z', null))).toBeNull();
  });

  it('09:00–17:00 is 8 h on the daylight-saving Sundays of March and October', () => {
    const times = { clockIn: '09:00', clockOut: '17:00', breaks: [], overnight: false };
    expect(dayTimesTotal('2026-03-29', times, MADRID)).toBe(8);
    expect(dayTimesTotal('2026-10-25', times, MADRID)).toBe(8);
    expect(dayTimesTotal('2027-03-28', times, MADRID)).toBe(8);
  });

  it('a night shift over the clock change counts the hours really worked', () => {
    const night = { clockIn: '22:00', clockOut: '06:00', breaks: [], overnight: true };
    // 28→29 March: the clocks skip 02:00–03:00, so 22:00–06:00 is 7 h; 24→25 October it is 9 h.
    expect(dayTimesTotal('2026-03-28', night, MADRID)).toBe(7);
    expect(dayTimesTotal('2026-10-24', night, MADRID)).toBe(9);
    expect(dayTimesTotal('2026-05-09', night, MADRID)).toBe(8);
  });
});

describe('day times', () => {
  it('puts the clock-out and late breaks of a night shift on the next day, across a year end', () => {
    const local = resolveDayTimes('2026-12-31', {
      clockIn: '22:00',
      clockOut: '06:00',
      breaks: [
        { start: '23:30', end: '00:15' },
        { start: '03:00', end: '03:15' },
      ],
      overnight: true,
    });
    expect(local).toEqual({
      clockIn: '2026-12-31T22:00',
      clockOut: '2027-01-01T06:00',
      breaks: [
        { start: '2026-12-31T23:30', end: '2027-01-01T00:15' },
        { start: '2027-01-01T03:00', end: '2027-01-01T03:15' },
      ],
    });
    expect(dayTimesOf(local)).toEqual({
      clockIn: '22:00',
      clockOut: '06:00',
      breaks: [
        { start: '23:30', end: '00:15' },
        { start: '03:00', end: '03:15' },
      ],
      overnight: true,
    });
    // 22:00 → 06:00 = 8 h, minus 45 min and 15 min of breaks = 7 h.
    expect(entryTotalHours(toInstants(local, MADRID))).toBe(7);
  });

  it('keeps a day shift on its day', () => {
    const local = resolveDayTimes('2026-02-28', {
      clockIn: '09:00',
      clockOut: '17:00',
      breaks: [{ start: '12:00', end: '13:00' }],
      overnight: false,
    });
    expect(local.clockOut).toBe('2026-02-28T17:00');
    expect(dayTimesOf(local).overnight).toBe(false);
  });
});

describe('entry rules', () => {
  const messages = (e: ReturnType<typeof day>) => entryProblems(e).map((p) => p.message);

  it('accepts a normal day, an open entry and a break in progress', () => {
    expect(
      messages(day('2026-03-02T08:00Z', '2026-03-02T16:00Z', '2026-03-02T11:00Z', '2026-03-02T12:00Z')),
    ).toEqual([]);
    expect(messages(day('2026-03-02T08:00Z', null, null, null))).toEqual([]);
    expect(messages(day('2026-03-02T08:00Z', null, '2026-03-02T11:00Z', null))).toEqual([]);
  });

  it('refuses a clock-out before or at the clock-in, or more than 24 h later', () => {
    expect(messages(day('2026-03-02T08:00Z', '2026-03-02T07:00Z', null, null))).toEqual([CLOCK_OUT_AFTER_IN]);
    expect(messages(day('2026-03-02T08:00Z', '2026-03-02T08:00Z', null, null))).toEqual([CLOCK_OUT_AFTER_IN]);
    expect(messages(day('2026-03-02T08:00Z', '2026-03-03T08:00Z', null, null))).toEqual([]);
    expect(messages(day('2026-03-02T08:00Z', '2026-03-03T08:01Z', null, null))).toEqual([
      CLOCK_OUT_WITHIN_24H,
    ]);
  });

  it('refuses a break outside the day, backwards or with one end only', () => {
    expect(
      messages(day('2026-03-02T08:00Z', '2026-03-02T16:00Z', '2026-03-02T07:00Z', '2026-03-02T09:00Z')),
    ).toEqual([BREAK_INSIDE_DAY]);
    expect(
      messages(day('2026-03-02T08:00Z', '2026-03-02T16:00Z', '2026-03-02T15:30Z', '2026-03-02T16:30Z')),
    ).toEqual([BREAK_INSIDE_DAY]);
    expect(
      messages(day('2026-03-02T08:00Z', '2026-03-02T16:00Z', '2026-03-02T12:00Z', '2026-03-02T11:00Z')),
    ).toEqual([BREAK_END_AFTER_START]);
    expect(messages(day('2026-03-02T08:00Z', '2026-03-02T16:00Z', '2026-03-02T12:00Z', null))).toEqual([
      BREAK_BOTH_TIMES,
    ]);
  });
});

describe('several breaks in a period', () => {
  const period = (breaks: [string, string | null][], clockOut: string | null = '2026-03-02T16:00Z') => ({
    clockIn: at('2026-03-02T08:00Z'),
    clockOut: clockOut ? at(clockOut) : null,
    breaks: breaks.map(([start, end]) => ({ start: at(start), end: end ? at(end) : null })),
  });

  it('takes them all off the hours: 08:00–16:00 minus 30 + 15 + 15 min = 7 h', () => {
    const p = period([
      ['2026-03-02T10:00Z', '2026-03-02T10:15Z'],
      ['2026-03-02T12:00Z', '2026-03-02T12:30Z'],
      ['2026-03-02T14:00Z', '2026-03-02T14:15Z'],
    ]);
    expect(entryProblems(p)).toEqual([]);
    expect(entryTotalHours(p)).toBe(7);
  });

  it('refuses breaks out of order or overlapping, and a running break that is not the last', () => {
    expect(
      entryProblems(
        period([
          ['2026-03-02T12:00Z', '2026-03-02T12:30Z'],
          ['2026-03-02T12:15Z', '2026-03-02T12:45Z'],
        ]),
      ),
    ).toEqual([{ field: 'breaks.1.start', message: BREAKS_OVERLAP }]);
    expect(
      entryProblems(
        period(
          [
            ['2026-03-02T10:00Z', null],
            ['2026-03-02T12:00Z', null],
          ],
          null,
        ),
      ),
    ).toEqual([{ field: 'breaks.0.end', message: BREAK_BOTH_TIMES }]);
    // The last break of a running period may run.
    expect(
      entryProblems(
        period(
          [
            ['2026-03-02T10:00Z', '2026-03-02T10:15Z'],
            ['2026-03-02T12:00Z', null],
          ],
          null,
        ),
      ),
    ).toEqual([]);
  });
});

describe('formatting', () => {
  it('writes break lengths', () => {
    expect(formatBreak(1)).toBe('1 h');
    expect(formatBreak(0.25)).toBe('15 min');
    expect(formatBreak(1.5)).toBe('1 h 30 min');
  });
});

describe('the reach of an entry and who changes a submitted month', () => {
  it('accepts days up to two years before or after today, both ends included', () => {
    // 2026-03-10 ± 2 years = 2024-03-10 … 2028-03-10.
    expect(isWithinReach('2024-03-10', '2026-03-10')).toBe(true);
    expect(isWithinReach('2024-03-09', '2026-03-10')).toBe(false);
    expect(isWithinReach('2028-03-10', '2026-03-10')).toBe(true);
    expect(isWithinReach('2028-03-11', '2026-03-10')).toBe(false);
  });

  it('turns a non-admin’s change to any day of a submitted month (future ones too) into a correction request', () => {
    expect(needsCorrection('employee', 'submitted')).toBe(true);
    expect(needsCorrection('manager', 'submitted')).toBe(true);
    // Another status, or an admin: the change is made directly (an approved month refuses it earlier).
    expect(needsCorrection('employee', 'rejected')).toBe(false);
    expect(needsCorrection('employee', null)).toBe(false);
    expect(needsCorrection('admin', 'submitted')).toBe(false);
  });
});

describe('Bulk Apply times', () => {
  it('needs clock-out after clock-in and both break times or none', () => {
    expect(bulkTimesProblem({ clockIn: '09:00', clockOut: '17:00' })).toBeNull();
    expect(
      bulkTimesProblem({ clockIn: '09:00', clockOut: '17:00', breakStart: '', breakEnd: '' }),
    ).toBeNull();
    expect(bulkTimesProblem({ clockIn: '09:00', clockOut: '09:00' })).toBe(CLOCK_OUT_AFTER_IN);
    expect(bulkTimesProblem({ clockIn: '09:00', clockOut: '17:00', breakStart: '12:00' })).toBe(
      BREAK_BOTH_TIMES,
    );
    expect(
      bulkTimesProblem({ clockIn: '09:00', clockOut: '17:00', breakEnd: '13:00', breakStart: null }),
    ).toBe(BREAK_BOTH_TIMES);
  });
});

describe('overlaps', () => {
  it('names the other entry by its day and local times; a running one has no end yet', () => {
    expect(
      overlapMessage({ date: '2026-12-05', clockIn: '2026-12-05T22:00', clockOut: '2026-12-06T06:00' }),
    ).toBe('This time overlaps another entry of Dec 05, 2026 (22:00–06:00)');
    expect(overlapMessage({ date: '2026-12-07', clockIn: '2026-12-07T09:00', clockOut: null })).toBe(
      'This time overlaps another entry of Dec 07, 2026 (09:00–…)',
    );
  });
});
