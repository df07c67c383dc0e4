import type { SubscriptionState } from '@domain/billing';
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  billingCheckouts,
  billingCustomers,
  billingEvents,
  billingInvoices,
  companies,
  subscriptions,
} from '../../db/schema';
import { BY_TEXT, builtOnce, type Db, type Tx } from '../../platform/db';
import type { InvoiceSnapshot, ProviderName, SubscriptionRef, SubscriptionSnapshot } from './provider';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CheckoutRow = typeof billingCheckouts.$inferSelect;

const LIVE_FIRST = sql`case when ${subscriptions.status} in ('canceled', 'incomplete_expired') then 1 else 0 end`;

export const toRef = (row: SubscriptionRow): SubscriptionRef => ({
  companyId: row.companyId,
  providerSubscriptionId: row.providerSubscriptionId,
  providerCustomerId: row.providerCustomerId,
  state: row.status as SubscriptionState,
  seats: row.seats,
  currentPeriodStart: row.currentPeriodStart,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

// The billing status's reads (Invitations, Settings): built once.
const subscriptionStatement = builtOnce((db) =>
  db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.companyId, sql.placeholder('companyId')),
        eq(subscriptions.provider, sql.placeholder('provider')),
      ),
    )
    .orderBy(LIVE_FIRST, desc(subscriptions.createdAt))
    .limit(1)
    .prepare(BY_TEXT),
);

/**
 * The company's current subscription at `provider` (the server's): the newest one that has not ended, else the
 * newest one. (A company normally has one; a second can exist only if two checkouts were paid at once.) Rows
 * of another provider never count: seats "bought" in the sandbox are worth nothing once the server runs Stripe.
 */
export async function currentSubscription(
  db: Db,
  companyId: string,
  provider: ProviderName,
): Promise<SubscriptionRow | null> {
  const rows = await subscriptionStatement(db).execute({ companyId, provider });
  return rows[0] ?? null;
}

/** The company row, locked until the transaction ends (deleted companies too: their events still apply). */
export async function lockCompany(tx: Tx, companyId: string) {
  const rows = await tx
    .select({ id: companies.id, name: companies.name, deletedAt: companies.deletedAt })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return rows[0] ?? null;
}

export async function liveCompany(db: Db, companyId: string) {
  const rows = await db
    .select({ id: companies.id, name: companies.name, timeZone: companies.timeZone })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

const customerStatement = builtOnce((db) =>
  db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.companyId, sql.placeholder('companyId')))
    .limit(1)
    .prepare(BY_TEXT),
);

export async function customerOf(db: Db, companyId: string) {
  const rows = await customerStatement(db).execute({ companyId });
  return rows[0] ?? null;
}

/**
 * Keeps the first customer recorded for the company at this provider (a concurrent request's customer loses);
 * a customer at another provider (the server switched providers) is replaced. Returns the one kept.
 */
export async function saveCustomer(db: Db, companyId: string, provider: ProviderName, customerId: string) {
  await db
    .insert(billingCustomers)
    .values({ companyId, provider, providerCustomerId: customerId })
    .onConflictDoUpdate({
      target: billingCustomers.companyId,
      set: { provider, providerCustomerId: customerId, createdAt: sql`excluded.created_at` },
      setWhere: sql`${billingCustomers.provider} <> ${provider}`,
    });
  return (await customerOf(db, companyId))!;
}

export async function insertCheckout(db: Db, values: typeof billingCheckouts.$inferInsert) {
  await db.insert(billingCheckouts).values(values);
}

