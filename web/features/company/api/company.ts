import type { CompanySettings, UpdateCompanyRequest } from '@domain/contracts/company';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session';

export const companyKeys = {
  all: ['company'] as const,
  settings: () => [...companyKeys.all, 'settings'] as const,
};

export const fetchCompanySettings = () => api.get<CompanySettings>('/api/company');
export const updateCompanySettings = (input: UpdateCompanyRequest) =>
  api.patch<CompanySettings>('/api/company', input);
export const uploadCompanyLogo = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.post<{ logoUrl: string }>('/api/company/logo', body);
};
/** Sends what the person typed: the server checks it is exactly 'DELETE COMPANY'. */
export const deleteCompany = (confirmation: string) =>
  api.delete<{ ok: true }>('/api/company', { confirmation });

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
        qc.invalidateQueries({ queryKey: sessionKeys.all }),
      ]),
  });
}

export const useUpdateCompanySettings = () => useCompanyMutation(updateCompanySettings);
export const useUploadCompanyLogo = () => useCompanyMutation(uploadCompanyLogo);
export const useDeleteCompany = () => useMutation({ mutationFn: deleteCompany });
