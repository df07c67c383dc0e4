import { randomUUID } from 'node:crypto';
import {
  type BillingProvider,
  isEndedState,
  isPaymentFailedState,
  isSubscribedState,
  type SeatLimit,
  type SubscriptionState,
  seatLimit,
  subscriptionStatus,
  teamSizeProblem,
} from '@domain/billing';
import type {
  BillingReturnPage,
  CancelSubscriptionResponse,
  CreateCheckoutRequest,
  Invoice,
  SandboxCheckout,
  SubscriptionStatusResponse,
} from '@domain/contracts/billing';
import { AppError, badRequest, conflict, notFound, validationFailed } from '@domain/errors';
import { FREE_SEATS, monthlyPrice, paidSeats } from '@domain/pricing';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { Member } from '../../platform/access';
import type { Database, Db, Tx } from '../../platform/db';
import type { Jobs } from '../../platform/jobs';
import { type Mailer, renderEmail } from '../../platform/mailer';
import { lockLiveCompany } from '../company/company.repository';
import { seatCounts } from '../invitations/invitations.repository';
import type { SeatLimits } from '../invitations/seats';
import * as repo from './billing.repository';
import type { BillingEvent, InvoiceSnapshot, PaymentProvider, ProviderName } from './provider';
import {
  sandboxCheckoutPaid,
  sandboxClock,
  sandboxProvider,
  sandboxRecovery,
  sandboxRenewal,
} from './sandbox-provider';
import { translateStripeEvent } from './stripe-events';
import { createStripeClient, stripeProvider, stripeWebhookVerifier } from './stripe-provider';

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

const NOT_ENABLED = 'Billing is turned off on this server, so there is no seat limit.';
const COMPANY_NOT_FOUND = 'User profile or company not found';
const PROVIDER_DOWN = 'The payment provider could not be reached. Please try again in a moment.';
const NO_SUBSCRIPTION = 'Your company has no active subscription.';

const euros = (amount: number) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(amount);
const longDate = (date: Date | null, timeZone: string) =>
  date
    ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
        date,
      )
    : 'the end of the current billing period';
