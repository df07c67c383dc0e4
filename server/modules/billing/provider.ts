import type { SubscriptionState } from '@domain/billing';
import type { InvoiceStatus } from '@domain/contracts/billing';

/**
 * What the providers tell the billing service. A Stripe webhook, a Stripe API answer and a click on the
 * sandbox's hosted page all become these events, and one function applies them (events.service
 * `applyEvents`): the event id is stored in the same transaction as the effect, so each applies once.
 */
export type ProviderName = 'sandbox' | 'stripe';

export interface SubscriptionSnapshot {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  state: SubscriptionState;
  /** Team size paid for, the free seats included. */
  seats: number;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface InvoiceSnapshot {
  providerInvoiceId: string;
  providerSubscriptionId: string | null;
  status: InvoiceStatus;
  description: string;
  seats: number | null;
  amountCents: number;
  currency: string;
  issuedAt: Date;
  pdfUrl: string | null;
  hostedUrl: string | null;
}

interface EventBase {
  /** The provider's event id (or a deterministic id for the sandbox's and our own syncs). */
  id: string;
  provider: ProviderName;
  /** The provider's type name, kept for the record. */
  type: string;
  companyId: string;
  /** When the provider produced this state (ms); orders snapshots of one subscription. */
  at: number;
}

export type BillingEvent =
  | (EventBase & { kind: 'subscription'; subscription: SubscriptionSnapshot; checkoutId?: string | null })
  | (EventBase & { kind: 'invoice'; invoice: InvoiceSnapshot })
  | (EventBase & { kind: 'payment_failed'; invoice: InvoiceSnapshot })
  | (EventBase & { kind: 'checkout_expired'; checkoutId: string });

export interface CheckoutInput {
  checkoutId: string;
  companyId: string;
  companyName: string;
  customerId: string;
  teamSize: number;
  successUrl: string;
  cancelUrl: string;
}

export interface SubscriptionRef {
  companyId: string;
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  state: SubscriptionState;
  seats: number;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** One interface, two providers that take money (BILLING_PROVIDER=none has no provider at all). */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** The provider's customer for a company (created once; the id is kept in billing_customers). */
  createCustomer(company: { id: string; name: string }): Promise<string>;
  /** A hosted payment page for a subscription of `teamSize` seats (quantity = paid seats). */
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string; expiresAt: Date }>;
  /** The provider's page where the customer manages cards, invoices and the subscription. */
  portalUrl(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** Changes the seats: increases are invoiced at once (prorated), decreases apply from the next renewal. */
  changeSeats(sub: SubscriptionRef, seats: number, now: Date): Promise<BillingEvent[]>;
  /** Cancels at the end of the paid period (nothing is refunded). */
  cancelAtPeriodEnd(sub: SubscriptionRef, now: Date): Promise<BillingEvent[]>;
  /**
   * Forced re-check: reads the provider's current state of the company's open checkouts and subscription
   * (webhooks may not have arrived yet when the admin comes back from paying).
   */
  refresh(input: {
    companyId: string;
    subscription: SubscriptionRef | null;
    openCheckouts: { id: string; providerSessionId: string | null; teamSize: number }[];
    now: Date;
  }): Promise<BillingEvent[]>;
}