export async function findCheckout(db: Db, companyId: string, id: string) {
  const rows = await db
    .select()
    .from(billingCheckouts)
    .where(and(eq(billingCheckouts.companyId, companyId), eq(billingCheckouts.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function lockCheckout(tx: Tx, companyId: string, id: string) {
  const rows = await tx
    .select()
    .from(billingCheckouts)
    .where(and(eq(billingCheckouts.companyId, companyId), eq(billingCheckouts.id, id)))
    .for('update');
  return rows[0] ?? null;
}

/** Open checkouts of the company that have not expired yet (the forced re-check looks at them). */
export async function openCheckouts(db: Db, companyId: string, now: Date) {
  return db
    .select()
    .from(billingCheckouts)
    .where(
      and(
        eq(billingCheckouts.companyId, companyId),
        eq(billingCheckouts.status, 'open'),
        gt(billingCheckouts.expiresAt, now),
      ),
    )
    .orderBy(desc(billingCheckouts.createdAt))
    .limit(5);
}

/** Moves an open checkout on; returns false when it was no longer open (one winner). */
export async function closeCheckout(
  db: Db,
  companyId: string,
  id: string,
  status: 'completed' | 'abandoned' | 'expired',
) {
  const rows = await db
    .update(billingCheckouts)
    .set({ status, ...(status === 'completed' ? { completedAt: sql`now()` } : {}) })
    .where(
      and(
        eq(billingCheckouts.companyId, companyId),
        eq(billingCheckouts.id, id),
        eq(billingCheckouts.status, 'open'),
      ),
    )
    .returning({ id: billingCheckouts.id });
  return rows.length > 0;
}

/** Records a provider event; false when it was already recorded (a redelivery: apply nothing). */
export async function recordEvent(
  tx: Tx,
  values: { companyId: string; eventId: string; provider: ProviderName; type: string },
): Promise<boolean> {
  const rows = await tx
    .insert(billingEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: billingEvents.eventId });
  return rows.length > 0;
}

/**
 * Writes a subscription snapshot unless a newer one is already stored, and never revives a canceled
 * subscription: events can arrive late, twice or out of order.
 */
export async function upsertSubscription(
  tx: Tx,
  companyId: string,
  provider: ProviderName,
  s: SubscriptionSnapshot,
  version: number,
) {
  await tx
    .insert(subscriptions)
    .values({
      companyId,
      provider,
      providerSubscriptionId: s.providerSubscriptionId,
      providerCustomerId: s.providerCustomerId,
      status: s.state,
      seats: s.seats,
      currentPeriodStart: s.currentPeriodStart,
      currentPeriodEnd: s.currentPeriodEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      version,
    })
    .onConflictDoUpdate({
      target: [subscriptions.companyId, subscriptions.providerSubscriptionId],
      set: {
        status: sql`excluded.status`,
        seats: sql`excluded.seats`,
        providerCustomerId: sql`coalesce(excluded.provider_customer_id, ${subscriptions.providerCustomerId})`,
        currentPeriodStart: sql`coalesce(excluded.current_period_start, ${subscriptions.currentPeriodStart})`,
        currentPeriodEnd: sql`coalesce(excluded.current_period_end, ${subscriptions.currentPeriodEnd})`,
        cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
        version: sql`excluded.version`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`${subscriptions.version} <= excluded.version and ${subscriptions.status} not in ('canceled', 'incomplete_expired')`,
    });
}

/** A renewal failed: the subscription is past due (unless a newer snapshot says otherwise). */
export async function markPastDue(
  tx: Tx,
  companyId: string,
  providerSubscriptionId: string,
  version: number,
) {
  await tx
    .update(subscriptions)
    .set({ status: 'past_due', version, updatedAt: sql`now()` })
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
        lte(subscriptions.version, version),
        inArray(subscriptions.status, ['active', 'trialing']),
      ),
    );
}

/** Upserts an invoice; a paid invoice stays paid whatever arrives later. */
export async function upsertInvoice(tx: Tx, companyId: string, provider: ProviderName, i: InvoiceSnapshot) {
  await tx
    .insert(billingInvoices)
    .values({
      companyId,
      provider,
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
    })
    .onConflictDoUpdate({
      target: [billingInvoices.companyId, billingInvoices.providerInvoiceId],
      set: {
        status: sql`case when ${billingInvoices.status} = 'paid' then 'paid' else excluded.status end`,
        amountCents: sql`excluded.amount_cents`,
        seats: sql`coalesce(excluded.seats, ${billingInvoices.seats})`,
        pdfUrl: sql`coalesce(excluded.pdf_url, ${billingInvoices.pdfUrl})`,
        hostedUrl: sql`coalesce(excluded.hosted_url, ${billingInvoices.hostedUrl})`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** The company's billing history at `provider` (a sandbox "payment" is no invoice under Stripe). */
export async function listInvoices(db: Db, companyId: string, provider: ProviderName) {
  return db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.companyId, companyId), eq(billingInvoices.provider, provider)))
    .orderBy(desc(billingInvoices.issuedAt), desc(billingInvoices.createdAt))
    .limit(120);
}

/** One invoice of the company at `provider`, or null (another company's id finds nothing). */
export async function invoiceOf(db: Db, companyId: string, provider: ProviderName, id: string) {
  const rows = await db
    .select()
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.companyId, companyId),
        eq(billingInvoices.provider, provider),
        eq(billingInvoices.id, id),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Invoices of the subscription that are still owed (a failed or open renewal). */
export async function unpaidInvoices(db: Db, companyId: string, providerSubscriptionId: string) {
  return db
    .select()
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.companyId, companyId),
        eq(billingInvoices.providerSubscriptionId, providerSubscriptionId),
        inArray(billingInvoices.status, ['failed', 'open']),
      ),
    )
    .orderBy(asc(billingInvoices.issuedAt));
}

/** For provider events that do not name their company: the company of a subscription we know. */
export async function companyOfSubscription(db: Db, provider: ProviderName, providerSubscriptionId: string) {
  const rows = await db
    .select({ companyId: subscriptions.companyId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .limit(1);
  return rows[0]?.companyId ?? null;
}

/** Sandbox subscriptions whose period is over (the sandbox's clock renews or ends them). */
export async function dueSandboxSubscriptions(db: Db, now: Date) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'sandbox'),
        inArray(subscriptions.status, ['active', 'trialing']),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .limit(200);
}
