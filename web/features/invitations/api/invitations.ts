import type {
  acceptInvitationResponse,
  CreateInvitationRequest,
  Invitation,
  InvitationValidation,
  PendingJoin,
  SeatSummary,
} from '@domain/contracts/invitations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session';

export const invitationKeys = {
  all: ['invitations'] as const,
  list: () => [...invitationKeys.all, 'list'] as const,
  seats: () => [...invitationKeys.all, 'seats'] as const,
  validation: (code: string) => [...invitationKeys.all, 'validation', code] as const,
  pendingJoin: () => [...invitationKeys.all, 'pending-join'] as const,
};

// Fetchers.
export const fetchInvitations = () => api.get<{ invitations: Invitation[] }>('/api/invitations');
export const fetchSeatSummary = () => api.get<SeatSummary>('/api/invitations/seats');
export const createInvitation = (input: CreateInvitationRequest) =>
  api.post<Invitation>('/api/invitations', input);
export const deleteInvitation = (id: string) =>
  api.delete<{ ok: true }>(`/api/invitations/${encodeURIComponent(id)}`);
/** The code goes in the body, never in an API URL that logs or proxies could keep. */
export const validateInvitation = (code: string) =>
  api.post<InvitationValidation>('/api/invitations/validate', { code });
export const acceptInvitation = (code: string) =>
  api.post<z.infer<typeof acceptInvitationResponse>>('/api/invitations/accept', { code });
export const signUpWithInvitation = (input: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  invitationCode: string;
}) => api.post<{ message: string }>('/api/accounts/sign-up', input);
export const fetchPendingJoin = () => api.get<PendingJoin>('/api/invitations/pending-join');
export const retryPendingJoin = () => api.post<PendingJoin>('/api/invitations/pending-join');

// Query options.
export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: invitationKeys.list(), queryFn: fetchInvitations });
export const seatSummaryQueryOptions = () =>
  queryOptions({ queryKey: invitationKeys.seats(), queryFn: fetchSeatSummary });
export const invitationValidationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: invitationKeys.validation(code),
    queryFn: () => validateInvitation(code),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
export const pendingJoinQueryOptions = () =>
  queryOptions({ queryKey: invitationKeys.pendingJoin(), queryFn: fetchPendingJoin, staleTime: 0 });

// Hooks.
export const useInvitations = () => useQuery(invitationsQueryOptions());
export const useSeatSummary = () => useQuery(seatSummaryQueryOptions());
export const useInvitationValidation = (code: string) => useQuery(invitationValidationQueryOptions(code));
export const usePendingJoin = () => useQuery(pendingJoinQueryOptions());

export function useCreateInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSettled: () => qc.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

export function useDeleteInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteInvitation,
    onSettled: () => qc.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

/** Joining changes who the person is in the app: the session (company, role) is read again. */
export function useAcceptInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: sessionKeys.all }),
        qc.invalidateQueries({ queryKey: invitationKeys.pendingJoin() }),
      ]),
  });
}

export const useSignUpWithInvitation = () => useMutation({ mutationFn: signUpWithInvitation });

export function useRetryPendingJoin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: retryPendingJoin,
    onSuccess: (result) => {
      qc.setQueryData(invitationKeys.pendingJoin(), result);
      return qc.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
