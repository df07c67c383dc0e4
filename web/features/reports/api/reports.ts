import type { Report, ReportFormat, ReportTable } from '@domain/contracts/reports';
import type { Period } from '@domain/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { downloadFile } from '@/lib/download';

export const reportKeys = {
  all: ['reports'] as const,
  period: (p: Period) => [...reportKeys.all, p.from, p.to] as const,
};

export const fetchReport = (p: Period) => api.get<Report>(`/api/reports?${new URLSearchParams({ ...p })}`);

export const reportQuery = (p: Period) =>
  queryOptions({ queryKey: reportKeys.period(p), queryFn: () => fetchReport(p), staleTime: 60_000 });

/** The report of a valid period; nothing is asked for while the period is wrong (null). */
export const useReport = (p: Period | null) =>
  useQuery({
    ...reportQuery(p ?? { from: '', to: '' }),
    enabled: p !== null,
    placeholderData: (prev) => prev,
  });

export const reportExportUrl = (p: Period, table: ReportTable, format: ReportFormat) =>
  `/api/reports/export?${new URLSearchParams({ from: p.from, to: p.to, table, format })}`;
