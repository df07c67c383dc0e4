import type { AbsenceStatus, AbsenceType } from '@domain/absences';
import { RECENT_ABSENCE_DAYS, RECENT_ABSENCE_LIMIT } from '@domain/dashboard';
import { sql } from 'drizzle-orm';
import { absences, memberships, profiles, timeEntries, timesheetApprovals } from '../../db/schema';
import type { Db } from '../../platform/db';
import {
  clockEntriesColumn,
  type EntryRow,
  entryFromJson,
  type JsonEntry,
} from '../time-entries/time-entries.repository';

interface Person {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface PresenceRow extends Person {
  avatarUrl: string | null;
  clockIn: string;
  onBreak: boolean;
}

export interface RecentRow extends Person {
  id: string;
  absenceType: AbsenceType;
  startDate: string;
  endDate: string;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  hours: number | null;
  status: AbsenceStatus;
  createdAt: string;
}

export interface PendingAbsenceRow extends Person {
  id: string;
  absenceType: AbsenceType;
  startDate: string;
  endDate: string;
  /** Created, or last changed (an edit or a manager's first approval): when it started waiting. */
  since: string;
}

export interface SubmittedTimesheetRow extends Person {
  year: number;
  month: number;
  since: string;
}

export type DashboardRows = {
  totalEmployees: number;
  /** The viewer's own entries for their clock: running (started in the last 24 hours) or of `viewerDays`. */
  viewerEntries: EntryRow[];
  presence: PresenceRow[];
  recent: RecentRow[];
  pending: PendingAbsenceRow[];
  submitted: SubmittedTimesheetRow[];
};

const PERSON = sql.raw(
  `'userId', p.id, 'firstName', p.first_name, 'lastName', p.last_name, 'email', p.email`,
);

/**
 * Everything of the company the dashboard shows, in one round trip (spec 000 section 7, "dashboard
 * reads"). Only current members count: a leaver's rows keep their company_id but are not the team's.
 * - presence: open entries (no clock-out) started in the last 24 hours, the latest first: the live
 *   clock's rule, so a night shift that began yesterday still counts (index time_entries_open_idx);
 * - recent: requests created in the last 7 days, the 5 newest; `onlyUserId` keeps an employee's own
 *   (index absences_company_created_idx);
 * - pending: every pending request (the count, and the overdue ones) (absences_company_status_idx);
 * - submitted: every timesheet waiting for a decision (timesheet_approvals_submitted_idx);
 * - viewerEntries: the viewer's entries their clock is made of (time-entries.repository clockEntriesColumn),
 *   so that the request reads the time entries once.
 */
export async function dashboardRows(
  db: Db,
  companyId: string,
  viewer: { userId: string; onlyOwn: boolean },
  now: Date,
): Promise<DashboardRows> {
  const onlyUserId = viewer.onlyOwn ? viewer.userId : null;
  const openSince = new Date(now.getTime() - 24 * 3_600_000);
  const recentSince = new Date(now.getTime() - RECENT_ABSENCE_DAYS * 24 * 3_600_000);
  const result = await db.execute<DashboardRows & { viewerEntries: JsonEntry[] }>(sql`
    select
      (select count(*)::int from ${memberships} m where m.company_id = ${companyId} and m.left_on is null) as "totalEmployees",
      coalesce((
        select json_agg(json_build_object(${PERSON}, 'avatarUrl', p.avatar_url, 'clockIn', e.clock_in,
          'onBreak', jsonb_path_exists(e.breaks, '$[*] ? (@.end == null)')) order by e.clock_in desc)
        from ${timeEntries} e
        join ${memberships} m on m.company_id = e.company_id and m.user_id = e.user_id and m.left_on is null
        join ${profiles} p on p.id = e.user_id
        where e.company_id = ${companyId} and e.clock_out is null and e.clock_in > ${openSince}
      ), '[]'::json) as "presence",
      coalesce((
        select json_agg(r order by r."createdAt" desc, r.id desc) from (
          select a.id, a.absence_type as "absenceType", a.start_date as "startDate", a.end_date as "endDate",
            a.half_day_start as "halfDayStart", a.half_day_end as "halfDayEnd", a.hours::float8 as "hours", a.status,
            a.created_at as "createdAt", p.id as "userId", p.first_name as "firstName",
            p.last_name as "lastName", p.email
          from ${absences} a
          join ${memberships} m on m.company_id = a.company_id and m.user_id = a.user_id and m.left_on is null
        join ${profiles} p on p.id = a.user_id
          where a.company_id = ${companyId} and a.created_at >= ${recentSince}
            ${onlyUserId ? sql`and a.user_id = ${onlyUserId}` : sql``}
          order by a.created_at desc, a.id desc
          limit ${RECENT_ABSENCE_LIMIT}
        ) r
      ), '[]'::json) as "recent",
      coalesce((
        select json_agg(json_build_object(${PERSON}, 'id', a.id, 'absenceType', a.absence_type,
          'startDate', a.start_date, 'endDate', a.end_date, 'since', a.updated_at) order by a.updated_at)
        from ${absences} a
        join ${memberships} m on m.company_id = a.company_id and m.user_id = a.user_id and m.left_on is null
        join ${profiles} p on p.id = a.user_id
        where a.company_id = ${companyId} and a.status = 'pending'
      ), '[]'::json) as "pending",
      coalesce((
        select json_agg(json_build_object(${PERSON}, 'year', t.year, 'month', t.month,
          'since', t.submitted_at) order by t.submitted_at)
        from ${timesheetApprovals} t
        join ${memberships} m on m.company_id = t.company_id and m.user_id = t.user_id and m.left_on is null
        join ${profiles} p on p.id = t.user_id
        where t.company_id = ${companyId} and t.status = 'submitted'
      ), '[]'::json) as "submitted",
      ${clockEntriesColumn(companyId, viewer.userId, now)} as "viewerEntries"`);
  const row = result.rows[0]!;
  return { ...row, viewerEntries: row.viewerEntries.map(entryFromJson) };
}
