import { expectAccessibleSettled, expectNoSidewaysScroll, PNG_BYTES, signInApi } from '../support/company';
import { companyIdOf, createVerifiedAccount, expect, moveToCompany, test } from '../support/fixtures';

test('at 375 px the invitations page and every settings tab fit the screen', async ({ page, baseURL }) => {
  const admin = await createVerifiedAccount(baseURL!, 'mobileadmin');
  await signInApi(page, admin);
  await page.request.post('/api/invitations', {
    data: {
      name: 'Alexandra Montserrat-Villanueva',
      email: `long.address.${Date.now()}@example.test`,
      position: 'Head of Operations',
    },
  });

  await page.goto('/app/invitations');
  await expect(page.getByRole('heading', { name: 'Employee Invitations' })).toBeVisible();
  await expect(page.getByText('Alexandra Montserrat-Villanueva')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessibleSettled(page, '/app/invitations mobile');
  await page.getByRole('button', { name: 'New Invitation' }).click();
  await expect(page.getByRole('dialog', { name: 'New Invitation' })).toBeVisible();
  await expectAccessibleSettled(page, 'New Invitation dialog mobile');
  await page.keyboard.press('Escape');

  await page.goto('/app/settings');
  for (const tab of ['Company', 'Team', 'Preferences', 'Privacy', 'Billing']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('data-state', 'active');
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
  }
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByText('Total Members')).toBeVisible();
  await expectAccessibleSettled(page, 'settings team mobile');
});

test('at 375 px a member row says what its actions do, and the company logo is in the header', async ({
  page,
  baseURL,
}) => {
  const admin = await createVerifiedAccount(baseURL!, 'mobilerows');
  const colleague = await createVerifiedAccount(baseURL!, 'mobilecolleague');
  await moveToCompany(colleague.email, await companyIdOf(admin.email), 'employee');
  await signInApi(page, admin);
  const upload = await page.request.post('/api/company/logo', {
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: PNG_BYTES } },
  });
  expect(upload.status()).toBe(200);

  await page.goto('/app/settings?tab=team');
  const name = `${colleague.firstName} ${colleague.lastName}`;
  await expect(page.getByRole('button', { name: `Remove from company (${name})` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete account (${name})` })).toBeVisible();
  await expect(
    page.getByText('You are the only admin. Make another member an admin before you leave.'),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);

  const logo = page.locator('header').getByRole('img', { name: `${admin.companyName} logo` });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessibleSettled(page, 'settings team rows mobile');
});
