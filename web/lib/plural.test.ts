import { describe, expect, it } from 'vitest';
import { plural } from './plural';

const invitations = { one: 'open invitation', other: 'open invitations' };

describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(plural(1, invitations)).toBe('1 open invitation');
    expect(plural(0, invitations)).toBe('0 open invitations');
    expect(plural(2, invitations)).toBe('2 open invitations');
    // English has no singular for 1.5 ("1.5 days").
    expect(plural(1.5, { one: 'day', other: 'days' })).toBe('1.5 days');
  });
});
