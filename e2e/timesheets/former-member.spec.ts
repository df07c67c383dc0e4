import { createTeamAccounts } from '../support/absences';
import { expectNoSidewaysScroll, signInApi } from '../support/company';
import { expect, expectAccessible, sql, test } from '../support/fixtures';
import { monthFromNow } from '../support/timesheets';

// Retention: a removed member's month stays in Team Timesheets, marked "Former member", with no Approve or
// Reject, at 1280 px and at 375 px.
test('a removed member stays in Team Timesheets as a former member, read-only', async ({
  browser,
  baseURL,
}) => {
  const team = await createTeamAccounts(baseURL!, 'former');
  const [person] = await sql<{ id: string }>('select id from profiles where email = $1', [
    team.employee.email,
  ]);
  // The fixture moves people by their profile: give the employee their membership of the company.
  await sql(
    `insert into memberships (company_id, user_id, joined_on) values ($1, $2, '2020-01-01') on conflict do nothing`,
    [team.companyId, person!.id],
  );
  const month = monthFromNow(-1);

  const employee = await (await browser.newContext({ baseURL })).newPage();
  await signInApi(employee, team.employee);
  const filled = await employee.request.post('/api/time-entries/bulk-apply', {
    data: { month, clockIn: '09:00', clockOut: '17:00', breakStart: '12:00', breakEnd: '13:00' },
  });
  expect(filled.status(), await filled.text()).toBe(200);
  const submitted = await employee.request.post('/api/timesheets/submit', { data: { month } });
  expect(submitted.status(), await submitted.text()).toBe(200);

  const admin = await (
    await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  ).newPage();
  await signInApi(admin, team.admin);
  const removed = await admin.request.delete(`/api/team/members/${person!.id}`);
  expect(removed.status(), await removed.text()).toBe(200);

  await admin.goto(`/app/team-timesheets?month=${month}`);
  const row = admin.locator(`li[data-member="${team.employee.email}"]`);
  await expect(row).toContainText('Former member');
  await expect(row).toContainText('Pending Review');
  await expect(row.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Reject/ })).toHaveCount(0);
  await expectAccessible(admin, 'Team Timesheets with a former member');

  await row.getByRole('link', { name: /^View the timesheet of/ }).click();
  await expect(admin.getByTestId('former-member')).toContainText('has left the company');
  await expect(admin.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await expectAccessible(admin, 'a former member’s timesheet');

  await admin.setViewportSize({ width: 375, height: 740 });
  await expect(admin.getByTestId('former-member')).toBeVisible();
  await expectNoSidewaysScroll(admin);
  await admin.goto(`/app/team-timesheets?month=${month}`);
  await expect(row).toContainText('Former member');
  await expectNoSidewaysScroll(admin);
  await expectAccessible(admin, 'Team Timesheets with a former member at 375 px');
});
