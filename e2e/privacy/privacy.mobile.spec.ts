import { expectNoSidewaysScroll, signInApi } from '../support/company';
import { withCookieChoice } from '../support/consent';
import { createVerifiedAccount, expect, expectAccessible, test } from '../support/fixtures';

test('privacy screens at 375 px: my data, company export, deletion guidance, unsubscribe page', async ({
  page,
  baseURL,
}) => {
  const account = await createVerifiedAccount(baseURL!, 'gdpr-mobile');
  await withCookieChoice(page);
  await signInApi(page, account);

  await page.goto('/app/account?tab=privacy');
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByRole('link', { name: 'Download ZIP' })).toBeVisible({ timeout: 15_000 });
  // The company's only admin is told how to leave instead of asking nobody.
  await expect(page.getByText("You are your company's only admin", { exact: false })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'account privacy (mobile)');

  await page.goto('/app/settings?tab=privacy');
  await expect(page.getByText('No pending deletion requests')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export company data' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'settings privacy (mobile)');

  await page.goto('/unsubscribe?token=not-a-real-token');
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid.');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'unsubscribe (mobile)');
});
