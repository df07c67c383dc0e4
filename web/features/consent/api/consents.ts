import type { SaveConsentsRequest } from '@domain/contracts/consents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';
import { fetchConsents, saveConsents } from './consent-fetchers';

export { fetchConsents, saveConsents } from './consent-fetchers';

export const consentKeys = {
  all: queryRoots.consents,
  mine: () => [...consentKeys.all, 'mine'] as const,
};

export const myConsentsQueryOptions = () =>
  queryOptions({ queryKey: consentKeys.mine(), queryFn: fetchConsents, select: (d) => d.consents });

export function useMyConsents() {
  return useQuery(myConsentsQueryOptions());
}

export function useSaveConsents() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveConsentsRequest) => saveConsents(input),
    onSuccess: (data) => qc.setQueryData(consentKeys.mine(), { consents: data.consents }),
  });
}
