/** Limits and derived values of company and member settings (spec sections 5 and 9). */

export const DEFAULT_HOLIDAY_ALLOWANCE = 25;
export const ALLOWANCE_MIN = 0;
export const ALLOWANCE_MAX = 365;
export const DEFAULT_EXPECTED_HOURS_PER_WEEK = 40;
export const HOURS_PER_WEEK_MIN = 1;
export const HOURS_PER_WEEK_MAX = 60;
export const WORKING_DAYS_PER_WEEK = 5;

const isWhole = (n: number) => Number.isInteger(n);

/** Default holiday allowance of a company: a whole number 0–365; anything else falls back to 25. */
export function allowanceOrDefault(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return DEFAULT_HOLIDAY_ALLOWANCE;
  const text = String(value).trim();
  if (text === '') return DEFAULT_HOLIDAY_ALLOWANCE;
  const n = Number(text);
  return isWhole(n) && n >= ALLOWANCE_MIN && n <= ALLOWANCE_MAX ? n : DEFAULT_HOLIDAY_ALLOWANCE;
}

/** Expected hours per week typed by an admin: a whole number 1–60, or null (the value is ignored). */
export function parseExpectedHours(value: string | number): number | null {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= HOURS_PER_WEEK_MIN && n <= HOURS_PER_WEEK_MAX ? n : null;
}

/** Expected hours per day: the weekly value divided by 5, to two decimals. */
export const expectedHoursPerDay = (perWeek: number): number =>
  Math.round((perWeek / WORKING_DAYS_PER_WEEK) * 100) / 100;

export const isValidAllowanceValue = (n: number) => isWhole(n) && n >= ALLOWANCE_MIN && n <= ALLOWANCE_MAX;
