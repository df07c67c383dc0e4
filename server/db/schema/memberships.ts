import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, profiles } from './companies';

/**
 * The periods a person belonged to a company: from the day they joined to the day they left (inclusive;
 * null while they are a member). A person who leaves and comes back has two rows. Working-time records are
 * the company's for the periods here, so a former member stays in Team Timesheets, exports and reports for
 * the months they worked, read-only, after their profile no longer points at the company.
 */
export const memberships = pgTable(
  'memberships',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      // An account with working-time records is kept (pseudonymised) for the legal period, and with it its
      // memberships; one without goes, and so do its memberships.
      .references(() => profiles.id, { onDelete: 'cascade' }),
    joinedOn: date('joined_on', { mode: 'string' }).notNull(),
    leftOn: date('left_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.joinedOn] }),
    // One open membership per person and company.
    uniqueIndex('memberships_open_idx').on(t.companyId, t.userId).where(sql`${t.leftOn} is null`),
    index('memberships_company_period_idx').on(t.companyId, t.joinedOn, t.leftOn),
    check('memberships_left_after_joined', sql`${t.leftOn} is null or ${t.leftOn} >= ${t.joinedOn}`),
  ],
);
