import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Which company a secret that arrives without one belongs to: the code of an invitation link and the token
 * hash of a calendar feed URL. Tenant rows are found by (company, key), and on Citus the company picks the
 * shard; these two small global tables (local to the coordinator, no foreign keys) answer the one question
 * that comes first, so that neither look-up asks every shard. Written in the transaction that writes the
 * tenant row; the company's purge deletes its rows.
 */
export const invitationCodes = pgTable(
  'invitation_codes',
  {
    code: text('code').primaryKey(),
    companyId: uuid('company_id').notNull(),
  },
  (t) => [index('invitation_codes_company_idx').on(t.companyId)],
);

export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    companyId: uuid('company_id').notNull(),
  },
  (t) => [index('calendar_feed_tokens_company_idx').on(t.companyId)],
);
