import { formatMonthLabel } from '../../domain/calendar';
import { createTeamAccounts, fullName } from '../support/absences';
import { signInApi } from '../support/company';
import { expect, expectAccessible, test } from '../support/fixtures';
import { isInside, localToday, pendingThisMonth } from './support';

// Issue 17 item 4 at 1280 px: the spec's month grid (200 px names, 80 px days) opens on today, keeps the names
// while the days scroll, shows a pending request hatched and named, filters by person and role, and compact mode
// fits the whole month on a laptop.
test('Team Overview at 1280 px: today in view, sticky names, a pending request, the filter, compact mode', async ({
  browser,
  baseURL,
}) => {
  const team = await createTeamAccounts(baseURL!, 'fits');
  await pendingThisMonth(team);
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInApi(page, team.manager);
  await page.goto('/app/team');
  const today = localToday();
  const grid = page.getByRole('region', { name: `Team schedule, ${formatMonthLabel(today.slice(0, 7))}` });
  const employee = grid.getByRole('row').filter({ hasText: fullName(team.employee) });
  await expect(employee).toBeVisible();

  // The spec's layout, scrolled so that today is in view beside the names.
  const names = employee.getByRole('rowheader');
  expect((await names.boundingBox())!.width).toBeCloseTo(200, 0);
  const todayHeader = grid.locator(`th[data-date="${today}"]`);
  expect((await todayHeader.boundingBox())!.width).toBeCloseTo(80, 0);
  await expect(todayHeader).toHaveAttribute('aria-current', 'date');
  expect(await isInside(todayHeader, grid, 200)).toBe(true);

  // A pending request: hatched, and named so (not by colour alone).
  const pending = employee.getByRole('cell', { name: 'Vacation (pending approval)' }).first();
  await expect(pending).toBeVisible();
  await expect(pending).toHaveCSS('background-image', /repeating-linear-gradient/);
  await expect(page.getByRole('list', { name: 'Legend' }).getByText('Pending request')).toBeVisible();

  // The names stay while the days scroll to the month's end.
  await grid.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  expect(await isInside(names, grid)).toBe(true);
  await expectAccessible(page, '/app/team month grid');

  // Filter by person, then by role.
  await page.getByLabel('Filter by person').fill(team.employee.lastName);
  await expect(grid.getByRole('row')).toHaveCount(2); // the header and the employee
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1 of 3 people' })).toBeVisible();
  await page.getByLabel('Filter by person').fill('');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByRole('row').filter({ hasText: fullName(team.manager) })).toBeVisible();
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'All roles' }).click();
  await expect(grid.getByRole('row')).toHaveCount(4);

  // Compact: the whole month fits a laptop, and the choice holds after a reload.
  await page.getByRole('switch', { name: 'Compact' }).click();
  await expect(grid).toHaveAttribute('data-compact', 'true');
  const fits = () => grid.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
  await expect.poll(fits).toBe(true);
  await page.reload();
  await expect(grid).toHaveAttribute('data-compact', 'true');
  await expect(grid.getByRole('row').filter({ hasText: fullName(team.employee) })).toBeVisible();
  await expect.poll(fits).toBe(true);
  await expect(grid.getByRole('cell', { name: 'Vacation (pending approval)' }).first()).toBeVisible();
  await expectAccessible(page, '/app/team compact');
});
