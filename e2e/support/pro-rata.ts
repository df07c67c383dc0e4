import type { Page } from '@playwright/test';
import { createTeamAccounts, fullName } from './absences';
import { expectNoSidewaysScroll, signInApi } from './company';
import { expect, expectAccessible, sql } from './fixtures';

/**
 * Issue 14: a joiner's pro-rata balance is the same on every screen. The employee joined on 1 July of this
 * year a company that has used Plantel for years: 25 × 184 / 365 (or 366) = 12.6 → 12.5 days, to the nearest
 * half day. Their absences page, their dashboard and the admin's Settings → Team all show 12.5.
 */
export async function joinerSeesTheSameBalanceEverywhere(page: Page, baseURL: string, label: string) {
  const team = await createTeamAccounts(baseURL, label);
  const year = new Date().getUTCFullYear();
  const daysInYear = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1 ? 366 : 365;
  await sql(`update companies set created_at = '2020-01-01T10:00:00Z' where id = $1`, [team.companyId]);
  await sql(
    `update memberships set joined_on = $3
     where company_id = $1 and left_on is null and user_id = (select id from profiles where email = $2)`,
    [team.companyId, team.employee.email, `${year}-07-01`],
  );

  await signInApi(page, team.employee);
  await page.goto('/app/absences');
  const allowance = page.getByText(`Allowance (pro-rata: 184 of ${daysInYear} days of 25 days)`);
  await expect(allowance).toBeVisible();
  await expect(allowance.locator('xpath=..').getByText('12.5 days')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, `/app/absences with a pro-rata allowance (${label})`);
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('allowance-card')).toContainText('12.5');

  await page.context().clearCookies();
  await signInApi(page, team.admin);
  await page.goto('/app/settings');
  await page.getByRole('tab', { name: 'Team' }).click();
  const editor = page.getByRole('button', { name: `Holiday allowance of ${fullName(team.employee)}` });
  await expect(editor).toHaveText('12.5 days left');
  await editor.click();
  const dialog = page.getByRole('dialog', { name: 'Holiday Allowance' });
  await expect(dialog.getByRole('checkbox', { name: 'Pro-rate to the days in the company' })).toBeChecked();
  await expect(dialog.getByText(/so 12\.5 days this year/)).toBeVisible();
  await expectAccessible(page, `the allowance editor of a joiner (${label})`);
}
