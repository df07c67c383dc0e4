import type { AbsenceStatus } from '@domain/absences';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { absences, companyAllowanceDefaults, holidayEntitlements } from '../../db/schema';
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

/** The entitlement rows of some members up to a year (the rows after it never count for it). */
export async function entitlementRowsOf(db: Db, companyId: string, userIds: string[], toYear: number) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: holidayEntitlements.userId,
      year: holidayEntitlements.year,
      allowance: holidayEntitlements.allowance,
      adjustment: holidayEntitlements.adjustment,
      proRata: holidayEntitlements.proRata,
    })
    .from(holidayEntitlements)
    .where(
      and(
        eq(holidayEntitlements.companyId, companyId),
        inArray(holidayEntitlements.userId, userIds),
        lte(holidayEntitlements.year, toYear),
      ),
    );
}

/** The company's default allowances by year. */
export async function allowanceDefaults(db: Db, companyId: string) {
  return db
    .select({ fromYear: companyAllowanceDefaults.fromYear, days: companyAllowanceDefaults.days })
    .from(companyAllowanceDefaults)
    .where(eq(companyAllowanceDefaults.companyId, companyId));
}

/** Sets one year's allowance and adjustment of a member (pro-rata left out: as it was; new rows follow the default rule). */
export async function saveEntitlement(
  db: Db,
  companyId: string,
  userId: string,
  year: number,
  values: { allowance: number | null; adjustment: number; proRata?: boolean; updatedBy: string },
) {
  await db
    .insert(holidayEntitlements)
    .values({ companyId, userId, year, ...values })
    .onConflictDoUpdate({
      target: [holidayEntitlements.companyId, holidayEntitlements.userId, holidayEntitlements.year],
      set: { ...values, updatedAt: sql`excluded.updated_at` },
    });
}
