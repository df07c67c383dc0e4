import type { AbsenceType } from '@domain/absences';
import type { Role } from '@domain/roles';
import { sql } from 'drizzle-orm';
import { absences, memberships, profiles } from '../../db/schema';
import type { Db } from '../../platform/db';

export type ScheduleRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  avatarUrl: string | null;
  absences: {
    id: string;
    absenceType: AbsenceType;
    startDate: string;
    endDate: string;
    halfDayStart: boolean;
    halfDayEnd: boolean;
    hours: number | null;
    status: 'approved' | 'pending';
  }[];
};

/**
 * The team by first name (spec 001 section 7: "Select the team by company_id, ordered by first_name"),
 * each member with their approved absences and pending requests sharing a day with the range: one round trip.
 */
export async function teamWithAbsences(
  db: Db,
  companyId: string,
  from: string,
  to: string,
): Promise<ScheduleRow[]> {
  const result = await db.execute<ScheduleRow>(sql`
    select p.id, p.first_name as "firstName", p.last_name as "lastName", p.email, m.role,
      p.avatar_url as "avatarUrl",
      coalesce((
        select json_agg(json_build_object(
          'id', a.id, 'absenceType', a.absence_type, 'startDate', a.start_date, 'endDate', a.end_date,
          'halfDayStart', a.half_day_start, 'halfDayEnd', a.half_day_end, 'hours', a.hours::float8,
          'status', a.status) order by a.start_date)
        from ${absences} a
        where a.company_id = ${companyId} and a.user_id = p.id and a.status in ('approved', 'pending')
          and a.end_date >= ${from} and a.start_date <= ${to}
      ), '[]'::json) as "absences"
    from ${memberships} m
    join ${profiles} p on p.id = m.user_id
    where m.company_id = ${companyId} and m.left_on is null
    order by p.first_name, p.last_name, p.email`);
  return result.rows;
}
