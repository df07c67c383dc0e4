import type { Locator } from '@playwright/test';
import { todayIn } from '../../domain/calendar';
import { weekStart } from '../../domain/schedule';
import { addDaysIso, type TeamAccounts } from '../support/absences';
import { sql } from '../support/fixtures';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Today where the test companies are (Europe/Madrid, a sign-up's default), as `yyyy-MM-dd`: the grid marks the
 * company's today, which after 23:00 UTC is already the test machine's tomorrow.
 */
export function localToday(now = new Date()): string {
  return todayIn('Europe/Madrid', now);
}

/** The employee's vacation request for Monday to Friday of this week, pending (shown hatched). */
export async function pendingThisWeek(team: TeamAccounts) {
  const monday = weekStart(localToday());
  await sql(
    `insert into absences (company_id, user_id, absence_type, start_date, end_date, status)
     select active_company_id, id, 'vacation', $2, $3, 'pending' from profiles where email = $1`,
    [team.employee.email, monday, addDaysIso(monday, 4)],
  );
  return { monday };
}

/**
 * The employee's vacation request, pending, for the month grid: today ± 3 days kept inside today's month. Any four
 * consecutive days hold at least two weekdays, so it shows in this month's grid on any date the suite runs (Mon–Fri
 * of this week can lie wholly in the previous month when a month starts on a weekend).
 */
export async function pendingThisMonth(team: TeamAccounts) {
  const today = localToday();
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = `${today.slice(0, 8)}${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
  const from = [addDaysIso(today, -3), `${today.slice(0, 8)}01`].sort()[1]!;
  const to = [addDaysIso(today, 3), last].sort()[0]!;
  await sql(
    `insert into absences (company_id, user_id, absence_type, start_date, end_date, status)
     select active_company_id, id, 'vacation', $2, $3, 'pending' from profiles where email = $1`,
    [team.employee.email, from, to],
  );
}

/** Whether an element lies horizontally inside another (its visible box), to the pixel. */
export async function isInside(inner: Locator, outer: Locator, leftInset = 0) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  return a.x >= b.x + leftInset - 1 && a.x + a.width <= b.x + b.width + 1;
}
