import { randomUUID } from 'node:crypto';
import { paidSeats } from '@domain/pricing';
import Stripe from 'stripe';
import type { BillingEvent, PaymentProvider, SubscriptionRef } from './provider';
import { subscriptionSnapshot } from './stripe-events';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** Another address for Stripe's API (the tests' local fake): scheme, host and port are taken from it. */
  apiBase: string | undefined;
}

export function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * Stripe: Checkout Sessions in subscription mode for one per-seat price (quantity = paid seats), the customer
 * portal, seat changes (increases invoiced at once with proration, decreases without credit from the next
 * renewal), cancellation at period end. Every write carries an Idempotency-Key (a V4 UUID), so the SDK's
 * retries never charge twice. Answers become events with synthetic ids; Stripe's webhooks deliver the same
 * states later, and whichever is newer wins.
 */
export function stripeProvider(stripe: Stripe, settings: StripeSettings): PaymentProvider {
  const key = () => ({ idempotencyKey: randomUUID() });
  // Stripe timestamps have whole seconds; our own reads are ordered against them at the same precision.
  const nowVersion = () => Math.floor(Date.now() / 1000) * 1000;
  const synced = (
    companyId: string,
    sub: Stripe.Subscription,
    type: string,
    checkoutId: string | null = null,
  ): BillingEvent => ({
    id: `stripe_sync_${randomUUID()}`,
    provider: 'stripe',
    type,
    kind: 'subscription',
    companyId,
    at: nowVersion(),
    checkoutId,
    subscription: subscriptionSnapshot(sub),
  });

  return {
    name: 'stripe',
    async createCustomer(company) {
      const customer = await stripe.customers.create(
        { name: company.name, metadata: { companyId: company.id } },
        key(),
      );
      return customer.id;
    },
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.companyId,
          line_items: [{ price: settings.priceId, quantity: paidSeats(input.teamSize) }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: {
            companyId: input.companyId,
            checkoutId: input.checkoutId,
            teamSize: String(input.teamSize),
          },
          subscription_data: { metadata: { companyId: input.companyId } },
        },
        // Our checkout id is a V4 UUID made for this one request.
        { idempotencyKey: input.checkoutId },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return {
        sessionId: session.id,
        url: session.url,
        expiresAt: new Date((session.expires_at ?? Math.floor(Date.now() / 1000) + 86_400) * 1000),
      };
    },
    async portalUrl({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create(
        { customer: customerId, return_url: returnUrl },
        key(),
      );
      return session.url;
    },
    async changeSeats(sub: SubscriptionRef, seats: number) {
      const current = await stripe.subscriptions.retrieve(sub.providerSubscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${current.id} has no item`);
      const increase = paidSeats(seats) > (item.quantity ?? 0);
      const updated = await stripe.subscriptions.update(
        current.id,
        {
          items: [{ id: item.id, quantity: paidSeats(seats) }],
          // Increases are invoiced and paid now (prorated); decreases change the next renewal, no credit.
          proration_behavior: increase ? 'always_invoice' : 'none',
          ...(increase ? { payment_behavior: 'error_if_incomplete' as const } : {}),
          ...(current.cancel_at_period_end ? { cancel_at_period_end: false } : {}),
        },
        key(),
      );
      return [synced(sub.companyId, updated, 'customer.subscription.updated')];
    },
    async cancelAtPeriodEnd(sub: SubscriptionRef) {
      const updated = await stripe.subscriptions.update(
        sub.providerSubscriptionId,
        { cancel_at_period_end: true },
        key(),
      );
      return [synced(sub.companyId, updated, 'customer.subscription.updated')];
    },
    async refresh({ companyId, subscription, openCheckouts }) {
      const events: BillingEvent[] = [];
      for (const checkout of openCheckouts) {
        if (!checkout.providerSessionId) continue;
        const session = await stripe.checkout.sessions.retrieve(checkout.providerSessionId);
        if (session.status === 'expired') {
          events.push({
            id: `stripe_sync_${randomUUID()}`,
            provider: 'stripe',
            type: 'checkout.session.expired',
            kind: 'checkout_expired',
            companyId,
            at: nowVersion(),
            checkoutId: checkout.id,
          });
        } else if (session.status === 'complete' && session.subscription) {
          const id =
            typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
          const sub = await stripe.subscriptions.retrieve(id);
          events.push(synced(companyId, sub, 'checkout.session.completed', checkout.id));
        }
      }
      if (subscription && !events.some((e) => e.kind === 'subscription')) {
        const sub = await stripe.subscriptions.retrieve(subscription.providerSubscriptionId);
        events.push(synced(companyId, sub, 'customer.subscription.updated'));
      }
      return events;
    },
  };
}

/** Verifies a webhook's signature over the raw body and parses it; throws when it does not match. */
export function stripeWebhookVerifier(stripe: Stripe, secret: string) {
  return (raw: Buffer, signature: string): Stripe.Event =>
    stripe.webhooks.constructEvent(raw, signature, secret);
}
