import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { sessionKeys } from './session';

/**
 * One client for the app. A 401 anywhere means the session ended (sign-out elsewhere, expiry): the session
 * query is refreshed and the guard sends the person to /auth. A 403 NO_COMPANY means the seat was removed:
 * the same refresh shows Access Revoked.
 */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (e) => onAuthError(client, e) }),
    mutationCache: new MutationCache({ onError: (e) => onAuthError(client, e) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, e) => !(isApiError(e) && e.status >= 400 && e.status < 500) && count < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

function onAuthError(client: QueryClient, e: unknown) {
  if (!isApiError(e)) return;
  if (e.status === 401 || e.code === 'NO_COMPANY') {
    void client.invalidateQueries({ queryKey: sessionKeys.all });
  }
}
