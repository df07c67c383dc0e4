import type { MonthSnapshot } from '@domain/timesheets';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, profiles } from './companies';

export const TIME_ENTRY_ACTIONS = ['create', 'update', 'delete'] as const;
export const TIME_ENTRY_SOURCES = ['manual', 'clock', 'bulk_apply', 'clear_month', 'correction'] as const;

export const timeEntryActionEnum = pgEnum('time_entry_action', TIME_ENTRY_ACTIONS);
export const timeEntrySourceEnum = pgEnum('time_entry_source', TIME_ENTRY_SOURCES);
export const timesheetStatusEnum = pgEnum('timesheet_status', ['submitted', 'approved', 'rejected']);
/**
 * The breaks of a work period, in order, as UTC instants (ISO strings); the last of a running period may
 * have no end yet. A jsonb array on the period rather than a child table: a break has no identity or life
 * of its own (nothing refers to one, nothing reads one without its period), it is written with its period
 * in the same row update, so the conditional writes and the history snapshot of the period stay one row,
 * and the rules between a break and its period (inside the worked time, in order) are the domain's
 * (domain/time-entries.ts entryProblems) either way. The database checks the shape (an array of at most
 * 10 breaks, each with a start).
 */
export interface StoredBreak {
  start: string;
  end: string | null;
}

export const correctionStatusEnum = pgEnum('time_correction_status', ['pending', 'approved', 'rejected']);

/**
 * The daily record of working time (RDL 8/2019): one row per work period. Instants are UTC; work_date is
 * the local date of the clock-in in the company's time zone when the entry was written. A day may hold
 * several periods (a split shift 09:00–14:00 and 17:00–20:30), but one person's periods never overlap:
 * the exclusion constraint `time_entries_no_overlap` on `time_entry_span(clock_in, clock_out)` (btree_gist;
 * hand-written in migration 0010: drizzle cannot express it) refuses it even when two writes race. A
 * running entry occupies the 24 hours it may last at most. The month list reads by (company,
 * user, work_date); the live clock and presence read by clock_in.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      // Never cascades: the time record outlives the person's account (RDL 8/2019; see account_deletions).
      .references(() => profiles.id, { onDelete: 'restrict' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    clockIn: timestamp('clock_in', { withTimezone: true }).notNull(),
    clockOut: timestamp('clock_out', { withTimezone: true }),
    breaks: jsonb('breaks').$type<StoredBreak[]>().notNull().default([]),
    totalHours: numeric('total_hours', { precision: 5, scale: 2, mode: 'number' }),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('time_entries_day_idx').on(t.companyId, t.userId, t.workDate),
    index('time_entries_company_user_clock_in_idx').on(t.companyId, t.userId, t.clockIn),
    index('time_entries_open_idx').on(t.companyId, t.clockIn).where(sql`${t.clockOut} is null`),
    check(
      'time_entries_clock_out_after_in',
      sql`${t.clockOut} is null or (${t.clockOut} > ${t.clockIn} and ${t.clockOut} <= ${t.clockIn} + interval '24 hours')`,
    ),
    check(
      'time_entries_breaks_shape',
      sql`jsonb_typeof(${t.breaks}) = 'array' and jsonb_array_length(${t.breaks}) <= 10
        and not jsonb_path_exists(${t.breaks}, '$[*] ? (!exists(@.start) || @.start == null)')`,
    ),
    check('time_entries_total_hours_when_closed', sql`(${t.clockOut} is null) = (${t.totalHours} is null)`),
    check('time_entries_notes_length', sql`${t.notes} is null or length(${t.notes}) <= 500`),
  ],
);

/**
 * Every create, change and delete of a time entry, written in the transaction of the change (RDL 8/2019:
 * the record may not be altered without a trace, and is kept 4 years). Deliberately without foreign keys
 * to the entry or to the people: a row outlives the entry, the person's membership and their account;
 * names are kept as they were. Only the company's purge removes it. Nothing in the application updates
 * or deletes a row.
 */
