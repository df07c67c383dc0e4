import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, profiles } from './companies';

/**
 * Weekly patterns: hours for Monday … Sunday (numeric(4,2)[7], 0 = not a working day), each in force from
 * `starts_on` until the next row of the same company (or person). A change never rewrites the past: it is a
 * new row with its own start date (domain/work-schedule.ts reads the history).
 */

/** The company's default pattern from a date; no row at all means 5 × 8 h. */
export const companyWorkSchedules = pgTable(
  'company_work_schedules',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    hours: numeric('hours', { precision: 4, scale: 2, mode: 'number' }).array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.startsOn] }),
    check(
      'company_work_schedules_week',
      sql`array_length(${t.hours}, 1) = 7 and array_position(${t.hours}, null) is null and 0 <= all(${t.hours}) and 24 >= all(${t.hours})`,
    ),
  ],
);

/** A person's pattern from a date; null hours = the company's default from that date. */
export const memberWorkSchedules = pgTable(
  'member_work_schedules',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      // Like memberships: the schedule goes with an account that goes (one kept for its records keeps it).
      .references(() => profiles.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    hours: numeric('hours', { precision: 4, scale: 2, mode: 'number' }).array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.startsOn] }),
    check(
      'member_work_schedules_week',
      sql`${t.hours} is null or (array_length(${t.hours}, 1) = 7 and array_position(${t.hours}, null) is null and 0 <= all(${t.hours}) and 24 >= all(${t.hours}))`,
    ),
  ],
);
