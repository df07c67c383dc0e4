import type { ReportFormat, ReportTable } from '@domain/contracts/reports';
import type { CsvStyle } from '@domain/csv';
import type { Period } from '@domain/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export { downloadFile } from '@/lib/download';

export const reportKeys = {
  all: queryRoots.reports,
  period: (p: Period) => [...reportKeys.all, p.from, p.to] as const,
};

export const fetchReport = ({ from, to }: Period) => api.call(endpoints.getReport, { query: { from, to } });

export const reportQuery = (p: Period) =>
  queryOptions({ queryKey: reportKeys.period(p), queryFn: () => fetchReport(p), staleTime: 60_000 });

/** The report of a valid period; nothing is asked for while the period is wrong (null). */
export const useReport = (p: Period | null) =>
  useQuery({
    ...reportQuery(p ?? { from: '', to: '' }),
    enabled: p !== null,
    placeholderData: (prev) => prev,
  });

export const reportExportUrl = (
  { from, to }: Period,
  table: ReportTable,
  format: ReportFormat,
  csv: CsvStyle = 'comma',
) => api.url(endpoints.exportReport, { query: { from, to, table, format, csv } });
