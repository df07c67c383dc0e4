import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { sandboxCheckoutPaid, sandboxClock, sandboxRenewal } from './sandbox-provider';
import { translateStripeEvent } from './stripe-events';

const COMPANY = '0b6f7d1e-7e38-4b64-8f0e-3d1a2b3c4d5e';
const event = (type: string, object: object, created = 1_800_000_000) =>
  ({ id: 'evt_1', object: 'event', type, created, data: { object } }) as unknown as Stripe.Event;
const subscription = {
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: false,
  cancel_at: null,
  metadata: { companyId: COMPANY },
  items: {
    data: [
      { id: 'si_1', quantity: 3, current_period_start: 1_800_000_000, current_period_end: 1_802_592_000 },
    ],
  },
};

describe('Stripe events → billing events', () => {
  it('a subscription update: team size = quantity + the 2 free seats, period from its item', () => {
    expect(translateStripeEvent(event('customer.subscription.updated', subscription))).toMatchObject({
      id: 'evt_1',
      kind: 'subscription',
      companyId: COMPANY,
      at: 1_800_000_000_000,
      subscription: {
        providerSubscriptionId: 'sub_1',
        providerCustomerId: 'cus_1',
        state: 'active',
        seats: 5,
        currentPeriodEnd: new Date(1_802_592_000_000),
        cancelAtPeriodEnd: false,
      },
    });
  });

  it('a deleted subscription is canceled whatever its last status said', () => {
    const deleted = translateStripeEvent(event('customer.subscription.deleted', subscription));
    expect(deleted).toMatchObject({ kind: 'subscription', subscription: { state: 'canceled' } });
  });

  it('a completed checkout takes the team size and checkout from its metadata', () => {
    const session = {
      id: 'cs_1',
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      customer: 'cus_1',
      subscription: 'sub_1',
      client_reference_id: COMPANY,
      metadata: { companyId: COMPANY, teamSize: '7', checkoutId: 'chk' },
    };
    expect(translateStripeEvent(event('checkout.session.completed', session))).toMatchObject({
      kind: 'subscription',
      companyId: COMPANY,
      checkoutId: 'chk',
      subscription: { providerSubscriptionId: 'sub_1', state: 'active', seats: 7 },
    });
    expect(
      translateStripeEvent(event('checkout.session.completed', { ...session, mode: 'payment' })),
    ).toBeNull();
  });

  it('invoices: paid and failed amounts, seats, PDF link, the company from the subscription details', () => {
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      created: 1_800_000_000,
      currency: 'eur',
      billing_reason: 'subscription_cycle',
      amount_paid: 0,
      amount_due: 300,
      invoice_pdf: 'https://pay.stripe.test/in_1.pdf',
      hosted_invoice_url: null,
      lines: { data: [{ quantity: 3 }] },
      parent: { subscription_details: { subscription: 'sub_1', metadata: { companyId: COMPANY } } },
    };
    expect(translateStripeEvent(event('invoice.payment_failed', invoice))).toMatchObject({
      kind: 'payment_failed',
      companyId: COMPANY,
      subscriptionId: 'sub_1',
      invoice: {
        status: 'failed',
        amountCents: 300,
        seats: 5,
        description: 'Team plan: 5 members, monthly renewal',
        pdfUrl: 'https://pay.stripe.test/in_1.pdf',
      },
    });
    expect(translateStripeEvent(event('invoice.paid', { ...invoice, amount_paid: 300 }))).toMatchObject({
      kind: 'invoice',
      invoice: { status: 'paid', amountCents: 300 },
    });
  });

  it('ignores the events it does not act on', () => {
    expect(translateStripeEvent(event('charge.refunded', { id: 'ch_1' }))).toBeNull();
  });
});

describe('the sandbox produces the same events', () => {
  const now = new Date('2026-01-31T12:00:00Z');
  const paid = sandboxCheckoutPaid({
    checkoutId: 'c1',
    companyId: COMPANY,
    customerId: 'cus',
    teamSize: 4,
    now,
  });

  it('paying: an active subscription for a month and its paid first invoice, with stable ids', () => {
    expect(paid.map((e) => [e.id, e.kind, e.type])).toEqual([
      ['sbx_evt_checkout_c1', 'subscription', 'checkout.session.completed'],
      ['sbx_evt_first_invoice_c1', 'invoice', 'invoice.paid'],
    ]);
    const [sub, invoice] = paid;
    expect(sub).toMatchObject({
      subscription: { state: 'active', seats: 4, currentPeriodEnd: new Date('2026-02-28T12:00:00Z') },
    });
    expect(invoice).toMatchObject({ invoice: { amountCents: 200, seats: 4, status: 'paid' } });
  });

  it('renewals move the period on; a failed one is past due; a cancelled plan ends at its period end', () => {
    const ref = {
      companyId: COMPANY,
      providerSubscriptionId: 'sbx_sub_c1',
      providerCustomerId: 'cus',
      state: 'active' as const,
      seats: 4,
      currentPeriodStart: now,
      currentPeriodEnd: new Date('2026-02-28T12:00:00Z'),
      cancelAtPeriodEnd: false,
    };
    const failed = sandboxRenewal(ref, 'failed', now);
    expect(failed.map((e) => e.kind)).toEqual(['subscription', 'payment_failed']);
    expect(failed[0]).toMatchObject({ subscription: { state: 'past_due' } });

    const later = new Date('2026-04-01T00:00:00Z');
    const renewals = sandboxClock(ref, later);
    expect(renewals.filter((e) => e.kind === 'invoice')).toHaveLength(2);
    expect(sandboxClock(ref, later).map((e) => e.id)).toEqual(renewals.map((e) => e.id));
    expect(sandboxClock({ ...ref, cancelAtPeriodEnd: true }, later)).toMatchObject([
      { kind: 'subscription', subscription: { state: 'canceled' } },
    ]);
    expect(sandboxClock(ref, now)).toEqual([]);
  });
});
