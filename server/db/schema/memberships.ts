import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, profiles, roleEnum } from './companies';

/**
 * Belonging to a company: the open row (left_on null) *is* the membership, with the person's role; the
 * closed rows are the periods they belonged before (from the day they joined to the day they left,
 * inclusive). Joining inserts a row, removal or leaving closes it, rejoining inserts another; a person with
 * no open row in the session's company has Access Revoked. Working-time records are the company's for the
 * periods here, so a former member stays in Team Timesheets, exports and reports for the months they worked,
 * read-only. The company is the distribution key on Citus: a row never changes company.
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
    /** The role while the membership is open (a closed period keeps the role it ended with). */
    role: roleEnum('role').notNull().default('employee'),
    joinedOn: date('joined_on', { mode: 'string' }).notNull(),
    leftOn: date('left_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.joinedOn] }),
    // One open membership per person and company.
    uniqueIndex('memberships_open_idx').on(t.companyId, t.userId).where(sql`${t.leftOn} is null`),
    index('memberships_company_period_idx').on(t.companyId, t.joinedOn, t.leftOn),
    // The person's own periods (the personal data export, the account purge): read per person, not per
    // request.
    index('memberships_user_idx').on(t.userId),
    check('memberships_left_after_joined', sql`${t.leftOn} is null or ${t.leftOn} >= ${t.joinedOn}`),
  ],
);
