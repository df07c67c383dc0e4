import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';

/**
 * An invitation to join a company. The code is the secret of the /join/{code} link: 128 bits from a CSPRNG,
 * single use (used_at, used_by), valid for 7 days. Rows go with their company when it is purged.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    inviteeName: text('invitee_name'),
    /** When present, only this address (compared without case) may accept. */
    inviteeEmail: text('invitee_email'),
    inviteePosition: text('invitee_position'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // Unique within the company (a distributed table's uniques include the company); codes are 128 random
    // bits, so two companies never meet the same one.
    uniqueIndex('invitations_company_code_idx').on(t.companyId, t.code),
    index('invitations_company_created_idx').on(t.companyId, t.createdAt),
    check('invitations_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

export const JOIN_STATUSES = ['pending', 'failed'] as const;
export const JOIN_FAILURE_REASONS = ['expired', 'used', 'deleted', 'seat_limit', 'company_deleted'] as const;

/**
 * An account created through an invitation, waiting for its e-mail verification to join the company
 * (pending), or told why it could not (failed). Deleted once the person joins a company. Keyed by the person
 * and read by the person (global, local to the coordinator on Citus): no foreign key to the company or the
 * invitation, which are distributed; the company's purge deletes its rows, and a deleted invitation is
 * found missing when the account is verified.
 */
export const invitationSignUps = pgTable(
  'invitation_sign_ups',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
    invitationId: uuid('invitation_id'),
    status: text('status', { enum: JOIN_STATUSES }).notNull().default('pending'),
    failure: text('failure', { enum: JOIN_FAILURE_REASONS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitation_sign_ups_company_idx').on(t.companyId)],
);
