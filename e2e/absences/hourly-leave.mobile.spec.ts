import { createTeamAccounts, fullName, nextMonthMonday } from '../support/absences';
import { expectNoSidewaysScroll, signInApi } from '../support/company';
import { expect, expectAccessible, sql, test } from '../support/fixtures';

test('at 375 px a colleague’s hourly sick leave shows on the grid as "Away 1.5 h"', async ({
  browser,
  baseURL,
}) => {
  const team = await createTeamAccounts(baseURL!, 'hourly-mobile');
  const day = nextMonthMonday();
  await sql(
    `insert into absences (company_id, user_id, absence_type, start_date, end_date, hours, status)
     select active_company_id, id, 'sick_leave', $2, $2, 1.5, 'approved' from profiles where email = $1`,
    [team.manager.email, day],
  );
  const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, baseURL };
  const page = await (await browser.newContext(phone)).newPage();
  await signInApi(page, team.employee);
  await page.goto('/app/team');
  // A phone opens on the week; the month grid is one tap away.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  const grid = page.getByRole('region', { name: /^Team schedule/ });
  const row = grid.getByRole('row').filter({ hasText: fullName(team.manager) });
  // Compact on a phone: "A" on screen, the whole text as the cell's name (and its tooltip).
  await expect(row.locator('[data-cell="away"]')).toHaveAccessibleName('Away 1.5 h');
  await expect(grid.getByText('Sick Leave')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, '/app/team at 375 px with hourly leave');
});
