import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const sampleDataKeys = {
  all: queryRoots.sampleData,
  status: () => [...sampleDataKeys.all, 'status'] as const,
};

export const fetchSampleDataStatus = () => api.call(endpoints.getSampleData);
export const loadSampleData = () => api.call(endpoints.loadSampleData);
export const removeSampleData = () => api.call(endpoints.removeSampleData);

export const sampleDataQuery = () =>
  queryOptions({ queryKey: sampleDataKeys.status(), queryFn: fetchSampleDataStatus, staleTime: 60_000 });

/** Whether the company has sample data (the banner) and whether the viewer may load it (the offer). */
export const useSampleDataStatus = () => useQuery(sampleDataQuery());

/** Loading or removing sample data changes every screen (team, entries, absences, dashboard): all is read again. */
function useSampleDataMutation<T>(fn: () => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries() });
}

export const useLoadSampleData = () => useSampleDataMutation(loadSampleData);
export const useRemoveSampleData = () => useSampleDataMutation(removeSampleData);
