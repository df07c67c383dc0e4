import type { BillingProvider, SubscriptionState } from '@domain/billing';
import { isSubscribedState } from '@domain/billing';
import type { BillingReturnPage } from '@domain/contracts/billing';
import { AppError, conflict } from '@domain/errors';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { Database, Db } from '../../platform/db';
import type { Mailer } from '../../platform/mailer';
import * as repo from './billing.repository';
import type { PaymentProvider, ProviderName } from './provider';
import { sandboxProvider } from './sandbox-provider';
import { createStripeClient, stripeProvider, stripeWebhookVerifier } from './stripe-provider';

// The billing module's wiring (the configured provider) and what its services share. The services, by seam:
// seats.service (the seat limit), status.service (status, refresh, history), events.service (provider events),
// webhook.service (Stripe's webhook), checkout.service (checkout, portal), subscription.service (team size,
// cancel), sandbox-pages.service (the sandbox's hosted pages), jobs.service (the sandbox's clock).

export interface BillingDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  mode: BillingProvider;
  /** Null when billing is off (BILLING_PROVIDER=none). */
  provider: PaymentProvider | null;
  /** Stripe only: checks a webhook's signature over its raw body. */
  verifyWebhook: ((raw: Buffer, signature: string) => Stripe.Event) | null;
  log: {
    info(obj: unknown, msg?: string): void;
    warn(obj: unknown, msg?: string): void;
    error(obj: unknown, msg?: string): void;
  };
}

/** Builds the billing module for the configured provider. */
export function createBilling(opts: {
  config: Config;
  db: Database;
  mailer: Mailer;
  log: BillingDeps['log'];
}): BillingDeps {
  const { config } = opts;
  const base = { db: opts.db, mailer: opts.mailer, appUrl: config.appUrl, log: opts.log };
  const mode = config.billing.provider;
  if (mode === 'none') return { ...base, mode, provider: null, verifyWebhook: null };
  if (mode === 'sandbox') {
    return { ...base, mode, provider: sandboxProvider(config.appUrl), verifyWebhook: null };
  }
  const { stripeSecretKey, stripeWebhookSecret, stripePriceId, stripeApiBase } = config.billing;
  if (!stripeSecretKey || !stripeWebhookSecret || !stripePriceId) {
    throw new Error(
      'BILLING_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID',
    );
  }
  const client = createStripeClient({ secretKey: stripeSecretKey, apiBase: stripeApiBase });
  return {
    ...base,
    mode,
    provider: stripeProvider(client, {
      secretKey: stripeSecretKey,
      webhookSecret: stripeWebhookSecret,
      priceId: stripePriceId,
      apiBase: stripeApiBase,
    }),
    verifyWebhook: stripeWebhookVerifier(client, stripeWebhookSecret),
  };
}

const NOT_ENABLED = /*i18n*/ {
  id: 'errors.billing.notEnabled',
  message: 'Billing is turned off on this server, so there is no seat limit.',
};
export const COMPANY_NOT_FOUND = /*i18n*/ {
  id: 'errors.profileOrCompanyNotFound',
  message: 'User profile or company not found',
};
const PROVIDER_DOWN = /*i18n*/ {
  id: 'errors.billing.providerDown',
  message: 'The payment provider could not be reached. Please try again in a moment.',
};
export const NO_SUBSCRIPTION = /*i18n*/ {
  id: 'errors.billing.noSubscription',
  message: 'Your company has no active subscription.',
};

export const euros = (amount: number) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(amount);
export const longDate = (date: Date | null, timeZone: string) =>
  date
    ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
        date,
      )
    : 'the end of the current billing period';

export function requireProvider(deps: BillingDeps): PaymentProvider {
  if (!deps.provider) throw conflict(NOT_ENABLED);
  return deps.provider;
}

/** Wraps a call to the payment provider: its failures become a clear 503 (details only in the log). */
export async function callProvider<T>(deps: BillingDeps, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const stripeError = err as { type?: string; message?: string };
    if (stripeError.type === 'StripeCardError') {
      throw conflict(
        stripeError.message
          ? /*i18n*/ {
              id: 'errors.billing.paymentDeclined',
              message: 'The payment was declined: {reason}',
              values: { reason: stripeError.message },
            }
          : /*i18n*/ { id: 'errors.billing.cardDeclined', message: 'The payment was declined: card error' },
      );
    }
    deps.log.error({ err, what }, 'payment provider call failed');
    throw new AppError('SERVICE_UNAVAILABLE', PROVIDER_DOWN);
  }
}

export const returnPath = (page: BillingReturnPage) =>
  page === 'billing' ? '/app/settings?tab=billing' : '/app/invitations';
const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;
export const successUrl = (deps: BillingDeps, page: BillingReturnPage) =>
  `${deps.appUrl}${withQuery(returnPath(page), 'payment_success=true')}`;
export const cancelUrl = (deps: BillingDeps, page: BillingReturnPage) =>
  `${deps.appUrl}${withQuery(returnPath(page), 'payment_cancelled=true')}`;

export const subscriptionInput = (row: repo.SubscriptionRow | null) =>
  row
    ? {
        state: row.status as SubscriptionState,
        seats: row.seats,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      }
    : null;

export const isSubscribed = (row: repo.SubscriptionRow | null): row is repo.SubscriptionRow =>
  row !== null && isSubscribedState(row.status as SubscriptionState);

/** The provider whose records count: sandbox rows never count under Stripe, nor Stripe's under the sandbox. */
export const providerOf = (deps: BillingDeps): ProviderName => {
  if (deps.mode === 'none') throw new Error('Billing is off: no provider');
  return deps.mode;
};

/** The company's current subscription with the configured provider (null when it has none there). */
export const currentSubscription = (deps: BillingDeps, db: Db, companyId: string) =>
  repo.currentSubscription(db, companyId, providerOf(deps));
