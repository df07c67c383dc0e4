import type { AbsenceType } from '@domain/absences';
import { sql } from 'drizzle-orm';
import { absences, timeEntries } from '../../db/schema';
import type { Db } from '../../platform/db';

export type ReportAbsenceRow = {
  userId: string;
  absenceType: AbsenceType;
  startDate: string;
  endDate: string;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  hours: number | null;
};

/** Approved absences of every type sharing a day with the range (index absences_company_dates_idx). */
export async function approvedAbsencesBetween(db: Db, companyId: string, from: string, to: string) {
  const result = await db.execute<ReportAbsenceRow>(sql`
    select a.user_id as "userId", a.absence_type as "absenceType", a.start_date as "startDate",
      a.end_date as "endDate", a.half_day_start as "halfDayStart", a.half_day_end as "halfDayEnd",
      a.hours::float8 as "hours"
    from ${absences} a
    where a.company_id = ${companyId} and a.status = 'approved'
      and a.end_date >= ${from} and a.start_date <= ${to}`);
  return result.rows;
}

/** Hours and days worked per person in a range, added up by the database (index time_entries_day_idx); a day of several work periods is one day worked. */
export async function hoursBetween(db: Db, companyId: string, from: string, to: string) {
  const result = await db.execute<{ userId: string; hours: string | number; days: number }>(sql`
    select e.user_id as "userId", coalesce(sum(e.total_hours), 0) as "hours", count(distinct e.work_date)::int as "days"
    from ${timeEntries} e
    where e.company_id = ${companyId} and e.work_date between ${from} and ${to}
    group by e.user_id`);
  return new Map(result.rows.map((r) => [r.userId, { hours: Number(r.hours), days: r.days }]));
}
