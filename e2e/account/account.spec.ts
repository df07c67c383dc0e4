import sharp from 'sharp';
import { withCookieChoice } from '../support/consent';
import {
  createVerifiedAccount,
  expect,
  expectAccessible,
  signInThroughUi,
  sql,
  test,
} from '../support/fixtures';

test('account: change the name (HTML shown as text), upload a photo, refuse bad files, manage consents', async ({
  page,
  baseURL,
}) => {
  const account = await createVerifiedAccount(baseURL!, 'account');
  await withCookieChoice(page);
  await signInThroughUi(page, account);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page).toHaveTitle('Account Settings · Plantel');
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await expect(page.getByText('Contact your administrator to change your email address')).toBeVisible();
  await expect(page.getByText('Your role is managed by your company administrator')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Role')).toHaveValue('Admin');
  await expect(page.getByText('This device', { exact: true })).toBeVisible();
  await expectAccessible(page, '/app/account profile');

  // Name: saved trimmed, shown as text in the header.
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await page.getByLabel('First Name').fill('  <b>Núria</b> ');
  await page.getByLabel('Last Name').fill('Puig');
  await save.click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: '<b>Núria</b> Puig (User menu)' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('<b>Núria</b>');
  await page.getByLabel('First Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();

  // Photo: checked in the browser first, then by content on the server.
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select an image file')).toBeVisible();
  await fileInput.setInputFiles({
    name: 'big.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(Math.round(2.1 * 1024 * 1024)),
  });
  await expect(page.getByText('File size must be less than 2MB')).toBeVisible();
  await fileInput.setInputFiles({
    name: 'renamed.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Failed to upload profile picture')).toBeVisible();

  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();
  await fileInput.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Profile picture updated successfully')).toBeVisible();
  const avatar = page.getByRole('img', { name: 'Profile picture of <b>Núria</b> Puig' });
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /^\/api\/files\/companies\/[0-9a-f-]+\/avatars\/[\w-]+\.webp$/);
  await expect(page.getByRole('button', { name: 'Change Photo' })).toBeVisible();
  const [row] = await sql<{ avatar_url: string }>('select avatar_url from profiles where email = $1', [
    account.email,
  ]);
  expect(await avatar.getAttribute('src')).toBe(row!.avatar_url);

  // Password: a wrong current password is refused with the server's reason.
  await page.getByLabel('Current Password').fill('not my password');
  await page.getByLabel('New Password', { exact: true }).fill('a new sturdy passphrase');
  await page.getByLabel('Confirm New Password').fill('a new sturdy passphrase');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password update failed')).toBeVisible();

  // Privacy & Data: consents saved to the account with the spec's messages.
  await page.getByRole('tab', { name: 'Privacy & Data' }).click();
  const analytics = page.getByRole('switch', { name: 'Analytics' });
  await expect(analytics).not.toBeChecked();
  await analytics.click();
  await expect(page.getByText('Analytics consent granted')).toBeVisible();
  await expect(analytics).toBeChecked();
  await analytics.click();
  await expect(page.getByText('Analytics consent withdrawn')).toBeVisible();
  await expect(analytics).not.toBeChecked();
  const consents = await sql<{ consent_given: boolean; withdrawn: boolean }>(
    `select consent_given, consent_withdrawn_date is not null as withdrawn from user_consents
     where consent_type = 'analytics' and user_id = (select id from users where email = $1)`,
    [account.email],
  );
  expect(consents).toEqual([{ consent_given: false, withdrawn: true }]);
  await expect(page.getByText('We answer every request within 30 days.')).toBeVisible();
  await expectAccessible(page, '/app/account privacy');
});

test('active sessions: another device is listed and can be signed out; a password change ends the others', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await createVerifiedAccount(baseURL!, 'sessions');
  await withCookieChoice(page);
  await signInThroughUi(page, account);

  const other = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  const phone = await other.newPage();
  await signInThroughUi(phone, account);

  await page.goto('/app/account');
  const sessions = page.getByRole('list').filter({ hasText: 'This device' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('Safari on iPhone')).toBeVisible();
  await expectAccessible(page, '/app/account sessions');
  await sessions.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
  await expect(page.getByText('Session signed out')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await phone.goto('/app/dashboard');
  await expect(phone).toHaveURL(/\/auth\?redirect=/);

  await signInThroughUi(phone, account);
  await page.reload();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Current Password').fill(account.password);
  await page.getByLabel('New Password', { exact: true }).fill('another sturdy passphrase');
  await page.getByLabel('Confirm New Password').fill('another sturdy passphrase');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated. Your other devices have been signed out.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await phone.goto('/app/dashboard');
  await expect(phone).toHaveURL(/\/auth\?redirect=/);
  await other.close();
});
