import type { UpdateAllowanceRequest } from '@domain/contracts/team';
import type { SetMemberWorkScheduleRequest } from '@domain/contracts/work-schedules';
import type { Role } from '@domain/roles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const teamKeys = {
  all: queryRoots.team,
  directory: () => [...teamKeys.all, 'directory'] as const,
  managed: () => [...teamKeys.all, 'managed'] as const,
  schedule: (id: string) => [...queryRoots.workSchedules, 'member', id] as const,
  allowance: (id: string, year: number) => [...teamKeys.all, 'allowance', id, year] as const,
};

export const fetchTeamDirectory = () => api.call(endpoints.listTeamDirectory);
export const fetchManagedTeam = () => api.call(endpoints.listManagedTeam);
export const updateMemberRole = (input: { id: string; role: Role }) =>
  api.call(endpoints.updateMemberRole, { params: { id: input.id }, body: { role: input.role } });
export const fetchMemberWorkSchedule = (id: string) =>
  api.call(endpoints.getMemberWorkSchedule, { params: { id } });
export const setMemberWorkSchedule = (input: { id: string } & SetMemberWorkScheduleRequest) =>
  api.call(endpoints.setMemberWorkSchedule, {
    params: { id: input.id },
    body: { hours: input.hours, startsOn: input.startsOn },
  });
export const fetchMemberAllowance = (id: string, year: number) =>
  api.call(endpoints.getMemberHolidayAllowance, { params: { id }, query: { year } });
export const updateHolidayAllowance = (input: { id: string } & UpdateAllowanceRequest) =>
  api.call(endpoints.updateMemberHolidayAllowance, {
    params: { id: input.id },
    body: {
      year: input.year,
      holidayAllowance: input.holidayAllowance,
      manualHolidayAdjustment: input.manualHolidayAdjustment,
      proRata: input.proRata,
    },
  });
export const removeMember = (id: string) => api.call(endpoints.removeTeamMember, { params: { id } });

export const teamDirectoryQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.directory(), queryFn: fetchTeamDirectory });
export const managedTeamQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.managed(), queryFn: fetchManagedTeam });

export const memberWorkScheduleQueryOptions = (id: string) =>
  queryOptions({ queryKey: teamKeys.schedule(id), queryFn: () => fetchMemberWorkSchedule(id), staleTime: 0 });
export const memberAllowanceQueryOptions = (id: string, year: number) =>
  queryOptions({ queryKey: teamKeys.allowance(id, year), queryFn: () => fetchMemberAllowance(id, year) });

export const useTeamDirectory = () => useQuery(teamDirectoryQueryOptions());
export const useMemberWorkSchedule = (id: string, enabled = true) =>
  useQuery({ ...memberWorkScheduleQueryOptions(id), enabled });
/** A member's balance of a year, for the allowance editor (only while it is open). */
export const useMemberAllowance = (id: string, year: number, enabled: boolean) =>
  useQuery({ ...memberAllowanceQueryOptions(id, year), enabled });
export const useManagedTeam = () => useQuery(managedTeamQueryOptions());

/** Members, roles and allowances: the team's reads and the schedule (the Team page lists members from it). */
function useTeamMutation<T>(fn: (input: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: teamKeys.all }),
        qc.invalidateQueries({ queryKey: queryRoots.schedule }),
      ]),
  });
}

export const useUpdateMemberRole = () => useTeamMutation(updateMemberRole);
/** A schedule changes expected hours, working days and balances on every screen: those are read again. */
export function useSetMemberWorkSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setMemberWorkSchedule,
    onSettled: () =>
      Promise.all(
        [
          queryRoots.team,
          queryRoots.workSchedules,
          queryRoots.timesheets,
          queryRoots.schedule,
          queryRoots.absences,
          queryRoots.reports,
          queryRoots.dashboard,
        ].map((queryKey) => qc.invalidateQueries({ queryKey })),
      ),
  });
}
export const useUpdateHolidayAllowance = () => useTeamMutation(updateHolidayAllowance);

/** Removing oneself (an admin leaving) also changes the session. */
export function useRemoveMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: teamKeys.all }),
        qc.invalidateQueries({ queryKey: queryRoots.schedule }),
        qc.invalidateQueries({ queryKey: queryRoots.session }),
      ]),
  });
}
