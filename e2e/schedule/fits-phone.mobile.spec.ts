import { addDays } from '../../domain/calendar';
import { createTeamAccounts, fullName } from '../support/absences';
import { expectNoSidewaysScroll, signInApi } from '../support/company';
import { expect, expectAccessible, test } from '../support/fixtures';
import { isInside, localToday, pendingThisWeek } from './support';

// Issue 17 item 4 at 375 px: the schedule opens on this week (seven days beside initials), a pending request is
// hatched and named, the calendar shows Monday to Sunday, and a Reports table that is cut off says it scrolls.
test('at 375 px: the week view, a pending request, the whole calendar week, and a Reports table that scrolls', async ({
  browser,
  baseURL,
}) => {
  const team = await createTeamAccounts(baseURL!, 'fits-phone');
  const { monday } = await pendingThisWeek(team);
  const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, baseURL };
  const page = await (await browser.newContext(phone)).newPage();
  await signInApi(page, team.manager);
  await page.goto('/app/team');

  // This week, Monday to Sunday, all on screen; today marked.
  const grid = page.getByRole('region', { name: /^Team schedule, Week of/ });
  const days = grid.locator('thead th[data-date]');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveAttribute('data-date', monday);
  await expect(days.last()).toHaveAttribute('data-date', addDays(monday, 6));
  await grid.scrollIntoViewIfNeeded();
  for (const day of await days.all()) expect(await isInside(day, grid)).toBe(true);
  expect(await grid.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await expect(grid.locator(`th[data-date="${localToday()}"]`)).toHaveAttribute('aria-current', 'date');
  const employee = grid.getByRole('row', { name: new RegExp(fullName(team.employee)) });
  await expect(employee.getByRole('cell', { name: 'Vacation (pending approval)' }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, '/app/team week at 375 px');

  // Next week, and back.
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(days.first()).toHaveAttribute('data-date', addDays(monday, 7));
  await expect(employee.locator('[data-pending]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(days.first()).toHaveAttribute('data-date', monday);

  // The month grid on a phone: today in view beside the sticky names.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  const month = page.getByRole('region', { name: /^Team schedule, (?!Week)/ });
  const names = month.getByRole('rowheader').first();
  const todayHeader = month.locator(`th[data-date="${localToday()}"]`);
  await expect(todayHeader).toHaveAttribute('aria-current', 'date');
  expect(await isInside(todayHeader, month, 64)).toBe(true);
  await month.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  expect(await isInside(names, month)).toBe(true);

  // The calendar: Monday to Sunday on a 375 px screen.
  await page.getByRole('tab', { name: 'Calendar' }).click();
  const calendar = page.getByRole('region', { name: /^Team calendar/ });
  const sunday = calendar.getByRole('columnheader', { name: 'Sun' });
  await expect(sunday).toBeVisible();
  expect(await isInside(sunday, calendar)).toBe(true);
  expect(await calendar.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, '/app/team calendar at 375 px');

  // Reports: a table wider than the phone is a named, focusable region with a shadow on the side with more.
  await page.goto('/app/reports');
  const table = page.getByRole('region', { name: 'Absenteeism per person' });
  await expect(table).toBeVisible();
  await expect(table).toHaveAttribute('tabindex', '0');
  await expect(table).toHaveAccessibleDescription('Scroll sideways to see every column.');
  const frame = page.getByTestId('absenteeism-table').locator('xpath=ancestor::*[@data-slot="table-frame"]');
  const after = frame.locator('[data-slot="table-shadow-after"]');
  const before = frame.locator('[data-slot="table-shadow-before"]');
  await expect(after).toHaveCSS('opacity', '1');
  await expect(before).toHaveCSS('opacity', '0');
  await table.focus();
  await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(after).toHaveCSS('opacity', '0');
  await expect(before).toHaveCSS('opacity', '1');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, '/app/reports at 375 px');
});
