import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const fetchMyDeletionRequest = () => api.call(endpoints.getMyDeletionRequest);
export const requestDeletion = () => api.call(endpoints.requestAccountDeletion, { body: {} });
export const withdrawDeletion = () => api.call(endpoints.withdrawAccountDeletion);
export const fetchDeletionRequests = () => api.call(endpoints.listDeletionRequests);
export const deleteMemberAccount = (userId: string) =>
  api.call(endpoints.deleteMemberAccount, { params: { userId } });

export const privacyKeys = {
  all: queryRoots.privacy,
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
