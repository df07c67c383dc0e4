import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';

/**
 * Billing (server/modules/billing). Every row belongs to a company and goes with it when it is purged. Rows
 * are written from provider events (Stripe webhooks or the sandbox), each applied once (billing_events).
 */

/** The company's customer at the payment provider (one per company). */
export const billingCustomers = pgTable('billing_customers', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
  providerCustomerId: text('provider_customer_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A subscription at the provider. `seats` is the team size it pays for, the 2 free seats included (the
 * provider's quantity is seats − 2). `version` orders provider snapshots (ms): an older one never overwrites
 * a newer one, and a canceled subscription stays canceled, so events may arrive in any order.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    status: text('status').notNull(),
    seats: integer('seats').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    version: bigint('version', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('subscriptions_company_provider_id_idx').on(t.companyId, t.providerSubscriptionId),
    index('subscriptions_company_created_idx').on(t.companyId, t.createdAt),
    check('subscriptions_seats_range', sql`${t.seats} between 1 and 1000`),
  ],
);

/** Billing history: one row per provider invoice (first payment, renewals, prorated seat increases). */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    status: text('status', { enum: ['paid', 'open', 'failed', 'void', 'uncollectible'] }).notNull(),
    description: text('description').notNull(),
    seats: integer('seats'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    pdfUrl: text('pdf_url'),
    hostedUrl: text('hosted_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('billing_invoices_company_provider_id_idx').on(t.companyId, t.providerInvoiceId),
    index('billing_invoices_company_issued_idx').on(t.companyId, t.issuedAt),
  ],
);

/**
 * Provider events already applied. The id is written in the transaction that applies the event, so a
 * redelivered (or concurrently delivered) event finds it and changes nothing. An event concerns one company;
 * the key leads with it like every tenant index.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'billing_events_pkey', columns: [t.companyId, t.eventId] })],
);

export const CHECKOUT_STATES = ['open', 'completed', 'abandoned', 'expired'] as const;

/** A hosted payment page opened for a company (Stripe Checkout Session, or the sandbox's own page). */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerSessionId: text('provider_session_id'),
    teamSize: integer('team_size').notNull(),
    status: text('status', { enum: CHECKOUT_STATES }).notNull().default('open'),
    returnTo: text('return_to', { enum: ['invitations', 'billing'] }).notNull(),
    url: text('url').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('billing_checkouts_company_created_idx').on(t.companyId, t.createdAt),
    check('billing_checkouts_team_size_range', sql`${t.teamSize} between 3 and 1000`),
  ],
);
