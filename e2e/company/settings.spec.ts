import { expectAccessibleSettled, PNG_BYTES, signInApi } from '../support/company';
import {
  createVerifiedAccount,
  expect,
  JOURNEY_MS,
  setRoleOf,
  signInThroughUi,
  test,
} from '../support/fixtures';

test('company settings: form rules, logo, team hours and allowance, last admin, and deleting the company', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(JOURNEY_MS);
  const admin = await createVerifiedAccount(baseURL!, 'settings');
  await signInApi(page, admin);
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { name: 'Company Settings' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Company', 'Team', 'Preferences', 'Privacy', 'Billing']);

  // Company details: Save only when something changed; blank name refused; invalid allowance becomes 25.
  const save = page.getByRole('button', { name: 'Save Changes' });
  const name = page.getByLabel('Company Name');
  const allowance = page.getByLabel('Default Holiday Allowance (days)');
  await expect(save).toBeDisabled();
  await name.fill('   ');
  await save.click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await name.fill(`  ${admin.companyName}  `);
  await expect(save).toBeDisabled();
  await name.fill(`${admin.companyName} SL`);
  await allowance.fill('30');
  await save.click();
  await expect(page.getByText('Company settings updated successfully')).toBeVisible();
  await expect(page.getByText('1 member · default allowance 30 days')).toBeVisible();
  await allowance.fill('400');
  await save.click();
  await expect(page.getByText('1 member · default allowance 25 days')).toBeVisible();
  await expect(allowance).toHaveValue('25');
  // The shell shows the new name too.
  await expect(page.locator('[data-slot="sidebar-header"]')).toContainText(`${admin.companyName} SL`);

  // Logo: checked by content on the server.
  await page.setInputFiles('#company-logo-file', {
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG_BYTES,
  });
  await expect(page.getByText('Company logo updated successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: `${admin.companyName} SL logo` }).first()).toBeVisible();
  // "Shown to your team": beside the company name in the sidebar, loaded from the company's files.
  const sidebarLogo = page.locator('[data-slot="sidebar-header"] img[data-slot="company-logo"]');
  await expect(sidebarLogo).toBeVisible();
  await expect(sidebarLogo).toHaveJSProperty('complete', true);
  expect(await sidebarLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.setInputFiles('#company-logo-file', {
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a picture'),
  });
  await expect(page.getByText('Failed to upload logo')).toBeVisible();
  await expectAccessibleSettled(page, 'settings company tab');

  // Team tab: the work week refuses a day over 24 h; a 38 h week (Friday 6 h) is saved; the allowance
  // editor refuses a negative remainder.
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByText('Total Members')).toBeVisible();
  const me = `Marta Vidal settings`;
  await expect(page.getByRole('combobox', { name: `Role of ${me}` })).toBeDisabled();
  await page.getByRole('button', { name: `Work schedule of ${me}` }).click();
  const week = page.getByRole('dialog', { name: 'Work Schedule' });
  await week.getByRole('checkbox', { name: 'Follow the company default' }).click();
  await week.getByLabel('Hours on Friday').fill('25');
  await week.getByRole('button', { name: 'Save' }).click();
  await expect(week.getByRole('alert')).toHaveText('Friday: enter 0 to 24 hours');
  await week.getByLabel('Hours on Friday').fill('6');
  await expect(week.getByText('38 h', { exact: true })).toBeVisible();
  await week.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Work schedule updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Work schedule of ${me}` })).toHaveText('38 h/week');

  await page.getByRole('button', { name: `Holiday allowance of ${me}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Holiday Allowance' });
  await expect(dialog.getByLabel('Annual allowance (days)')).toHaveValue('25');
  // The founder joined Plantel today, not the company: the company's first year is not pro-rated.
  const proRata = dialog.getByRole('checkbox', { name: 'Pro-rate to the days in the company' });
  if ((await proRata.count()) > 0) await expect(proRata).not.toBeChecked();
  await dialog.getByLabel('Manual adjustment (days)').fill('26');
  await expect(dialog.getByText('Remaining days cannot be negative.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectAccessibleSettled(page, 'holiday allowance dialog');
  await dialog.getByLabel('Manual adjustment (days)').fill('5');
  await expect(dialog.getByText('20 days')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Holiday allowance updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Holiday allowance of ${me}` })).toHaveText('20 days left');

  // The only admin is not offered Leave Company (the server would refuse): the row says why instead.
  const myRow = page.getByRole('listitem').filter({ hasText: me });
  await expect(myRow.getByRole('button', { name: 'Leave Company' })).toHaveCount(0);
  await expect(
    myRow.getByText('You are the only admin. Make another member an admin before you leave.'),
  ).toBeVisible();

  for (const tab of ['Preferences', 'Privacy', 'Billing']) await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('tab', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Data Protection Contact' })).toBeVisible();
  await expect(page.getByText('We answer every data protection request within 30 days.')).toBeVisible();
  await expectAccessibleSettled(page, 'settings privacy tab');

  // Danger Zone: warning, then the exact confirmation; closing starts over.
  await page.getByRole('tab', { name: 'Company' }).click();
  await page.getByRole('button', { name: 'Delete Company' }).click();
  await expect(page.getByRole('dialog', { name: `Delete ${admin.companyName} SL?` })).toBeVisible();
  await expectAccessibleSettled(page, 'delete company warning');
  await page.getByRole('button', { name: 'Continue' }).click();
  const confirmation = page.getByLabel('Confirmation');
  await confirmation.fill('delete company');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Company' }).click();
  await expect(page.getByText("Please type 'DELETE COMPANY' to confirm")).toBeVisible();
  await expectAccessibleSettled(page, 'delete company confirmation');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete Company' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Confirmation').fill('DELETE COMPANY');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Company' }).click();
  await expect(page.getByText('Company account deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughUi(page, admin);
  await expect(page.getByRole('heading', { name: 'Access Revoked' })).toBeVisible();
});

test('an employee is sent away from settings and the API refuses them', async ({ page, baseURL }) => {
  const account = await createVerifiedAccount(baseURL!, 'notadmin');
  await setRoleOf(account.email, 'employee');
  await signInApi(page, account);
  await page.goto('/app/invitations');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  expect((await page.request.get('/api/company')).status()).toBe(403);
  expect((await page.request.get('/api/invitations')).status()).toBe(403);
  await page.goto('/app/team');
  await expect(page.getByText(account.email).first()).toBeVisible();
});
