// Helpers for the absence integration tests (not a test file itself).
import { addDays, isWeekend, yearOf } from '@domain/calendar';
import type { Absence } from '@domain/contracts/absences';
import { eq } from 'drizzle-orm';
import { absencePolicies, holidayEntitlements, profiles } from '../../db/schema';
import type { TestContext } from '../../test/harness';
import { isTestBankHoliday, mondayAfter, workingMondayFrom } from '../../test/working-mondays';

export { mondayAfter, today, workingMondays } from '../../test/working-mondays';

/**
 * Like `mondayAfter`, for tests that count one year's allowance: the first such Monday whose next `span` days
 * stay in its year (late in the year, a request two weeks out would cross New Year and split between years).
 */
export function mondayAfterInOneYear(days: number, span: number): string {
  let date = mondayAfter(days);
  while (yearOf(addDays(date, span)) !== yearOf(date)) date = workingMondayFrom(addDays(date, 1));
  return date;
}

/** The first working day after `date` (not a weekend, not a bank holiday of the test companies). */
export function nextWorkingDay(date: string): string {
  let next = addDays(date, 1);
  while (isWeekend(next) || isTestBankHoliday(next)) next = addDays(next, 1);
  return next;
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
