import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysInclusive,
  daysInMonth,
  eachDay,
  intersectRanges,
  isIsoDate,
  isWorkingDay,
  monthRange,
  rangesOverlap,
  todayIn,
  weekday,
  workingDaysBetween,
  workingDaysOfMonth,
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

  it('counts working days: Monday to Friday that are not holidays', () => {
    const holidays = new Set(['2026-05-01']); // Friday
    expect(weekday('2026-05-02')).toBe(6);
    expect(isWorkingDay('2026-05-01', holidays)).toBe(false);
    expect(isWorkingDay('2026-05-02', holidays)).toBe(false);
    expect(isWorkingDay('2026-05-04', holidays)).toBe(true);
    // 27 Apr – 10 May 2026: 10 weekdays, one of them a holiday.
    expect(workingDaysBetween('2026-04-27', '2026-05-10', holidays)).toBe(9);
    expect(workingDaysOfMonth('2026-02', new Set())).toHaveLength(20);
  });

  it("tells today's date in a time zone, not the machine's", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Madrid and still 31 Dec in New York.
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(todayIn('Europe/Madrid', instant)).toBe('2027-01-01');
    expect(todayIn('America/New_York', instant)).toBe('2026-12-31');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-06-30T10:00:00Z'))).toBe('2026-07-01');
  });
});
