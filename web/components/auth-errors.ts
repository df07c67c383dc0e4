import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessage, isApiError } from '@/lib/api-client';

/**
 * better-auth's errors by their code (the `reason` of an /api/auth answer: server/platform/auth-routes.ts), in
 * the reader's language. better-auth writes its messages in English only; the English here is its own, word for
 * word, so English readers see what they saw before. Our own refusals inside better-auth (WEAK_PASSWORD) come
 * already in the requester's language.
 */
const AUTH_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  INVALID_EMAIL_OR_PASSWORD: msg({
    id: 'auth.errors.invalidEmailOrPassword',
    message: 'Invalid email or password',
  }),
  INVALID_PASSWORD: msg({ id: 'auth.errors.invalidPassword', message: 'Invalid password' }),
  EMAIL_NOT_VERIFIED: msg({ id: 'auth.errors.emailNotVerified', message: 'Email not verified' }),
  ACCOUNT_DELETED: msg({ id: 'auth.errors.accountDeleted', message: 'This account has been deleted.' }),
  INVALID_TOKEN: msg({ id: 'auth.errors.invalidToken', message: 'Invalid token' }),
  TOKEN_EXPIRED: msg({ id: 'auth.errors.tokenExpired', message: 'Token expired' }),
  PASSWORD_TOO_SHORT: msg({ id: 'auth.errors.passwordTooShort', message: 'Password too short' }),
  PASSWORD_TOO_LONG: msg({ id: 'auth.errors.passwordTooLong', message: 'Password too long' }),
  SESSION_EXPIRED: msg({
    id: 'auth.errors.sessionExpired',
    message: 'Session expired. Re-authenticate to perform this action.',
  }),
  EMAIL_ALREADY_VERIFIED: msg({
    id: 'auth.errors.emailAlreadyVerified',
    message: 'Email is already verified',
  }),
  INVALID_CODE: msg({ id: 'auth.errors.invalidCode', message: 'Invalid code' }),
  INVALID_BACKUP_CODE: msg({ id: 'auth.errors.invalidBackupCode', message: 'Invalid backup code' }),
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: msg({
    id: 'auth.errors.tooManyAttempts',
    message: 'Too many attempts. Please request a new code.',
  }),
  ACCOUNT_TEMPORARILY_LOCKED: msg({
    id: 'auth.errors.temporarilyLocked',
    message:
      'Too many failed verification attempts. Your account is temporarily locked. Please try again later.',
  }),
  TOTP_NOT_ENABLED: msg({ id: 'auth.errors.totpNotEnabled', message: 'TOTP not enabled' }),
  TWO_FACTOR_NOT_ENABLED: msg({ id: 'auth.errors.twoFactorNotEnabled', message: "Two factor isn't enabled" }),
  BACKUP_CODES_NOT_ENABLED: msg({
    id: 'auth.errors.backupCodesNotEnabled',
    message: "Backup codes aren't enabled",
  }),
};

/**
 * What to tell the reader about a failed call: better-auth's error in their language when it has a code we know,
 * else the server's message (ours are written in the reader's language), else the fallback.
 */
export function authErrorMessage(e: unknown, i18n: I18n, fallback: string): string {
  const known = isApiError(e) && e.reason ? AUTH_ERRORS[e.reason] : undefined;
  return known ? i18n._(known) : errorMessage(e, fallback);
}
