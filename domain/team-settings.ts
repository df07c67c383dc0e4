/** Limits and derived values of company and member settings (spec sections 5 and 9). */

export const DEFAULT_HOLIDAY_ALLOWANCE = 25;
export const ALLOWANCE_MIN = 0;
export const ALLOWANCE_MAX = 365;

const isWhole = (n: number) => Number.isInteger(n);

/** Default holiday allowance of a company: a whole number 0–365; anything else falls back to 25. */
export function allowanceOrDefault(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return DEFAULT_HOLIDAY_ALLOWANCE;
  const text = String(value).trim();
  if (text === '') return DEFAULT_HOLIDAY_ALLOWANCE;
  const n = Number(text);
  return isWhole(n) && n >= ALLOWANCE_MIN && n <= ALLOWANCE_MAX ? n : DEFAULT_HOLIDAY_ALLOWANCE;
}

export const isValidAllowanceValue = (n: number) => isWhole(n) && n >= ALLOWANCE_MIN && n <= ALLOWANCE_MAX;
