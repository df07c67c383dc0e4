import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    holidayCountry: text('holiday_country').notNull().default('ES'),
    holidayRegion: text('holiday_region').notNull().default('barcelona'),
    timeZone: text('time_zone').notNull().default('Europe/Madrid'),
    /** The company's language (domain/i18n/locales.ts): its members' unless they choose their own. */
    language: text('language').notNull().default('es'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the company is deleted: its data is unreachable at once and purged by a job within 30 days. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Set by the purge of a deleted company: everything is gone but the working-time records the law keeps
     * (time entries, their history, timesheet approvals, corrections, memberships and the names of whose they
     * are), a restricted archive no API route reads. A job deletes the row, and the archive with it, 4 years
     * after deleted_at (docs/SECURITY.md, "Retention").
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [check('companies_name_not_blank', sql`length(trim(${t.name})) > 0`)],
);

export const roleEnum = pgEnum('role', ['employee', 'manager', 'admin']);

/**
 * The person: one per account (id = users.id), with or without a company. Belonging to a company is a
 * membership (memberships: the role and the periods); nothing company-scoped lives here. On Citus this is a
 * reference table, like users (docs/SCALING.md).
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    avatarUrl: text('avatar_url'),
    /** The person's own language; null follows the company's (a new member does). */
    language: text('language'),
    /**
     * The company a new session of this person opens (the one they last joined or created): copied into the
     * session at sign-in, so every request finds the member by (company, person). A pointer, not membership:
     * with no open membership there, the person has Access Revoked. No foreign key (a reference table cannot
     * point at a distributed one).
     */
    activeCompanyId: uuid('active_company_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The people a deleted company's purge releases, and whose sessions its deletion ends.
    index('profiles_active_company_idx').on(t.activeCompanyId),
  ],
);
