import type { AbsencePolicy } from '@domain/contracts/absences';
import type { HolidayRegionRequest } from '@domain/contracts/holidays';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResultOf } from '@/lib/api/client-endpoint';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export type HolidayRegion = ResultOf<typeof endpoints.getHolidayRegion>;

export const preferenceKeys = {
  all: queryRoots.preferences,
  region: () => [...preferenceKeys.all, 'region'] as const,
  policy: () => [...preferenceKeys.all, 'policy'] as const,
  holidays: (year: number) => [...preferenceKeys.all, 'holidays', year] as const,
};

export const fetchRegion = () => api.call(endpoints.getHolidayRegion);
export const fetchPolicy = () => api.call(endpoints.getAbsencePolicy);
export const fetchHolidayManager = (year: number) =>
  api.call(endpoints.getHolidayManager, { query: { year } });

export const regionQuery = () => queryOptions({ queryKey: preferenceKeys.region(), queryFn: fetchRegion });
export const policyQuery = () => queryOptions({ queryKey: preferenceKeys.policy(), queryFn: fetchPolicy });
export const holidayManagerQuery = (year: number) =>
  queryOptions({ queryKey: preferenceKeys.holidays(year), queryFn: () => fetchHolidayManager(year) });

export const useRegion = () => useQuery(regionQuery());
export const usePolicy = () => useQuery(policyQuery());
export const useHolidayManager = (year: number) => useQuery(holidayManagerQuery(year));

/** Holidays and rules change what every screen shows (schedule, allowance, upcoming holidays): refresh those too. */
function useRefreshAfterChange() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: preferenceKeys.all }),
      qc.invalidateQueries({ queryKey: queryRoots.schedule }),
      qc.invalidateQueries({ queryKey: queryRoots.absences }),
    ]);
}

export function useUpdateRegion() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: HolidayRegionRequest) => api.call(endpoints.updateHolidayRegion, { body }),
    onSuccess: refresh,
  });
}

export function useUpdatePolicy() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: AbsencePolicy) => api.call(endpoints.updateAbsencePolicy, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateBankHoliday() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ key, changes }: { key: string; changes: BodyOf<typeof endpoints.updateBankHoliday> }) =>
      api.call(endpoints.updateBankHoliday, { params: { key }, body: changes }),
    onSuccess: refresh,
  });
}

export function useAddCompanyHoliday() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: { name: string; date: string }) => api.call(endpoints.addCompanyHoliday, { body }),
    onSuccess: refresh,
  });
}

export function useRenameCompanyHoliday() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.call(endpoints.renameCompanyHoliday, { params: { id }, body: { name } }),
    onSuccess: refresh,
  });
}

export function useRemoveCompanyHoliday() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.removeCompanyHoliday, { params: { id } }),
    onSuccess: refresh,
  });
}
