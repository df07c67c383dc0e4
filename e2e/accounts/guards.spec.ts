import {
  createVerifiedAccount,
  expect,
  expectAccessible,
  removeFromCompany,
  setRoleOf,
  signInThroughUi,
  test,
} from '../support/fixtures';

test('a protected page sends a visitor to sign in and back to the page asked for', async ({
  page,
  baseURL,
}) => {
  const account = await createVerifiedAccount(baseURL!, 'guard');
  await page.goto('/app/team');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fapp%2Fteam/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/team$/);

  // Signed in, /auth goes to the dashboard.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectAccessible(page, '404');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a person whose seat was removed sees Access Revoked and can sign out', async ({ page, baseURL }) => {
  const account = await createVerifiedAccount(baseURL!, 'revoked');
  await signInThroughUi(page, account);
  await removeFromCompany(account.email);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Access Revoked' })).toBeVisible();
  await expect(page.getByText('No longer associated with any company')).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expectAccessible(page, 'Access Revoked');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an employee does not see admin entries and is sent away from admin pages', async ({
  page,
  baseURL,
}) => {
  const account = await createVerifiedAccount(baseURL!, 'employee');
  await setRoleOf(account.email, 'employee');
  await signInThroughUi(page, account);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Absences' })).toBeVisible();
  for (const item of ['Team Timesheets', 'Invitations', 'Settings']) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toHaveCount(0);
  }
  await page.goto('/app/settings');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
