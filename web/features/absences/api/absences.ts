import type { CreateAbsenceRequest, UpdateAbsenceRequest } from '@domain/contracts/absences';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResultOf } from '@/lib/api/client-endpoint';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export type MyAbsences = ResultOf<typeof endpoints.listMyAbsences>;
export type PendingApprovals = ResultOf<typeof endpoints.listPendingApprovals>;
export type WriteResult = ResultOf<typeof endpoints.createAbsence>;
export type TeamAway = ResultOf<typeof endpoints.listTeammatesAway>;
export type AbsenceDetail = ResultOf<typeof endpoints.getAbsence>;
export type MemberAbsences = ResultOf<typeof endpoints.listMemberAbsences>;

export const absenceKeys = {
  all: queryRoots.absences,
  mine: () => [...absenceKeys.all, 'mine'] as const,
  pending: () => [...absenceKeys.all, 'pending'] as const,
  allowance: (year?: number) => [...absenceKeys.all, 'allowance', year ?? 'current'] as const,
  teamAway: (start: string, end: string, excludeId?: string, userId?: string) =>
    [...absenceKeys.all, 'team-away', start, end, excludeId ?? null, userId ?? null] as const,
  upcomingHolidays: (from: string, to: string) => [...absenceKeys.all, 'holidays', from, to] as const,
  detail: (id: string) => [...absenceKeys.all, 'detail', id] as const,
  member: (userId: string) => [...absenceKeys.all, 'member', userId] as const,
};

export const fetchMyAbsences = () => api.call(endpoints.listMyAbsences);
export const fetchPendingApprovals = () => api.call(endpoints.listPendingApprovals);
export const fetchAllowance = (year?: number) => api.call(endpoints.getMyAllowance, { query: { year } });
export const fetchTeamAway = (startDate: string, endDate: string, excludeId?: string, userId?: string) =>
  api.call(endpoints.listTeammatesAway, { query: { startDate, endDate, excludeId, userId } });
export const fetchHolidays = (from: string, to: string) =>
  api.call(endpoints.listCompanyHolidays, { query: { from, to } });

export const fetchAbsence = (id: string) => api.call(endpoints.getAbsence, { params: { id } });
export const fetchMemberAbsences = (userId: string) =>
  api.call(endpoints.listMemberAbsences, { params: { userId } });

export const absenceDetailQuery = (id: string) =>
  queryOptions({ queryKey: absenceKeys.detail(id), queryFn: () => fetchAbsence(id) });
export const memberAbsencesQuery = (userId: string) =>
  queryOptions({ queryKey: absenceKeys.member(userId), queryFn: () => fetchMemberAbsences(userId) });

export const myAbsencesQuery = () => queryOptions({ queryKey: absenceKeys.mine(), queryFn: fetchMyAbsences });
export const pendingApprovalsQuery = () =>
  queryOptions({ queryKey: absenceKeys.pending(), queryFn: fetchPendingApprovals });
export const allowanceQuery = (year?: number) =>
  queryOptions({ queryKey: absenceKeys.allowance(year), queryFn: () => fetchAllowance(year) });
/** Colleagues away on some of the days, beside me or beside `userId` (the person a request is recorded for). */
export const teamAwayQuery = (start: string, end: string, excludeId?: string, userId?: string) =>
  queryOptions({
    queryKey: absenceKeys.teamAway(start, end, excludeId, userId),
    queryFn: () => fetchTeamAway(start, end, excludeId, userId),
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
export const useTeamAway = (start: string, end: string, excludeId?: string, userId?: string) =>
  useQuery({
    ...teamAwayQuery(start, end, excludeId, userId),
    enabled: Boolean(start && end && start <= end),
  });
export const useHolidays = (from: string, to: string) => useQuery(holidaysQuery(from, to));
/** One absence with its person and change history (the absence dialog); null: nothing to load. */
export const useAbsenceDetail = (id: string | null) =>
  useQuery({ ...absenceDetailQuery(id ?? ''), enabled: id !== null });
export const useMemberAbsences = (userId: string, enabled: boolean) =>
  useQuery({ ...memberAbsencesQuery(userId), enabled });

/** Every absence write changes lists, balances and the team schedule: refresh them all. */
function useInvalidateAbsences() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: absenceKeys.all }),
      qc.invalidateQueries({ queryKey: queryRoots.schedule }),
    ]);
}

export function useCreateAbsence() {
  const invalidate = useInvalidateAbsences();
  return useMutation({
    mutationFn: (body: CreateAbsenceRequest) => api.call(endpoints.createAbsence, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateAbsence() {
  const invalidate = useInvalidateAbsences();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateAbsenceRequest }) =>
      api.call(endpoints.updateAbsence, { params: { id }, body: input }),
    onSuccess: invalidate,
  });
}

export function useCancelAbsence() {
  const qc = useQueryClient();
  const invalidate = useInvalidateAbsences();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.cancelAbsence, { params: { id } }),
    onSuccess: (_ok, id) => {
      // The absence is gone: its detail would answer 404 if refetched.
      qc.removeQueries({ queryKey: absenceKeys.detail(id) });
      return invalidate();
    },
  });
}

export function useApproveAbsence() {
  const invalidate = useInvalidateAbsences();
  return useMutation({
    mutationFn: ({ id, allowOverAllowance }: { id: string; allowOverAllowance?: boolean }) =>
      api.call(endpoints.approveAbsence, {
        params: { id },
        body: allowOverAllowance ? { allowOverAllowance } : {},
      }),
    onSuccess: invalidate,
  });
}

export function useRejectAbsence() {
  const invalidate = useInvalidateAbsences();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.call(endpoints.rejectAbsence, { params: { id }, body: reason ? { reason } : {} }),
    onSuccess: invalidate,
  });
}
