import { randomUUID } from 'node:crypto';
import { addOneMonth, prorationCents } from '@domain/billing';
import { monthlyPrice } from '@domain/pricing';
import type {
  BillingEvent,
  InvoiceSnapshot,
  PaymentProvider,
  SubscriptionRef,
  SubscriptionSnapshot,
} from './provider';

/**
 * The default provider: no card, no network. Its hosted payment page and billing portal are pages of the app
 * (/billing/sandbox/…); what they do is expressed as the same events Stripe's webhooks become, applied by the
 * same code. Its clock renews subscriptions monthly and ends cancelled ones at the end of their period.
 * Event ids are derived from what they describe, so a double click or a clock running twice applies once.
 */
export const CHECKOUT_LIFETIME_MS = 24 * 3600 * 1000;

const snapshotOf = (sub: SubscriptionRef, changes: Partial<SubscriptionSnapshot>): SubscriptionSnapshot => ({
  providerSubscriptionId: sub.providerSubscriptionId,
  providerCustomerId: sub.providerCustomerId,
  state: sub.state,
  seats: sub.seats,
  currentPeriodStart: sub.currentPeriodStart,
  currentPeriodEnd: sub.currentPeriodEnd,
  cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
  ...changes,
});

const invoice = (
  values: Omit<InvoiceSnapshot, 'currency' | 'pdfUrl' | 'hostedUrl' | 'providerInvoiceId'> & { id?: string },
): InvoiceSnapshot => ({
  providerInvoiceId: values.id ?? `sbx_in_${randomUUID()}`,
  currency: 'eur',
  pdfUrl: null,
  hostedUrl: null,
  ...values,
});

export function sandboxProvider(appUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    async createCustomer() {
      return `sbx_cus_${randomUUID()}`;
    },
    async createCheckout(input) {
      return {
        sessionId: `sbx_cs_${input.checkoutId}`,
        url: `${appUrl}/billing/sandbox/checkout/${input.checkoutId}`,
        expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
      };
    },
    async portalUrl() {
      return `${appUrl}/billing/sandbox/portal`;
    },
    async changeSeats(sub, seats, now) {
      const events: BillingEvent[] = [
        {
          id: `sbx_evt_${randomUUID()}`,
          provider: 'sandbox',
          type: 'customer.subscription.updated',
          kind: 'subscription',
          companyId: sub.companyId,
          at: now.getTime(),
          subscription: snapshotOf(sub, { seats, cancelAtPeriodEnd: false }),
        },
      ];
      const cents =
        sub.currentPeriodStart && sub.currentPeriodEnd
          ? prorationCents({
              fromSeats: sub.seats,
              toSeats: seats,
              periodStart: sub.currentPeriodStart,
              periodEnd: sub.currentPeriodEnd,
              now,
            })
          : 0;
      if (seats > sub.seats) {
        events.push({
          id: `sbx_evt_${randomUUID()}`,
          provider: 'sandbox',
          type: 'invoice.paid',
          kind: 'invoice',
          companyId: sub.companyId,
          at: now.getTime(),
          invoice: invoice({
            providerSubscriptionId: sub.providerSubscriptionId,
            status: 'paid',
            description: `Seats added: ${sub.seats} → ${seats} members (prorated)`,
            seats,
            amountCents: cents,
            issuedAt: now,
          }),
        });
      }
      return events;
    },
    async cancelAtPeriodEnd(sub, now) {
      return [
        {
          id: `sbx_evt_${randomUUID()}`,
          provider: 'sandbox',
          type: 'customer.subscription.updated',
          kind: 'subscription',
          companyId: sub.companyId,
          at: now.getTime(),
          subscription: snapshotOf(sub, { cancelAtPeriodEnd: true }),
        },
      ];
    },
    async refresh({ subscription, now }) {
      return subscription ? sandboxClock(subscription, now) : [];
    },
  };
}

