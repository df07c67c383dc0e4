import {
  createVerifiedAccount,
  expect,
  expectAccessible,
  linkIn,
  test,
  waitForMail,
} from '../support/fixtures';

test('forgot password, reset from the e-mail, signed in; the old password is refused', async ({
  page,
  baseURL,
}) => {
  const account = await createVerifiedAccount(baseURL!, 'reset');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Email').fill(account.email);
  await expectAccessible(page, 'forgot password dialog');
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  const mail = await waitForMail(account.email, 'Reset your Plantel password');
  await page.goto(linkIn(mail, '/reset-password'));
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByText('New Password', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/); // the token left the address bar
  await expectAccessible(page, '/reset-password');

  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('New Password').fill('a fresh passphrase 9');
  await page.getByLabel('Confirm Password').fill('a fresh passphrase 9');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  const old = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL! },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(old.status).toBe(401);

  // The link works once.
  await page.context().clearCookies();
  await page.goto(linkIn(mail, '/reset-password'));
  await expect(page.getByText('Invalid or expired reset link. Please request a new one.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login Page' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 6000 });
});

test('reset links with an error or without a token explain themselves and go back to sign in', async ({
  page,
}) => {
  await page.goto(
    '/reset-password#error=access_denied&error_description=Email+link+is+invalid+or+has+expired',
  );
  await expect(page.getByText('Email link is invalid or has expired')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 6000 });

  await page.goto('/reset-password?type=recovery');
  await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 6000 });
});
