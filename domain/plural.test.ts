import { describe, expect, it } from 'vitest';
import { daysText, plural } from './plural';

const invitations = { one: 'open invitation', other: 'open invitations' };

describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(plural(1, invitations)).toBe('1 open invitation');
    expect(plural(0, invitations)).toBe('0 open invitations');
    expect(plural(2, invitations)).toBe('2 open invitations');
    // English has no singular for 1.5 ("1.5 days").
    expect(plural(1.5, { one: 'day', other: 'days' })).toBe('1.5 days');
  });

  it('counts days to two decimals at most', () => {
    // 1 h of hourly leave in a 7.5 h day: 1 / 7.5 = 0.1333… → "0.13 days"; 1 → "1 day"; 0.5 → "0.5 days".
    expect(daysText(1 / 7.5)).toBe('0.13 days');
    expect(daysText(1)).toBe('1 day');
    expect(daysText(0.5)).toBe('0.5 days');
    expect(daysText(-1)).toBe('-1 day');
  });
});
