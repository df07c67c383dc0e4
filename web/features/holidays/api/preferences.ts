import type { AbsencePolicy } from '@domain/contracts/absences';
import type {
  BankHolidayEntry,
  CompanyHolidayEntry,
  HolidayManager,
  HolidayRegionRequest,
} from '@domain/contracts/holidays';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type HolidayRegion = { holidayCountry: string; holidayRegion: string; timeZone: string };

export const preferenceKeys = {
  all: ['preferences'] as const,
  region: () => [...preferenceKeys.all, 'region'] as const,
  policy: () => [...preferenceKeys.all, 'policy'] as const,
  holidays: (year: number) => [...preferenceKeys.all, 'holidays', year] as const,
};

export const fetchRegion = () => api.get<HolidayRegion>('/api/company/holiday-region');
export const fetchPolicy = () => api.get<AbsencePolicy>('/api/company/absence-policy');
export const fetchHolidayManager = (year: number) =>
  api.get<HolidayManager>(`/api/holidays/manage?year=${year}`);

export const regionQuery = () => queryOptions({ queryKey: preferenceKeys.region(), queryFn: fetchRegion });
export const policyQuery = () => queryOptions({ queryKey: preferenceKeys.policy(), queryFn: fetchPolicy });
export const holidayManagerQuery = (year: number) =>
  queryOptions({ queryKey: preferenceKeys.holidays(year), queryFn: () => fetchHolidayManager(year) });

export const useRegion = () => useQuery(regionQuery());
export const usePolicy = () => useQuery(policyQuery());
export const useHolidayManager = (year: number) => useQuery(holidayManagerQuery(year));

/**
 * Holidays and rules change what every screen shows (schedule, allowance, upcoming holidays): refresh
 * those too (their keys: ['schedule'], ['absences']).
 */
function useRefreshAfterChange() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: preferenceKeys.all }),
      qc.invalidateQueries({ queryKey: ['schedule'] }),
      qc.invalidateQueries({ queryKey: ['absences'] }),
    ]);
}

export function useUpdateRegion() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: HolidayRegionRequest) => api.put<HolidayRegion>('/api/company/holiday-region', input),
    onSuccess: refresh,
  });
}

export function useUpdatePolicy() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: AbsencePolicy) => api.put<AbsencePolicy>('/api/company/absence-policy', input),
    onSuccess: refresh,
  });
}

export function useUpdateBankHoliday() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({
      key,
      changes,
    }: {
      key: string;
      changes: { isActive?: boolean; customName?: string | null };
    }) => api.patch<BankHolidayEntry>(`/api/holidays/bank/${encodeURIComponent(key)}`, changes),
    onSuccess: refresh,
  });
}

export function useAddCompanyHoliday() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: { name: string; date: string }) =>
      api.post<CompanyHolidayEntry>('/api/holidays/company', input),
    onSuccess: refresh,
  });
}

export function useRenameCompanyHoliday() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.patch<CompanyHolidayEntry>(`/api/holidays/company/${id}`, { name }),
    onSuccess: refresh,
  });
}

export function useRemoveCompanyHoliday() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/holidays/company/${id}`),
    onSuccess: refresh,
  });
}
