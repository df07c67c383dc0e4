import { createTeamAccounts, dismissToasts, fullName, nextMonthMonday, pickDate } from '../support/absences';
import { signInApi } from '../support/company';
import { expect, expectAccessible, sql, test } from '../support/fixtures';

test('an employee asks for 2 hours off on one day; once approved, the grid shows "Vacation 2 h"', async ({
  page,
  baseURL,
}) => {
  const team = await createTeamAccounts(baseURL!, 'hourly');
  const day = nextMonthMonday();
  await signInApi(page, team.employee);
  await page.goto('/app/absences');
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  await page.getByRole('combobox', { name: 'Absence Type' }).click();
  await page.getByRole('option', { name: 'Vacation' }).click();
  await pickDate(page, 'Start Date', day);
  await pickDate(page, 'End Date', day);
  await page.getByLabel('Part of a day (hours)').check();
  await page.getByLabel('Hours', { exact: true }).fill('2');
  await expectAccessible(page, 'absence form with hours');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Request Submitted')).toBeVisible();
  const mine = page.getByRole('list', { name: 'Your absence requests' });
  // 2 h of an 8 h day: a quarter of a day of allowance.
  await expect(mine.getByText(/^2 h on /)).toBeVisible();
  await expect(mine.getByText(/0\.25 days/)).toBeVisible();
  await dismissToasts(page);

  await sql(
    `update absences set status = 'approved' where user_id = (select id from profiles where email = $1)`,
    [team.employee.email],
  );
  await page.goto('/app/team');
  await page.getByRole('button', { name: 'Next month' }).click();
  const grid = page.getByRole('region', { name: /^Team schedule/ });
  const row = grid.getByRole('row').filter({ hasText: fullName(team.employee) });
  await expect(row.locator('[data-cell="vacation"]')).toHaveText('Vacation 2 h');
  await expectAccessible(page, '/app/team with hourly leave');
});
