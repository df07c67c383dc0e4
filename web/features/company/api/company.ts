import type { UpdateCompanyRequest } from '@domain/contracts/company';
import type { SetCompanyWorkScheduleRequest } from '@domain/contracts/work-schedules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@/lib/api/client-endpoint';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const companyKeys = {
  all: queryRoots.company,
  settings: () => [...companyKeys.all, 'settings'] as const,
  workWeek: () => [...queryRoots.workSchedules, 'company'] as const,
};

export const fetchCompanySettings = () => api.call(endpoints.getCompanySettings);
export const updateCompanySettings = (input: UpdateCompanyRequest) =>
  api.call(endpoints.updateCompanySettings, { body: input });
export const uploadCompanyLogo = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.call(endpoints.uploadCompanyLogo, { body });
};
/** The dialog sends what the person typed once it reads 'DELETE COMPANY'; the server checks it again. */
export const deleteCompany = (confirmation: BodyOf<typeof endpoints.deleteCompany>['confirmation']) =>
  api.call(endpoints.deleteCompany, { body: { confirmation } });

// The member count changes from other screens (Team tab, invitations): read it fresh on every visit.
export const companySettingsQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.settings(), queryFn: fetchCompanySettings, staleTime: 0 });

export const useCompanySettings = () => useQuery(companySettingsQueryOptions());

/** The company name and logo also show in the shell (session), so it is read again after a change. */
function useCompanyMutation<T, R>(fn: (input: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: companyKeys.all }),
        qc.invalidateQueries({ queryKey: queryRoots.session }),
      ]),
  });
}

export const useUpdateCompanySettings = () => useCompanyMutation(updateCompanySettings);

/** Members who follow the company see the new language once the session (`me`) is read again. */
export const updateCompanyLanguage = (body: BodyOf<typeof endpoints.updateCompanyLanguage>) =>
  api.call(endpoints.updateCompanyLanguage, { body });
export const useUpdateCompanyLanguage = () => useCompanyMutation(updateCompanyLanguage);

export const fetchCompanyWorkSchedule = () => api.call(endpoints.getCompanyWorkSchedule);
export const setCompanyWorkSchedule = (body: SetCompanyWorkScheduleRequest) =>
  api.call(endpoints.setCompanyWorkSchedule, { body });
export const companyWorkScheduleQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.workWeek(), queryFn: fetchCompanyWorkSchedule, staleTime: 0 });
export const useCompanyWorkSchedule = () => useQuery(companyWorkScheduleQueryOptions());

/** The default week changes the figures of everyone who follows it: those screens read again. */
export function useSetCompanyWorkSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setCompanyWorkSchedule,
    onSettled: () =>
      Promise.all(
        [
          queryRoots.workSchedules,
          queryRoots.team,
          queryRoots.timesheets,
          queryRoots.schedule,
          queryRoots.absences,
          queryRoots.reports,
          queryRoots.dashboard,
        ].map((queryKey) => qc.invalidateQueries({ queryKey })),
      ),
  });
}
export const useUploadCompanyLogo = () => useCompanyMutation(uploadCompanyLogo);
export const useDeleteCompany = () => useMutation({ mutationFn: deleteCompany });
