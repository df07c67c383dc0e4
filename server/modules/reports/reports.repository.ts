import type { AbsenceType } from '@domain/absences';
import type { Role } from '@domain/roles';
import { sql } from 'drizzle-orm';
import { absences, companies, profiles, timeEntries } from '../../db/schema';
import type { Db } from '../../platform/db';

export interface ReportMemberRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  expectedHoursPerWeek: number;
  holidayAllowance: number;
  manualHolidayAdjustment: number;
  createdAt: Date;
}

/** The company's name and time zone, and its current members by first name (as Team Timesheets). */
export async function companyAndMembers(db: Db, companyId: string) {
  const result = await db.execute<{
    name: string;
    timeZone: string;
    members: (Omit<ReportMemberRow, 'createdAt'> & { createdAt: string })[];
  }>(sql`
    select c.name, c.time_zone as "timeZone",
      coalesce((
        select json_agg(json_build_object('id', p.id, 'firstName', p.first_name, 'lastName', p.last_name,
          'email', p.email, 'role', p.role, 'expectedHoursPerWeek', p.expected_hours_per_week,
          'holidayAllowance', p.holiday_allowance, 'manualHolidayAdjustment', p.manual_holiday_adjustment,
          'createdAt', p.created_at) order by p.first_name, p.last_name, p.email)
        from ${profiles} p where p.company_id = c.id
      ), '[]'::json) as "members"
    from ${companies} c
    where c.id = ${companyId}`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    name: row.name,
    timeZone: row.timeZone,
    members: row.members.map((m) => ({ ...m, createdAt: new Date(m.createdAt) })) as ReportMemberRow[],
  };
}

export type ReportAbsenceRow = {
  userId: string;
  absenceType: AbsenceType;
  startDate: string;
  endDate: string;
  halfDayStart: boolean;
  halfDayEnd: boolean;
};

/** Approved absences of every type sharing a day with the range (index absences_company_dates_idx). */
export async function approvedAbsencesBetween(db: Db, companyId: string, from: string, to: string) {
  const result = await db.execute<ReportAbsenceRow>(sql`
    select a.user_id as "userId", a.absence_type as "absenceType", a.start_date as "startDate",
      a.end_date as "endDate", a.half_day_start as "halfDayStart", a.half_day_end as "halfDayEnd"
    from ${absences} a
    where a.company_id = ${companyId} and a.status = 'approved'
      and a.end_date >= ${from} and a.start_date <= ${to}`);
  return result.rows;
}

/** Hours and days worked per person in a range, added up by the database (index time_entries_one_per_day_idx). */
export async function hoursBetween(db: Db, companyId: string, from: string, to: string) {
  const result = await db.execute<{ userId: string; hours: string | number; days: number }>(sql`
    select e.user_id as "userId", coalesce(sum(e.total_hours), 0) as "hours", count(*)::int as "days"
    from ${timeEntries} e
    where e.company_id = ${companyId} and e.work_date between ${from} and ${to}
    group by e.user_id`);
  return new Map(result.rows.map((r) => [r.userId, { hours: Number(r.hours), days: r.days }]));
}
