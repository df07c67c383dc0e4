import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A person's consent to optional cookie categories (functional, analytics, marketing), per consent version.
 * Personal data, not company data: keyed by the user, so it stays with the person whatever company they
 * belong to, and is deleted with the account. ip_address is kept for the spec's shape and always null (we
 * do not need the address to prove consent).
 */
export const userConsents = pgTable(
  'user_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consentType: text('consent_type').$type<'functional' | 'analytics' | 'marketing'>().notNull(),
    consentGiven: boolean('consent_given').notNull(),
    consentVersion: text('consent_version').notNull().default('1.0'),
    consentDate: timestamp('consent_date', { withTimezone: true }).notNull().defaultNow(),
    consentWithdrawnDate: timestamp('consent_withdrawn_date', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    unique('user_consents_user_type_version_key').on(t.userId, t.consentType, t.consentVersion),
    check('user_consents_type', sql`${t.consentType} in ('functional', 'analytics', 'marketing')`),
    check('user_consents_no_ip', sql`${t.ipAddress} is null`),
  ],
);
