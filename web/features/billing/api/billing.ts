import { SUBSCRIPTION_POLL_MS } from '@domain/billing';
import type { BillingReturnPage } from '@domain/contracts/billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResultOf } from '@/lib/api/client-endpoint';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export type SubscriptionStatus = ResultOf<typeof endpoints.getSubscriptionStatus>;
/** What the sandbox portal plays for the next renewal. */
export type RenewalOutcome = BodyOf<typeof endpoints.simulateSandboxRenewal>['outcome'];

export const billingKeys = {
  all: queryRoots.billing,
  status: () => [...billingKeys.all, 'status'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
  sandboxCheckout: (id: string) => [...billingKeys.all, 'sandbox-checkout', id] as const,
};

// Fetchers.
/** check-subscription. */
export const fetchSubscriptionStatus = () => api.call(endpoints.getSubscriptionStatus);
/** check-subscription with forceRefresh: the server asks the payment provider again first. */
export const refreshSubscriptionStatus = () => api.call(endpoints.refreshSubscriptionStatus);
/** create-subscription: the hosted payment page for a team of `teamSize`. */
export const createCheckout = (input: BodyOf<typeof endpoints.createCheckout>) =>
  api.call(endpoints.createCheckout, { body: input });
/** update-subscription. */
export const updateSubscription = (desiredTeamSize: number) =>
  api.call(endpoints.updateSubscription, { body: { desiredTeamSize } });
/** cancel-company-subscription. */
export const cancelSubscription = () => api.call(endpoints.cancelSubscription);
/** customer-portal. */
export const openBillingPortal = (returnTo: BillingReturnPage) =>
  api.call(endpoints.openBillingPortal, { body: { returnTo } });
export const fetchInvoices = () => api.call(endpoints.listInvoices);
export const fetchSandboxCheckout = (id: string) =>
  api.call(endpoints.getSandboxCheckout, { params: { id } });
export const paySandboxCheckout = (id: string) => api.call(endpoints.paySandboxCheckout, { params: { id } });
export const cancelSandboxCheckout = (id: string) =>
  api.call(endpoints.abandonSandboxCheckout, { params: { id } });
export const simulateSandboxRenewal = (outcome: RenewalOutcome) =>
  api.call(endpoints.simulateSandboxRenewal, { body: { outcome } });

// Query options.
/** Read on load and every 30 s (spec 9), and when the window gets focus again. */
export const subscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.status(),
    queryFn: fetchSubscriptionStatus,
    staleTime: 10_000,
    refetchInterval: SUBSCRIPTION_POLL_MS,
  });
export const invoicesQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.invoices(), queryFn: fetchInvoices });
export const sandboxCheckoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: billingKeys.sandboxCheckout(id),
    queryFn: () => fetchSandboxCheckout(id),
    retry: false,
    refetchOnWindowFocus: false,
  });

// Hooks.
export const useSubscriptionStatus = () => useQuery(subscriptionStatusQueryOptions());
export const useInvoices = () => useQuery(invoicesQueryOptions());
export const useSandboxCheckout = (id: string) => useQuery(sandboxCheckoutQueryOptions(id));

/**
 * A fresh (not forced) status check, e.g. before creating an invitation. When it fails, the last known status
 * is used (spec 8); null when there is none.
 */
export function useCheckSubscription() {
  const qc = useQueryClient();
  return async (): Promise<SubscriptionStatus | null> => {
    try {
      return await qc.fetchQuery({ ...subscriptionStatusQueryOptions(), staleTime: 0 });
    } catch {
      return qc.getQueryData(billingKeys.status()) ?? null;
    }
  };
}

/** Forced re-check: the answer replaces the cached status; the billing history may have changed too. */
export function useRefreshSubscriptionStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: refreshSubscriptionStatus,
    onSuccess: (status) => {
      qc.setQueryData(billingKeys.status(), status);
      return qc.invalidateQueries({ queryKey: billingKeys.invoices() });
    },
  });
}

/** Anything that changes seats (an invitation created or deleted, a member removed): read the status again. */
export function useInvalidateSubscriptionStatus() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: billingKeys.status() });
}

export const useCreateCheckout = () => useMutation({ mutationFn: createCheckout });

/** update-subscription, then the forced re-check the spec asks for. */
export function useUpdateSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (desiredTeamSize: number) => {
      const result = await updateSubscription(desiredTeamSize);
      const status = await refreshSubscriptionStatus().catch(() => result.status);
      return { message: result.message, status };
    },
    onSuccess: ({ status }) => {
      qc.setQueryData(billingKeys.status(), status);
      return qc.invalidateQueries({ queryKey: billingKeys.invoices() });
    },
  });
}

export function useCancelSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => qc.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

export const useOpenBillingPortal = () => useMutation({ mutationFn: openBillingPortal });
export const usePaySandboxCheckout = () => useMutation({ mutationFn: paySandboxCheckout });
export const useCancelSandboxCheckout = () => useMutation({ mutationFn: cancelSandboxCheckout });

export function useSimulateSandboxRenewal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: simulateSandboxRenewal,
    onSettled: () => qc.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
