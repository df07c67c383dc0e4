import type { Me } from '@domain/contracts/accounts';
import { roleFlags } from '@domain/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMe } from './me';
import { queryRoots } from './query-keys';

export { fetchMe } from './me';

export const sessionKeys = { all: queryRoots.session, me: () => [...sessionKeys.all, 'me'] as const };

/** The signed-in person in the app's query cache. Shared by every feature (role flags, company). */
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
