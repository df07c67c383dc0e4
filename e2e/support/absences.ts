import type { Page } from '@playwright/test';
import { MONTH_NAMES as MONTHS } from '../../domain/calendar';
import { bankHolidays } from '../../server/modules/holidays/bank-holidays';
import { type Account, companyIdOf, createVerifiedAccount, expect, moveToCompany, sql } from './fixtures';

export interface TeamAccounts {
  companyId: string;
  companyName: string;
  admin: Account;
  manager: Account;
  employee: Account;
}

/**
 * An admin, a manager and an employee in one company, before invitations exist: three real sign-ups
 * (each confirms its e-mail through the link), then the manager and the employee are moved into the
 * admin's company with their roles.
 */
export async function createTeamAccounts(baseURL: string, label: string): Promise<TeamAccounts> {
  const [admin, manager, employee] = await Promise.all([
    createVerifiedAccount(baseURL, `${label}-admin`),
    createVerifiedAccount(baseURL, `${label}-manager`),
    createVerifiedAccount(baseURL, `${label}-employee`),
  ]);
  const companyId = await companyIdOf(admin.email);
  // Memberships as the server's test factories make them: all three members of this company since 2020, so
  // the months a spec looks at (last month's report, a pro-rata year) are months they belonged to it.
  await sql(
    `update memberships set joined_on = '2020-01-01'
     where company_id = $1 and user_id = (select id from profiles where email = $2) and left_on is null`,
    [companyId, admin.email],
  );
  for (const [account, role] of [
    [manager, 'manager'],
    [employee, 'employee'],
  ] as const) {
    await moveToCompany(account.email, companyId, role, '2020-01-01');
  }
  return { companyId, companyName: admin.companyName, admin, manager, employee };
}

export const fullName = (a: Account) => `${a.firstName} ${a.lastName}`;

/** A date picker of the form: opens it, moves to the month of `iso` and picks the day. */
export async function pickDate(page: Page, label: string, iso: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.locator('[data-slot="popover-content"]');
  await expect(dialog).toBeVisible();
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const caption = `${MONTHS[month - 1]} ${year}`;
  for (let i = 0; i < 24 && !(await dialog.getByText(caption, { exact: true }).isVisible()); i++) {
    await dialog.getByRole('button', { name: /next month/i }).click();
  }
  await dialog
    .getByRole('button', { name: new RegExp(`${MONTHS[month - 1]} ${day}(st|nd|rd|th), ${year}`) })
    .click();
  await expect(dialog).toBeHidden();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Monday in the next month, from the 14th on (clear of most regional holidays). */
export function nextMonthMonday(now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth() + 1, 14);
  const iso = () => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  // A Monday that is a bank holiday of the test companies (Whit Monday in Barcelona) uses no working day, and
  // a request on it alone is refused: take the next Monday then.
  const holiday = () => bankHolidays('ES', 'barcelona', d.getFullYear()).some((h) => h.date === iso());
  while (d.getDay() !== 1 || holiday()) d.setDate(d.getDate() + 1);
  return iso();
}

export function addDaysIso(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Closes every toast and waits until none is left, so axe never sees one half faded in or out. */
export async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  // One at a time until none is left: closing one re-stacks the others, and a close button listed before that
  // could miss (a CI run was left with "Missing information" under "Time Entry Saved", on both journeys).
  await expect(async () => {
    const close = page.getByRole('button', { name: 'Close toast' }).first();
    if ((await close.count()) > 0) await close.click({ timeout: 1000 }).catch(() => {});
    await expect(toasts).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
