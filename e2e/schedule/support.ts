import type { Locator } from '@playwright/test';
import { weekStart } from '../../domain/schedule';
import { addDaysIso, type TeamAccounts } from '../support/absences';
import { sql } from '../support/fixtures';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today on the test machine (the browser's too), as `yyyy-MM-dd`. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The employee's vacation request for Monday to Friday of this week, pending (shown hatched). */
export async function pendingThisWeek(team: TeamAccounts) {
  const monday = weekStart(localToday());
  await sql(
    `insert into absences (company_id, user_id, absence_type, start_date, end_date, status)
     select company_id, id, 'vacation', $2, $3, 'pending' from profiles where email = $1`,
    [team.employee.email, monday, addDaysIso(monday, 4)],
  );
  return { monday };
}

/** Whether an element lies horizontally inside another (its visible box), to the pixel. */
export async function isInside(inner: Locator, outer: Locator, leftInset = 0) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  return a.x >= b.x + leftInset - 1 && a.x + a.width <= b.x + b.width + 1;
}
