import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';
import { localToInstant } from './time-entries';
import {
  addWeeklyWarnings,
  averageWeeklyHours,
  hoursByWeek,
  longestWeeklyRest,
  type WorkInterval,
  weeklyLimits,
  weeklyLimitsWindow,
  weekOf,
  workedIntervals,
} from './work-time-rules';

const TZ = 'Europe/Madrid';
const at = (date: string, time: string) => localToInstant(`${date}T${time}`, TZ);
/** A stretch on `date` from `from` to `to` (local; a `to` before `from` ends the next day). */
const stretch = (date: string, from: string, to: string): WorkInterval => ({
  start: at(date, from),
  end: to > from ? at(date, to) : at(addDays(date, 1), to),
});
/** The same stretch on `days` consecutive days from `first`. */
const daily = (first: string, days: number, from: string, to: string) =>
  Array.from({ length: days }, (_, i) => stretch(addDays(first, i), from, to));
/** `weeks` weeks from Monday `first`, each Monday to Friday (5 days) or to Saturday (6) of `from`–`to`. */
const weeksOf = (first: string, weeks: number, days: number, from: string, to: string) =>
  Array.from({ length: weeks }, (_, w) => daily(addDays(first, 7 * w), days, from, to)).flat();

describe('worked stretches', () => {
  it('a period is its time minus its breaks: 09:00–17:00 with 12:00–12:30 off = 3 h + 4.5 h', () => {
    const entry = {
      clockIn: at('2026-03-02', '09:00'),
      clockOut: at('2026-03-02', '17:00'),
      breaks: [{ start: at('2026-03-02', '12:00'), end: at('2026-03-02', '12:30') }],
    };
    const parts = workedIntervals(entry);
    expect(parts.map((p) => (p.end.getTime() - p.start.getTime()) / 3_600_000)).toEqual([3, 4.5]);
    expect(workedIntervals({ ...entry, breaks: [] })).toHaveLength(1);
    // Two breaks, given out of order: 09:00–10:30, 10:45–12:00, 12:30–17:00 = 1.5 + 1.25 + 4.5 h.
    const two = workedIntervals({
      ...entry,
      breaks: [entry.breaks[0]!, { start: at('2026-03-02', '10:30'), end: at('2026-03-02', '10:45') }],
    });
    expect(two.map((p) => (p.end.getTime() - p.start.getTime()) / 3_600_000)).toEqual([1.5, 1.25, 4.5]);
    // Still clocked in: nothing finished to count yet.
    expect(workedIntervals({ ...entry, clockOut: null, breaks: [] })).toEqual([]);
  });

  it('weeks start on Monday; a night shift counts in the week of the day it starts', () => {
    // 2026-03-08 is a Sunday, 2026-03-09 a Monday.
    expect(weekOf('2026-03-08')).toBe('2026-03-02');
    expect(weekOf('2026-03-09')).toBe('2026-03-09');
    // Sunday 22:00 → Monday 06:00 = 8 h, all in the week of Monday 2 March.
    const byWeek = hoursByWeek([stretch('2026-03-08', '22:00', '06:00')], TZ);
    expect([...byWeek]).toEqual([['2026-03-02', 8]]);
  });
});

describe('48 hours a week on average over 17 weeks (directive art. 6(b), 16(b))', () => {
  const first = '2026-01-05'; // a Monday

  it('one long week is allowed when the average holds', () => {
    // 16 weeks Mon–Fri 09:00–17:00 (5 × 8 = 40 h), then one Mon–Sat 08:00–20:00 (6 × 12 = 72 h).
    // Average of the 17th week: (16 × 40 + 72) ÷ 17 = 712 ÷ 17 = 41.88 → 41.9 ≤ 48: no warning.
    const intervals = [
      ...weeksOf(first, 16, 5, '09:00', '17:00'),
      ...daily(addDays(first, 7 * 16), 6, '08:00', '20:00'),
    ];
    const byWeek = hoursByWeek(intervals, TZ);
    const last = addDays(first, 7 * 16);
    expect(byWeek.get(last)).toBe(72);
    expect(averageWeeklyHours(byWeek, last)).toBe(41.9);
    expect(weeklyLimits(intervals, TZ).flatMap((w) => w.warnings)).toEqual([]);
  });

  it('warns from the week the 17-week average passes 48 h (weeks without a record count 0)', () => {
    // 17 weeks Mon–Fri 08:00–18:00 = 5 × 10 = 50 h a week; before them, nothing.
    //   week 16: 16 × 50 ÷ 17 = 800 ÷ 17 = 47.06 → 47.1: no warning
    //   week 17: 17 × 50 ÷ 17 = 50.0 > 48: warning
    const weeks = weeklyLimits(weeksOf(first, 17, 5, '08:00', '18:00'), TZ);
    expect(weeks).toHaveLength(17);
    expect(weeks[0]).toMatchObject({ week: first, hours: 50, averageHours: 2.9, warnings: [] }); // 50 ÷ 17
    expect(weeks[15]).toMatchObject({ averageHours: 47.1, warnings: [] });
    expect(weeks[16]).toMatchObject({ averageHours: 50, warnings: ['over_48_hours_average'] });
  });
});

