import type { resetPasswordRequest, signInRequest, signUpRequest } from '@domain/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session';

type SignInInput = z.infer<typeof signInRequest>;
type SignUpInput = z.infer<typeof signUpRequest>;
type ResetInput = z.infer<typeof resetPasswordRequest>;

// A new verification link from a sign-in attempt leads back to the sign-in tab.
const VERIFIED_CALLBACK = '/auth?verified=1';

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

/** Mutations that change who is signed in refresh the session; a sign-out drops every cached answer. */
export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => {
      deliberateSignOut = false;
      return qc.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}

let deliberateSignOut = false;
/** True right after the person signed out themselves (no "come back here" link needed). */
export const signedOutDeliberately = () => deliberateSignOut;

/** After a sign-out: forget every cached answer and record that nobody is signed in. */
export function useForgetSession() {
  const qc = useQueryClient();
  return () => {
    deliberateSignOut = true;
    qc.removeQueries();
    qc.setQueryData(sessionKeys.me(), null);
  };
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
