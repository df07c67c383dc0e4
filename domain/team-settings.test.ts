import { describe, expect, it } from 'vitest';
import {
  allowanceOrDefault,
  expectedHoursPerDay,
  isValidAllowanceValue,
  parseExpectedHours,
} from './team-settings';

describe('allowanceOrDefault', () => {
  it.each([
    ['0', 0],
    ['25', 25],
    [365, 365],
    [' 30 ', 30],
    ['', 25],
    ['-1', 25],
    ['366', 25],
    ['12.5', 25],
    ['abc', 25],
    [null, 25],
  ] as const)('%s → %i', (input, expected) => {
    expect(allowanceOrDefault(input)).toBe(expected);
  });
});

describe('parseExpectedHours', () => {
  it.each([
    ['1', 1],
    ['40', 40],
    ['60', 60],
    ['0', null],
    ['61', null],
    ['37.5', null],
    ['', null],
    ['-5', null],
  ] as const)('%s → %s', (input, expected) => {
    expect(parseExpectedHours(input)).toBe(expected);
  });
});

describe('derived values', () => {
  it('hours per day are the weekly hours divided by 5', () => {
    expect(expectedHoursPerDay(40)).toBe(8);
    expect(expectedHoursPerDay(37)).toBe(7.4);
    expect(expectedHoursPerDay(1)).toBe(0.2);
  });

  it('allowance values are whole numbers 0–365', () => {
    expect(isValidAllowanceValue(0)).toBe(true);
    expect(isValidAllowanceValue(365)).toBe(true);
    expect(isValidAllowanceValue(366)).toBe(false);
    expect(isValidAllowanceValue(1.5)).toBe(false);
  });
});
