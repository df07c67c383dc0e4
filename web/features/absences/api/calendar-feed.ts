import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResultOf } from '@/lib/api/client-endpoint';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export type FeedStatus = ResultOf<typeof endpoints.getCalendarFeedStatus>;

export const calendarFeedKeys = {
  all: queryRoots.calendarFeed,
  status: () => [...calendarFeedKeys.all, 'status'] as const,
};

export const fetchFeedStatus = () => api.call(endpoints.getCalendarFeedStatus);
export const feedStatusQuery = () =>
  queryOptions({ queryKey: calendarFeedKeys.status(), queryFn: fetchFeedStatus });
export const useFeedStatus = () => useQuery(feedStatusQuery());

export function useCreateFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.createCalendarFeed),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}

export function useRevokeFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.revokeCalendarFeed),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}