/** Names go into a mail header: never let a line break through. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

function requireProvider(deps: BillingDeps): PaymentProvider {
  if (!deps.provider) throw conflict(NOT_ENABLED);
  return deps.provider;
}

/** Wraps a call to the payment provider: its failures become a clear 503 (details only in the log). */
async function callProvider<T>(deps: BillingDeps, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const stripeError = err as { type?: string; message?: string };
    if (stripeError.type === 'StripeCardError') {
      throw conflict(`The payment was declined: ${stripeError.message ?? 'card error'}`);
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

const subscriptionInput = (row: repo.SubscriptionRow | null) =>
  row
    ? {
        state: row.status as SubscriptionState,
        seats: row.seats,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      }
    : null;

/** The provider whose subscriptions count: the server's. Only called when billing is on. */
const providerOf = (deps: BillingDeps): ProviderName => {
  if (deps.mode === 'none') throw new Error('Billing is off: no provider');
  return deps.mode;
};
const currentSubscription = (deps: BillingDeps, db: Db, companyId: string) =>
  repo.currentSubscription(db, companyId, providerOf(deps));

const isSubscribed = (row: repo.SubscriptionRow | null): row is repo.SubscriptionRow =>
  row !== null && isSubscribedState(row.status as SubscriptionState);

// ——— Seats ———

/** The seat limit of a company: what the invitations module checks inside its transactions. */
export async function seatLimitOf(deps: BillingDeps, db: Db, companyId: string): Promise<SeatLimit> {
  if (deps.mode === 'none') return { kind: 'unlimited' };
  const sub = await currentSubscription(deps, db, companyId);
  return seatLimit({ billingEnabled: true, subscription: subscriptionInput(sub) });
}

export const seatLimits = (deps: BillingDeps): SeatLimits => ({
  limitFor: (db, companyId) => seatLimitOf(deps, db, companyId),
});

/**
 * Before a company is deleted: a paid subscription that would renew must be cancelled first (the delete
 * dialog's subscription step does it), so nobody is charged for a company that no longer exists.
 */
export async function assertCompanyDeletable(deps: BillingDeps, tx: Tx, companyId: string) {
  if (deps.mode === 'none') return;
  const sub = await currentSubscription(deps, tx, companyId);
  if (isSubscribed(sub) && !sub.cancelAtPeriodEnd) {
    throw conflict('Cancel the company subscription before deleting the company.');
  }
}

// ——— Status ———

async function statusOf(deps: BillingDeps, db: Db, companyId: string): Promise<SubscriptionStatusResponse> {
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

// ——— Events ———

/** Applies provider events in one transaction; each event id is recorded with its effect (applied once). */
export async function applyEvents(deps: BillingDeps, events: BillingEvent[]) {
  if (events.length === 0) return;
  await deps.db.transaction((tx) => applyEventsIn(deps, tx, events));
}

async function applyEventsIn(deps: BillingDeps, tx: Tx, events: BillingEvent[]) {
  for (const event of events) {
    // The company lock orders everything that touches its billing (and its seats).
    const company = await repo.lockCompany(tx, event.companyId);
    if (!company) continue;
    const fresh = await repo.recordEvent(tx, {
      companyId: event.companyId,
      eventId: event.id,
      provider: event.provider,
      type: event.type,
    });
    if (!fresh) continue;
    switch (event.kind) {
      case 'subscription':
        await repo.upsertSubscription(tx, event.companyId, event.provider, event.subscription, event.at);
        if (event.checkoutId) await repo.closeCheckout(tx, event.companyId, event.checkoutId, 'completed');
        break;
      case 'invoice':
        await repo.upsertInvoice(tx, event.companyId, event.provider, event.invoice);
        break;
      case 'payment_failed':
        await repo.upsertInvoice(tx, event.companyId, event.provider, event.invoice);
        if (event.invoice.providerSubscriptionId) {
          await repo.markPastDue(tx, event.companyId, event.invoice.providerSubscriptionId, event.at);
        }
        if (!company.deletedAt) await notifyPaymentFailed(deps, tx, company, event.invoice);
        break;
      case 'checkout_expired':
        await repo.closeCheckout(tx, event.companyId, event.checkoutId, 'expired');
        break;
    }
  }
}

/** A failed renewal: every admin is told by e-mail (sent only if the transaction commits). */
async function notifyPaymentFailed(
  deps: BillingDeps,
  tx: Tx,
  company: { id: string; name: string },
  invoice: InvoiceSnapshot,
) {
  const admins = await repo.adminsOf(tx, company.id);
  for (const admin of admins) {
    await deps.mailer.send(
      renderEmail({
        to: admin.email,
        subject: `Payment failed for ${oneLine(company.name)}'s Plantel subscription`,
        greeting: `Hello ${admin.firstName || 'there'},`,
        paragraphs: [
          `We could not take the payment of ${euros(invoice.amountCents / 100)} for the team plan of ${company.name}.`,
          'Everyone in your team keeps access, but no one new can be invited or join until the payment succeeds.',
          'Update your payment method with Manage Billing in Settings → Billing.',
        ],
        action: { label: 'Open billing settings', url: `${deps.appUrl}/app/settings?tab=billing` },
        footer: 'You receive this e-mail because you are an admin of this company on Plantel.',
      }),
      { tx },
    );
  }
}

/**
 * A Stripe webhook: the signature is checked over the raw body (400 when missing or wrong, nothing changes),
 * then the event is applied once, whatever order or how often it arrives.
 */
export async function handleStripeWebhook(deps: BillingDeps, raw: unknown, signature: string | undefined) {
  if (!deps.verifyWebhook) throw notFound('Billing webhooks are not enabled on this server.');
  if (!Buffer.isBuffer(raw) || raw.length === 0) throw badRequest('The webhook has no body.');
  if (!signature) throw badRequest('Missing Stripe-Signature header.');
  let event: Stripe.Event;
  try {
    event = deps.verifyWebhook(raw, signature);
  } catch {
    throw badRequest('Webhook signature verification failed.');
  }
  const draft = translateStripeEvent(event);
  if (!draft) return;
  const named = draft.companyId && UUID.test(draft.companyId) ? draft.companyId : null;
  const companyId =
    named ??
    (draft.subscriptionId ? await repo.companyOfSubscription(deps.db, 'stripe', draft.subscriptionId) : null);
  if (!companyId) {
    deps.log.warn({ eventId: event.id, type: event.type }, 'Stripe event for no known company ignored');
    return;
  }
  const { subscriptionId: _, ...rest } = draft;
  await applyEvents(deps, [{ ...rest, companyId } as BillingEvent]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ——— Admin actions ———

async function ensureCustomer(
  deps: BillingDeps,
  provider: PaymentProvider,
  company: { id: string; name: string },
) {
  const existing = await repo.customerOf(deps.db, company.id);
  if (existing && existing.provider === provider.name) return existing.providerCustomerId;
  const id = await callProvider(deps, 'create customer', () => provider.createCustomer(company));
  return (await repo.saveCustomer(deps.db, company.id, provider.name, id)).providerCustomerId;
}

/** create-subscription: opens the provider's hosted payment page for `teamSize` seats. */
export async function createCheckout(deps: BillingDeps, member: Member, input: CreateCheckoutRequest) {
  const provider = requireProvider(deps);
  const company = await repo.liveCompany(deps.db, member.companyId);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  const sub = await currentSubscription(deps, deps.db, company.id);
  if (isSubscribed(sub)) {
    throw conflict('Your company already has a subscription. Change its team size in Settings → Billing.');
  }
  const counts = await seatCounts(deps.db, company.id);
  const problem = teamSizeProblem({ desired: input.teamSize, ...counts, purpose: 'subscribe' });
  if (problem) throw validationFailed(problem, [{ field: 'teamSize', message: problem }]);

  const customerId = await ensureCustomer(deps, provider, company);
  const checkoutId = randomUUID();
  const session = await callProvider(deps, 'create checkout', () =>
    provider.createCheckout({
      checkoutId,
      companyId: company.id,
      companyName: company.name,
      customerId,
      teamSize: input.teamSize,
      successUrl: successUrl(deps, input.returnTo),
      cancelUrl: cancelUrl(deps, input.returnTo),
    }),
  );
  await repo.insertCheckout(deps.db, {
    id: checkoutId,
    companyId: company.id,
    provider: provider.name,
    providerSessionId: session.sessionId,
    teamSize: input.teamSize,
    returnTo: input.returnTo,
    url: session.url,
    createdBy: member.userId,
    expiresAt: session.expiresAt,
  });
  return { url: session.url, checkoutId };
}

/**
 * update-subscription: a new team size. Increases are charged at once for the rest of the period; decreases
 * lower the seats now and the price from the next renewal (nothing is refunded); 2 or fewer ends the paid
 * plan at the end of the period. Under the company lock, so no invitation slips in meanwhile.
 */
export async function updateSubscription(deps: BillingDeps, member: Member, desired: number) {
  const provider = requireProvider(deps);
  return deps.db.transaction(async (tx) => {
    if (!(await lockLiveCompany(tx, member.companyId))) throw notFound(COMPANY_NOT_FOUND);
    const company = (await repo.liveCompany(tx, member.companyId))!;
    const sub = await currentSubscription(deps, tx, company.id);
    if (!isSubscribed(sub) || sub.provider !== provider.name) {
      throw conflict(`${NO_SUBSCRIPTION} Subscribe first to add paid seats.`);
    }
    if (isPaymentFailedState(sub.status as SubscriptionState)) {
      throw conflict(
        'The last payment for your subscription failed. Update your payment method with Manage Billing first.',
      );
    }
    const counts = await seatCounts(tx, company.id);
    const problem = teamSizeProblem({ desired, ...counts, purpose: 'update' });
    if (problem) throw validationFailed(problem, [{ field: 'desiredTeamSize', message: problem }]);

    const ref = repo.toRef(sub);
    const now = new Date();
    const end = longDate(sub.currentPeriodEnd, company.timeZone);
    let events: BillingEvent[] = [];
    let message: string;
    if (desired <= FREE_SEATS) {
      if (!sub.cancelAtPeriodEnd) {
        events = await callProvider(deps, 'cancel', () => provider.cancelAtPeriodEnd(ref, now));
      }
      message = `Your team plan ends on ${end}. From then on your company is on the free plan for up to ${FREE_SEATS} members; nothing is refunded for the current period.`;
    } else if (desired === sub.seats && !sub.cancelAtPeriodEnd) {
      message = `Your team plan already covers ${desired} members.`;
    } else {
      events = await callProvider(deps, 'change seats', () => provider.changeSeats(ref, desired, now));
      const price = euros(monthlyPrice(desired));
      message =
        paidSeats(desired) > paidSeats(sub.seats)
          ? `Your team plan now covers ${desired} members (${price} a month). The added seats are charged now for the rest of the current billing period.`
          : `Your team plan now covers ${desired} members. From ${end} you pay ${price} a month; nothing is refunded for the current period.`;
    }
    await applyEventsIn(deps, tx, events);
    return { message, status: await statusOf(deps, tx, company.id) };
  });
}

/**
 * cancel-company-subscription: the subscription ends at the end of the paid period and never renews.
 * finalAmount is what is still owed (an unpaid renewal), usually 0: paid periods are not refunded.
 */
export async function cancelSubscription(
  deps: BillingDeps,
  member: Member,
): Promise<CancelSubscriptionResponse> {
  const provider = requireProvider(deps);
  return deps.db.transaction(async (tx) => {
    if (!(await lockLiveCompany(tx, member.companyId))) throw notFound(COMPANY_NOT_FOUND);
    const company = (await repo.liveCompany(tx, member.companyId))!;
    const sub = await currentSubscription(deps, tx, company.id);
    if (!isSubscribed(sub) || sub.provider !== provider.name) throw conflict(NO_SUBSCRIPTION);
    if (!sub.cancelAtPeriodEnd) {
      const events = await callProvider(deps, 'cancel', () =>
        provider.cancelAtPeriodEnd(repo.toRef(sub), new Date()),
      );
      await applyEventsIn(deps, tx, events);
    }
    const unpaid = await repo.unpaidInvoices(tx, company.id, sub.providerSubscriptionId);
    const finalAmount = unpaid.reduce((sum, i) => sum + i.amountCents, 0) / 100;
    const end = longDate(sub.currentPeriodEnd, company.timeZone);
    return {
      finalAmount,
      message:
        `Subscription cancelled. Your team plan stays active until ${end} and will not renew; payments already made are not refunded.` +
        (finalAmount > 0 ? ` ${euros(finalAmount)} from an unpaid renewal is still due.` : ''),
      subscriptionEnd: sub.currentPeriodEnd?.toISOString() ?? null,
    };
  });
}

/** customer-portal: a link to the provider's page for cards, invoices and the subscription. */
export async function openPortal(deps: BillingDeps, member: Member, returnTo: BillingReturnPage) {
  const provider = requireProvider(deps);
  const customer = await repo.customerOf(deps.db, member.companyId);
  if (!customer || customer.provider !== provider.name) {
    throw conflict('Your company has no billing account yet. Subscribe first.');
  }
  const url = await callProvider(deps, 'portal', () =>
    provider.portalUrl({
      customerId: customer.providerCustomerId,
      returnUrl: `${deps.appUrl}${returnPath(returnTo)}`,
    }),
  );
  return { url };
}

/** Billing history, newest first. */
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
      pdfUrl: r.pdfUrl,
      hostedUrl: r.hostedUrl,
    })),
  };
}

