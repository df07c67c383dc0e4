import type { ManagedTeam, TeamMember, UpdateAllowanceRequest } from '@domain/contracts/team';
import type { Role } from '@domain/roles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session';

export const teamKeys = {
  all: ['team'] as const,
  directory: () => [...teamKeys.all, 'directory'] as const,
  managed: () => [...teamKeys.all, 'managed'] as const,
};

const member = (id: string) => `/api/team/members/${encodeURIComponent(id)}`;

export const fetchTeamDirectory = () => api.get<{ members: TeamMember[] }>('/api/team');
export const fetchManagedTeam = () => api.get<ManagedTeam>('/api/team/members');
export const updateMemberRole = (input: { id: string; role: Role }) =>
  api.put<{ ok: true }>(`${member(input.id)}/role`, { role: input.role });
export const updateExpectedHours = (input: { id: string; expectedHoursPerWeek: number }) =>
  api.put<{ ok: true }>(`${member(input.id)}/expected-hours`, {
    expectedHoursPerWeek: input.expectedHoursPerWeek,
  });
export const updateHolidayAllowance = (input: { id: string } & UpdateAllowanceRequest) =>
  api.put<{ ok: true }>(`${member(input.id)}/holiday-allowance`, {
    holidayAllowance: input.holidayAllowance,
    manualHolidayAdjustment: input.manualHolidayAdjustment,
  });
export const removeMember = (id: string) => api.delete<{ ok: true }>(member(id));

export const teamDirectoryQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.directory(), queryFn: fetchTeamDirectory });
export const managedTeamQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.managed(), queryFn: fetchManagedTeam });

export const useTeamDirectory = () => useQuery(teamDirectoryQueryOptions());
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
        qc.invalidateQueries({ queryKey: sessionKeys.all }),
      ]),
  });
}
