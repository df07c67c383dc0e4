import type { Db } from '../../platform/db';

/**
 * Approved vacation days each member has used in `year` (half days count 0.5), for remaining = allowance −
 * used − adjustment. The absences module owns absences and fills this in; until absences exist nobody has
 * used any day, so this answers 0 for everyone. Keep the signature: Settings → Team relies on it.
 */
export async function usedHolidayDays(
  _db: Db,
  _companyId: string,
  userIds: string[],
  _year: number,
): Promise<Map<string, number>> {
  return new Map(userIds.map((id) => [id, 0]));
}
