import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, profiles } from './companies';

/**
 * A person's holiday entitlement of one year (issue 14): the allowance (null = the company's default for that
 * year) and the manual adjustment of that year. A year without a row takes the allowance of the person's
 * latest earlier row (an allowance continues until it is changed) and no adjustment, so changing one year
 * never rewrites an earlier one. The pro-rata share of joiners and leavers is computed, never stored.
 */
export const holidayEntitlements = pgTable(
  'holiday_entitlements',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    allowance: numeric('allowance', { precision: 5, scale: 1, mode: 'number' }),
    adjustment: numeric('adjustment', { precision: 5, scale: 1, mode: 'number' }).notNull().default(0),
    /**
     * Whether the allowance is pro-rated to the days of membership in the year; null: the default rule
     * (pro-rated, except in the year the company started on Plantel). False on the rows migrated from the
     * single allowance of before: admins had pro-rated those by hand, if at all.
     */
    proRata: boolean('pro_rata'),
    /** Who last changed it (kept as written: no foreign key, the record says who even after they leave). */
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.year] }),
    check('holiday_entitlements_year_range', sql`${t.year} between 1900 and 2999`),
    check(
      'holiday_entitlements_allowance_range',
      sql`${t.allowance} is null or ${t.allowance} between 0 and 365`,
    ),
    check('holiday_entitlements_adjustment_range', sql`${t.adjustment} between 0 and 365`),
  ],
);

/**
 * The company's default allowance from a year on (Settings → Company): the default of a year is the row with
 * the latest from_year not after it. A change applies from the year it is made for, never to past years.
 */
export const companyAllowanceDefaults = pgTable(
  'company_allowance_defaults',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fromYear: integer('from_year').notNull(),
    days: integer('days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.fromYear] }),
    check('company_allowance_defaults_year_range', sql`${t.fromYear} between 1900 and 2999`),
    check('company_allowance_defaults_days_range', sql`${t.days} between 0 and 365`),
  ],
);
