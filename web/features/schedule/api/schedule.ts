import type { Schedule } from '@domain/contracts/schedule';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The absences feature refreshes ['schedule'] after every absence write.
export const scheduleKeys = {
  all: ['schedule'] as const,
  month: (month: string) => [...scheduleKeys.all, month] as const,
};

export const fetchSchedule = (month: string) =>
  api.get<Schedule>(`/api/schedule?${new URLSearchParams({ month })}`);

export const scheduleQuery = (month: string) =>
  queryOptions({ queryKey: scheduleKeys.month(month), queryFn: () => fetchSchedule(month) });

/** Keeps the previous month on screen while the next one loads (month navigation). */
export const useSchedule = (month: string) =>
  useQuery({ ...scheduleQuery(month), placeholderData: keepPreviousData });