// ——— The sandbox's hosted pages ———

const CHECKOUT_NOT_FOUND = 'Checkout not found';

function requireSandbox(deps: BillingDeps) {
  if (deps.mode !== 'sandbox')
    throw notFound('The sandbox payment pages exist only with BILLING_PROVIDER=sandbox.');
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
  const expired = row.status === 'open' && row.expiresAt.getTime() <= Date.now();
  return {
    id: row.id,
    status: expired ? 'expired' : row.status,
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
    if (row.status !== 'open' || row.expiresAt.getTime() <= Date.now()) {
      throw new AppError('GONE', 'This checkout has expired or was cancelled. Start again from Plantel.');
    }
    if (isSubscribed(await currentSubscription(deps, tx, member.companyId))) {
      throw conflict('Your company already has a subscription. Change its team size in Settings → Billing.');
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
      if (outcome === 'failed') throw conflict('The last renewal is already unpaid.');
      const unpaid = await repo.unpaidInvoices(tx, member.companyId, sub.providerSubscriptionId);
      events = sandboxRecovery(
        ref,
        unpaid.map((i) => ({
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
        })),
        now,
      );
    } else if (sub.cancelAtPeriodEnd) {
      throw conflict('This subscription is cancelled and ends at the end of its period; it does not renew.');
    } else {
      events = sandboxRenewal(ref, outcome, now);
    }
    await applyEventsIn(deps, tx, events);
  });
}

/** The sandbox's clock (hourly job): renews the subscriptions whose period is over, ends cancelled ones. */
export async function runSandboxClock(deps: BillingDeps, now: Date = new Date()) {
  if (deps.mode !== 'sandbox') return { processed: 0 };
  const due = await repo.dueSandboxSubscriptions(deps.db, now);
  for (const row of due) await applyEvents(deps, sandboxClock(repo.toRef(row), now));
  return { processed: due.length };
}

export const SANDBOX_CLOCK_QUEUE = 'billing.sandbox-clock';
/** Hourly, at minute 11. */
export const SANDBOX_CLOCK_CRON = '11 * * * *';

export async function registerBillingJobs(deps: BillingDeps, jobs: Jobs) {
  if (deps.mode !== 'sandbox') return;
  await jobs.work(SANDBOX_CLOCK_QUEUE, async () => {
    await runSandboxClock(deps);
  });
  await jobs.schedule(SANDBOX_CLOCK_QUEUE, SANDBOX_CLOCK_CRON);
}
