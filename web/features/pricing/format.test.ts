import { describe, expect, it } from 'vitest';
import { formatEuros, membersLabel, priceLabel } from './format';

describe('price labels', () => {
  it('shows Free for up to 2 members and the monthly price beyond', () => {
    expect([2, 3, 10, 20].map(priceLabel)).toEqual(['Free', '€1/month', '€8/month', '€18/month']);
    expect(formatEuros(0)).toBe('€0');
    expect(membersLabel(1)).toBe('1 employee');
    expect(membersLabel(5)).toBe('5 employees');
  });
});
