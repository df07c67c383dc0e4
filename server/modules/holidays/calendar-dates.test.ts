import { describe, expect, it } from 'vitest';
import { addDays, assertIsoDate, easterSunday, isoDate, weekday } from './calendar-dates';

describe('calendar dates', () => {
  it('finds Western Easter Sunday', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-04-05', 50)).toBe('2026-05-25');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
  });

  it('tells the weekday of a date, including the daylight-saving change days', () => {
    expect(weekday('2026-03-29')).toBe(0);
    expect(weekday('2026-10-25')).toBe(0);
    expect(weekday('2026-05-02')).toBe(6);
    expect(weekday('2026-11-02')).toBe(1);
  });

  it('pads and validates dates', () => {
    expect(isoDate(2026, 1, 6)).toBe('2026-01-06');
    expect(() => assertIsoDate('2026-02-30')).toThrow(RangeError);
    expect(() => assertIsoDate('2026-1-6')).toThrow(RangeError);
  });
});
