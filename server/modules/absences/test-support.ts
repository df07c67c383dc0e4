// Helpers for the absence integration tests (not a test file itself).
import { addDays, todayIn, weekday } from '@domain/calendar';
import type { Absence } from '@domain/contracts/absences';
import { eq } from 'drizzle-orm';
import { absencePolicies, holidayEntitlements, profiles } from '../../db/schema';
import type { TestContext } from '../../test/harness';

export const today = () => todayIn('Europe/Madrid');

/** The first Monday at least `days` days from today. */
export function mondayAfter(days: number): string {
  let date = addDays(today(), days);
  while (weekday(date) !== 1) date = addDays(date, 1);
  return date;
}

export const vacation = (startDate: string, endDate: string, extra: Record<string, unknown> = {}) => ({
  absenceType: 'vacation',
  startDate,
  endDate,
  ...extra,
});

export type WriteBody = { absence: Absence; statusReset: boolean };

export async function setPolicy(
  t: TestContext,
  companyId: string,
  values: Partial<typeof absencePolicies.$inferInsert>,
) {
  await t.db
    .insert(absencePolicies)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: absencePolicies.companyId, set: values });
}

export async function setProfile(
  t: TestContext,
  userId: string,
  values: Partial<typeof profiles.$inferInsert>,
) {
  await t.db.update(profiles).set(values).where(eq(profiles.id, userId));
}

/** A member's allowance and adjustment of a year (the later years continue with the allowance). */
export async function setEntitlement(
  t: TestContext,
  companyId: string,
  userId: string,
  year: number,
  allowance: number,
  adjustment = 0,
) {
  await t.db
    .insert(holidayEntitlements)
    .values({ companyId, userId, year, allowance, adjustment })
    .onConflictDoUpdate({
      target: [holidayEntitlements.companyId, holidayEntitlements.userId, holidayEntitlements.year],
      set: { allowance, adjustment },
    });
}
