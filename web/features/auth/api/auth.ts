import type { BodyOf } from '@/lib/api/client-endpoint';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';

// A new verification link from a sign-in attempt leads back to the sign-in tab.
const VERIFIED_CALLBACK = '/auth?verified=1';

// Plain fetchers: the /auth and /reset-password pages call them directly (no query cache there, keeping
// TanStack Query out of their bundle); /app wraps what it needs in hooks (use-sign-out.ts). The contracts
// come in as types only (endpoints.gen), so zod stays out of these pages too (docs/decisions/0001).
/** `twoFactorRedirect` means the password was right and a code from the authenticator app is needed. */
export const signIn = (input: Omit<BodyOf<typeof endpoints.signInWithEmail>, 'callbackURL'>) =>
  api.call(endpoints.signInWithEmail, { body: { ...input, callbackURL: VERIFIED_CALLBACK } });
export const verifySignInCode = (code: string, backup: boolean) =>
  backup
    ? api.call(endpoints.verifyBackupCode, { body: { code } })
    : api.call(endpoints.verifyTotpCode, { body: { code } });
export const signUp = (input: BodyOf<typeof endpoints.signUp>) => api.call(endpoints.signUp, { body: input });
export const signOut = () => api.call(endpoints.signOut, { body: {} });
export const requestPasswordReset = (email: string) =>
  api.call(endpoints.requestPasswordReset, { body: { email, redirectTo: '/reset-password' } });
export const checkResetToken = (token: string) =>
  api.call(endpoints.checkPasswordResetToken, { body: { token } });
export const resetPassword = (input: BodyOf<typeof endpoints.resetPassword>) =>
  api.call(endpoints.resetPassword, { body: input });
export const resendVerification = (email: string) =>
  api.call(endpoints.sendVerificationEmail, { body: { email, callbackURL: VERIFIED_CALLBACK } });
