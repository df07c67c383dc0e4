import { describe, expect, it } from 'vitest';
import {
  FREE_SEATS,
  monthlyPrice,
  PRICE_PER_SEAT_EUR,
  PRICING_SLIDER,
  paidSeats,
  SAMPLE_TEAM_SIZES,
} from './pricing';

describe('monthlyPrice', () => {
  it('is free for 1 and 2 members and 1 € for every member beyond 2, up to 25 members', () => {
    const expected: Record<number, number> = { 1: 0, 2: 0 };
    for (let n = 3; n <= 25; n++) expected[n] = n - 2;
    for (let n = 1; n <= 25; n++) expect(monthlyPrice(n), `${n} members`).toBe(expected[n]);
  });

  it('gives the sample team sizes of the pricing pages', () => {
    expect(SAMPLE_TEAM_SIZES.map(monthlyPrice)).toEqual([0, 1, 3, 8, 13, 18]);
  });

  it('never goes below zero (an empty team)', () => {
    expect(monthlyPrice(0)).toBe(0);
  });

  it('refuses what is not a head count', () => {
    for (const bad of [-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => monthlyPrice(bad)).toThrow(RangeError);
    }
  });

  it('states the constants of the spec', () => {
    expect(FREE_SEATS).toBe(2);
    expect(PRICE_PER_SEAT_EUR).toBe(1);
    expect(PRICING_SLIDER).toEqual({ min: 2, max: 20, defaultValue: 3 });
    expect(paidSeats(10)).toBe(8);
  });
});
