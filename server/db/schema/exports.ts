import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, profiles } from './companies';

export const EXPORT_KINDS = ['personal', 'company'] as const;
export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;

export const exportKindEnum = pgEnum('data_export_kind', EXPORT_KINDS);
export const exportStatusEnum = pgEnum('data_export_status', EXPORT_STATUSES);

/**
 * A data export (server/modules/exports): a person's own data (GDPR access and portability) or, for an
 * admin, every table of the company. Built by a job into one ZIP in storage; only the person who asked may
 * download it, until `expires_at`. One export of a kind per person runs at a time (the partial unique
 * index): asking again while it runs answers the same row.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: exportKindEnum('kind').notNull(),
    status: exportStatusEnum('status').notNull().default('queued'),
    /** 0–100, written by the job as it goes. */
    progress: integer('progress').notNull().default(0),
    /** The ZIP in storage (companies/{companyId}/exports/…); null until ready and again once expired. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('data_exports_one_running_idx')
      .on(t.companyId, t.userId, t.kind)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('data_exports_company_user_idx').on(t.companyId, t.userId, t.kind, t.createdAt),
    index('data_exports_company_expires_idx').on(t.companyId, t.expiresAt),
    check('data_exports_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);
