import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

// The absences feature refreshes queryRoots.schedule after every absence write.
export const scheduleKeys = {
  all: queryRoots.schedule,
  month: (month: string) => [...scheduleKeys.all, month] as const,
};

export const fetchSchedule = (month: string) => api.call(endpoints.getSchedule, { query: { month } });

export const scheduleQuery = (month: string) =>
  queryOptions({ queryKey: scheduleKeys.month(month), queryFn: () => fetchSchedule(month) });

/** Keeps the previous month on screen while the next one loads (month navigation). */
export const useSchedule = (month: string) =>
  useQuery({ ...scheduleQuery(month), placeholderData: keepPreviousData });
