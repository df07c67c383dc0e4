import type { SignUpRequest } from '@domain/contracts/accounts';
import type { CreateInvitationRequest } from '@domain/contracts/invitations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const invitationKeys = {
  all: queryRoots.invitations,
  list: () => [...invitationKeys.all, 'list'] as const,
  seats: () => [...invitationKeys.all, 'seats'] as const,
  validation: (code: string) => [...invitationKeys.all, 'validation', code] as const,
  pendingJoin: () => [...invitationKeys.all, 'pending-join'] as const,
};

// Fetchers.
export const fetchInvitations = () => api.call(endpoints.listInvitations);
export const fetchSeatSummary = () => api.call(endpoints.getSeatSummary);
export const createInvitation = (input: CreateInvitationRequest) =>
  api.call(endpoints.createInvitation, { body: input });
export const deleteInvitation = (id: string) => api.call(endpoints.deleteInvitation, { params: { id } });
/** The code goes in the body, never in an API URL that logs or proxies could keep. */
export const validateInvitation = (code: string) =>
  api.call(endpoints.validateInvitation, { body: { code } });
export const acceptInvitation = (code: string) => api.call(endpoints.acceptInvitation, { body: { code } });
export const fetchPendingJoin = () => api.call(endpoints.getPendingJoin);
export const retryPendingJoin = () => api.call(endpoints.retryPendingJoin);

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
        qc.invalidateQueries({ queryKey: queryRoots.session }),
        qc.invalidateQueries({ queryKey: invitationKeys.pendingJoin() }),
      ]),
  });
}

/**
 * Sign-up with an invitation code is the accounts module's sign-up (with `invitationCode`): the page passes the
 * auth feature's fetcher in, as a feature does not call into another feature.
 */
export type SignUpFetcher = (input: SignUpRequest) => Promise<unknown>;
export const useSignUpWithInvitation = (signUp: SignUpFetcher) => useMutation({ mutationFn: signUp });

export function useRetryPendingJoin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: retryPendingJoin,
    onSuccess: (result) => {
      qc.setQueryData(invitationKeys.pendingJoin(), result);
      return qc.invalidateQueries({ queryKey: queryRoots.session });
    },
  });
}
