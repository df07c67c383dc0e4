import type { Role } from '@domain/roles';
import type { MonthSnapshot } from '@domain/timesheets';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  absences,
  memberships,
  profiles,
  timeEntries,
  timeEntryCorrections,
  timesheetApprovals,
} from '../../db/schema';
import { type Db, PLANNED_EACH_TIME } from '../../platform/db';
import { membershipDuring } from '../context/people.repository';
import {
  type AbsenceRow,
  type ApprovalRow,
  approvalFromJson,
  type EntryRow,
  entryFromJson,
  type JsonApproval,
  monthEntriesColumns,
} from '../time-entries/time-entries.repository';

/** One member's month as Team Timesheets and the Bulk Export read it, with their entries as `E`. */
interface TeamMonthOf<E> {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  avatarUrl: string | null;
  entries: E[];
  absences: AbsenceRow[];
  approval: ApprovalRow | null;
  pendingCorrections: number;
  /** No longer a member of the company (left or removed), listed for a month of their membership. */
  former: boolean;
}

/** What a month's figures take of an entry (domain/timesheets.ts): its day and its hours. */
export interface DayHours {
  workDate: string;
  totalHours: number | null;
}

/** A member's month with their entries whole and the last one before the month (the Bulk Export's days). */
export interface TeamMonthRow extends TeamMonthOf<EntryRow> {
  previous: EntryRow | null;
}

/** A member's month with each entry's day and hours only (the figures of the Team Timesheets screen). */
export type TeamMonthFigures = TeamMonthOf<DayHours>;

type MonthRange = { start: string; end: string; year: number; month: number };

/**
 * Every member of the company with their month, in one round trip: `entriesColumns` (their entries of the month),
 * approved absences, the approval record with its approver and the pending corrections. Also the former members
 * whose membership (the `memberships` periods) overlaps the month: their records stay the company's, with the
 * name their kept profile row carries.
 */
async function teamMonthWith<Raw extends { approval: JsonApproval | null }>(
  db: Db,
  companyId: string,
  range: MonthRange,
  entriesColumns: SQL,
) {
  const result = await db.execute<Raw>(sql`${PLANNED_EACH_TIME}
    with people as (
      -- The current members, and whoever was a member on a day of the month (people.repository's
      -- membershipDuring, the one rule of it): one row a person (their open membership first, whose role is
      -- theirs now; a former member's latest period otherwise).
      select distinct on (${memberships.userId}) ${memberships.userId} as user_id, ${memberships.role} as role,
        ${memberships.leftOn} is not null as former
      from ${memberships}
      where ${memberships.companyId} = ${companyId}
        and (${memberships.leftOn} is null or ${membershipDuring(range.start, range.end)})
      order by ${memberships.userId}, ${memberships.leftOn} desc nulls first
    )
    select p.id, p.first_name as "firstName", p.last_name as "lastName", p.email, people.role,
      p.avatar_url as "avatarUrl",
      people.former as "former",
      ${entriesColumns},
      coalesce((
        select json_agg(json_build_object('absenceType', ab.absence_type, 'startDate', ab.start_date,
          'endDate', ab.end_date, 'halfDayStart', ab.half_day_start, 'halfDayEnd', ab.half_day_end, 'hours', ab.hours::float8))
        from ${absences} ab
        where ab.company_id = ${companyId} and ab.user_id = p.id and ab.status = 'approved'
          and ab.end_date >= ${range.start} and ab.start_date <= ${range.end}
      ), '[]'::json) as "absences",
      case when a.id is null then null else json_build_object('status', a.status, 'submittedAt', a.submitted_at,
        'approvedAt', a.approved_at, 'rejectedReason', a.rejected_reason, 'snapshot', a.snapshot,
        'approvedBy', case when ap.id is null then null else json_build_object('id', ap.id,
          'firstName', ap.first_name, 'lastName', ap.last_name, 'email', ap.email) end) end as "approval",
      (
        select count(*)::int from ${timeEntryCorrections} c
        where c.company_id = ${companyId} and c.user_id = p.id and c.status = 'pending'
          and c.work_date between ${range.start} and ${range.end}
      ) as "pendingCorrections"
    from people
    join ${profiles} p on p.id = people.user_id
    left join ${timesheetApprovals} a
      on a.company_id = ${companyId} and a.user_id = p.id and a.year = ${range.year} and a.month = ${range.month}
    left join ${profiles} ap on ap.id = a.approved_by
    order by p.first_name, p.last_name, p.email`);
  return result.rows.map((r) => ({
    ...r,
    approval: r.approval ? approvalFromJson(r.approval) : null,
  }));
}

