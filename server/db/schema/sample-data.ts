import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, profiles } from './companies';

/**
 * "Explore with sample data" (server/modules/sample-data): one row while a company has sample data loaded.
 * The primary key is the company, so a second load (two clicks at once) meets the first one's row.
 */
export const sampleDataSets = pgTable('sample_data_sets', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The admin who loaded it (kept as written: no foreign key). */
  createdBy: uuid('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sample people of a company's sample data: accounts nobody can sign in to (no credential, an
 * example.invalid address), never counted as seats, and removed, with every row that belongs to them, when
 * the sample data is removed. Everything the sample data created belongs to one of them.
 */
export const samplePeople = pgTable(
  'sample_people',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => sampleDataSets.companyId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);
