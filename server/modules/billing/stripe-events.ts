import { SUBSCRIPTION_STATES, type SubscriptionState } from '@domain/billing';
import type { InvoiceStatus } from '@domain/contracts/billing';
import { FREE_SEATS } from '@domain/pricing';
import type Stripe from 'stripe';
import type { BillingEvent, InvoiceSnapshot, SubscriptionSnapshot } from './provider';

/**
 * Stripe objects → our events. Pure, so the mapping is unit-tested without a network. Every object we create
 * at Stripe carries `metadata.companyId` (customer, checkout session, subscription); invoices name their
 * subscription, whose company we know.
 */

/** An event whose company may still have to be found from its subscription id. */
export type DraftEvent = BillingEvent extends infer E
  ? E extends BillingEvent
    ? Omit<E, 'companyId'> & { companyId: string | null; subscriptionId: string | null }
    : never
  : never;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const toState = (status: string): SubscriptionState =>
  (SUBSCRIPTION_STATES as readonly string[]).includes(status) && status !== 'none'
    ? (status as SubscriptionState)
    : 'incomplete';

const seconds = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null);

/** A Stripe subscription as our snapshot: team size = quantity + the free seats. */
export function subscriptionSnapshot(sub: Stripe.Subscription): SubscriptionSnapshot {
  const item = sub.items?.data?.[0];
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  return {
    providerSubscriptionId: sub.id,
    providerCustomerId: idOf(sub.customer),
    state: toState(sub.status),
    seats: FREE_SEATS + (item?.quantity ?? 0),
    currentPeriodStart: seconds(item?.current_period_start ?? legacy.current_period_start),
    currentPeriodEnd: seconds(item?.current_period_end ?? legacy.current_period_end),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end || sub.cancel_at),
  };
}

const REASON_TEXT: Record<string, string> = {
  subscription_create: 'first month',
  subscription_cycle: 'monthly renewal',
  subscription_update: 'seats added (prorated)',
};

export function invoiceSnapshot(invoice: Stripe.Invoice, status: InvoiceStatus): InvoiceSnapshot {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  const quantities = (invoice.lines?.data ?? [])
    .map((l) => l.quantity)
    .filter((q): q is number => typeof q === 'number');
  const quantity = quantities.length > 0 ? Math.max(...quantities) : null;
  const seats = quantity === null ? null : FREE_SEATS + quantity;
  const reason = REASON_TEXT[invoice.billing_reason ?? ''] ?? 'invoice';
  return {
    providerInvoiceId: invoice.id ?? `in_unknown_${invoice.created}`,
    providerSubscriptionId: subscriptionId,
    status,
    description: seats === null ? `Team plan: ${reason}` : `Team plan: ${seats} members, ${reason}`,
    seats,
    amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency ?? 'eur',
    issuedAt: seconds(invoice.created) ?? new Date(),
    pdfUrl: invoice.invoice_pdf ?? null,
    hostedUrl: invoice.hosted_invoice_url ?? null,
  };
}

/** The events we act on; every other type is acknowledged and ignored. */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.expired',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.voided',
  'invoice.marked_uncollectible',
] as const;

export function translateStripeEvent(event: Stripe.Event): DraftEvent | null {
  const base = { id: event.id, provider: 'stripe' as const, type: event.type, at: event.created * 1000 };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId) return null;
      const teamSize = Number(session.metadata?.teamSize);
      if (!Number.isInteger(teamSize)) return null;
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      return {
        ...base,
        kind: 'subscription',
        companyId: session.metadata?.companyId ?? session.client_reference_id ?? null,
        subscriptionId,
        checkoutId: session.metadata?.checkoutId ?? null,
        subscription: {
          providerSubscriptionId: subscriptionId,
          providerCustomerId: idOf(session.customer),
          state: paid ? 'active' : 'incomplete',
          seats: teamSize,
          currentPeriodStart: null,
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
        },
      };
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      const checkoutId = session.metadata?.checkoutId;
      if (!checkoutId) return null;
      return {
        ...base,
        kind: 'checkout_expired',
        companyId: session.metadata?.companyId ?? null,
        subscriptionId: null,
        checkoutId,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const snapshot = subscriptionSnapshot(sub);
      return {
        ...base,
        kind: 'subscription',
        companyId: sub.metadata?.companyId ?? null,
        subscriptionId: sub.id,
        subscription:
          event.type === 'customer.subscription.deleted' ? { ...snapshot, state: 'canceled' } : snapshot,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.voided':
    case 'invoice.marked_uncollectible': {
      const invoice = event.data.object;
      const status: InvoiceStatus =
        event.type === 'invoice.paid'
          ? 'paid'
          : event.type === 'invoice.payment_failed'
            ? 'failed'
            : event.type === 'invoice.voided'
              ? 'void'
              : 'uncollectible';
      const snapshot = invoiceSnapshot(invoice, status);
      if (!snapshot.providerSubscriptionId) return null;
      return {
        ...base,
        kind: event.type === 'invoice.payment_failed' ? 'payment_failed' : 'invoice',
        companyId: invoice.parent?.subscription_details?.metadata?.companyId ?? null,
        subscriptionId: snapshot.providerSubscriptionId,
        invoice: snapshot,
      } as DraftEvent;
    }
    default:
      return null;
  }
}
