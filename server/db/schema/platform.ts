import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Fixed-window counters shared by every app server (stateless servers behind a load balancer). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Security audit trail (ASVS 16): authentication results, authorisation denials, validation failures and
 * sensitive changes. company_id is null for events without a tenant (a failed sign-in).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    companyId: uuid('company_id'),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_events_company_at_idx').on(t.companyId, t.at)],
);

/**
 * E-mails handed to SMTP, by the id of their queue job: a job that a crashed or killed server had started is run
 * again by another one (pg-boss hands it out once more when it expires), and finds here that its e-mail has
 * already gone. Only a crash between SMTP's acceptance and this insert sends one twice, with the same Message-ID
 * (so mail clients show it once). Purged with the rate-limit counters' job after 30 days.
 */
export const sentEmails = pgTable('sent_emails', {
  jobId: text('job_id').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