export const timeEntryHistory = pgTable(
  'time_entry_history',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').notNull(),
    /** The entry's owner. */
    userId: uuid('user_id').notNull(),
    ownerName: text('owner_name').notNull(),
    /** The day of the entry after the change (before it, for a delete). */
    workDate: date('work_date', { mode: 'string' }).notNull(),
    /** The day before the change, when a change moved the entry to another day. */
    fromWorkDate: date('from_work_date', { mode: 'string' }),
    action: timeEntryActionEnum('action').notNull(),
    source: timeEntrySourceEnum('source').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    correctionId: uuid('correction_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('time_entry_history_day_idx').on(t.companyId, t.userId, t.workDate, t.changedAt),
    index('time_entry_history_from_day_idx')
      .on(t.companyId, t.userId, t.fromWorkDate)
      .where(sql`${t.fromWorkDate} is not null`),
  ],
);

/**
 * One row per person and month once the month is submitted (no row = draft). The unique key makes a
 * second submission an update of the same row, and decisions are conditional on status = 'submitted',
 * so concurrent submits or decisions cannot double up. approved_by / approved_at record the decision
 * (approval or rejection), as for absences.
 */
export const timesheetApprovals = pgTable(
  'timesheet_approvals',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      // Never cascades: the time record outlives the person's account (RDL 8/2019; see account_deletions).
      .references(() => profiles.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    status: timesheetStatusEnum('status').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => profiles.id, { onDelete: 'set null' }),
    rejectedReason: text('rejected_reason'),
    /**
     * The month's figures as approved (domain/timesheets.ts MonthSnapshot): an approved month shows these,
     * never a recomputation, so a later holiday, schedule or absence change cannot alter it. Null before
     * approval (and for months approved before snapshots existed).
     */
    snapshot: jsonb('snapshot').$type<MonthSnapshot>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('timesheet_approvals_month_idx').on(t.companyId, t.userId, t.year, t.month),
    index('timesheet_approvals_company_month_idx').on(t.companyId, t.year, t.month),
    // The dashboard's overdue reviews: the months waiting for a decision, the oldest first.
    index('timesheet_approvals_submitted_idx')
      .on(t.companyId, t.submittedAt)
      .where(sql`${t.status} = 'submitted'`),
    check('timesheet_approvals_month_range', sql`${t.month} between 1 and 12`),

    check(
      'timesheet_approvals_reason_length',
      sql`${t.rejectedReason} is null or length(${t.rejectedReason}) <= 1000`,
    ),
  ],
);

/**
 * A change to a day of a submitted month, asked for by the entry's owner: the entry changes only
 * when an admin approves. One pending request per person and day.
 */
export const timeEntryCorrections = pgTable(
  'time_entry_corrections',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      // Never cascades: the time record outlives the person's account (RDL 8/2019; see account_deletions).
      .references(() => profiles.id, { onDelete: 'restrict' }),
    /** The entry it changes or deletes; null when it asks for a new entry. */
    entryId: uuid('entry_id'),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    action: timeEntryActionEnum('action').notNull(),
    clockIn: timestamp('clock_in', { withTimezone: true }),
    clockOut: timestamp('clock_out', { withTimezone: true }),
    breaks: jsonb('breaks').$type<StoredBreak[]>().notNull().default([]),
    notes: text('notes'),
    status: correctionStatusEnum('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('time_entry_corrections_pending_idx')
      .on(t.companyId, t.userId, t.workDate)
      .where(sql`${t.status} = 'pending'`),
    index('time_entry_corrections_company_user_idx').on(t.companyId, t.userId, t.workDate),
    check('time_entry_corrections_notes_length', sql`${t.notes} is null or length(${t.notes}) <= 500`),
    check(
      'time_entry_corrections_reason_length',
      sql`${t.rejectionReason} is null or length(${t.rejectionReason}) <= 1000`,
    ),
  ],
);
