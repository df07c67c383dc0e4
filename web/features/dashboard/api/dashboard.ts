import type { Dashboard } from '@domain/contracts/dashboard';
import type { ClockStatus } from '@domain/contracts/time-entries';
import { DASHBOARD_POLL_MS } from '@domain/dashboard';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const dashboardKeys = {
  all: queryRoots.dashboard,
  page: () => [...dashboardKeys.all, 'page'] as const,
};

export const fetchDashboard = () => api.call(endpoints.getDashboard);

/**
 * The whole dashboard in one request. It is asked again every 15 s while the tab is visible (TanStack
 * Query pauses the interval in a hidden tab) and when the window regains focus, so Currently Working and
 * Team Presence follow a clock-in or clock-out elsewhere within 15 s.
 */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.page(),
    queryFn: fetchDashboard,
    staleTime: 5_000,
    refetchInterval: DASHBOARD_POLL_MS,
    refetchIntervalInBackground: false,
  });

export const useDashboard = () => useQuery(dashboardQuery());

/**
 * After the viewer's own clock action on the dashboard: the card shows the new state at once, and the
 * page is asked again for the team's presence.
 */
export function useClockChanged() {
  const qc = useQueryClient();
  return useCallback(
    (status: ClockStatus) => {
      qc.setQueryData<Dashboard>(dashboardKeys.page(), (old) => (old ? { ...old, clock: status } : old));
      return qc.invalidateQueries({ queryKey: dashboardKeys.all });
    },
    [qc],
  );
}
