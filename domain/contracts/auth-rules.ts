/**
 * The sign-in and sign-up form rules as plain values, for the /auth page: it validates with them directly
 * instead of loading zod (kept out of that page's bundle, see docs/decisions/0001-auth-page-without-zod.md).
 * They mirror the zod contracts in accounts.ts, which the server enforces.
 */
export const PASSWORD_MIN = 6;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters long',
  passwordsDiffer: 'Passwords do not match',
  confirmRequired: 'Please confirm your password',
  required: (label: string) => `${label} is required`,
  tooLong: (label: string) => `${label} must be at most ${NAME_MAX} characters`,
} as const;