/** Paying on the sandbox's hosted page: an active subscription for a month, and its paid first invoice. */
export function sandboxCheckoutPaid(input: {
  checkoutId: string;
  companyId: string;
  customerId: string;
  teamSize: number;
  now: Date;
}): BillingEvent[] {
  const { checkoutId, companyId, now } = input;
  const subscriptionId = `sbx_sub_${checkoutId}`;
  return [
    {
      id: `sbx_evt_checkout_${checkoutId}`,
      provider: 'sandbox',
      type: 'checkout.session.completed',
      kind: 'subscription',
      companyId,
      at: now.getTime(),
      checkoutId,
      subscription: {
        providerSubscriptionId: subscriptionId,
        providerCustomerId: input.customerId,
        state: 'active',
        seats: input.teamSize,
        currentPeriodStart: now,
        currentPeriodEnd: addOneMonth(now),
        cancelAtPeriodEnd: false,
      },
    },
    {
      id: `sbx_evt_first_invoice_${checkoutId}`,
      provider: 'sandbox',
      type: 'invoice.paid',
      kind: 'invoice',
      companyId,
      at: now.getTime(),
      invoice: invoice({
        id: `sbx_in_${checkoutId}`,
        providerSubscriptionId: subscriptionId,
        status: 'paid',
        description: `Team plan: ${input.teamSize} members, first month`,
        seats: input.teamSize,
        amountCents: monthlyPrice(input.teamSize) * 100,
        issuedAt: now,
      }),
    },
  ];
}

/**
 * A renewal: the period moves on a month from the end of the current one and its invoice is paid or fails.
 * A failure makes the subscription past due (the company is told; no one can be added until it is paid).
 */
export function sandboxRenewal(sub: SubscriptionRef, outcome: 'paid' | 'failed', now: Date): BillingEvent[] {
  const periodStart = sub.currentPeriodEnd ?? now;
  const periodEnd = addOneMonth(periodStart);
  const key = `${sub.providerSubscriptionId}_${periodStart.getTime()}`;
  const bill = invoice({
    id: `sbx_in_renewal_${key}`,
    providerSubscriptionId: sub.providerSubscriptionId,
    status: outcome === 'paid' ? 'paid' : 'failed',
    description: `Team plan: ${sub.seats} members, monthly renewal`,
    seats: sub.seats,
    amountCents: monthlyPrice(sub.seats) * 100,
    issuedAt: now,
  });
  const base = { provider: 'sandbox' as const, companyId: sub.companyId, at: now.getTime() };
  return [
    {
      ...base,
      id: `sbx_evt_renewal_${key}`,
      type: 'customer.subscription.updated',
      kind: 'subscription',
      subscription: snapshotOf(sub, {
        state: outcome === 'paid' ? 'active' : 'past_due',
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
      }),
    },
    outcome === 'paid'
      ? {
          ...base,
          id: `sbx_evt_renewal_invoice_${key}`,
          type: 'invoice.paid',
          kind: 'invoice',
          invoice: bill,
        }
      : {
          ...base,
          id: `sbx_evt_renewal_failed_${key}`,
          type: 'invoice.payment_failed',
          kind: 'payment_failed',
          invoice: bill,
        },
  ];
}

/** Paying what a failed renewal left open (from the sandbox portal): the invoice is paid, the plan active. */
export function sandboxRecovery(sub: SubscriptionRef, unpaid: InvoiceSnapshot[], now: Date): BillingEvent[] {
  const base = { provider: 'sandbox' as const, companyId: sub.companyId, at: now.getTime() };
  return [
    ...unpaid.map(
      (i): BillingEvent => ({
        ...base,
        id: `sbx_evt_paid_${i.providerInvoiceId}`,
        type: 'invoice.paid',
        kind: 'invoice',
        invoice: { ...i, status: 'paid' },
      }),
    ),
    {
      ...base,
      id: `sbx_evt_recovered_${sub.providerSubscriptionId}_${now.getTime()}`,
      type: 'customer.subscription.updated',
      kind: 'subscription',
      subscription: snapshotOf(sub, { state: 'active' }),
    },
  ];
}

/**
 * The sandbox's billing clock for one subscription: renews (paid) every period that has ended, or ends the
 * subscription when it was cancelled. At most a year of periods at once.
 */
export function sandboxClock(sub: SubscriptionRef, now: Date): BillingEvent[] {
  const events: BillingEvent[] = [];
  let current = sub;
  for (let i = 0; i < 12; i++) {
    if (current.state !== 'active' && current.state !== 'trialing') break;
    if (!current.currentPeriodEnd || current.currentPeriodEnd.getTime() > now.getTime()) break;
    if (current.cancelAtPeriodEnd) {
      events.push({
        id: `sbx_evt_ended_${current.providerSubscriptionId}`,
        provider: 'sandbox',
        type: 'customer.subscription.deleted',
        kind: 'subscription',
        companyId: current.companyId,
        at: now.getTime(),
        subscription: snapshotOf(current, { state: 'canceled' }),
      });
      break;
    }
    const renewal = sandboxRenewal(current, 'paid', now);
    events.push(...renewal);
    const next = renewal[0];
    if (next?.kind !== 'subscription') break;
    current = { ...current, ...next.subscription };
  }
  return events;
}
