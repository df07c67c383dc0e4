import { describe, expect, it } from 'vitest';
import { FREE_SEATS, monthlyPrice, PRICE_PER_SEAT_EUR } from './pricing';

describe('monthlyPrice', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 1],
    [5, 3],
    [20, 18],
  ])('%i members cost %i € a month', (members, price) => {
    expect(monthlyPrice(members)).toBe(price);
  });

  it('is free for 2 seats, then 1 € per extra seat', () => {
    expect(FREE_SEATS).toBe(2);
    expect(PRICE_PER_SEAT_EUR).toBe(1);
  });
});
