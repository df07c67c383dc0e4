import {
  createVerifiedAccount,
  expect,
  expectAccessible,
  linkIn,
  signInThroughUi,
  sql,
  test,
  uniqueEmail,
  waitForMail,
} from '../support/fixtures';

test('sign up, confirm the e-mail, sign in, use the shell and sign out', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth');
  await expectAccessible(page, '/auth sign in');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByText('Start Your Company')).toBeVisible();
  await page.getByLabel('First Name').fill('Jordi');
  await page.getByLabel('Last Name').fill('Puig');
  await page.getByLabel('Company Name').fill('Forn Puig');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('bread and butter 7');
  await expectAccessible(page, '/auth sign up');
  await page.getByRole('button', { name: 'Create Company Account' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await expect(
    page.getByText("We've sent you a confirmation link to complete your registration."),
  ).toBeVisible();

  const mail = await waitForMail(email, 'Confirm your e-mail');
  await page.goto(linkIn(mail, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByText('Email verified')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('bread and butter 7');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText('HR Dashboard')).toBeVisible();
  await expect(page.getByText('Forn Puig')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const item of [
    'Dashboard',
    'Absences',
    'Time Tracking',
    'Team Timesheets',
    'Invitations',
    'Team',
    'Settings',
  ]) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expectAccessible(page, '/app/dashboard');

  // Ctrl+B collapses the sidebar to icons and remembers it in the sidebar:state cookie.
  await page.keyboard.press('Control+b');
  await expect(page.locator('[data-state="collapsed"]').first()).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'sidebar:state')?.value).toBe('false');
  await page.reload();
  await expect(page.locator('[data-state="collapsed"]').first()).toBeVisible();
  await page.keyboard.press('Control+b');
  await expect(page.locator('[data-state="expanded"]').first()).toBeVisible();

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/auth\?redirect=/);
});

test('an e-mail that already has an account gets "Sign up failed" with the reason', async ({
  page,
  baseURL,
}) => {
  const account = await createVerifiedAccount(baseURL!, 'dup');
  await page.goto('/auth?tab=signup');
  await page.getByLabel('First Name').fill('Other');
  await page.getByLabel('Last Name').fill('Person');
  await page.getByLabel('Company Name').fill('Other Co');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('some other passphrase');
  await page.getByRole('button', { name: 'Create Company Account' }).click();
  await expect(page.getByText('Sign up failed')).toBeVisible();
  await expect(page.getByText(/already exists/)).toBeVisible();
});

test('the client refuses a malformed e-mail and a short password before asking the server', async ({
  page,
}) => {
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Create Company Account' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByText('First name is required')).toBeVisible();
});

test('names with HTML are shown as text', async ({ page, baseURL }) => {
  const account = await createVerifiedAccount(baseURL!, 'html');
  await sql(
    `update companies set name = $1 where id = (select active_company_id from profiles where email = $2)`,
    ['<b>Bold</b> & Co', account.email],
  );
  await signInThroughUi(page, account);
  await expect(page.getByText('<b>Bold</b> & Co')).toBeVisible();
});
