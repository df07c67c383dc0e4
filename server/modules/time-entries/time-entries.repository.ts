import type { AbsenceType } from '@domain/absences';
import { addDays } from '@domain/calendar';
import type { Role } from '@domain/roles';
import type { BreakInstants, EntryInstants } from '@domain/time-entries';
import type { MonthSnapshot, TimesheetStatus } from '@domain/timesheets';
import { and, asc, between, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  absences,
  companies,
  memberships,
  profiles,
  type StoredBreak,
  timeEntries,
  timeEntryCorrections,
  timeEntryHistory,
  timesheetApprovals,
} from '../../db/schema';
import { BY_TEXT, builtOnce, type Db, PLANNED_EACH_TIME } from '../../platform/db';

export interface EntryRow {
  id: string;
  userId: string;
  workDate: string;
  clockIn: Date;
  clockOut: Date | null;
  breaks: BreakInstants[];
  totalHours: number | null;
  notes: string | null;
}

export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
}

export interface PersonRef {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface ApprovalRow {
  status: TimesheetStatus;
  submittedAt: Date;
  approvedAt: Date | null;
  approvedBy: PersonRef | null;
  rejectedReason: string | null;
  /** The figures frozen at approval (null before approval). */
  snapshot: MonthSnapshot | null;
}

export interface AbsenceRow {
  absenceType: AbsenceType;
  startDate: string;
  endDate: string;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  hours: number | null;
}

export interface CorrectionRow {
  id: string;
  userId: string;
  entryId: string | null;
  workDate: string;
  action: 'create' | 'update' | 'delete';
  clockIn: Date | null;
  clockOut: Date | null;
  breaks: BreakInstants[];
  notes: string | null;
  status: 'pending' | 'approved' | 'rejected';
  requestedAt: Date;
  decidedAt: Date | null;
  decidedBy: PersonRef | null;
  rejectionReason: string | null;
}

const entryColumns = {
  id: timeEntries.id,
  userId: timeEntries.userId,
  workDate: timeEntries.workDate,
  clockIn: timeEntries.clockIn,
  clockOut: timeEntries.clockOut,
  breaks: timeEntries.breaks,
  totalHours: timeEntries.totalHours,
  notes: timeEntries.notes,
};

const date = (v: string | null) => (v === null ? null : new Date(v));

/** Stored breaks (jsonb, ISO instants) as instants, and back. */
export const breaksFromDb = (breaks: readonly StoredBreak[]): BreakInstants[] =>
  breaks.map((b) => ({ start: new Date(b.start), end: date(b.end) }));
export const breaksToDb = (breaks: readonly BreakInstants[]): StoredBreak[] =>
  breaks.map((b) => ({ start: b.start.toISOString(), end: b.end?.toISOString() ?? null }));

/** A selected entry row with its breaks as instants. */
const entryRow = (r: Omit<EntryRow, 'breaks'> & { breaks: StoredBreak[] }): EntryRow => ({
  ...r,
  breaks: breaksFromDb(r.breaks),
});
const entryRows = (rows: (Omit<EntryRow, 'breaks'> & { breaks: StoredBreak[] })[]) => rows.map(entryRow);

export type JsonEntry = Omit<EntryRow, 'clockIn' | 'clockOut' | 'breaks' | 'totalHours'> & {
  clockIn: string;
  clockOut: string | null;
  breaks: StoredBreak[];
  totalHours: string | number | null;
};

export function entryFromJson(e: JsonEntry): EntryRow {
  return {
    ...e,
    clockIn: new Date(e.clockIn),
    clockOut: date(e.clockOut),
    breaks: breaksFromDb(e.breaks),
    totalHours: e.totalHours === null ? null : Number(e.totalHours),
  };
}

type JsonCorrection = Omit<CorrectionRow, 'clockIn' | 'clockOut' | 'breaks' | 'requestedAt' | 'decidedAt'> & {
  clockIn: string | null;
  clockOut: string | null;
  breaks: StoredBreak[];
  requestedAt: string;
  decidedAt: string | null;
};

function correctionFromJson(c: JsonCorrection): CorrectionRow {
  return {
    ...c,
    clockIn: date(c.clockIn),
    clockOut: date(c.clockOut),
    breaks: breaksFromDb(c.breaks),
    requestedAt: new Date(c.requestedAt),
    decidedAt: date(c.decidedAt),
  };
}

/** An entry as JSON (alias `e`), the shape `entryFromJson` reads back. */
const ENTRY_JSON = sql.raw(`json_build_object('id', e.id, 'userId', e.user_id, 'workDate', e.work_date,
  'clockIn', e.clock_in, 'clockOut', e.clock_out, 'breaks', e.breaks,
  'totalHours', e.total_hours, 'notes', e.notes)`);

/**
 * A select-list value: the person's entries their clock is made of (clock.service.ts clockStatusFromEntries), as
 * JSON: any running one started in the last 24 hours, and those of the days around UTC's today (the company's
 * today is within a day of it). The dashboard's statement and `clockRows` read it (index
 * time_entries_company_user_date_idx).
 */
export function clockEntriesColumn(companyId: string, userId: string, now: Date) {
  const openSince = new Date(now.getTime() - 24 * 3_600_000);
  const utcToday = now.toISOString().slice(0, 10);
  return sql<JsonEntry[]>`coalesce((
        select json_agg(${ENTRY_JSON})
        from ${timeEntries} e
        where e.company_id = ${companyId} and e.user_id = ${userId}
          and ((e.clock_out is null and e.clock_in > ${openSince})
            or e.work_date between ${addDays(utcToday, -1)} and ${addDays(utcToday, 1)})
      ), '[]'::json)`;
}

/** The company's time zone and the person's clock entries (`clockEntriesColumn`) in one round trip; null: no company. */
export async function clockRows(
  db: Db,
  companyId: string,
  userId: string,
  now: Date,
): Promise<{ timeZone: string; entries: EntryRow[] } | null> {
  const result = await db.execute<{ timeZone: string | null; entries: JsonEntry[] }>(sql`
    select (select c.time_zone from ${companies} c where c.id = ${companyId}) as "timeZone",
      ${clockEntriesColumn(companyId, userId, now)} as "entries"`);
  const row = result.rows[0];
  return row?.timeZone ? { timeZone: row.timeZone, entries: row.entries.map(entryFromJson) } : null;
}

/**
 * Two select-list columns for the person `p`: "entries" (their month's entries as JSON, by day) and
 * "previous" (their last entry before the month: the rest between two working days).
 */
export const monthEntriesColumns = (companyId: string, range: { start: string; end: string }) => sql`
      coalesce((
        select json_agg(${ENTRY_JSON} order by e.work_date, e.clock_in)
        from ${timeEntries} e
        where e.company_id = ${companyId} and e.user_id = p.id and e.work_date between ${range.start} and ${range.end}
      ), '[]'::json) as "entries",
      (
        select ${ENTRY_JSON}
        from ${timeEntries} e
        where e.company_id = ${companyId} and e.user_id = p.id and e.work_date < ${range.start}
        order by e.work_date desc, e.clock_in desc limit 1
      ) as "previous"`;

/** A person's entries of one day and their last entry before it (`monthEntriesColumns`), in one statement. */
export async function dayWithPrevious(
  db: Db,
  companyId: string,
  userId: string,
  day: string,
): Promise<{ entries: EntryRow[]; previous: EntryRow | null }> {
  const result = await db.execute<{ entries: JsonEntry[]; previous: JsonEntry | null }>(sql`
    select ${monthEntriesColumns(companyId, { start: day, end: day })} from (select ${userId}::uuid as id) p`);
  const row = result.rows[0];
  return {
    entries: (row?.entries ?? []).map(entryFromJson),
    previous: row?.previous ? entryFromJson(row.previous) : null,
  };
}

const PERSON_JSON = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object('id', ${alias}.id,
    'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name, 'email', ${alias}.email) end`);

export interface PersonMonth {
  person: PersonRow;
  entries: EntryRow[];
  /** The person's last entry before the month (for the rest between two working days). */
  previous: EntryRow | null;
  approval: ApprovalRow | null;
  absences: AbsenceRow[];
  corrections: CorrectionRow[];
  /** No longer a member of the company: found only for a month their membership overlaps, read-only. */
  former: boolean;
  /**
   * With `around`: the person's entries of those days outside the month, in order, their worked instants only
   * (the weekly limits of the month's weeks: views.service `monthView`). Empty without it.
   */
  around: { before: DatedInstants[]; after: DatedInstants[] };
}

/** An entry's day and worked instants: what the weekly limits take of the entries around a month. */
export interface DatedInstants extends EntryInstants {
  workDate: string;
}

/**
 * Everything one person's month needs, in one round trip: the person, their entries of the month and the
 * last one before it, the month's approval record with its approver, their approved absences and the
 * month's correction requests. Current members of the company are found, and former members for the months
 * of their membership (the `memberships` periods): their records stay the company's. Writers act on their
 * own month only, and an actor is always a current member.
 */
export async function personMonth(
  db: Db,
  companyId: string,
  userId: string,
  range: { start: string; end: string; year: number; month: number },
  /** Days around the month whose entries to read too (their instants only), in the same statement. */
  around?: { from: string; to: string },
): Promise<PersonMonth | null> {
  const aroundColumn = around
    ? sql`coalesce((
        select json_agg(json_build_array(e.work_date, e.clock_in, e.clock_out, e.breaks)
                        order by e.work_date, e.clock_in)
        from ${timeEntries} e
        where e.company_id = ${companyId} and e.user_id = p.id and e.work_date between ${around.from} and ${around.to}
          and (e.work_date < ${range.start} or e.work_date > ${range.end})
      ), '[]'::json)`
    : sql`'[]'::json`;
  const result = await db.execute<{
    person: PersonRow;
    entries: JsonEntry[];
    previous: JsonEntry | null;
    approval: JsonApproval | null;
    absences: AbsenceRow[];
    corrections: JsonCorrection[];
    former: boolean;
    around: [string, string, string | null, StoredBreak[]][];
  }>(sql`${PLANNED_EACH_TIME}
    with membership as (
      -- Their open membership (whose role is theirs now), or else a period on a day of the month.
      select ms.role, ms.left_on is not null as former
      from ${memberships} ms
      where ms.company_id = ${companyId} and ms.user_id = ${userId}
        and (ms.left_on is null or (ms.joined_on <= ${range.end} and ms.left_on >= ${range.start}))
      order by ms.left_on desc nulls first
      limit 1
    )
    select json_build_object('id', p.id, 'firstName', p.first_name, 'lastName', p.last_name, 'email', p.email,
        'role', membership.role) as "person",
      membership.former as "former",
      ${monthEntriesColumns(companyId, range)},
      (
        select json_build_object('status', a.status, 'submittedAt', a.submitted_at, 'approvedAt', a.approved_at,
          'rejectedReason', a.rejected_reason, 'snapshot', a.snapshot, 'approvedBy', ${PERSON_JSON('ap')})
        from ${timesheetApprovals} a
        left join ${profiles} ap on ap.id = a.approved_by
        where a.company_id = ${companyId} and a.user_id = p.id and a.year = ${range.year} and a.month = ${range.month}
      ) as "approval",
      coalesce((
        select json_agg(json_build_object('absenceType', ab.absence_type, 'startDate', ab.start_date,
          'endDate', ab.end_date, 'halfDayStart', ab.half_day_start, 'halfDayEnd', ab.half_day_end, 'hours', ab.hours::float8)
          order by ab.start_date)
        from ${absences} ab
        where ab.company_id = ${companyId} and ab.user_id = p.id and ab.status = 'approved'
          and ab.end_date >= ${range.start} and ab.start_date <= ${range.end}
      ), '[]'::json) as "absences",
      coalesce((
        select json_agg(json_build_object('id', c.id, 'userId', c.user_id, 'entryId', c.entry_id,
          'workDate', c.work_date, 'action', c.action, 'clockIn', c.clock_in, 'clockOut', c.clock_out,
          'breaks', c.breaks, 'notes', c.notes, 'status', c.status,
          'requestedAt', c.requested_at, 'decidedAt', c.decided_at, 'rejectionReason', c.rejection_reason,
          'decidedBy', ${PERSON_JSON('cd')})
          order by c.status = 'pending' desc, c.requested_at desc)
        from ${timeEntryCorrections} c
        left join ${profiles} cd on cd.id = c.decided_by
        where c.company_id = ${companyId} and c.user_id = p.id and c.work_date between ${range.start} and ${range.end}
      ), '[]'::json) as "corrections",
      ${aroundColumn} as "around"
    from membership
    join ${profiles} p on p.id = ${userId}`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    person: row.person,
    entries: row.entries.map(entryFromJson),
    previous: row.previous ? entryFromJson(row.previous) : null,
    approval: row.approval ? approvalFromJson(row.approval) : null,
    absences: row.absences,
    corrections: row.corrections.map(correctionFromJson),
    former: row.former,
    around: aroundOf(row.around, range.start),
  };
}

/** A month's approval record as a statement returns it in JSON (its instants as strings). */
export type JsonApproval = Omit<ApprovalRow, 'submittedAt' | 'approvedAt'> & {
  submittedAt: string;
  approvedAt: string | null;
};

export const approvalFromJson = (a: JsonApproval): ApprovalRow => ({
  ...a,
  submittedAt: new Date(a.submittedAt),
  approvedAt: date(a.approvedAt),
});

function aroundOf(rows: [string, string, string | null, StoredBreak[]][], monthStart: string) {
  const out: PersonMonth['around'] = { before: [], after: [] };
  for (const [workDate, clockIn, clockOut, breaks] of rows) {
    const e = {
      workDate,
      clockIn: new Date(clockIn),
      clockOut: date(clockOut),
      breaks: breaksFromDb(breaks),
    };
    (workDate < monthStart ? out.before : out.after).push(e);
  }
  return out;
}

/** The name a former member's history rows kept (the inspection export of someone who left). */
export async function formerMemberName(db: Db, companyId: string, userId: string) {
  const rows = await db
    .select({ ownerName: timeEntryHistory.ownerName })
    .from(timeEntryHistory)
    .where(and(eq(timeEntryHistory.companyId, companyId), eq(timeEntryHistory.userId, userId)))
    .orderBy(desc(timeEntryHistory.changedAt))
    .limit(1);
  return rows[0]?.ownerName ?? null;
}

/**
 * Serialises every write to one person's month (entries, Bulk Apply, Clear Month, submission, decision):
 * a transaction-scoped advisory lock on a hash of company, person and month. Two tabs applying and
 * clearing at once run one after the other, and the approval status read after the lock stays true
 * until the transaction ends.
 */
export async function lockPersonMonth(db: Db, companyId: string, userId: string, month: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`timesheet:${companyId}:${userId}:${month}`}, 0))`,
  );
}

export async function approvalStatus(
  db: Db,
  companyId: string,
  userId: string,
  year: number,
  month: number,
): Promise<TimesheetStatus | null> {
  const rows = await db
    .select({ status: timesheetApprovals.status })
    .from(timesheetApprovals)
    .where(
      and(
        eq(timesheetApprovals.companyId, companyId),
        eq(timesheetApprovals.userId, userId),
        eq(timesheetApprovals.year, year),
        eq(timesheetApprovals.month, month),
      ),
    )
    .limit(1);
  return rows[0]?.status ?? null;
}

export async function findEntry(db: Db, companyId: string, id: string): Promise<EntryRow | null> {
  const rows = await db
    .select(entryColumns)
    .from(timeEntries)
    .where(and(eq(timeEntries.companyId, companyId), eq(timeEntries.id, id)))
    .limit(1);
  return rows[0] ? entryRow(rows[0]) : null;
}

/**
 * The person's first entry whose time overlaps [clockIn, clockOut) (an open one: the 24 hours it may
 * last), other than `exceptId`; the exclusion constraint `time_entries_no_overlap` asks the same question
 * through the same SQL function `time_entry_span` (migration 0010).
 */
export async function overlappingEntry(
  db: Db,
  companyId: string,
  userId: string,
  range: { clockIn: Date; clockOut: Date | null },
  exceptId?: string,
) {
  const rows = await db
    .select(entryColumns)
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        eq(timeEntries.userId, userId),
        exceptId ? sql`${timeEntries.id} <> ${exceptId}` : undefined,
        sql`time_entry_span(${timeEntries.clockIn}, ${timeEntries.clockOut})
          && time_entry_span(${range.clockIn}::timestamptz, ${range.clockOut}::timestamptz)`,
      ),
    )
    .orderBy(asc(timeEntries.clockIn))
    .limit(1);
  return rows[0] ? entryRow(rows[0]) : null;
}

/** The person's last entry before a day (the rest between two working days). */
export async function previousEntry(db: Db, companyId: string, userId: string, day: string) {
  const rows = await db
    .select(entryColumns)
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        eq(timeEntries.userId, userId),
        lt(timeEntries.workDate, day),
      ),
    )
    .orderBy(desc(timeEntries.workDate), desc(timeEntries.clockIn))
    .limit(1);
  return rows[0] ? entryRow(rows[0]) : null;
}

/** The person's open entry (no clock-out) that started in the last 24 hours, newest first. */
export async function openEntry(db: Db, companyId: string, userId: string, now: Date) {
  const rows = await db
    .select(entryColumns)
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        eq(timeEntries.userId, userId),
        isNull(timeEntries.clockOut),
        sql`${timeEntries.clockIn} > ${new Date(now.getTime() - 24 * 3_600_000)}`,
      ),
    )
    .orderBy(desc(timeEntries.clockIn))
    .limit(1);
  return rows[0] ? entryRow(rows[0]) : null;
}

const entriesBetweenStatement = builtOnce((db) =>
  db
    .select(entryColumns)
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, sql.placeholder('companyId')),
        eq(timeEntries.userId, sql.placeholder('userId')),
        between(timeEntries.workDate, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .orderBy(asc(timeEntries.workDate), asc(timeEntries.clockIn))
    .prepare(BY_TEXT),
);

/** A person's entries from one day to another, in order (the weeks around a month: built once). */
export async function entriesBetween(db: Db, companyId: string, userId: string, from: string, to: string) {
  return entryRows(await entriesBetweenStatement(db).execute({ companyId, userId, from, to }));
}

/** Every member's entries whose day falls in a range (the weekly limits of the Bulk Export). */
export async function companyEntriesBetween(db: Db, companyId: string, from: string, to: string) {
  return db
    .select(entryColumns)
    .from(timeEntries)
    .where(and(eq(timeEntries.companyId, companyId), between(timeEntries.workDate, from, to)))
    .orderBy(asc(timeEntries.userId), asc(timeEntries.workDate), asc(timeEntries.clockIn))
    .then(entryRows);
}

export interface EntryValues {
  workDate: string;
  clockIn: Date;
  clockOut: Date | null;
  breaks: BreakInstants[];
  totalHours: number | null;
  notes: string | null;
}

/**
 * Inserts entries (work periods). An overlap with another of the person's entries fails the statement
 * (the exclusion constraint); callers check first and map a race to the same refusal (writes.service).
 */
export async function insertEntries(
  db: Db,
  companyId: string,
  userId: string,
  values: EntryValues[],
): Promise<EntryRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(timeEntries)
    .values(values.map((v) => ({ ...v, breaks: breaksToDb(v.breaks), companyId, userId })))
    .returning(entryColumns)
    .then(entryRows);
}

export async function updateEntry(db: Db, companyId: string, id: string, values: EntryValues) {
  const rows = await db
    .update(timeEntries)
    .set({ ...values, breaks: breaksToDb(values.breaks), updatedAt: new Date() })
    .where(and(eq(timeEntries.companyId, companyId), eq(timeEntries.id, id)))
    .returning(entryColumns);
  return rows[0] ? entryRow(rows[0]) : null;
}

export async function deleteEntries(db: Db, companyId: string, ids: string[]): Promise<EntryRow[]> {
  if (ids.length === 0) return [];
  return db
    .delete(timeEntries)
    .where(and(eq(timeEntries.companyId, companyId), inArray(timeEntries.id, ids)))
    .returning(entryColumns)
    .then(entryRows);
}

export interface HistoryValues {
  entryId: string;
  userId: string;
  ownerName: string;
  workDate: string;
  fromWorkDate: string | null;
  action: 'create' | 'update' | 'delete';
  source: 'manual' | 'clock' | 'bulk_apply' | 'clear_month' | 'correction';
  before: unknown;
  after: unknown;
  actorId: string;
  actorName: string;
  correctionId: string | null;
}

/** Appends to the record of changes. Nothing ever updates or deletes these rows. */
export async function insertHistory(db: Db, companyId: string, rows: HistoryValues[]) {
  if (rows.length === 0) return;
  await db.insert(timeEntryHistory).values(rows.map((r) => ({ ...r, companyId })));
}

/** The changes that touched a day of a person (including moves away from it), oldest first. */
export async function dayHistory(db: Db, companyId: string, userId: string, day: string) {
  return db
    .select({
      id: timeEntryHistory.id,
      entryId: timeEntryHistory.entryId,
      action: timeEntryHistory.action,
      source: timeEntryHistory.source,
      before: timeEntryHistory.before,
      after: timeEntryHistory.after,
      actorId: timeEntryHistory.actorId,
      actorName: timeEntryHistory.actorName,
      correctionId: timeEntryHistory.correctionId,
      changedAt: timeEntryHistory.changedAt,
    })
    .from(timeEntryHistory)
    .where(
      and(
        eq(timeEntryHistory.companyId, companyId),
        eq(timeEntryHistory.userId, userId),
        or(eq(timeEntryHistory.workDate, day), eq(timeEntryHistory.fromWorkDate, day)),
      ),
    )
    .orderBy(asc(timeEntryHistory.changedAt), asc(timeEntryHistory.id));
}

/** Every change of a person's entries whose day falls in a range (the inspection export). */
export async function historyBetween(db: Db, companyId: string, userId: string, from: string, to: string) {
  return db
    .select({
      id: timeEntryHistory.id,
      entryId: timeEntryHistory.entryId,
      workDate: timeEntryHistory.workDate,
      fromWorkDate: timeEntryHistory.fromWorkDate,
      action: timeEntryHistory.action,
      source: timeEntryHistory.source,
      before: timeEntryHistory.before,
      after: timeEntryHistory.after,
      actorName: timeEntryHistory.actorName,
      correctionId: timeEntryHistory.correctionId,
      changedAt: timeEntryHistory.changedAt,
    })
    .from(timeEntryHistory)
    .where(
      and(
        eq(timeEntryHistory.companyId, companyId),
        eq(timeEntryHistory.userId, userId),
        or(
          between(timeEntryHistory.workDate, from, to),
          and(isNotNull(timeEntryHistory.fromWorkDate), between(timeEntryHistory.fromWorkDate, from, to)),
        ),
      ),
    )
    .orderBy(asc(timeEntryHistory.changedAt), asc(timeEntryHistory.id));
}

const correctionColumns = {
  id: timeEntryCorrections.id,
  userId: timeEntryCorrections.userId,
  entryId: timeEntryCorrections.entryId,
  workDate: timeEntryCorrections.workDate,
  action: timeEntryCorrections.action,
  clockIn: timeEntryCorrections.clockIn,
  clockOut: timeEntryCorrections.clockOut,
  breaks: timeEntryCorrections.breaks,
  notes: timeEntryCorrections.notes,
  status: timeEntryCorrections.status,
  requestedAt: timeEntryCorrections.requestedAt,
  decidedAt: timeEntryCorrections.decidedAt,
  rejectionReason: timeEntryCorrections.rejectionReason,
};

export async function findCorrection(db: Db, companyId: string, id: string): Promise<CorrectionRow | null> {
  const decider = sql`(select case when d.id is null then null else json_build_object('id', d.id,
    'firstName', d.first_name, 'lastName', d.last_name, 'email', d.email) end
    from ${profiles} d where d.id = ${timeEntryCorrections.decidedBy})`;
  const rows = await db
    .select({ ...correctionColumns, decidedBy: sql<PersonRef | null>`${decider}` })
    .from(timeEntryCorrections)
    .where(and(eq(timeEntryCorrections.companyId, companyId), eq(timeEntryCorrections.id, id)))
    .limit(1);
  return rows[0] ? { ...rows[0], breaks: breaksFromDb(rows[0].breaks) } : null;
}

/** A new correction request; null when the day already has a pending one (the partial unique index). */
export async function insertCorrection(
  db: Db,
  companyId: string,
  values: {
    userId: string;
    entryId: string | null;
    workDate: string;
    action: 'create' | 'update' | 'delete';
    clockIn: Date | null;
    clockOut: Date | null;
    breaks: BreakInstants[];
    notes: string | null;
  },
): Promise<string | null> {
  const rows = await db
    .insert(timeEntryCorrections)
    .values({ ...values, breaks: breaksToDb(values.breaks), companyId })
    .onConflictDoNothing()
    .returning({ id: timeEntryCorrections.id });
  return rows[0]?.id ?? null;
}

/** Decides a pending request; false when it was already decided (of two concurrent decisions one wins). */
export async function decideCorrection(
  db: Db,
  companyId: string,
  id: string,
  decision: { status: 'approved' | 'rejected'; decidedBy: string; rejectionReason: string | null },
) {
  const rows = await db
    .update(timeEntryCorrections)
    .set({ ...decision, decidedAt: new Date() })
    .where(
      and(
        eq(timeEntryCorrections.companyId, companyId),
        eq(timeEntryCorrections.id, id),
        eq(timeEntryCorrections.status, 'pending'),
      ),
    )
    .returning({ id: timeEntryCorrections.id });
  return rows.length > 0;
}

export async function pendingCorrectionCount(
  db: Db,
  companyId: string,
  userId: string,
  from: string,
  to: string,
) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(timeEntryCorrections)
    .where(
      and(
        eq(timeEntryCorrections.companyId, companyId),
        eq(timeEntryCorrections.userId, userId),
        eq(timeEntryCorrections.status, 'pending'),
        between(timeEntryCorrections.workDate, from, to),
      ),
    );
  return rows[0]?.n ?? 0;
}