/** Every member's month with their entries whole and the last entry before the month (the Bulk Export). */
export async function teamMonth(db: Db, companyId: string, range: MonthRange): Promise<TeamMonthRow[]> {
  type Raw = Omit<TeamMonthRow, 'entries' | 'previous' | 'approval'> & {
    entries: Parameters<typeof entryFromJson>[0][];
    previous: Parameters<typeof entryFromJson>[0] | null;
    approval: JsonApproval | null;
  };
  const rows = await teamMonthWith<Raw>(db, companyId, range, monthEntriesColumns(companyId, range));
  return rows.map((r) => ({
    ...r,
    entries: r.entries.map(entryFromJson),
    previous: r.previous ? entryFromJson(r.previous) : null,
  }));
}

/**
 * Every member's month with each entry's day and hours only, all the screen's figures take: an entry whole (its
 * times, breaks and notes as JSON) made the statement 7 times larger (142 KB against 20 KB for 20 people) and 2.5
 * times slower, PostgreSQL building the objects and Node parsing them (docs/PERFORMANCE.md).
 */
export async function teamMonthFigures(
  db: Db,
  companyId: string,
  range: MonthRange,
): Promise<TeamMonthFigures[]> {
  type Raw = Omit<TeamMonthFigures, 'entries' | 'approval'> & {
    entries: [string, number | string | null][];
    approval: JsonApproval | null;
  };
  const rows = await teamMonthWith<Raw>(
    db,
    companyId,
    range,
    sql`coalesce((
        select json_agg(json_build_array(e.work_date, e.total_hours) order by e.work_date, e.clock_in)
        from ${timeEntries} e
        where e.company_id = ${companyId} and e.user_id = p.id and e.work_date between ${range.start} and ${range.end}
      ), '[]'::json) as "entries"`,
  );
  return rows.map((r) => ({
    ...r,
    entries: r.entries.map(([workDate, hours]) => ({
      workDate,
      totalHours: hours === null ? null : Number(hours),
    })),
  }));
}

/** Submission: a new record, or a rejected one submitted again. Null when it is submitted or approved. */
export async function submitApproval(db: Db, companyId: string, userId: string, year: number, month: number) {
  const now = new Date();
  const rows = await db
    .insert(timesheetApprovals)
    .values({ companyId, userId, year, month, status: 'submitted', submittedAt: now })
    .onConflictDoUpdate({
      target: [
        timesheetApprovals.companyId,
        timesheetApprovals.userId,
        timesheetApprovals.year,
        timesheetApprovals.month,
      ],
      set: {
        status: 'submitted',
        submittedAt: now,
        approvedAt: null,
        approvedBy: null,
        rejectedReason: null,
        snapshot: null,
        updatedAt: now,
      },
      setWhere: sql`${timesheetApprovals.status} = 'rejected'`,
    })
    .returning({ id: timesheetApprovals.id });
  return rows.length > 0;
}

/** The decision, conditional on the month still waiting: of two concurrent decisions exactly one wins. */
export async function decideApproval(
  db: Db,
  companyId: string,
  userId: string,
  year: number,
  month: number,
  decision: {
    status: 'approved' | 'rejected';
    approvedBy: string;
    rejectedReason: string | null;
    /** The figures frozen with an approval; null for a rejection. */
    snapshot: MonthSnapshot | null;
  },
) {
  const rows = await db
    .update(timesheetApprovals)
    .set({ ...decision, approvedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(timesheetApprovals.companyId, companyId),
        eq(timesheetApprovals.userId, userId),
        eq(timesheetApprovals.year, year),
        eq(timesheetApprovals.month, month),
        eq(timesheetApprovals.status, 'submitted'),
      ),
    )
    .returning({ id: timesheetApprovals.id });
  return rows.length > 0;
}
