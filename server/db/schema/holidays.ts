import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, profiles } from './companies';

/** A company's own days off (e.g. a closing day). Removing one sets is_active = false. */
export const companyHolidays = pgTable(
  'company_holidays',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('company_holidays_company_date_idx').on(t.companyId, t.date),
    check('company_holidays_name_length', sql`length(trim(${t.name})) between 1 and 100`),
  ],
);

/**
 * A company's change to one bank holiday (disabled, or renamed), created on its first change. The key is
 * the bank holiday's stable key from bank-holidays.ts (`ES-2026-01-06`, `ES-barcelona-2026-09-24`); the
 * date is kept beside it so a month or a year can be read by range.
 */
export const companyHolidayOverrides = pgTable(
  'company_holiday_overrides',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    holidayKey: text('holiday_key').notNull(),
    holidayDate: date('holiday_date', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    customName: text('custom_name'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('company_holiday_overrides_key_idx').on(t.companyId, t.holidayKey),
    index('company_holiday_overrides_date_idx').on(t.companyId, t.holidayDate),
    check(
      'company_holiday_overrides_name_length',
      sql`${t.customName} is null or length(trim(${t.customName})) between 1 and 100`,
    ),
  ],
);
