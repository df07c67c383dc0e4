import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { absences, profiles } from '../../db/schema';
import type { Db } from '../../platform/db';

/** The team by first name (spec 001 section 7: "Select the team by company_id, ordered by first_name"). */
export async function teamMembers(db: Db, companyId: string) {
  return db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      role: profiles.role,
      avatarUrl: profiles.avatarUrl,
    })
    .from(profiles)
    .where(eq(profiles.companyId, companyId))
    .orderBy(asc(profiles.firstName), asc(profiles.lastName), asc(profiles.email));
}

/** Approved absences of the company sharing a day with the range. */
export async function approvedAbsencesBetween(db: Db, companyId: string, from: string, to: string) {
  return db
    .select({
      id: absences.id,
      userId: absences.userId,
      absenceType: absences.absenceType,
      startDate: absences.startDate,
      endDate: absences.endDate,
      halfDayStart: absences.halfDayStart,
      halfDayEnd: absences.halfDayEnd,
    })
    .from(absences)
    .where(
      and(
        eq(absences.companyId, companyId),
        eq(absences.status, 'approved'),
        gte(absences.endDate, from),
        lte(absences.startDate, to),
      ),
    )
    .orderBy(asc(absences.startDate));
}
