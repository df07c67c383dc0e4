import { expectAccessibleSettled, expectNoSidewaysScroll, signInApi } from '../support/company';
import { createVerifiedAccount, expect, test } from '../support/fixtures';

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
