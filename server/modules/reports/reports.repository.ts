import type { AbsenceType } from '@domain/absences';
import { sql } from 'drizzle-orm';
import { absences, timeEntries } from '../../db/schema';
import type { Db } from '../../platform/db';
import { type MembershipPeriod, membershipsDuringColumn } from '../context/people.repository';

export type ReportAbsenceRow = {
  userId: string;
  absenceType: AbsenceType;
  startDate: string;
  endDate: string;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  hours: number | null;
};

/** A report's rows of its period, read in one statement (`periodRows`). */
export interface PeriodRows {
  /** Everyone's membership periods that share a day with the period (people.repository `membershipsDuringColumn`). */
  memberships: MembershipPeriod[];
  /** Approved absences of every type sharing a day with the period. */
  absences: ReportAbsenceRow[];
  /** Each person's hours per day, added up by the database: a day of several work periods is one. */
  hours: Map<string, { date: string; totalHours: number }[]>;
}

/**
 * What a report counts of its period, in one statement (three before: a round trip each, issue 16): the membership
 * periods (people.repository `membershipsDuringColumn`), the approved absences (index
 * absences_company_dates_idx) and each person's hours per day (index time_entries_day_idx; the figures then come
 * from domain workedInRange, as a timesheet's).
 */
export async function periodRows(db: Db, companyId: string, from: string, to: string): Promise<PeriodRows> {
  const result = await db.execute<{
    memberships: MembershipPeriod[];
    absences: ReportAbsenceRow[];
    hours: [string, string, number | string][];
  }>(sql`
    select
      ${membershipsDuringColumn(companyId, from, to)} as "memberships",
      coalesce((
        select json_agg(json_build_object('userId', a.user_id, 'absenceType', a.absence_type,
          'startDate', a.start_date, 'endDate', a.end_date, 'halfDayStart', a.half_day_start,
          'halfDayEnd', a.half_day_end, 'hours', a.hours::float8))
        from ${absences} a
        where a.company_id = ${companyId} and a.status = 'approved'
          and a.end_date >= ${from} and a.start_date <= ${to}
      ), '[]'::json) as "absences",
      coalesce((
        select json_agg(json_build_array(d.user_id, d.work_date, d.hours))
        from (
          select e.user_id, e.work_date, coalesce(sum(e.total_hours), 0) as hours
          from ${timeEntries} e
          where e.company_id = ${companyId} and e.work_date between ${from} and ${to}
          group by e.user_id, e.work_date
        ) d
      ), '[]'::json) as "hours"`);
  const row = result.rows[0];
  const hours = new Map<string, { date: string; totalHours: number }[]>();
  for (const [userId, date, total] of row?.hours ?? []) {
    const day = { date, totalHours: Number(total) };
    const list = hours.get(userId);
    if (list) list.push(day);
    else hours.set(userId, [day]);
  }
  return { memberships: row?.memberships ?? [], absences: row?.absences ?? [], hours };
}
