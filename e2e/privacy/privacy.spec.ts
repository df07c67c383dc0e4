import { createTeamAccounts, fullName, nextMonthMonday } from '../support/absences';
import { signInApi } from '../support/company';
import { withCookieChoice } from '../support/consent';
import { expect, expectAccessible, JOURNEY_MS, linkIn, test, waitForMail } from '../support/fixtures';
import { downloadZip } from '../support/privacy';

test('GDPR rights: download my data, e-mail preferences, unsubscribe link, deletion asked and carried out, company export', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(JOURNEY_MS);
  const team = await createTeamAccounts(baseURL!, 'gdpr');
  const open = async (account: { email: string; password: string }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await withCookieChoice(page);
    await signInApi(page, account);
    return page;
  };
  const employee = await open(team.employee);
  const admin = await open(team.admin);

  // Something to export, and a request e-mail for the approvers (with its unsubscribe link).
  const day = nextMonthMonday();
  const absence = await employee.request.post('/api/absences', {
    data: { absenceType: 'vacation', startDate: day, endDate: day },
  });
  expect(absence.status()).toBe(201);

  // The employee: Account → Privacy & Data → Download my data → progress → the ZIP, opened here.
  await employee.goto('/app/account?tab=privacy');
  await expect(employee.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expect(employee.getByText('No export yet.', { exact: false })).toBeVisible();
  await expectAccessible(employee, 'account privacy tab');
  await employee.getByRole('button', { name: 'Download my data' }).click();
  await expect(employee.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await expect(employee.getByRole('button', { name: 'Preparing your data…' })).toBeDisabled();
  const download = employee.getByRole('link', { name: 'Download ZIP' });
  await expect(download).toBeVisible({ timeout: 15_000 });
  await expect(employee.getByText('Your export is ready')).toBeVisible();
  await expectAccessible(employee, 'export ready');
  const zip = await downloadZip(employee, () => download.click());
  expect(zip.name).toMatch(/^plantel-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(Object.keys(zip.files)).toEqual(
    expect.arrayContaining([
      'profile.json',
      'profile.csv',
      'absences.json',
      'time-entries.csv',
      'consents.json',
    ]),
  );
  expect(JSON.parse(zip.files['profile.json']!)[0]).toMatchObject({
    email: team.employee.email,
    role: 'employee',
  });
  expect(JSON.parse(zip.files['absences.json']!)).toEqual([
    expect.objectContaining({ startDate: day, status: 'pending' }),
  ]);
  expect(zip.files['consents.csv']).toContain('consentType');
  await waitForMail(team.employee.email, 'Your data export is ready');

  // E-mail preferences: one switch, saved at once.
  const reminders = employee.getByRole('switch', { name: 'Timesheet reminders' });
  await expect(reminders).toBeChecked();
  await reminders.click();
  await expect(employee.getByText('Timesheet reminders e-mails turned off')).toBeVisible();
  await expect(reminders).not.toBeChecked();

  // Asking for the account's deletion.
  await employee.getByRole('button', { name: 'Ask to Delete My Account' }).click();
  const ask = employee.getByRole('alertdialog', { name: 'Ask to delete your account?' });
  await expect(ask).toBeVisible();
  await expectAccessible(employee, 'ask to delete dialog');
  await ask.getByRole('button', { name: 'Send Request' }).click();
  await expect(employee.getByText('Your request was sent to your company administrators')).toBeVisible();
  await expect(
    employee.getByText('You asked for your account to be deleted on', { exact: false }),
  ).toBeVisible();
  await expect(employee.getByRole('button', { name: 'Withdraw Request' })).toBeVisible();
  await waitForMail(team.admin.email, `Account deletion request from ${fullName(team.employee)}`);

  // The manager unsubscribes from requests with the link of the absence e-mail, without signing in.
  const request = await waitForMail(team.manager.email, 'New absence request from');
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(linkIn(request, '/unsubscribe?token='));
  await expect(visitor.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(visitor.getByText('Requests to review', { exact: false })).toBeVisible();
  await expectAccessible(visitor, 'unsubscribe page');
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('status')).toHaveText(
    /You will no longer receive "Requests to review" e-mails/,
  );

  // The admin: Settings → Privacy shows the request; the company export; the deletion.
  await admin.goto('/app/settings?tab=privacy');
  const requests = admin.getByRole('listitem').filter({ hasText: team.employee.email });
  await expect(requests).toContainText('answer by');
  await expectAccessible(admin, 'settings privacy tab');
  await admin.getByRole('button', { name: 'Export company data' }).click();
  const companyZip = admin.getByRole('link', { name: 'Download ZIP' });
  await expect(companyZip).toBeVisible({ timeout: 15_000 });
  const company = await downloadZip(admin, () => companyZip.click());
  expect(company.name).toMatch(/^plantel-company-data-.+\.zip$/);
  for (const account of [team.admin, team.manager, team.employee]) {
    expect(company.files['people.csv']).toContain(account.email);
  }
  expect(company.files['absences.csv']).toContain(day);

  await requests.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = admin.getByRole('alertdialog', {
    name: `Delete the account of ${fullName(team.employee)}?`,
  });
  await expect(confirm).toContainText('Deleted user #');
  await expectAccessible(admin, 'delete account dialog');
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(admin.getByText(`${fullName(team.employee)}'s account was deleted`)).toBeVisible();
  await expect(admin.getByText('No pending deletion requests')).toBeVisible();
  await waitForMail(team.employee.email, 'Your Plantel account was deleted');

  // The employee has lost access at once.
  await employee.reload();
  await expect(employee).toHaveURL(/\/auth/);
});
