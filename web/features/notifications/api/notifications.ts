import type { EmailPreferences, UpdateEmailPreferencesRequest } from '@domain/contracts/notifications';
import type { NotificationCategory } from '@domain/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const fetchEmailPreferences = () =>
  api.get<{ preferences: EmailPreferences }>('/api/notifications/preferences');
export const updateEmailPreferences = (input: UpdateEmailPreferencesRequest) =>
  api.patch<{ message: string; preferences: EmailPreferences }>('/api/notifications/preferences', input);
/** The unsubscribe link's button: no sign-in, the token is the credential. */
export const unsubscribe = (token: string) =>
  api.post<{ category: NotificationCategory; message: string }>('/api/notifications/unsubscribe', { token });

export const notificationKeys = {
  all: ['notifications'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

export const emailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: fetchEmailPreferences,
    select: (d) => d.preferences,
  });

export const useEmailPreferences = () => useQuery(emailPreferencesQueryOptions());

export function useUpdateEmailPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreferences,
    onSuccess: (data) => qc.setQueryData(notificationKeys.preferences(), { preferences: data.preferences }),
  });
}

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
