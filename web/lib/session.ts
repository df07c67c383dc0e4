import type { Me } from '@domain/contracts/accounts';
import { roleFlags } from '@domain/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from './api-client';

export const sessionKeys = { all: ['session'] as const, me: () => [...sessionKeys.all, 'me'] as const };

/** The signed-in person, or null when signed out. Shared by every feature (role flags, company). */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await api.get<Me>('/api/me');
  } catch (e) {
    if (isApiError(e) && e.status === 401) return null;
    throw e;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.me(),
    queryFn: fetchMe,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export type SessionState =
  | { status: 'loading'; me: undefined }
  | { status: 'signedOut'; me: null }
  | { status: 'signedIn'; me: Me };

export function useSession(): SessionState & ReturnType<typeof roleFlags> {
  const query = useQuery(meQueryOptions());
  const me = query.data;
  const flags = roleFlags(me?.profile?.role);
  if (query.isPending) return { status: 'loading', me: undefined, ...flags };
  if (!me) return { status: 'signedOut', me: null, ...flags };
  return { status: 'signedIn', me, ...flags };
}

/** Display name: first and last name, or the e-mail when there is no name. */
export const displayName = (p: { firstName?: string | null; lastName?: string | null; email: string }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ').trim() || p.email;
