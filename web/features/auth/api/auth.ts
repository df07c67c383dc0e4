import type { resetPasswordRequest, signInRequest, signUpRequest } from '@domain/contracts/accounts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type SignInInput = z.infer<typeof signInRequest>;
type SignUpInput = z.infer<typeof signUpRequest>;
type ResetInput = z.infer<typeof resetPasswordRequest>;

// A new verification link from a sign-in attempt leads back to the sign-in tab.
const VERIFIED_CALLBACK = '/auth?verified=1';

// Plain fetchers: the /auth and /reset-password pages call them directly (no query cache there, keeping
// TanStack Query out of their bundle); /app wraps what it needs in hooks (use-sign-out.ts).
/** `twoFactorRedirect` means the password was right and a code from the authenticator app is needed. */
export const signIn = (input: SignInInput) =>
  api.post<{ user?: { id: string }; twoFactorRedirect?: boolean }>('/api/auth/sign-in/email', {
    ...input,
    callbackURL: VERIFIED_CALLBACK,
  });
export const verifySignInCode = (code: string, backup: boolean) =>
  api.post<{ token?: string }>(`/api/auth/two-factor/${backup ? 'verify-backup-code' : 'verify-totp'}`, {
    code,
  });
export const signUp = (input: SignUpInput) => api.post<{ message: string }>('/api/accounts/sign-up', input);
export const signOut = () => api.post<{ success: boolean }>('/api/auth/sign-out');
export const requestPasswordReset = (email: string) =>
  api.post<{ status: boolean; message: string }>('/api/auth/request-password-reset', {
    email,
    redirectTo: '/reset-password',
  });
export const checkResetToken = (token: string) =>
  api.post<{ valid: boolean }>('/api/accounts/password-reset/check', { token });
export const resetPassword = (input: ResetInput) =>
  api.post<{ ok: true }>('/api/accounts/password-reset', input);
export const resendVerification = (email: string) =>
  api.post<{ status: boolean }>('/api/auth/send-verification-email', {
    email,
    callbackURL: VERIFIED_CALLBACK,
  });
