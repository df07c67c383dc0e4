import type { Db } from '../../platform/db';
import { usedVacationDaysOfMembers } from '../absences/allowance.service';

/**
 * Approved vacation days each member has used in `year` (half days count 0.5), for remaining = allowance −
 * used − adjustment. The absences module owns absences and their counting rules.
 */
export function usedHolidayDays(
  db: Db,
  companyId: string,
  userIds: string[],
  year: number,
): Promise<Map<string, number>> {
  return usedVacationDaysOfMembers(db, companyId, userIds, year);
}
