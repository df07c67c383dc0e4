import type { UpdateProfileRequest } from '@domain/contracts/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@/lib/api/client-endpoint';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const updateProfile = (input: UpdateProfileRequest) =>
  api.call(endpoints.updateMyProfile, { body: input });

export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.call(endpoints.uploadMyAvatar, { body });
}

/** better-auth's endpoint; the server refuses common passwords and always ends the other sessions. */
export const changePassword = (input: BodyOf<typeof endpoints.changePassword>) =>
  api.call(endpoints.changePassword, { body: input });

export const fetchSessions = () => api.call(endpoints.listMySessions);
export const revokeSession = (id: string) => api.call(endpoints.revokeMySession, { params: { id } });

export const profileKeys = {
  all: queryRoots.profile,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
};

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.sessions(), queryFn: fetchSessions, select: (d) => d.sessions });

export const updateLanguage = (body: BodyOf<typeof endpoints.updateMyLanguage>) =>
  api.call(endpoints.updateMyLanguage, { body });

/** The language is in `me` too: reading it again switches the screens (AppLayout). */
export function useUpdateLanguage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: () => qc.invalidateQueries({ queryKey: queryRoots.session }),
  });
}

// The name and photo live in the session's `me` answer (header, sidebar): refresh it after a change.
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => qc.invalidateQueries({ queryKey: queryRoots.session }),
  });
}

export function useUploadAvatar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => qc.invalidateQueries({ queryKey: queryRoots.session }),
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
  api.call(endpoints.enableTwoFactor, { body: { password } });
export const verifyTwoFactorSetup = (code: string) => api.call(endpoints.verifyTotpCode, { body: { code } });
export const disableTwoFactor = (password: string) =>
  api.call(endpoints.disableTwoFactor, { body: { password } });
export const regenerateBackupCodes = (password: string) =>
  api.call(endpoints.generateBackupCodes, { body: { password } });

/** Every change of the second factor refreshes `me` (which says whether it is on). */
export function useTwoFactorChange<T, V>(fn: (input: V) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: queryRoots.session }),
  });
}
