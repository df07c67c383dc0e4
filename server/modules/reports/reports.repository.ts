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

/**
 * Each person's hours per day in a range, added up by the database (index time_entries_day_idx): a day of
 * several work periods is one row. The figures come from domain workedInRange, as a timesheet's.
 */
export async function hoursByDayBetween(db: Db, companyId: string, from: string, to: string) {
  const result = await db.execute<{ userId: string; date: string; hours: string | number }>(sql`
    select e.user_id as "userId", e.work_date::text as "date", coalesce(sum(e.total_hours), 0) as "hours"
    from ${timeEntries} e
    where e.company_id = ${companyId} and e.work_date between ${from} and ${to}
    group by e.user_id, e.work_date`);
  const out = new Map<string, { date: string; totalHours: number }[]>();
  for (const r of result.rows) {
    const day = { date: r.date, totalHours: Number(r.hours) };
    const list = out.get(r.userId);
    if (list) list.push(day);
    else out.set(r.userId, [day]);
  }
  return out;
}
