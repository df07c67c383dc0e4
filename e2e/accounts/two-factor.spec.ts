import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { createVerifiedAccount, expect, expectAccessible, signInThroughUi, test } from '../support/fixtures';

const totp = (key: string) => createOTP(base32.decode(key)).totp();

test('turn on two-factor authentication, then sign in with a code from the app', async ({
  page,
  baseURL,
}) => {
  const account = await createVerifiedAccount(baseURL!, 'mfa');
  await signInThroughUi(page, account);
  await page.goto('/app/account');
  const card = page
    .getByRole('heading', { name: 'Two-factor authentication' })
    .locator('xpath=ancestor::*[@data-slot="card"]');
  await expect(card.getByText('Off')).toBeVisible();
  await card.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectAccessible(page, 'two-factor set-up dialog');
  const key = (await dialog.locator('code').textContent())!.trim();
  await dialog.getByLabel('Code from the app').fill(await totp(key));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on')).toBeVisible();
  await expect(card.getByText('On', { exact: true })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid. Try again.')).toBeVisible();
  await page.getByLabel('Authentication code').fill(await totp(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
