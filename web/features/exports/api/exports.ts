import type { DataExport, ExportKind } from '@domain/contracts/exports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const fetchLatestExport = (kind: ExportKind) =>
  api.call(endpoints.getLatestExport, { query: { kind } });
export const startExport = (kind: ExportKind) =>
  kind === 'personal'
    ? api.call(endpoints.startPersonalExport, { body: {} })
    : api.call(endpoints.startCompanyExport, { body: {} });

export const exportKeys = {
  all: queryRoots.exports,
  latest: (kind: ExportKind) => [...exportKeys.all, 'latest', kind] as const,
};

export const isBuilding = (e: DataExport | null | undefined) =>
  e?.status === 'queued' || e?.status === 'running';

/** The person's latest export of a kind; polled every second while the job builds it (progress). */
export const latestExportQueryOptions = (kind: ExportKind) =>
  queryOptions({
    queryKey: exportKeys.latest(kind),
    queryFn: () => fetchLatestExport(kind),
    select: (d) => d.export,
    refetchInterval: (query) => (isBuilding(query.state.data?.export) ? 1000 : false),
  });

export const useLatestExport = (kind: ExportKind) => useQuery(latestExportQueryOptions(kind));

export function useStartExport(kind: ExportKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => startExport(kind),
    onSuccess: (data) => qc.setQueryData(exportKeys.latest(kind), { export: data.export }),
  });
}
