import { describe, expect, it } from 'vitest';
import {
  BREAK_BOTH_TIMES,
  BREAK_END_AFTER_START,
  BREAK_INSIDE_DAY,
  BREAKS_OVERLAP,
  bulkLocalTimeMessage,
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
  type LocalTimeProblem,
  localDateOf,
  localToInstant,
  needsCorrection,
  overlapMessage,
  resolveDayTimes,
  resolveEntryTimes,
  resolveLocalTime,
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

  // instantToLocal reads a zone's offset once per UTC day and asks Intl itself on the days the clocks change:
  // every 17 minutes of two years must read as Intl reads them, in zones that change at odd times (Lord Howe by
  // half an hour, Santiago and Beirut around midnight, Kathmandu's quarter hour, Madrid's usual Sundays).
  it('reads every instant of two years as Intl does, in zones with odd clock changes', () => {
    const zones = [
      'Europe/Madrid',
      'Australia/Lord_Howe',
      'America/Santiago',
      'Asia/Beirut',
      'Asia/Kathmandu',
    ];
    for (const timeZone of zones) {
      const intl = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      const expected = (d: Date) => {
        const p = Object.fromEntries(intl.formatToParts(d).map((x) => [x.type, x.value]));
        return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
      };
      const wrong: string[] = [];
      for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 17 * 60_000 + 13_000) {
        const d = new Date(t);
        if (instantToLocal(d, timeZone) !== expected(d)) wrong.push(`${timeZone} ${d.toISOString()}`);
      }
      expect(wrong).toEqual([]);
    }
  });

  describe('resolveLocalTime: a typed time names exactly one instant, or says why not', () => {
    const iso = (r: ReturnType<typeof resolveLocalTime>) => ('instant' in r ? r.instant.toISOString() : r);

    it('resolves an ordinary time to exactly one instant', () => {
      // 15 Jan 2026 is CET (UTC+1): 09:00 − 1 h = 08:00Z. 15 Jul is CEST (UTC+2): 09:00 − 2 h = 07:00Z.
      expect(iso(resolveLocalTime('2026-01-15T09:00', MADRID))).toBe('2026-01-15T08:00:00.000Z');
      expect(iso(resolveLocalTime('2026-07-15T09:00', MADRID))).toBe('2026-07-15T07:00:00.000Z');
      // A choice changes nothing when there is one instant.
      expect(iso(resolveLocalTime('2026-07-15T09:00', MADRID, 'first'))).toBe('2026-07-15T07:00:00.000Z');
    });

    it('refuses 02:30 on 29 Mar 2026 in Madrid: the clocks go forward from 02:00 to 03:00', () => {
      // The last Sunday of March 2026 is the 29th; at 01:00Z (02:00 CET) Madrid moves to CEST, so the
      // local clock jumps 02:00 → 03:00 and 02:00–02:59 never happens.
      expect(resolveLocalTime('2026-03-29T02:30', MADRID)).toEqual({
        problem: 'nonexistent',
        from: '02:00',
        to: '03:00',
      });
      expect(resolveLocalTime('2026-03-29T02:00', MADRID)).toMatchObject({ problem: 'nonexistent' });
      // 01:59 (00:59Z, CET) and 03:00 (01:00Z, CEST) stand on either side of the jump.
      expect(iso(resolveLocalTime('2026-03-29T01:59', MADRID))).toBe('2026-03-29T00:59:00.000Z');
      expect(iso(resolveLocalTime('2026-03-29T03:00', MADRID))).toBe('2026-03-29T01:00:00.000Z');
    });

    it('refuses 01:30 on 29 Mar 2026 in London: the clocks go forward from 01:00 to 02:00', () => {
      // The UK moves to BST at 01:00Z = 01:00 GMT on the same Sunday: 01:00–01:59 never happens.
      expect(resolveLocalTime('2026-03-29T01:30', 'Europe/London')).toEqual({
        problem: 'nonexistent',
        from: '01:00',
        to: '02:00',
      });
      // 02:30 does exist in London that day: BST, UTC+1 → 01:30Z.
      expect(iso(resolveLocalTime('2026-03-29T02:30', 'Europe/London'))).toBe('2026-03-29T01:30:00.000Z');
    });

    it('gives both occurrences of 02:30 on 25 Oct 2026 in Madrid, or the one chosen', () => {
      // The clocks go back at 01:00Z (03:00 CEST → 02:00 CET). 02:30 CEST (UTC+2) = 00:30Z the first
      // time; 02:30 CET (UTC+1) = 01:30Z the second time, an hour later.
      const r = resolveLocalTime('2026-10-25T02:30', MADRID);
      expect(r).toEqual({
        problem: 'ambiguous',
        first: new Date('2026-10-25T00:30:00.000Z'),
        second: new Date('2026-10-25T01:30:00.000Z'),
      });
      expect(iso(resolveLocalTime('2026-10-25T02:30', MADRID, 'first'))).toBe('2026-10-25T00:30:00.000Z');
      expect(iso(resolveLocalTime('2026-10-25T02:30', MADRID, 'second'))).toBe('2026-10-25T01:30:00.000Z');
      // 03:00 happens once (CET: 02:00Z), 01:59 once (CEST: 23:59Z the day before).
      expect(iso(resolveLocalTime('2026-10-25T03:00', MADRID))).toBe('2026-10-25T02:00:00.000Z');
      expect(iso(resolveLocalTime('2026-10-25T01:59', MADRID))).toBe('2026-10-24T23:59:00.000Z');
    });

    it('resolves an entry field by field: a message on the field that does not exist, a reason on the one asked', () => {
      const entry = (clockIn: string, clockOut: string, start: string, end: string) => ({
        clockIn,
        clockOut,
        breaks: [{ start, end }],
      });
      expect(
        resolveEntryTimes(
          entry('2026-03-29T02:30', '2026-03-29T10:00', '2026-03-29T05:00', '2026-03-29T05:30'),
          MADRID,
        ),
      ).toEqual({
        problems: [
          {
            field: 'clockIn',
            value: '2026-03-29T02:30',
            message: '02:30 does not exist on Mar 29, 2026: the clocks go forward from 02:00 to 03:00',
          },
        ],
      });
      const night = entry('2026-10-24T22:00', '2026-10-25T06:00', '2026-10-25T02:15', '2026-10-25T02:45');
      expect(resolveEntryTimes(night, MADRID)).toEqual({
        problems: [
          {
            field: 'breaks.0.start',
            value: '2026-10-25T02:15',
            message:
              '02:15 happens twice on Oct 25, 2026: the first time (summer time) or the second (winter time)?',
            reason: 'ambiguous_time',
          },
          {
            field: 'breaks.0.end',
            value: '2026-10-25T02:45',
            message:
              '02:45 happens twice on Oct 25, 2026: the first time (summer time) or the second (winter time)?',
            reason: 'ambiguous_time',
          },
        ],
      });
      // The second occurrences: 02:15 CET = 01:15Z, 02:45 CET = 01:45Z; 22:00 CEST = 20:00Z, 06:00 CET = 05:00Z.
      const chosen = resolveEntryTimes(night, MADRID, {
        'breaks.0.start': 'second',
        'breaks.0.end': 'second',
      });
      expect(chosen).toEqual({
        instants: {
          clockIn: new Date('2026-10-24T20:00:00.000Z'),
          clockOut: new Date('2026-10-25T05:00:00.000Z'),
          breaks: [
            { start: new Date('2026-10-25T01:15:00.000Z'), end: new Date('2026-10-25T01:45:00.000Z') },
          ],
        },
      });
      // 20:00Z → 05:00Z is 9 h of wall time (the night has 25 h), less the 30 min break.
      if ('instants' in chosen) expect(entryTotalHours(chosen.instants)).toBe(8.5);
    });

    it('words a Bulk Apply refusal with the day and what to do', () => {
      const [missing] = (
        resolveEntryTimes({ clockIn: '2026-03-29T02:30', clockOut: null, breaks: [] }, MADRID) as {
          problems: LocalTimeProblem[];
        }
      ).problems;
      expect(bulkLocalTimeMessage(missing!)).toBe(
        '02:30 does not exist on Mar 29, 2026: the clocks go forward from 02:00 to 03:00. Choose other times, or enter that day by hand first and apply to empty days only.',
      );
      const [twice] = (
        resolveEntryTimes({ clockIn: '2026-10-25T02:30', clockOut: null, breaks: [] }, MADRID) as {
          problems: LocalTimeProblem[];
        }
      ).problems;
      expect(bulkLocalTimeMessage(twice!)).toBe(
        '02:30 happens twice on Oct 25, 2026 (the clocks go back an hour), and Bulk Apply cannot ask which. Choose other times, or enter that day by hand first and apply to empty days only.',
      );
    });
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
