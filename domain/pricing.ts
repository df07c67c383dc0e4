/**
 * Seat pricing of the spec: free for up to 2 team members, then 1 euro per additional member a month.
 * One function, used by the public pricing pages and by the server's billing.
 */
export const FREE_SEATS = 2;
export const PRICE_PER_SEAT_EUR = 1;

/** The pricing slider on the public pages: 2 to 20 employees, 3 by default. */
export const PRICING_SLIDER = { min: 2, max: 20, defaultValue: 3 } as const;
/** Team sizes shown as examples on the landing and pricing pages. */
export const SAMPLE_TEAM_SIZES = [2, 3, 5, 10, 15, 20] as const;

/** Monthly price in whole euros for a team of `members` people: max(0, members − 2) × 1 €. */
export function monthlyPrice(members: number): number {
  if (!Number.isInteger(members) || members < 0) {
    throw new RangeError(`A team size is a whole number of people, got ${members}`);
  }
  return Math.max(0, members - FREE_SEATS) * PRICE_PER_SEAT_EUR;
}

/** Members billed (beyond the free seats). */
export const paidSeats = (members: number) => monthlyPrice(members) / PRICE_PER_SEAT_EUR;
