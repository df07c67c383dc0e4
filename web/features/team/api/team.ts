import type { UpdateAllowanceRequest } from '@domain/contracts/team';
import type { Role } from '@domain/roles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const teamKeys = {
  all: queryRoots.team,
  directory: () => [...teamKeys.all, 'directory'] as const,
  managed: () => [...teamKeys.all, 'managed'] as const,
  allowance: (id: string, year: number) => [...teamKeys.all, 'allowance', id, year] as const,
};

export const fetchTeamDirectory = () => api.call(endpoints.listTeamDirectory);
export const fetchManagedTeam = () => api.call(endpoints.listManagedTeam);
export const updateMemberRole = (input: { id: string; role: Role }) =>
  api.call(endpoints.updateMemberRole, { params: { id: input.id }, body: { role: input.role } });
export const updateExpectedHours = (input: { id: string; expectedHoursPerWeek: number }) =>
  api.call(endpoints.updateMemberExpectedHours, {
    params: { id: input.id },
    body: { expectedHoursPerWeek: input.expectedHoursPerWeek },
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

export const memberAllowanceQueryOptions = (id: string, year: number) =>
  queryOptions({ queryKey: teamKeys.allowance(id, year), queryFn: () => fetchMemberAllowance(id, year) });

export const useTeamDirectory = () => useQuery(teamDirectoryQueryOptions());
/** A member's balance of a year, for the allowance editor (only while it is open). */
export const useMemberAllowance = (id: string, year: number, enabled: boolean) =>
  useQuery({ ...memberAllowanceQueryOptions(id, year), enabled });
export const useManagedTeam = () => useQuery(managedTeamQueryOptions());

function useTeamMutation<T>(fn: (input: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useUpdateMemberRole = () => useTeamMutation(updateMemberRole);
export const useUpdateExpectedHours = () => useTeamMutation(updateExpectedHours);
export const useUpdateHolidayAllowance = () => useTeamMutation(updateHolidayAllowance);

/** Removing oneself (an admin leaving) also changes the session. */
export function useRemoveMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: teamKeys.all }),
        qc.invalidateQueries({ queryKey: queryRoots.session }),
      ]),
  });
}
