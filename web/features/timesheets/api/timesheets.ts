import type {
  Approval,
  BulkApplyRequest,
  ClockAction,
  ClockStatus,
  Correction,
  DayHistory,
  EntryWriteResponse,
  MonthView,
  TimeEntryRequest,
} from '@domain/contracts/time-entries';
import type { ExportFormat, TeamTimesheets } from '@domain/contracts/timesheets';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

export const timesheetKeys = {
  all: ['timesheets'] as const,
  month: (month: string) => [...timesheetKeys.all, 'month', month] as const,
  clock: () => [...timesheetKeys.all, 'clock'] as const,
  history: (userId: string | 'me', date: string) => [...timesheetKeys.all, 'history', userId, date] as const,
  team: (month: string) => [...timesheetKeys.all, 'team', month] as const,
  employee: (userId: string, month: string) => [...timesheetKeys.all, 'employee', userId, month] as const,
};

export const fetchMonth = (month: string) =>
  api.get<MonthView>(`/api/time-entries/month?${new URLSearchParams({ month })}`);
export const fetchClock = () => api.get<ClockStatus>('/api/time-entries/clock');
export const fetchHistory = (date: string) =>
  api.get<DayHistory>(`/api/time-entries/history?${new URLSearchParams({ date })}`);
export const fetchTeam = (month: string) =>
  api.get<TeamTimesheets>(`/api/team-timesheets?${new URLSearchParams({ month })}`);
export const fetchEmployeeMonth = (userId: string, month: string) =>
  api.get<MonthView>(`/api/team-timesheets/${encodeURIComponent(userId)}?${new URLSearchParams({ month })}`);
export const fetchEmployeeHistory = (userId: string, date: string) =>
  api.get<DayHistory>(
    `/api/team-timesheets/${encodeURIComponent(userId)}/history?${new URLSearchParams({ date })}`,
  );

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

/** Entries feed the month, the clock, the team views and the dashboard: refresh them all. */
function useInvalidateTimesheets() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: timesheetKeys.all });
}

export function useSaveEntry() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TimeEntryRequest }) =>
      id
        ? api.patch<EntryWriteResponse>(`/api/time-entries/${id}`, input)
        : api.post<EntryWriteResponse>('/api/time-entries', input),
    onSuccess: invalidate,
  });
}

export function useDeleteEntry() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: (id: string) => api.delete<EntryWriteResponse>(`/api/time-entries/${id}`),
    onSuccess: invalidate,
  });
}

export function useClockAction() {
  const qc = useQueryClient();
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: (action: ClockAction) => api.post<ClockStatus>('/api/time-entries/clock', { action }),
    onSuccess: (status) => {
      qc.setQueryData(timesheetKeys.clock(), status);
      return invalidate();
    },
  });
}

export function useBulkApply() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: (input: BulkApplyRequest) =>
      api.post<{ created: number; deleted: number }>('/api/time-entries/bulk-apply', input),
    onSuccess: invalidate,
  });
}

export function useClearMonth() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: (month: string) => api.post<{ deleted: number }>('/api/time-entries/clear-month', { month }),
    onSuccess: invalidate,
  });
}

export function useSubmitTimesheet() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: (month: string) => api.post<{ approval: Approval }>('/api/timesheets/submit', { month }),
    onSuccess: invalidate,
  });
}

export function useDecideTimesheet() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: ({
      userId,
      month,
      decision,
      reason,
    }: {
      userId: string;
      month: string;
      decision: 'approve' | 'reject';
      reason?: string;
    }) =>
      api.post<{ approval: Approval }>(
        `/api/team-timesheets/${encodeURIComponent(userId)}/${decision}`,
        decision === 'reject' ? { month, reason } : { month },
      ),
    onSuccess: invalidate,
  });
}

export function useDecideCorrection() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: 'approve' | 'reject'; reason?: string }) =>
      api.post<{ correction: Correction }>(
        `/api/time-corrections/${id}/${decision}`,
        decision === 'reject' ? { reason } : {},
      ),
    onSuccess: invalidate,
  });
}

// Files: fetched (so a failure can be told with a toast), then handed to the browser as a download.

export const ownExportUrl = (month: string, format: ExportFormat) =>
  `/api/timesheets/export?${new URLSearchParams({ month, format })}`;
export const employeeExportUrl = (userId: string, month: string, format: ExportFormat) =>
  `/api/team-timesheets/${encodeURIComponent(userId)}/export?${new URLSearchParams({ month, format })}`;
export const bulkExportUrl = (month: string) =>
  `/api/team-timesheets/export?${new URLSearchParams({ month })}`;
export const inspectionExportUrl = (userId: string | 'me', from: string, to: string) =>
  userId === 'me'
    ? `/api/timesheets/inspection-export?${new URLSearchParams({ from, to })}`
    : `/api/team-timesheets/${encodeURIComponent(userId)}/inspection-export?${new URLSearchParams({ from, to })}`;

/** Downloads a file of the API under the name the server gives it (shared with the reports). */
export { downloadFile } from '@/lib/download';
