import { isEndedState, type SubscriptionState, subscriptionStatus } from '@domain/billing';
import type { Invoice, SubscriptionStatusResponse } from '@domain/contracts/billing';
import type { Db } from '../../platform/db';
import { seatCounts } from '../invitations/invitations.repository';
import * as repo from './billing.repository';
import { type BillingDeps, callProvider, currentSubscription, subscriptionInput } from './billing.service';
import { applyEvents } from './events.service';
import { sandboxInvoicePdfPath } from './invoices.service';

export async function statusOf(
  deps: BillingDeps,
  db: Db,
  companyId: string,
): Promise<SubscriptionStatusResponse> {
  const enabled = deps.mode !== 'none';
  const sub = enabled ? await currentSubscription(deps, db, companyId) : null;
  const counts = await seatCounts(db, companyId);
  const customer = enabled ? await repo.customerOf(db, companyId) : null;
  const status = subscriptionStatus({
    billingEnabled: enabled,
    subscription: subscriptionInput(sub),
    members: counts.members,
    activeInvitations: counts.activeInvitations,
  });
  return {
    ...status,
    canManageBilling: enabled && customer !== null && sub !== null && customer.provider === deps.mode,
  };
}

/** check-subscription: the company's plan, seats and price, from what the provider's events told us. */
export async function getStatus(deps: BillingDeps, companyId: string) {
  return statusOf(deps, deps.db, companyId);
}

/**
 * check-subscription with forceRefresh: asks the provider for the current state first (after paying, the
 * webhook may still be on its way), applies it like any event, then answers the status.
 */
export async function refreshStatus(deps: BillingDeps, companyId: string) {
  if (deps.provider) {
    const provider = deps.provider;
    const now = new Date();
    const sub = await currentSubscription(deps, deps.db, companyId);
    const open = await repo.openCheckouts(deps.db, companyId, now);
    const events = await callProvider(deps, 'refresh', () =>
      provider.refresh({
        companyId,
        subscription:
          sub && sub.provider === provider.name && !isEndedState(sub.status as SubscriptionState)
            ? repo.toRef(sub)
            : null,
        openCheckouts: open
          .filter((c) => c.provider === provider.name)
          .map((c) => ({ id: c.id, providerSessionId: c.providerSessionId, teamSize: c.teamSize })),
        now,
      }),
    );
    await applyEvents(deps, events);
  }
  return getStatus(deps, companyId);
}

/** Billing history, newest first: the sandbox's invoices as Plantel's PDFs, Stripe's with its own links. */
export async function listInvoices(deps: BillingDeps, companyId: string): Promise<{ invoices: Invoice[] }> {
  const rows = deps.mode === 'none' ? [] : await repo.listInvoices(deps.db, companyId, deps.mode);
  return {
    invoices: rows.map((r) => ({
      id: r.id,
      date: r.issuedAt.toISOString(),
      description: r.description,
      seats: r.seats,
      amount: r.amountCents / 100,
      currency: r.currency,
      status: r.status,
      pdfUrl: r.provider === 'sandbox' ? sandboxInvoicePdfPath(r.id) : r.pdfUrl,
      hostedUrl: r.hostedUrl,
    })),
  };
}
