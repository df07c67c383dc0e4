import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies, profiles } from './companies';

/**
 * Which optional e-mails a person receives (server/modules/notifications). Personal, keyed by the user like
 * user_consents; no row means everything is on. Security and account e-mails (verification, password reset,
 * invitations, deletion, exports) are never optional and have no column here.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Requests that wait for this person's decision: absences, timesheets, time corrections. */
  requests: boolean('requests').notNull().default(true),
  /** Decisions on this person's own requests. */
  decisions: boolean('decisions').notNull().default(true),
  /** The monthly reminder to submit the timesheet. */
  reminders: boolean('reminders').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per person and month whose timesheet reminder was sent: the insert (on conflict do nothing) and
 * the e-mail share a transaction, so a job that runs twice, or on two servers, sends one reminder.
 */
export const timesheetReminders = pgTable(
  'timesheet_reminders',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'timesheet_reminders_pkey', columns: [t.companyId, t.userId, t.year, t.month] }),
    check('timesheet_reminders_month_range', sql`${t.month} between 1 and 12`),
  ],
);
