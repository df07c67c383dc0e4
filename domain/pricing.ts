/**
 * The pricing rule of the spec: free for up to 2 team members, 1 euro per month for every member above.
 * Billing (seat limits, payments) builds on these; every screen that shows a price uses them.
 */
export const FREE_SEATS = 2;
export const PRICE_PER_SEAT_EUR = 1;

/** Monthly cost in euros for a team of `members`: max(0, members − 2) × 1 €. */
export const monthlyPrice = (members: number): number =>
  Math.max(0, members - FREE_SEATS) * PRICE_PER_SEAT_EUR;
