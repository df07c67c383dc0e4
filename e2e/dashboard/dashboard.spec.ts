import { createTeamAccounts, dismissToasts, fullName, nextMonthMonday } from '../support/absences';
import { signInApi } from '../support/company';
import { stat } from '../support/dashboard';
import { createVerifiedAccount, expect, expectAccessible, JOURNEY_MS, sql, test } from '../support/fixtures';

test('Currently Working and Team Presence follow a clock-in and clock-out in another browser, without a reload; overdue reviews link to their decision', async ({
  browser,
  baseURL,
}) => {
  // Two polls of up to 15 s each.
  test.setTimeout(JOURNEY_MS);
  const team = await createTeamAccounts(baseURL!, 'dash');
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInApi(admin, team.admin);
  // A request of the employee waiting 10 days: overdue.
  const day = nextMonthMonday();
  const employeeApi = await (await browser.newContext({ baseURL })).newPage();
  await signInApi(employeeApi, team.employee);
  const created = await employeeApi.request.post('/api/absences', {
    data: { absenceType: 'vacation', startDate: day, endDate: day },
  });
  expect(created.status(), await created.text()).toBe(201);
  await sql(
    "update absences set updated_at = now() - interval '10 days' where user_id = (select id from profiles where email = $1)",
    [team.employee.email],
  );

  await admin.goto('/app/dashboard');
  await expect(admin.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(stat(admin, 'Team Members')).toContainText('3');
  await expect(stat(admin, 'Pending Absences')).toContainText('1');
  await expect(stat(admin, 'Currently Working')).toContainText('0');
  await expect(stat(admin, 'Currently Working')).toContainText('No one clocked in');
  await expect(stat(admin, 'Overdue Reviews')).toContainText('1');
  const presence = admin.getByRole('region', { name: 'Team Presence' });
  await expect(presence.getByText('No one currently clocked in')).toBeVisible();
  const recent = admin.getByRole('region', { name: 'Recent Absence Requests' });
  await expect(recent.getByText(fullName(team.employee))).toBeVisible();
  await expect(recent.getByText('Pending')).toBeVisible();
  await expect(admin.getByTestId('allowance-card')).toBeVisible();
  await expectAccessible(admin, '/app/dashboard (admin)');

  // The employee clocks in on their own dashboard, in another browser.
  const employee = await (await browser.newContext({ baseURL })).newPage();
  await signInApi(employee, team.employee);
  await employee.goto('/app/dashboard');
  const clock = employee.locator('[aria-labelledby="time-clock-title"]');
  await clock.getByRole('button', { name: 'Clock In' }).click();
  await expect(clock.getByText('Working', { exact: true })).toBeVisible();
  // Their own dashboard shows it at once; an employee sees only their own recent requests.
  await expect(stat(employee, 'Currently Working')).toContainText('1');
  await expect(
    employee
      .getByRole('region', { name: 'Recent Absence Requests' })
      .getByText('Your requests of the last 7 days'),
  ).toBeVisible();

  // The admin's page follows within 30 s, without a reload.
  await expect(stat(admin, 'Currently Working')).toContainText('1', { timeout: 30_000 });
  await expect(presence.getByText(fullName(team.employee))).toBeVisible();
  await expect(presence.getByText('Working', { exact: true })).toBeVisible();

  await dismissToasts(employee);
  await clock.getByRole('button', { name: 'Clock Out' }).click();
  await expect(clock.getByRole('button', { name: 'Clock In Again' })).toBeVisible();
  await expect(stat(admin, 'Currently Working')).toContainText('0', { timeout: 30_000 });
  await expect(presence.getByText('No one currently clocked in')).toBeVisible();

  // The overdue request opens Pending Approvals.
  const overdue = admin.getByRole('region', { name: 'Overdue Reviews' });
  const link = overdue.getByRole('link', { name: new RegExp(fullName(team.employee)) });
  await expect(link).toContainText('Vacation');
  await link.click();
  await expect(admin).toHaveURL(/\/app\/absences#pending-approvals$/);
  await expect(admin.getByRole('heading', { name: 'Pending Approvals' })).toBeVisible();
});

test('a company of one sees Getting Started instead of the lists', async ({ page, baseURL }) => {
  const account = await createVerifiedAccount(baseURL!, 'dash-solo');
  await signInApi(page, account);
  await page.goto('/app/dashboard');
  const start = page.getByRole('region', { name: 'Getting Started' });
  await expect(start).toBeVisible();
  for (const link of ['Go to Invitations', 'Go to Time Tracking', 'Go to Absences']) {
    await expect(start.getByRole('link', { name: link })).toBeVisible();
  }
  await expect(stat(page, 'Team Members')).toContainText('No employees yet');
  await expect(stat(page, 'Pending Absences')).toContainText('No pending requests');
  await expect(page.getByRole('region', { name: 'Team Presence' })).toHaveCount(0);
  await expectAccessible(page, '/app/dashboard (company of one)');
  await start.getByRole('link', { name: 'Go to Invitations' }).click();
  await expect(page).toHaveURL(/\/app\/invitations$/);
});
