import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';

/**
 * An invitation to join a company. The code is the secret of the /join/{code} link: 128 bits from a CSPRNG,
 * single use (used_at, used_by), valid for 7 days. Rows go with their company when it is purged.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
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
    index('invitations_company_created_idx').on(t.companyId, t.createdAt),
    check('invitations_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

export const JOIN_STATUSES = ['pending', 'failed'] as const;
export const JOIN_FAILURE_REASONS = ['expired', 'used', 'deleted', 'seat_limit', 'company_deleted'] as const;

/**
 * An account created through an invitation, waiting for its e-mail verification to join the company
 * (pending), or told why it could not (failed). Deleted once the person joins a company.
 */
export const invitationSignUps = pgTable(
  'invitation_sign_ups',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
    status: text('status', { enum: JOIN_STATUSES }).notNull().default('pending'),
    failure: text('failure', { enum: JOIN_FAILURE_REASONS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitation_sign_ups_company_idx').on(t.companyId)],
);
