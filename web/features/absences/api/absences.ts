import type {
  Absence,
  AllowanceSummary,
  CreateAbsenceRequest,
  PendingApproval,
  UpdateAbsenceRequest,
} from '@domain/contracts/absences';
import type { CompanyHoliday } from '@domain/contracts/holidays';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type MyAbsences = { absences: Absence[]; approvedOnSubmission: boolean };
export type PendingApprovals = { approvals: PendingApproval[]; twoStepApproval: boolean };
export type WriteResult = { absence: Absence; statusReset: boolean };
export type TeamAway = {
  away: { userId: string; name: string; startDate: string; endDate: string; status: string }[];
};

export const absenceKeys = {
  all: ['absences'] as const,
  mine: () => [...absenceKeys.all, 'mine'] as const,
  pending: () => [...absenceKeys.all, 'pending'] as const,
  allowance: (year?: number) => [...absenceKeys.all, 'allowance', year ?? 'current'] as const,
  teamAway: (start: string, end: string, excludeId?: string) =>
    [...absenceKeys.all, 'team-away', start, end, excludeId ?? null] as const,
  upcomingHolidays: (from: string, to: string) => [...absenceKeys.all, 'holidays', from, to] as const,
};

export const fetchMyAbsences = () => api.get<MyAbsences>('/api/absences/mine');
export const fetchPendingApprovals = () => api.get<PendingApprovals>('/api/absences/pending');
export const fetchAllowance = (year?: number) =>
  api.get<AllowanceSummary>(`/api/absences/allowance${year ? `?year=${year}` : ''}`);
export const fetchTeamAway = (start: string, end: string, excludeId?: string) =>
  api.get<TeamAway>(
    `/api/absences/team-away?${new URLSearchParams({
      startDate: start,
      endDate: end,
      ...(excludeId ? { excludeId } : {}),
    })}`,
  );
export const fetchHolidays = (from: string, to: string) =>
  api.get<{ holidays: CompanyHoliday[] }>(`/api/holidays?${new URLSearchParams({ from, to })}`);

export const myAbsencesQuery = () => queryOptions({ queryKey: absenceKeys.mine(), queryFn: fetchMyAbsences });
export const pendingApprovalsQuery = () =>
  queryOptions({ queryKey: absenceKeys.pending(), queryFn: fetchPendingApprovals });
export const allowanceQuery = (year?: number) =>
  queryOptions({ queryKey: absenceKeys.allowance(year), queryFn: () => fetchAllowance(year) });
export const teamAwayQuery = (start: string, end: string, excludeId?: string) =>
  queryOptions({
    queryKey: absenceKeys.teamAway(start, end, excludeId),
    queryFn: () => fetchTeamAway(start, end, excludeId),
    staleTime: 60_000,
  });
export const holidaysQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: absenceKeys.upcomingHolidays(from, to),
    queryFn: () => fetchHolidays(from, to),
    staleTime: 5 * 60_000,
  });

export const useMyAbsences = () => useQuery(myAbsencesQuery());
export const usePendingApprovals = (enabled: boolean) => useQuery({ ...pendingApprovalsQuery(), enabled });
export const useAllowance = (year?: number, enabled = true) => useQuery({ ...allowanceQuery(year), enabled });
export const useTeamAway = (start: string, end: string, excludeId?: string) =>
  useQuery({ ...teamAwayQuery(start, end, excludeId), enabled: Boolean(start && end && start <= end) });
export const useHolidays = (from: string, to: string) => useQuery(holidaysQuery(from, to));

/** Every absence write changes lists, balances and the team schedule: refresh them all. */
function useInvalidateAbsences() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: absenceKeys.all }),
      qc.invalidateQueries({ queryKey: ['schedule'] }),
    ]);
}

export function useCreateAbsence() {
  const invalidate = useInvalidateAbsences();
  return useMutation({
    mutationFn: (input: CreateAbsenceRequest) => api.post<WriteResult>('/api/absences', input),
    onSuccess: invalidate,
  });
}

export function useUpdateAbsence() {
  const invalidate = useInvalidateAbsences();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateAbsenceRequest }) =>
      api.patch<WriteResult>(`/api/absences/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useCancelAbsence() {
  const invalidate = useInvalidateAbsences();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/absences/${id}`),
    onSuccess: invalidate,
  });
}

export function useApproveAbsence() {
  const invalidate = useInvalidateAbsences();
  return useMutation({
    mutationFn: ({ id, allowOverAllowance }: { id: string; allowOverAllowance?: boolean }) =>
      api.post<WriteResult>(`/api/absences/${id}/approve`, allowOverAllowance ? { allowOverAllowance } : {}),
    onSuccess: invalidate,
  });
}

export function useRejectAbsence() {
  const invalidate = useInvalidateAbsences();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<WriteResult>(`/api/absences/${id}/reject`, reason ? { reason } : {}),
    onSuccess: invalidate,
  });
}
