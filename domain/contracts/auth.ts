import { z } from 'zod';
import { forgotPasswordRequest, password, signInRequest } from './accounts';
import { AUTH_MESSAGES } from './auth-rules';
import { defineEndpoint } from './endpoint';

/**
 * better-auth's endpoints that the web client calls. better-auth serves and validates them behind our proxy
 * (server/platform/auth-routes.ts: rate limits, audit, blocked paths), so they are not registered by
 * `route()`; these objects give the client their method and path, and the types of what it sends (the
 * fields it sends, strict) and of what it reads back (only the fields it uses: better-auth answers more).
 * Every answer loses its `token` fields in the proxy: the session lives in the httpOnly cookie only.
 */

/** A path on this site, where a link of an e-mail leads back (better-auth also checks it is trusted). */
const sitePath = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])/, 'A path on this site');

const currentPassword = z.string().min(1, AUTH_MESSAGES.passwordRequired).max(128);

/** A code from the authenticator app (6 digits) or a backup code; better-auth checks it. */
const twoFactorCode = z.string().trim().min(1, 'Enter the code').max(32);

/** The client sends no fields (a write always carries a JSON body, an empty object here). */
const noFields = z.strictObject({}).optional();

/** An answer the client reads nothing from but success (the status). */
const done = z.object({});

export const signInWithEmailRequest = signInRequest.extend({
  /** Where the verification link of an unverified account leads (a new link is sent on sign-in). */
  callbackURL: sitePath.optional(),
});
export type SignInWithEmailRequest = z.infer<typeof signInWithEmailRequest>;

export const signInWithEmailResponse = z.object({
  /** The password was right and a second factor is needed (the two-factor step of /auth). */
  twoFactorRedirect: z.boolean().optional(),
});

export const requestPasswordResetRequest = forgotPasswordRequest.extend({
  /** The page of the reset link (the e-mail's link goes through better-auth, which appends the token). */
  redirectTo: sitePath.optional(),
});

export const sendVerificationEmailRequest = forgotPasswordRequest.extend({
  callbackURL: sitePath.optional(),
});

/** better-auth ends every other session on a change (our hook forces `revokeOtherSessions`). */
export const changePasswordRequest = z.strictObject({ currentPassword, newPassword: password });

export const confirmPasswordRequest = z.strictObject({ password: currentPassword });

export const twoFactorCodeRequest = z.strictObject({ code: twoFactorCode });

export const enableTwoFactorResponse = z.object({
  /** otpauth:// URI of the new secret, shown as a QR code and as the key. */
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});

export const backupCodesResponse = z.object({ backupCodes: z.array(z.string()) });

// Endpoints.
const tags = ['auth'];
const provider = 'better-auth';

export const signInWithEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sign-in/email',
  access: 'public',
  provider,
  tags,
  summary: 'Sign in with e-mail and password (answers twoFactorRedirect when a second factor is on)',
  body: signInWithEmailRequest,
  responses: { 200: signInWithEmailResponse },
});

export const signOut = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sign-out',
  access: 'public',
  provider,
  tags,
  summary: 'End the session of this browser (answers success without one too)',
  body: noFields,
  responses: { 200: done },
});

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/auth/request-password-reset',
  access: 'public',
  provider,
  tags,
  summary: 'Send a password-reset link (the same answer whether or not the account exists)',
  body: requestPasswordResetRequest,
  responses: { 200: done },
});

export const sendVerificationEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/send-verification-email',
  access: 'public',
  provider,
  tags,
  summary: 'Send a new e-mail verification link',
  body: sendVerificationEmailRequest,
  responses: { 200: done },
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/change-password',
  access: 'signedIn',
  provider,
  tags,
  summary: 'Change my password (common passwords refused); every other session ends',
  body: changePasswordRequest,
  responses: { 200: done },
});

export const enableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/api/auth/two-factor/enable',
  access: 'signedIn',
  provider,
  tags,
  summary:
    'Start turning on two-factor authentication: a new secret and backup codes (on once a code is verified)',
  body: confirmPasswordRequest,
  responses: { 200: enableTwoFactorResponse },
});

export const disableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/api/auth/two-factor/disable',
  access: 'signedIn',
  provider,
  tags,
  summary: 'Turn off two-factor authentication',
  body: confirmPasswordRequest,
  responses: { 200: done },
});

export const generateBackupCodes = defineEndpoint({
  method: 'POST',
  path: '/api/auth/two-factor/generate-backup-codes',
  access: 'signedIn',
  provider,
  tags,
  summary: 'New backup codes (the old ones stop working)',
  body: confirmPasswordRequest,
  responses: { 200: backupCodesResponse },
});

/**
 * A code from the app: the second step of signing in (no session yet, the two-factor cookie of the first
 * step), or the last step of turning two-factor authentication on (signed in).
 */
export const verifyTotpCode = defineEndpoint({
  method: 'POST',
  path: '/api/auth/two-factor/verify-totp',
  access: 'public',
  provider,
  tags,
  summary: 'Verify a code from the authenticator app (sign-in second step, or finishing the setup)',
  body: twoFactorCodeRequest,
  responses: { 200: done },
});

export const verifyBackupCode = defineEndpoint({
  method: 'POST',
  path: '/api/auth/two-factor/verify-backup-code',
  access: 'public',
  provider,
  tags,
  summary: 'Sign in with a backup code instead of the app (each code works once)',
  body: twoFactorCodeRequest,
  responses: { 200: done },
});
