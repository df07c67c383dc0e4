import type { UpdateEmailPreferencesRequest } from '@domain/contracts/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const fetchEmailPreferences = () => api.call(endpoints.getEmailPreferences);
export const updateEmailPreferences = (input: UpdateEmailPreferencesRequest) =>
  api.call(endpoints.updateEmailPreferences, { body: input });
/** The unsubscribe link's button: no sign-in, the token is the credential. */
export const unsubscribe = (token: string) => api.call(endpoints.unsubscribeFromEmails, { body: { token } });

export const notificationKeys = {
  all: queryRoots.notifications,
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