describe('24 hours of uninterrupted rest in each week (directive art. 5)', () => {
  it('Monday to Saturday with Sunday off rests 40 h: no warning', () => {
    // Sat 17:00 → Mon 09:00 = 7 + 24 + 9 = 40 h.
    const intervals = weeksOf('2026-03-02', 3, 6, '09:00', '17:00');
    expect(longestWeeklyRest(intervals, '2026-03-09', TZ)).toBe(40);
    expect(weeklyLimits(intervals, TZ).flatMap((w) => w.warnings)).toEqual([]);
  });

  it('seven days a week leaves 16 h rests: a warning for every week whose rests are all known', () => {
    // Every day 09:00–17:00 from Mon 2 to Sun 22 March: each rest 17:00 → 09:00 = 16 h.
    // Week of 2 March: the time before the first record is an unknown, open rest (no warning).
    // Week of 9 March: every rest 16 h < 24 h → warning. Week of 16 March: the rest after Sunday 22
    // has no recorded end (the week may be followed by a day off) → no warning.
    const weeks = weeklyLimits(daily('2026-03-02', 21, '09:00', '17:00'), TZ);
    expect(weeks.map((w) => [w.week, w.longestRest, w.warnings])).toEqual([
      ['2026-03-02', Infinity, []],
      ['2026-03-09', 16, ['no_weekly_rest']],
      ['2026-03-16', Infinity, []],
    ]);
  });

  it('counts real hours across the autumn clock change', () => {
    // Week of Mon 19 Oct 2026 (clocks go back on Sun 25 Oct, 03:00 → 02:00): work every day
    // 09:00–17:00 except Sat 24 (09:00–22:00) and Sun 25 (21:00–23:00).
    // Sat 22:00 CEST (20:00 UTC) → Sun 21:00 CET (20:00 UTC) = 24 h real (23 h on the wall): enough.
    const intervals = [
      ...daily('2026-10-12', 12, '09:00', '17:00'),
      stretch('2026-10-24', '09:00', '22:00'),
      stretch('2026-10-25', '21:00', '23:00'),
      ...daily('2026-10-26', 7, '09:00', '17:00'),
    ];
    expect(longestWeeklyRest(intervals, '2026-10-19', TZ)).toBe(24);
    // The same wall-clock times a week earlier are 23 h: not enough.
    const before = [
      ...daily('2026-09-28', 12, '09:00', '17:00'),
      stretch('2026-10-10', '09:00', '22:00'),
      stretch('2026-10-11', '21:00', '23:00'),
      ...daily('2026-10-12', 7, '09:00', '17:00'),
    ];
    expect(longestWeeklyRest(before, '2026-10-05', TZ)).toBe(23);
  });
});

describe('weekly warnings beside the daily ones', () => {
  it('read the 16 weeks before the first week and the Monday after the last', () => {
    // October 2026: Thu 1 is in the week of Mon 28 Sep; 28 Sep − 16 × 7 = 28 Sep − 112 days = 8 Jun.
    // Sat 31 is in the week of Mon 26 Oct; the Monday after is 2 Nov.
    expect(weeklyLimitsWindow('2026-10-01', '2026-10-31')).toEqual({ from: '2026-06-08', to: '2026-11-02' });
  });

  it('go to the last entry of the week, after its daily warnings', () => {
    const intervals = daily('2026-03-02', 21, '09:00', '17:00');
    const entries = intervals.map((i, n) => ({
      id: `e${n}`,
      date: addDays('2026-03-02', n),
      clockIn: i.start,
    }));
    // Sun 15 March (e13) is the last entry of the week of 9 March, the only week warned (see above).
    const daily_ = new Map([['e13', ['over_9_hours' as const]]]);
    const out = addWeeklyWarnings(daily_, entries, intervals, TZ);
    expect(out.get('e13')).toEqual(['over_9_hours', 'no_weekly_rest']);
    expect([...out.values()].flat().filter((w) => w === 'no_weekly_rest')).toHaveLength(1);
    // The input map is left as it was.
    expect(daily_.get('e13')).toEqual(['over_9_hours']);
  });
});
