import { describe, expect, it } from 'vitest';
import { allowanceOrDefault, isValidAllowanceValue } from './team-settings';

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

describe('derived values', () => {
  it('allowance values are whole numbers 0–365', () => {
    expect(isValidAllowanceValue(0)).toBe(true);
    expect(isValidAllowanceValue(365)).toBe(true);
    expect(isValidAllowanceValue(366)).toBe(false);
    expect(isValidAllowanceValue(1.5)).toBe(false);
  });
});
