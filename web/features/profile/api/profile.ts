import type {
  AccountSession,
  avatarResponse,
  profileResponse,
  UpdateProfileRequest,
} from '@domain/contracts/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session';

export const updateProfile = (input: UpdateProfileRequest) =>
  api.patch<z.infer<typeof profileResponse>>('/api/profile', input);

export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.post<z.infer<typeof avatarResponse>>('/api/profile/avatar', body);
}

/** better-auth's endpoint; the server refuses common passwords and always ends the other sessions. */
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  api.post<{ user: { id: string } }>('/api/auth/change-password', input);

export const fetchSessions = () => api.get<{ sessions: AccountSession[] }>('/api/profile/sessions');
export const revokeSession = (id: string) =>
  api.delete<{ message: string }>(`/api/profile/sessions/${encodeURIComponent(id)}`);

export const profileKeys = {
  all: ['profile'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
};

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.sessions(), queryFn: fetchSessions, select: (d) => d.sessions });

// The name and photo live in the session's `me` answer (header, sidebar): refresh it after a change.
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useUploadAvatar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => qc.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => qc.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

// Two-factor authentication (better-auth's plugin). Enabling returns the secret as an otpauth:// URI and the
// backup codes; it becomes active once a code from the app is verified.
export const enableTwoFactor = (password: string) =>
  api.post<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', { password });
export const verifyTwoFactorSetup = (code: string) =>
  api.post<{ token?: string }>('/api/auth/two-factor/verify-totp', { code });
export const disableTwoFactor = (password: string) =>
  api.post<{ status: boolean }>('/api/auth/two-factor/disable', { password });
export const regenerateBackupCodes = (password: string) =>
  api.post<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', { password });

/** Every change of the second factor refreshes `me` (which says whether it is on). */
export function useTwoFactorChange<T, V>(fn: (input: V) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
