// Months that can no longer change: once a person's month is submitted it waits for a decision, and once
// approved its figures are frozen (a snapshot with the approval). Other modules whose writes change a
// month's figures (absences; work schedules) call `assertMonthsOpen` inside their transaction.

import { addMonths, type IsoDate, monthOf, parseIsoMonth } from '@domain/calendar';
import { conflict } from '@domain/errors';
import { displayName } from '@domain/people';
import { monthClosedText } from '@domain/timesheets';
import type { Tx } from '../../platform/db';
import * as people from '../context/people.service';
import * as entries from '../time-entries/time-entries.repository';

/** The months `yyyy-MM` that the days from … to (inclusive) touch, in order. */
export function monthsBetween(from: IsoDate, to: IsoDate): string[] {
  const out: string[] = [];
  for (let m = monthOf(from); m <= monthOf(to); m = addMonths(m, 1)) out.push(m);
  return out;
}

/**
 * Refuses (409, naming the person and the month) when any month of the person that the days from … to
 * touch is submitted or approved. Locks those months first (the lock every timesheet and time-entry write
 * of the month takes, in month order), so a submission or an approval cannot slip in before this
 * transaction commits, and one that already happened is seen.
 */
export const assertMonthsOpen = (tx: Tx, companyId: string, userId: string, from: IsoDate, to: IsoDate) =>
  assertRangesOpen(tx, companyId, userId, [{ from, to }]);

/** assertMonthsOpen for several ranges of days at once (an edit: the old days and the new ones). */
export async function assertRangesOpen(
  tx: Tx,
  companyId: string,
  userId: string,
  ranges: readonly { from: IsoDate; to: IsoDate }[],
): Promise<void> {
  const months = [...new Set(ranges.flatMap((r) => monthsBetween(r.from, r.to)))].sort();
  for (const month of months) await entries.lockPersonMonth(tx, companyId, userId, month);
  for (const month of months) {
    const { year, month: m } = parseIsoMonth(month);
    const status = await entries.approvalStatus(tx, companyId, userId, year, m);
    if (status !== 'submitted' && status !== 'approved') continue;
    const person = await people.findMember(tx, companyId, userId);
    const name = person
      ? displayName(person)
      : /*i18n*/ { id: 'errors.timesheets.thisPerson', message: 'This person' };
    throw conflict(monthClosedText(name, { month }, status));
  }
}
