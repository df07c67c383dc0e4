import type { SaveConsentsRequest } from '@domain/contracts/consents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryRoots } from '@/lib/query-keys';
import { markChoiceUnsent, unsentChoice } from '../consent-storage';
import { fetchConsents, saveConsents, toConsentRequest } from './consent-fetchers';

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

/**
 * Once signed in: the cookie choice made while signed out (on the public pages) goes to the account, once.
 * The mark is cleared before sending so a second mount (StrictMode, another page) does not send it again;
 * a failure puts it back for the next time and is only logged (spec: consent saves fail silently).
 */
export function useSendUnsentChoice(signedIn: boolean) {
  const { mutate } = useSaveConsents();
  useEffect(() => {
    if (!signedIn) return;
    const prefs = unsentChoice();
    if (!prefs) return;
    markChoiceUnsent(false);
    mutate(toConsentRequest(prefs), {
      onError: (e) => {
        markChoiceUnsent(true);
        console.warn('Cookie preferences were not saved to the account', e);
      },
    });
  }, [signedIn, mutate]);
}
