import { UTCDate } from '@date-fns/utc';
import {
  differenceInCalendarDays,
  eachDayOfInterval,
  addDays as fnsAddDays,
  isWeekend as fnsIsWeekend,
} from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  daysInclusive,
  daysInMonth,
  eachDay,
  formatDateRange,
  formatDisplayDate,
  formatMonthLabel,
  intersectRanges,
  isIsoDate,
  isWeekend,
  monthRange,
  rangesOverlap,
  todayIn,
  weekday,
} from './calendar';

describe('calendar helpers', () => {
  it('validates calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-1')).toBe(false);
    expect(isIsoDate('2026-01-01T00:00:00Z')).toBe(false);
  });

  it('walks days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(eachDay('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(eachDay('2026-10-24', '2026-10-26')).toHaveLength(3);
    expect(daysInclusive('2026-12-28', '2027-01-03')).toBe(7);
    expect(daysInclusive('2026-05-02', '2026-05-01')).toBe(0);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
  });

  it('handles months', () => {
    expect(monthRange('2026-02')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-05', -17)).toBe('2024-12');
  });

  it('compares ranges', () => {
    expect(rangesOverlap('2026-05-01', '2026-05-05', '2026-05-05', '2026-05-09')).toBe(true);
    expect(rangesOverlap('2026-05-01', '2026-05-04', '2026-05-05', '2026-05-09')).toBe(false);
    expect(intersectRanges('2026-04-20', '2026-05-10', '2026-05-01', '2026-05-31')).toEqual({
      start: '2026-05-01',
      end: '2026-05-10',
    });
    expect(intersectRanges('2026-04-20', '2026-04-30', '2026-05-01', '2026-05-31')).toBeNull();
  });

  it('knows the weekday: 2 May 2026 is a Saturday', () => {
    expect(weekday('2026-05-02')).toBe(6);
  });

  it("tells today's date in a time zone, not the machine's", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Madrid and still 31 Dec in New York.
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(todayIn('Europe/Madrid', instant)).toBe('2027-01-01');
    expect(todayIn('America/New_York', instant)).toBe('2026-12-31');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-06-30T10:00:00Z'))).toBe('2026-07-01');
  });
});

describe('calendar edges where date-fns does the arithmetic', () => {
  it('month ends and leap years', () => {
    // 2028 is a leap year (divisible by 4, not by 100); 2100 is not (divisible by 100, not by 400); 2000 is.
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(monthRange('2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthRange('2026-04')).toEqual({ start: '2026-04-01', end: '2026-04-30' });
    // 31 January + 1 month is a month string: 2026-01 → 2026-02, no day to clamp.
    expect(addMonths('2026-01', 1)).toBe('2026-02');
    expect(addMonths('2026-12', -12)).toBe('2025-12');
    // 29 February + 1 year: no 29 February in 2029 → 28 February; + 4 years → 29 February 2032.
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
    expect(addYears('2026-03-31', -1)).toBe('2025-03-31');
    // 2028: 366 days; 2026-01-01 → 2028-12-31 is 365 + 365 + 366 = 1096 days.
    expect(daysInclusive('2028-01-01', '2028-12-31')).toBe(366);
    expect(daysInclusive('2026-01-01', '2028-12-31')).toBe(1096);
    expect(eachDay('2028-02-27', '2028-03-01')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(eachDay('2026-05-02', '2026-05-01')).toEqual([]);
  });

  it('daylight-saving days are whole days', () => {
    // Europe: clocks forward on 29 March 2026 (23 h day), back on 25 October 2026 (25 h day).
    expect(daysInclusive('2026-03-28', '2026-03-30')).toBe(3);
    expect(daysInclusive('2026-10-24', '2026-10-26')).toBe(3);
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(weekday('2026-03-29')).toBe(0); // a Sunday
    expect(isWeekend('2026-10-25')).toBe(true);
    expect(isWeekend('2026-10-26')).toBe(false);
  });

  it('formats as the spec shows dates', () => {
    expect(formatDisplayDate('2026-05-04')).toBe('May 04, 2026');
    expect(formatMonthLabel('2026-09')).toBe('September 2026');
    expect(formatDateRange('2026-05-04', '2026-05-08')).toBe('May 04, 2026 – May 08, 2026');
    expect(formatDateRange('2026-05-04', '2026-05-04')).toBe('May 04, 2026');
  });
});

// The day arithmetic runs on day numbers (days since 1970-01-01) rather than a UTCDate per day: every day of
// 2000–2100 it must give what date-fns gives on UTCDate, which it replaced (the independent oracle).
describe('day arithmetic equals date-fns on UTCDate', () => {
  it('every day of 2000–2100: the next and previous day, the weekday, a range of days and its length', () => {
    const iso = (d: UTCDate) => d.toISOString().slice(0, 10);
    let date = new UTCDate(2000, 0, 1);
    let checked = 0;
    while (date.getFullYear() <= 2100) {
      const day = iso(date);
      expect(addDays(day, 1)).toBe(iso(fnsAddDays(date, 1)));
      expect(addDays(day, -1)).toBe(iso(fnsAddDays(date, -1)));
      expect(addDays(day, 400)).toBe(iso(fnsAddDays(date, 400)));
      expect(weekday(day)).toBe(date.getDay());
      expect(isWeekend(day)).toBe(fnsIsWeekend(date));
      const end = fnsAddDays(date, day.endsWith('01') ? 40 : 2);
      expect(eachDay(day, iso(end))).toEqual(eachDayOfInterval({ start: date, end }).map(iso));
      expect(daysInclusive(day, iso(end))).toBe(differenceInCalendarDays(end, date) + 1);
      date = fnsAddDays(date, 1);
      checked++;
    }
    // 101 years, 25 of them leap years (2000 is one, 2100 is not): 101 × 365 + 25 = 36,890 days.
    expect(checked).toBe(36_890);
  });

  it('refuses what is not a calendar date, as before', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-04-31', '26-01-01', 'x']) {
      expect(() => addDays(bad, 1), bad).toThrow(RangeError);
      expect(() => weekday(bad), bad).toThrow(RangeError);
      expect(() => daysInclusive(bad, '2026-12-31'), bad).toThrow(RangeError);
    }
    // An empty range is empty before its dates are read (a caller's end before its start).
    expect(eachDay('2026-05-02', '2026-05-01')).toEqual([]);
    expect(daysInclusive('2026-05-02', '2026-05-01')).toBe(0);
  });
});
