// Issue 17 item 7 in a real browser at 375 px: what the picker looks like (muted days of the neighbouring
// months, which cannot be picked), the picked date kept, the end date following the start, and a request
// that uses no working days refused in words.
import { NO_WORKING_DAYS } from '../../domain/absences';
import { formatDisplayDate } from '../../domain/calendar';
import { addDaysIso, createTeamAccounts, pickDate } from '../support/absences';
import { expectNoSidewaysScroll, signInApi } from '../support/company';
import { expect, expectAccessible, test } from '../support/fixtures';

/** The Saturday of the week after next: a weekend a week or two away, wherever today falls. */
function comingSaturday(now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 8);
  while (d.getDay() !== 6) d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('at 375 px the date pickers keep the date, mute the other months and a weekend-only request is refused', async ({
  browser,
  baseURL,
}) => {
  const team = await createTeamAccounts(baseURL!, 'date-picker');
  const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, baseURL };
  const page = await (await browser.newContext(phone)).newPage();
  await signInApi(page, team.employee);
  await page.goto('/app/absences');
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  await expect(page.getByRole('heading', { name: 'New Absence Request' })).toBeVisible();

  // Every month's grid starts or ends with days of the neighbouring months (six weeks are 42 days).
  await page.getByRole('button', { name: 'Start Date', exact: true }).click();
  const picker = page.locator('[data-slot="popover-content"]');
  await expect(picker).toBeVisible();
  const outside = picker.locator('td[data-outside] button');
  const inside = picker.locator('td:not([data-outside]) button');
  expect(await outside.count()).toBeGreaterThan(0);
  await expect(outside.first()).toBeDisabled();
  await expect(outside.first()).toHaveCSS('opacity', '0.5');
  await expect(inside.first()).toBeEnabled();
  await expect(inside.first()).toHaveCSS('opacity', '1');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'date picker at 375 px');
  await page.keyboard.press('Escape');

  const saturday = comingSaturday();
  const sunday = addDaysIso(saturday, 1);
  await pickDate(page, 'Start Date', saturday);
  // The end date follows the start date.
  await expect(page.getByRole('button', { name: 'End Date', exact: true })).toHaveText(
    formatDisplayDate(saturday),
  );
  // Clicking the picked day again keeps it.
  await pickDate(page, 'Start Date', saturday);
  await expect(page.getByRole('button', { name: 'Start Date', exact: true })).toHaveText(
    formatDisplayDate(saturday),
  );
  await pickDate(page, 'End Date', sunday);

  await page.getByRole('combobox', { name: 'Absence Type' }).click();
  await page.getByRole('option', { name: 'Vacation' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Invalid Dates')).toBeVisible();
  await expect(page.getByText(NO_WORKING_DAYS)).toBeVisible();
  // Nothing was created: the form is still open and the list is still empty.
  await expect(page.getByRole('heading', { name: 'New Absence Request' })).toBeVisible();
  await expect(page.getByText('No absence requests yet.')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
