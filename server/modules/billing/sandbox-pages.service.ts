import { randomUUID } from 'node:crypto';
import { checkoutState, isPaymentFailedState } from '@domain/billing';
import type { SandboxCheckout } from '@domain/contracts/billing';
import { AppError, conflict, notFound } from '@domain/errors';
import { monthlyPrice, paidSeats } from '@domain/pricing';
import type { Member } from '../../platform/access';
import { lockLiveCompany } from '../company/company.repository';
import * as repo from './billing.repository';
import {
  type BillingDeps,
  COMPANY_NOT_FOUND,
  cancelUrl,
  currentSubscription,
  isSubscribed,
  NO_SUBSCRIPTION,
  successUrl,
} from './billing.service';
import { applyEventsIn } from './events.service';
import type { BillingEvent, InvoiceSnapshot } from './provider';
import { sandboxCheckoutPaid, sandboxRecovery, sandboxRenewal } from './sandbox-provider';

// The sandbox's hosted pages: its checkout page and its portal (BILLING_PROVIDER=sandbox; 404 otherwise).

type InvoiceRow = Awaited<ReturnType<typeof repo.unpaidInvoices>>[number];

/** An invoice as we stored it, as the provider would send it again (the sandbox settles unpaid ones). */
const invoiceSnapshot = (i: InvoiceRow): InvoiceSnapshot => ({
  providerInvoiceId: i.providerInvoiceId,
  providerSubscriptionId: i.providerSubscriptionId,
  status: i.status,
  description: i.description,
  seats: i.seats,
  amountCents: i.amountCents,
  currency: i.currency,
  issuedAt: i.issuedAt,
  pdfUrl: i.pdfUrl,
  hostedUrl: i.hostedUrl,
});

const CHECKOUT_NOT_FOUND = /*i18n*/ { id: 'errors.billing.checkoutNotFound', message: 'Checkout not found' };

function requireSandbox(deps: BillingDeps) {
  if (deps.mode !== 'sandbox')
    throw notFound(
      /*i18n*/ {
        id: 'errors.billing.sandboxOnly',
        message: 'The sandbox payment pages exist only with BILLING_PROVIDER=sandbox.',
      },
    );
}

export async function getSandboxCheckout(
  deps: BillingDeps,
  member: Member,
  id: string,
): Promise<SandboxCheckout> {
  requireSandbox(deps);
  const row = await repo.findCheckout(deps.db, member.companyId, id);
  const company = await repo.liveCompany(deps.db, member.companyId);
  if (!row || !company || row.provider !== 'sandbox') throw notFound(CHECKOUT_NOT_FOUND);
  return {
    id: row.id,
    status: checkoutState(row, new Date()),
    companyName: company.name,
    teamSize: row.teamSize,
    paidSeats: paidSeats(row.teamSize),
    monthlyPrice: monthlyPrice(row.teamSize),
    expiresAt: row.expiresAt.toISOString(),
    returnTo: row.returnTo,
  };
}

/**
 * Pay on the sandbox's hosted page: the same events a completed Stripe Checkout produces (an active
 * subscription and its paid first invoice), applied with the checkout's completion in one transaction.
 */
export async function paySandboxCheckout(deps: BillingDeps, member: Member, id: string) {
  requireSandbox(deps);
  return deps.db.transaction(async (tx) => {
    if (!(await lockLiveCompany(tx, member.companyId))) throw notFound(CHECKOUT_NOT_FOUND);
    const row = await repo.lockCheckout(tx, member.companyId, id);
    if (row?.provider !== 'sandbox') throw notFound(CHECKOUT_NOT_FOUND);
    if (row.status === 'completed') return { redirectUrl: successUrl(deps, row.returnTo) };
    if (checkoutState(row, new Date()) !== 'open') {
      throw new AppError(
        'GONE',
        /*i18n*/ {
          id: 'errors.billing.checkoutExpired',
          message: 'This checkout has expired or was cancelled. Start again from Plantel.',
        },
      );
    }
    if (isSubscribed(await currentSubscription(deps, tx, member.companyId))) {
      throw conflict(
        /*i18n*/ {
          id: 'errors.billing.alreadySubscribed',
          message: 'Your company already has a subscription. Change its team size in Settings → Billing.',
        },
      );
    }
    const customer = await repo.customerOf(tx, member.companyId);
    const events = sandboxCheckoutPaid({
      checkoutId: row.id,
      companyId: member.companyId,
      customerId: customer?.providerCustomerId ?? `sbx_cus_${randomUUID()}`,
      teamSize: row.teamSize,
      now: new Date(),
    });
    await applyEventsIn(deps, tx, events);
    return { redirectUrl: successUrl(deps, row.returnTo) };
  });
}

/** Cancel on the sandbox's hosted page: the checkout is abandoned and nothing else changes. */
export async function abandonSandboxCheckout(deps: BillingDeps, member: Member, id: string) {
  requireSandbox(deps);
  const row = await repo.findCheckout(deps.db, member.companyId, id);
  if (row?.provider !== 'sandbox') throw notFound(CHECKOUT_NOT_FOUND);
  await repo.closeCheckout(deps.db, member.companyId, id, 'abandoned');
  return { redirectUrl: cancelUrl(deps, row.returnTo) };
}

/**
 * The sandbox portal plays the next renewal now: paid (the period moves on a month), or failed (past due: the
 * admins get an e-mail, invitations stop). When a renewal is unpaid, 'paid' settles it.
 */
export async function simulateSandboxRenewal(deps: BillingDeps, member: Member, outcome: 'paid' | 'failed') {
  requireSandbox(deps);
  await deps.db.transaction(async (tx) => {
    if (!(await lockLiveCompany(tx, member.companyId))) throw notFound(COMPANY_NOT_FOUND);
    const sub = await currentSubscription(deps, tx, member.companyId);
    if (!isSubscribed(sub) || sub.provider !== 'sandbox') throw conflict(NO_SUBSCRIPTION);
    const ref = repo.toRef(sub);
    const now = new Date();
    let events: BillingEvent[];
    if (isPaymentFailedState(ref.state)) {
      if (outcome === 'failed')
        throw conflict(
          /*i18n*/ {
            id: 'errors.billing.renewalAlreadyUnpaid',
            message: 'The last renewal is already unpaid.',
          },
        );
      const unpaid = await repo.unpaidInvoices(tx, member.companyId, sub.providerSubscriptionId);
      events = sandboxRecovery(ref, unpaid.map(invoiceSnapshot), now);
    } else if (sub.cancelAtPeriodEnd) {
      throw conflict(
        /*i18n*/ {
          id: 'errors.billing.cancelledDoesNotRenew',
          message: 'This subscription is cancelled and ends at the end of its period; it does not renew.',
        },
      );
    } else {
      events = sandboxRenewal(ref, outcome, now);
    }
    await applyEventsIn(deps, tx, events);
  });
}
