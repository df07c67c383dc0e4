import type { DeletionRequest, PendingDeletionRequest } from '@domain/contracts/privacy';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const fetchMyDeletionRequest = () =>
  api.get<{ request: DeletionRequest | null; soleAdmin: boolean }>('/api/privacy/deletion-request');
export const requestDeletion = () =>
  api.post<{ message: string; request: DeletionRequest }>('/api/privacy/deletion-request');
export const withdrawDeletion = () => api.delete<{ ok: true }>('/api/privacy/deletion-request');
export const fetchDeletionRequests = () =>
  api.get<{ requests: PendingDeletionRequest[] }>('/api/privacy/deletion-requests');
export const deleteMemberAccount = (userId: string) =>
  api.delete<{ message: string; reference: string }>(`/api/privacy/members/${encodeURIComponent(userId)}`);

export const privacyKeys = {
  all: ['privacy'] as const,
  mine: () => [...privacyKeys.all, 'my-request'] as const,
  requests: () => [...privacyKeys.all, 'requests'] as const,
};

export const myDeletionRequestQueryOptions = () =>
  queryOptions({ queryKey: privacyKeys.mine(), queryFn: fetchMyDeletionRequest });
export const deletionRequestsQueryOptions = () =>
  queryOptions({
    queryKey: privacyKeys.requests(),
    queryFn: fetchDeletionRequests,
    select: (d) => d.requests,
    staleTime: 0,
  });

export const useMyDeletionRequest = () => useQuery(myDeletionRequestQueryOptions());
export const useDeletionRequests = () => useQuery(deletionRequestsQueryOptions());

export function useRequestDeletion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: requestDeletion,
    onSuccess: () => qc.invalidateQueries({ queryKey: privacyKeys.mine() }),
  });
}

export function useWithdrawDeletion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: withdrawDeletion,
    onSuccess: () => qc.invalidateQueries({ queryKey: privacyKeys.mine() }),
  });
}

/** A deletion changes the team, the seats and the requests: everything on screen is read again. */
export function useDeleteMemberAccount() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteMemberAccount, onSuccess: () => qc.invalidateQueries() });
}
