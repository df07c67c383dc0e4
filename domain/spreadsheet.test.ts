import { describe, expect, it } from 'vitest';
import { excelDate, excelDateTime, excelTime } from './spreadsheet';

describe('spreadsheet serial dates and times', () => {
  it('counts days from 30 December 1899', () => {
    expect(excelDate('1899-12-30')).toBe(0);
    expect(excelDate('1900-03-01')).toBe(61); // Excel's own 61 (after its phantom 29 Feb 1900)
    // 2024-01-01 is 45292 (Excel shows it for =DATE(2024,1,1)); 2024 has 366 days → 2025-01-01 = 45658;
    // 2025 has 365 → 2026-01-01 = 46023; + Jan 31 + Feb 28 + Mar 31 + Apr 30 + 3 → 2026-05-04 = 46146.
    expect(excelDate('2024-01-01')).toBe(45292);
    expect(excelDate('2026-01-01')).toBe(46023);
    expect(excelDate('2026-05-04')).toBe(46146);
    // 29 Feb 2028 is the day after 28 Feb: 46023 + 365 (2026) + 365 (2027) + 31 + 28 = 46812.
    expect(excelDate('2028-02-28')).toBe(46811);
    expect(excelDate('2028-02-29')).toBe(46812);
  });

  it('times of day are fractions of a day; the next day adds one', () => {
    expect(excelTime('2026-05-04T09:00', '2026-05-04')).toBe(0.375); // 9 / 24
    expect(excelTime('2026-05-04T17:30', '2026-05-04')).toBeCloseTo(17.5 / 24, 12);
    expect(excelTime('2026-05-04T00:00', '2026-05-04')).toBe(0);
    expect(excelTime('2026-05-05T06:00', '2026-05-04')).toBe(1.25); // 1 + 6 / 24
    // Night shift 22:00 → 06:00: out − in = 1.25 − 22/24 = 8/24 (8 hours).
    expect(
      excelTime('2026-05-05T06:00', '2026-05-04') - excelTime('2026-05-04T22:00', '2026-05-04'),
    ).toBeCloseTo(8 / 24, 12);
  });

  it('a wall-clock date-time keeps its wall clock, also on daylight-saving days', () => {
    // 29 March 2026 02:00 does not exist in Madrid; the record says 03:30, Excel shows 03:30.
    // 2026-03-29 = 46023 + 31 + 28 + 28 = 46110; 03:30 = 3.5 / 24.
    expect(excelDateTime('2026-03-29T03:30')).toBeCloseTo(46110 + 3.5 / 24, 10);
    expect(excelDateTime('2026-01-01 18:00:36')).toBeCloseTo(46023 + (18 * 3600 + 36) / 86_400, 10);
  });

  it('refuses what is not a wall-clock date-time', () => {
    expect(() => excelDateTime('2026-05-04T09:00:00Z')).toThrow(RangeError);
    expect(() => excelTime('09:00', '2026-05-04')).toThrow(RangeError);
  });
});
