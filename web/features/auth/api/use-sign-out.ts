import { useMutation } from '@tanstack/react-query';
import { signOut } from './auth';

/**
 * Signing out ends the session on the server; the caller then goes to /auth, which is outside the app's
 * query client, so every cached answer is dropped with it.
 */
export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
