import { subscribeApi } from '../support/billing';
import { expectAccessibleSettled, expectNoSidewaysScroll, signInApi } from '../support/company';
import { createVerifiedAccount, expect, test } from '../support/fixtures';

test('at 375 px Cancel Plan and its confirmation fit the screen', async ({ page, baseURL }) => {
  const admin = await createVerifiedAccount(baseURL!, 'mobilecancel');
  await signInApi(page, admin);
  await subscribeApi(page, 5);

  await page.goto('/app/settings?tab=billing');
  await expect(page.getByRole('link', { name: /^PDF of the invoice of / })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your team plan?' });
  await expect(dialog.getByRole('button', { name: 'Keep Subscription' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessibleSettled(page, 'cancel plan dialog mobile');
  await dialog.getByRole('button', { name: 'Keep Subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel Plan' })).toBeVisible();
});
