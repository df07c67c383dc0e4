import type { AbsenceStatus } from '@domain/absences';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { absences } from '../../db/schema';
import type { Db } from '../../platform/db';

/**
 * Vacations of one or several members that touch a range: approved and pending for the allowance and the
 * reports' balances, approved only for the Team settings' "used" column.
 */
export async function vacationsOf(
  db: Db,
  companyId: string,
  userIds: string[],
  from: string,
  to: string,
  statuses: AbsenceStatus[] = ['approved', 'pending'],
) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: absences.id,
      userId: absences.userId,
      startDate: absences.startDate,
      endDate: absences.endDate,
      halfDayStart: absences.halfDayStart,
      halfDayEnd: absences.halfDayEnd,
      hours: absences.hours,
      status: absences.status,
    })
    .from(absences)
    .where(
      and(
        eq(absences.companyId, companyId),
        inArray(absences.userId, userIds),
        eq(absences.absenceType, 'vacation'),
        inArray(absences.status, statuses),
        lte(absences.startDate, to),
        gte(absences.endDate, from),
      ),
    );
}
