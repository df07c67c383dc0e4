import { createTeamAccounts, dismissToasts, fullName } from '../support/absences';
import { expectNoSidewaysScroll, signInApi } from '../support/company';
import { expect, expectAccessible, test } from '../support/fixtures';
import { dayRow, firstWorkingDay, monthFigures, monthFromNow } from '../support/timesheets';

test('at 375 px: the live clock on the dashboard, the day list and its dialog, Team Timesheets and the detail', async ({
  browser,
  baseURL,
}) => {
  const team = await createTeamAccounts(baseURL!, 'ts-mobile');
  const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, baseURL };

  const employee = await (await browser.newContext(phone)).newPage();
  await signInApi(employee, team.employee);
  await employee.goto('/app/dashboard');
  const clock = employee
    .getByRole('region', { name: 'Time Clock' })
    .or(employee.locator('[aria-labelledby="time-clock-title"]'));
  await expect(clock.getByText('You are not clocked in.')).toBeVisible();
  await clock.getByRole('button', { name: 'Clock In' }).click();
  await expect(clock.getByText('Working', { exact: true })).toBeVisible();
  await expect(clock.getByTestId('clock-elapsed')).toBeVisible();
  await clock.getByRole('button', { name: 'Start Break' }).click();
  await expect(clock.getByText('On break', { exact: true })).toBeVisible();
  await clock.getByRole('button', { name: 'End Break' }).click();
  await clock.getByRole('button', { name: 'Clock Out' }).click();
  await expect(clock.getByText(/^Clocked out\. Today: \d\d:\d\d–\d\d:\d\d \(/)).toBeVisible();
  // A split shift: clock in again after clocking out, a second work period of the day.
  await dismissToasts(employee);
  await clock.getByRole('button', { name: 'Clock In Again' }).click();
  await expect(clock.getByText('Working', { exact: true })).toBeVisible();
  await clock.getByRole('button', { name: 'Clock Out' }).click();
  await expect(clock.getByText(/^Clocked out\. Today: .+, .+ \(/)).toBeVisible();
  await expectNoSidewaysScroll(employee);
  await dismissToasts(employee);
  await expectAccessible(employee, '/app/dashboard at 375 px');

  // The clock wrote today's two periods: the day list shows them on one day.
  await employee.goto('/app/time-tracking');
  const { view } = await monthFigures(employee, monthFromNow(0));
  await expect(dayRow(employee, view.today)).toContainText('Today');
  await expect(dayRow(employee, view.today)).toContainText('2 periods');
  expect(view.entries.map((e) => e.date)).toEqual([view.today, view.today]);
  await expectNoSidewaysScroll(employee);

  // Next month on the phone: open a day, fill it, save.
  await employee.getByRole('button', { name: 'Next month' }).click();
  const next = await monthFigures(employee, monthFromNow(1));
  const day = firstWorkingDay(next.view);
  await dayRow(employee, day).getByRole('button').click();
  const dialog = employee.getByRole('dialog', { name: /^Add Time Entry/ });
  await dialog.getByRole('textbox', { name: 'Clock In', exact: true }).fill('08:30');
  await dialog.getByRole('textbox', { name: 'Clock Out', exact: true }).fill('15:00');
  await expect(dialog.getByTestId('entry-total')).toHaveText('6.50');
  await expectNoSidewaysScroll(employee);
  await expectAccessible(employee, 'time entry dialog at 375 px');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dayRow(employee, day)).toContainText('6.50h');
  await expectNoSidewaysScroll(employee);
  // A split shift: the same day gets a second period, with two short breaks; the row adds them up.
  await dismissToasts(employee);
  await dayRow(employee, day).getByRole('button').click();
  await employee
    .getByRole('dialog', { name: /^Edit Time Entry/ })
    .getByRole('button', { name: 'Add period' })
    .click();
  // The dialog now adds a period to the day.
  const edit = employee.getByRole('dialog', { name: /^Add Time Entry/ });
  await edit.getByRole('textbox', { name: 'Clock In', exact: true }).fill('17:00');
  await edit.getByRole('textbox', { name: 'Clock Out', exact: true }).fill('20:30');
  await edit.getByRole('textbox', { name: 'Break Start', exact: true }).fill('18:00');
  await edit.getByRole('textbox', { name: 'Break End', exact: true }).fill('18:10');
  await edit.getByRole('button', { name: 'Add break' }).click();
  await edit.getByRole('textbox', { name: 'Break 2 Start', exact: true }).fill('19:00');
  await edit.getByRole('textbox', { name: 'Break 2 End', exact: true }).fill('19:20');
  // 17:00–20:30 = 3.5 h, minus 10 and 20 min = 3 h; the day: 6.5 + 3 = 9.5 h.
  await expect(edit.getByTestId('entry-total')).toHaveText('3.00');
  await expectNoSidewaysScroll(employee);
  await expectAccessible(employee, 'time entry dialog with two periods at 375 px');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(dayRow(employee, day)).toContainText('9.50h');
  await expect(dayRow(employee, day)).toContainText('2 periods');
  await expectNoSidewaysScroll(employee);
  await dismissToasts(employee);
  await expectAccessible(employee, '/app/time-tracking at 375 px');

  const admin = await (await browser.newContext(phone)).newPage();
  await signInApi(admin, team.admin);
  await admin.goto(`/app/team-timesheets?month=${monthFromNow(1)}`);
  const row = admin.locator(`li[data-member="${team.employee.email}"]`);
  // The split-shift day: 6.5 h + 3 h, one day worked.
  await expect(row).toContainText('9.5h of');
  await expect(row).toContainText('1 days worked');
  await expectNoSidewaysScroll(admin);
  await expectAccessible(admin, '/app/team-timesheets at 375 px');
  await row.getByRole('link', { name: /^View/ }).click();
  await expect(admin.getByRole('heading', { name: fullName(team.employee), level: 1 })).toBeVisible();
  await expect(dayRow(admin, day)).toContainText('9.50h');
  // The admin's read-only day: both periods and the day's total.
  await dayRow(admin, day).getByRole('button').click();
  const readOnly = admin.getByRole('dialog');
  await expect(readOnly.getByText('Period 2')).toBeVisible();
  await expect(readOnly.getByText('Day total')).toBeVisible();
  await expectAccessible(admin, 'the day of two periods (admin) at 375 px');
  await readOnly.getByRole('button', { name: 'Close' }).first().click();
  await expectNoSidewaysScroll(admin);
  await expectAccessible(admin, '/app/team-timesheets/:userId at 375 px');
});
