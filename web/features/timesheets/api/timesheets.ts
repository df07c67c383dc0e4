import type { BulkApplyRequest, ClockAction, TimeEntryRequest } from '@domain/contracts/time-entries';
import type { ExportFormat } from '@domain/contracts/timesheets';
import type { CsvStyle } from '@domain/csv';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@/lib/api/endpoints.gen';
import { ApiError, api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const timesheetKeys = {
  all: queryRoots.timesheets,
  month: (month: string) => [...timesheetKeys.all, 'month', month] as const,
  clock: () => [...timesheetKeys.all, 'clock'] as const,
  history: (userId: string | 'me', date: string) => [...timesheetKeys.all, 'history', userId, date] as const,
  team: (month: string) => [...timesheetKeys.all, 'team', month] as const,
  employee: (userId: string, month: string) => [...timesheetKeys.all, 'employee', userId, month] as const,
};

export const fetchMonth = (month: string) => api.call(endpoints.getMyMonth, { query: { month } });
export const fetchClock = () => api.call(endpoints.getClockStatus);
export const fetchHistory = (date: string) => api.call(endpoints.getMyDayHistory, { query: { date } });
export const fetchTeam = (month: string) => api.call(endpoints.listTeamTimesheets, { query: { month } });
export const fetchEmployeeMonth = (userId: string, month: string) =>
  api.call(endpoints.getEmployeeMonth, { params: { userId }, query: { month } });
export const fetchEmployeeHistory = (userId: string, date: string) =>
  api.call(endpoints.getEmployeeDayHistory, { params: { userId }, query: { date } });

export const monthQuery = (month: string) =>
  queryOptions({ queryKey: timesheetKeys.month(month), queryFn: () => fetchMonth(month) });
export const clockQuery = () =>
  queryOptions({ queryKey: timesheetKeys.clock(), queryFn: fetchClock, refetchInterval: 60_000 });
export const historyQuery = (userId: string | 'me', date: string) =>
  queryOptions({
    queryKey: timesheetKeys.history(userId, date),
    queryFn: () => (userId === 'me' ? fetchHistory(date) : fetchEmployeeHistory(userId, date)),
  });
export const teamQuery = (month: string) =>
  queryOptions({ queryKey: timesheetKeys.team(month), queryFn: () => fetchTeam(month) });
export const employeeMonthQuery = (userId: string, month: string) =>
  queryOptions({
    queryKey: timesheetKeys.employee(userId, month),
    queryFn: () => fetchEmployeeMonth(userId, month),
    // "Employee not found" is an answer, not a hiccup to retry.
    retry: (count, e) => !(e instanceof ApiError && e.status === 404) && count < 2,
  });

export const useMonth = (month: string) =>
  useQuery({ ...monthQuery(month), placeholderData: (prev) => prev });
export const useClock = (enabled = true) => useQuery({ ...clockQuery(), enabled });
export const useHistory = (userId: string | 'me', date: string, enabled: boolean) =>
  useQuery({ ...historyQuery(userId, date), enabled });
export const useTeamTimesheets = (month: string) =>
  useQuery({ ...teamQuery(month), placeholderData: (prev) => prev });
export const useEmployeeMonth = (userId: string, month: string) =>
  useQuery({ ...employeeMonthQuery(userId, month), placeholderData: (prev) => prev });

/** Entries feed the month, the clock, the history and the team views: refresh them all. */
function useInvalidateTimesheets() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: timesheetKeys.all });
}

export function useSaveEntry() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TimeEntryRequest }) =>
      id
        ? api.call(endpoints.updateTimeEntry, { params: { id }, body: input })
        : api.call(endpoints.createTimeEntry, { body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteEntry() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.deleteTimeEntry, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useClockAction() {
  const qc = useQueryClient();
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: (action: ClockAction) => api.call(endpoints.recordClockAction, { body: { action } }),
    onSuccess: (status) => {
      qc.setQueryData(timesheetKeys.clock(), status);
      return invalidate();
    },
  });
}

export function useBulkApply() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: (body: BulkApplyRequest) => api.call(endpoints.bulkApplyTimes, { body }),
    onSuccess: invalidate,
  });
}

export function useClearMonth() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: (month: string) => api.call(endpoints.clearMonth, { body: { month } }),
    onSuccess: invalidate,
  });
}

export function useSubmitTimesheet() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: (month: string) => api.call(endpoints.submitTimesheet, { body: { month } }),
    onSuccess: invalidate,
  });
}

/** An admin's decision: a rejection carries its reason (required by the contract). */
type Decision = { decision: 'approve' } | { decision: 'reject'; reason: string };

export function useDecideTimesheet() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: ({ userId, month, ...d }: { userId: string; month: string } & Decision) =>
      d.decision === 'reject'
        ? api.call(endpoints.rejectTimesheet, { params: { userId }, body: { month, reason: d.reason } })
        : api.call(endpoints.approveTimesheet, { params: { userId }, body: { month } }),
    onSuccess: invalidate,
  });
}

export function useDecideCorrection() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: ({ id, ...d }: { id: string } & Decision) =>
      d.decision === 'reject'
        ? api.call(endpoints.rejectTimeCorrection, { params: { id }, body: { reason: d.reason } })
        : api.call(endpoints.approveTimeCorrection, { params: { id } }),
    onSuccess: invalidate,
  });
}

// Files: the URL of each export, for `downloadFile` (a failure can then be told with a toast).

export const ownExportUrl = (month: string, format: ExportFormat, csv: CsvStyle = 'comma') =>
  api.url(endpoints.exportMyTimesheet, { query: { month, format, csv } });
export const employeeExportUrl = (
  userId: string,
  month: string,
  format: ExportFormat,
  csv: CsvStyle = 'comma',
) => api.url(endpoints.exportEmployeeTimesheet, { params: { userId }, query: { month, format, csv } });
export const bulkExportUrl = (month: string, csv: CsvStyle) =>
  api.url(endpoints.exportTeamTimesheets, { query: { month, csv } });
export const inspectionExportUrl = (userId: string | 'me', from: string, to: string) =>
  userId === 'me'
    ? api.url(endpoints.exportMyInspectionRecord, { query: { from, to } })
    : api.url(endpoints.exportEmployeeInspectionRecord, { params: { userId }, query: { from, to } });

/** Downloads a file of the API under the name the server gives it (shared with the reports). */
export { downloadFile } from '@/lib/download';
