import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type FeedStatus = { active: boolean; createdAt: string | null };

export const calendarFeedKeys = { status: () => ['calendar-feed'] as const };

export const fetchFeedStatus = () => api.get<FeedStatus>('/api/calendar-feed');
export const feedStatusQuery = () =>
  queryOptions({ queryKey: calendarFeedKeys.status(), queryFn: fetchFeedStatus });
export const useFeedStatus = () => useQuery(feedStatusQuery());

export function useCreateFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ url: string; createdAt: string }>('/api/calendar-feed'),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarFeedKeys.status() }),
  });
}

export function useRevokeFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ ok: true }>('/api/calendar-feed'),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarFeedKeys.status() }),
  });
}
