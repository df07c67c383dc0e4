import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies, profiles } from './companies';

export const DELETION_REQUEST_STATUSES = ['pending', 'completed', 'withdrawn'] as const;
export const deletionRequestStatusEnum = pgEnum('account_deletion_request_status', DELETION_REQUEST_STATUSES);

/**
 * A member asks the company's admins to delete their account (spec 6: account deletion for ordinary users
 * is requested through the administrator). One pending request per person; the admin who deletes the
 * account completes it, the person may withdraw it.
 */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: deletionRequestStatusEnum('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('account_deletion_requests_pending_idx')
      .on(t.companyId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('account_deletion_requests_company_idx').on(t.companyId, t.status, t.requestedAt),
  ],
);

/**
 * A deleted account. Personal data, keyed by the person like user_consents (the company may be purged
 * first; this row must outlive it). From the deletion on, no session can be created for the user; after
 * `purge_after` the daily purge scrubs the account to a tombstone ("Deleted user #reference") and sets
 * `purged_at`. The time records the law requires the company to keep (RDL 8/2019, 4 years) keep pointing
 * at the tombstone; once none is left, the tombstone itself goes.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The pseudonym the kept records show: the first 8 hex digits of the user id. */
    reference: text('reference').notNull(),
    /** Who deleted it (an admin), null when the company's purge did. No foreign key: it outlives them. */
    deletedBy: uuid('deleted_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [index('account_deletions_due_idx').on(t.purgeAfter).where(sql`${t.purgedAt} is null`)],
);
