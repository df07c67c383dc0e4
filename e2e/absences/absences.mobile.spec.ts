import { addDaysIso, createTeamAccounts, fullName, nextMonthMonday } from '../support/absences';
import { expect, expectAccessible, signInThroughUi, sql, test } from '../support/fixtures';

test('at 375 px the absences page and Team Overview fit; the schedule scrolls sideways', async ({
  page,
  baseURL,
}) => {
  const team = await createTeamAccounts(baseURL!, 'mobile-abs');
  const start = nextMonthMonday();
  // An approved vacation next month, written directly: this test is about the layout.
  await sql(
    `insert into absences (company_id, user_id, absence_type, start_date, end_date, status)
     select active_company_id, id, 'vacation', $2, $3, 'approved' from profiles where email = $1`,
    [team.employee.email, start, addDaysIso(start, 1)],
  );
  // The manager's sick leave on the same days: the employee sees it as Away (health data stays private).
  await sql(
    `insert into absences (company_id, user_id, absence_type, start_date, end_date, status)
     select active_company_id, id, 'sick_leave', $2, $3, 'approved' from profiles where email = $1`,
    [team.manager.email, start, addDaysIso(start, 1)],
  );
  await signInThroughUi(page, team.employee);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  await page.goto('/app/absences');
  await expect(page.getByRole('heading', { name: 'Your Absence Requests' })).toBeVisible();
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  await expect(page.getByRole('heading', { name: 'New Absence Request' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page, '/app/absences at 375 px');

  await page.goto('/app/team');
  // A phone opens on the week; the month grid is one tap away.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  const grid = page.getByRole('region', { name: /^Team schedule/ });
  await expect(grid.getByRole('row').filter({ hasText: fullName(team.employee) })).toBeVisible();
  const manager = grid.getByRole('row').filter({ hasText: fullName(team.manager) });
  await expect(manager.locator('[data-cell="away"]')).toHaveCount(2);
  await expect(grid.getByText('Sick Leave')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Legend' }).getByText('Away')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  const scroll = await grid.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
  // The name column stays in view while the days scroll.
  await grid.scrollIntoViewIfNeeded(); // below the filter and the legend
  await grid.evaluate((el) => el.scrollBy({ left: 600 }));
  await expect(grid.getByRole('rowheader').filter({ hasText: fullName(team.employee) })).toBeInViewport();
  await expectAccessible(page, '/app/team at 375 px');
});
