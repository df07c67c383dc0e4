import {
  ABSENCE_EVENT_ACTIONS,
  ABSENCE_STATUSES,
  ABSENCE_TYPES,
  VACATION_COUNTING_MODES,
} from '@domain/absences';
import { ALLOWANCE_ROUNDINGS } from '@domain/allowance';
import { sql } from 'drizzle-orm';
import {
  boolean,
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

export const absenceTypeEnum = pgEnum('absence_type', ABSENCE_TYPES);
export const absenceStatusEnum = pgEnum('absence_status', ABSENCE_STATUSES);
export const absenceEventActionEnum = pgEnum('absence_event_action', ABSENCE_EVENT_ACTIONS);
export const vacationCountingEnum = pgEnum('vacation_counting', VACATION_COUNTING_MODES);
export const allowanceRoundingEnum = pgEnum('allowance_rounding', ALLOWANCE_ROUNDINGS);

/**
 * Time-off requests. Dates are calendar dates (`date`, read as yyyy-MM-dd strings), never timestamps.
 * With two-step approval a manager's approval is recorded in first_approved_* while the status stays
 * pending until an admin's final decision. Two non-rejected absences of one person never overlap: the
 * service checks it under a lock on the person's profile row.
 */
export const absences = pgTable(
  'absences',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    absenceType: absenceTypeEnum('absence_type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    status: absenceStatusEnum('status').notNull().default('pending'),
    halfDayStart: boolean('half_day_start').notNull().default(false),
    halfDayEnd: boolean('half_day_end').notNull().default(false),
    /**
     * Hourly leave (a doctor's visit): set = an absence of that many hours on one day (start = end, no
     * half-day flags), in quarter hours; null = whole days (and half days by the flags).
     */
    hours: numeric('hours', { precision: 4, scale: 2, mode: 'number' }),
    approvedBy: uuid('approved_by').references(() => profiles.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    firstApprovedBy: uuid('first_approved_by').references(() => profiles.id, { onDelete: 'set null' }),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    /** Approved on submission: the requester is the company's only admin, so nobody else can decide. */
    autoApproved: boolean('auto_approved').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('absences_company_status_idx').on(t.companyId, t.status, t.createdAt),
    index('absences_company_user_idx').on(t.companyId, t.userId, t.startDate),
    index('absences_company_dates_idx').on(t.companyId, t.endDate, t.startDate),
    // The dashboard's Recent Absence Requests: the company's newest requests of any status.
    index('absences_company_created_idx').on(t.companyId, t.createdAt),
    check('absences_dates_order', sql`${t.startDate} <= ${t.endDate}`),
    check(
      'absences_half_day_single_day',
      sql`(not ${t.halfDayStart} and not ${t.halfDayEnd}) or ${t.startDate} = ${t.endDate}`,
    ),
    check(
      'absences_hours_single_day',
      sql`${t.hours} is null or (${t.hours} > 0 and ${t.hours} <= 24 and mod(${t.hours} * 4, 1) = 0 and ${t.startDate} = ${t.endDate} and not ${t.halfDayStart} and not ${t.halfDayEnd})`,
    ),
    check('absences_reason_length', sql`${t.reason} is null or length(${t.reason}) <= 1000`),
    check(
      'absences_rejection_reason_length',
      sql`${t.rejectionReason} is null or length(${t.rejectionReason}) <= 1000`,
    ),
  ],
);

/**
 * A company's absence rules (Settings → Preferences). One row per company, written on the first save;
 * a company without a row has the defaults below.
 */
export const absencePolicies = pgTable(
  'absence_policies',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    vacationCounting: vacationCountingEnum('vacation_counting').notNull().default('working_days'),
    carryOverMaxDays: integer('carry_over_max_days').notNull().default(0),
    /** `MM-dd` in the new year when carried days expire; null = they never expire. */
    carryOverExpiry: text('carry_over_expiry'),
    /** How a pro-rata entitlement (joiners, leavers) is rounded to half days. */
    allowanceRounding: allowanceRoundingEnum('allowance_rounding').notNull().default('nearest'),
    twoStepApproval: boolean('two_step_approval').notNull().default(false),
    updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('absence_policies_carry_over_range', sql`${t.carryOverMaxDays} between 0 and 365`),
    check(
      'absence_policies_expiry_format',
      sql`${t.carryOverExpiry} is null or ${t.carryOverExpiry} ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'`,
    ),
  ],
);

/**
 * Private iCal feed URLs. Only a SHA-256 of the token is kept: the URL is shown once when it is created.
 * One live feed per person; revoking sets revoked_at.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // Unique within the company (a distributed table's uniques include the company); a token is 256 random
    // bits, so two companies never meet the same hash.
    uniqueIndex('calendar_feeds_token_hash_idx').on(t.companyId, t.tokenHash),
    uniqueIndex('calendar_feeds_live_idx').on(t.companyId, t.userId).where(sql`${t.revokedAt} is null`),
    // Every feed of a company or a person, revoked ones included (exports, deletion purges).
    index('calendar_feeds_company_user_idx').on(t.companyId, t.userId),
  ],
);

/**
 * The change history of every absence: who requested or recorded it (on whose behalf), edited, approved,
 * rejected or cancelled it, and when, with the absence as it was after the change (before it, for a
 * cancellation). No foreign key to the absence: a cancellation deletes the absence (spec) and its history
 * stays. Names are kept as they were; the account purge removes the owner's rows with their absences and
 * replaces a purged actor's name by the pseudonym. Nothing else updates or deletes it.
 */
export const absenceEvents = pgTable(
  'absence_events',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    absenceId: uuid('absence_id').notNull(),
    /** The absence's owner. */
    userId: uuid('user_id').notNull(),
    action: absenceEventActionEnum('action').notNull(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    /** The absence's type, dates, half days, hours, status and reason after the change. */
    snapshot: jsonb('snapshot').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('absence_events_absence_idx').on(t.companyId, t.absenceId, t.at),
    index('absence_events_user_idx').on(t.companyId, t.userId),
  ],
);
