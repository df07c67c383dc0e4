import type { resetPasswordRequest, signInRequest, signUpRequest } from '@domain/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type SignInInput = z.infer<typeof signInRequest>;
type SignUpInput = z.infer<typeof signUpRequest>;
type ResetInput = z.infer<typeof resetPasswordRequest>;

// A new verification link from a sign-in attempt leads back to the sign-in tab.
const VERIFIED_CALLBACK = '/auth?verified=1';

// The /auth and /reset-password pages call these directly (no query cache there); /app uses the hooks.
export const signIn = (input: SignInInput) =>
  api.post<{ user: { id: string } }>('/api/auth/sign-in/email', { ...input, callbackURL: VERIFIED_CALLBACK });
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

/**
 * Signing out ends the session on the server; the caller then goes to /auth, which is outside the app's
 * query client, so every cached answer is dropped with it.
 */
export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
