import { createInvitationApi, expectAccessibleSettled, signInApi } from '../support/company';
import {
  createVerifiedAccount,
  expect,
  JOURNEY_MS,
  linkIn,
  removeFromCompany,
  signInThroughUi,
  sql,
  test,
  uniqueEmail,
  waitForMail,
} from '../support/fixtures';

test('admin invites, the invitee joins through /join, appears on Team, gets a role and is removed', async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  test.setTimeout(JOURNEY_MS);
  const admin = await createVerifiedAccount(baseURL!, 'inviter');
  await signInApi(page, admin);

  // Invitations page and the New Invitation dialog.
  await page.goto('/app/invitations');
  await expect(page.getByRole('heading', { name: 'Employee Invitations' })).toBeVisible();
  await expect(page.getByText('Free Plan')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByText('No invitations yet')).toBeVisible();
  await expectAccessibleSettled(page, '/app/invitations');
  await page.getByRole('button', { name: 'New Invitation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Invitation' });
  const create = dialog.getByRole('button', { name: 'Create Invitation' });
  await expect(create).toBeDisabled();
  const inviteeEmail = uniqueEmail('invitee');
  await dialog.getByLabel('Name').fill('Nuria Soler');
  await dialog.getByLabel('Email').fill(inviteeEmail);
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Position').fill('Baker');
  await expectAccessibleSettled(page, 'New Invitation dialog');
  await create.click();
  await expect(page.getByText('Invitation created successfully')).toBeVisible();
  const item = page.getByRole('listitem', { name: 'Invitation for Nuria Soler' });
  await expect(item.locator('[data-slot="badge"]')).toHaveText('Active');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await item.getByRole('button', { name: 'Copy invitation link for Nuria Soler' }).click();
  await expect(page.getByText('Invitation link copied to clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());

  // The invitee gets the link by e-mail and signs up through it.
  const mail = await waitForMail(inviteeEmail, 'invited to join');
  const link = linkIn(mail, '/join/');
  expect(copied).toBe(link);
  const inviteeContext = await browser.newContext({ baseURL: baseURL! });
  const invitee = await inviteeContext.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: `Join ${admin.companyName}` })).toBeVisible();
  await expect(invitee.getByLabel('Email')).toHaveValue(inviteeEmail);
  await expect(invitee.getByLabel('First Name')).toHaveValue('Nuria');
  await invitee.getByLabel('Password').fill('fresh bread daily 9');
  await expectAccessibleSettled(invitee, '/join/{code} visitor');
  await invitee.getByRole('button', { name: 'Create Account & Join' }).click();
  await expect(invitee.getByText('Account Created!')).toBeVisible();
  await expect(
    invitee.getByText(`You'll be automatically added to ${admin.companyName} once verified.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(invitee).toHaveURL(/\/auth$/);

  const verification = await waitForMail(inviteeEmail, 'Confirm your e-mail');
  await invitee.goto(linkIn(verification, '/api/auth/verify-email'));
  await signInThroughUi(invitee, { email: inviteeEmail, password: 'fresh bread daily 9' });
  await expect(invitee.getByText(admin.companyName)).toBeVisible();

  // The admin sees the new member on Team and the invitation as Used.
  await page.reload();
  await expect(item.locator('[data-slot="badge"]')).toHaveText('Used');
  await page.goto('/app/team');
  await expect(page.getByRole('heading', { name: 'Team Overview', exact: true })).toBeVisible();
  // Both the schedule grid and the members list name her; the list is the one with the count.
  const members = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Team Members' }) });
  await expect(members.getByText('Nuria Soler')).toBeVisible();
  await expect(members.getByText('2 members')).toBeVisible();
  await expectAccessibleSettled(page, '/app/team');

  // Role change in Settings → Team.
  await page.goto('/app/settings?tab=team');
  await page.getByRole('combobox', { name: 'Role of Nuria Soler' }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await expect(page.getByText('Member role updated successfully')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Role of Nuria Soler' })).toHaveText('Manager');
  await expect(page.getByText('Managers').locator('..')).toContainText('1');
  await expectAccessibleSettled(page, 'settings team tab');

  // Removal: the member sees Access Revoked on their next request.
  await page.getByRole('button', { name: 'Remove from company (Nuria Soler)' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Remove Nuria Soler?' })).toBeVisible();
  await expectAccessibleSettled(page, 'remove member dialog');
  await page.getByRole('button', { name: 'Remove Member' }).click();
  await expect(page.getByText('Member removed from company')).toBeVisible();
  await expect(page.getByText('Nuria Soler')).toHaveCount(0);

  await invitee.reload();
  await expect(invitee.getByRole('heading', { name: 'Access Revoked' })).toBeVisible();
  await inviteeContext.close();
});

test('/join states: no code, unknown, expired, e-mail mismatch, already in a company, Join Company', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/join');
  await expect(page.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
  await expectAccessibleSettled(page, '/join without code');
  await page.goto('/join/NoSuchCodeNoSuchCode00');
  await expect(page.getByRole('heading', { name: 'Invitation Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  const admin = await createVerifiedAccount(baseURL!, 'joinstates');
  const adminContext = await browser.newContext({ baseURL: baseURL! });
  const adminPage = await adminContext.newPage();
  await signInApi(adminPage, admin);
  const expired = await createInvitationApi(adminPage, {
    name: 'Late',
    email: uniqueEmail('late'),
    position: 'Cook',
  });
  await sql(
    `update invitations set created_at = now() - interval '8 days', expires_at = now() - interval '1 day' where id = $1`,
    [expired.id],
  );
  await page.goto(`/join/${expired.code}`);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Invalid Invitation')).toBeVisible();
  await expect(
    page.getByText('This invitation has expired. Ask your company admin for a new one.'),
  ).toBeVisible();

  const inviteeEmail = uniqueEmail('exact');
  const valid = await createInvitationApi(adminPage, {
    name: 'Pau Ferrer',
    email: inviteeEmail,
    position: 'Driver',
  });
  await page.goto(`/join/${valid.code}`);
  await page.getByLabel('Email').fill(uniqueEmail('other'));
  await page.getByLabel('Password').fill('some passphrase 1');
  await page.getByRole('button', { name: 'Create Account & Join' }).click();
  await expect(page.getByText('Email Mismatch')).toBeVisible();
  await expect(
    page
      .getByText(`This invitation is specifically for ${inviteeEmail}. Please use the correct email address.`)
      .first(),
  ).toBeVisible();

  // Someone who already has a company goes to the dashboard.
  await adminPage.goto(`/join/${valid.code}`);
  await expect(adminPage).toHaveURL(/\/app\/dashboard$/);

  // A signed-in person without a company (an earlier seat removed) joins with Join Company. The free plan's
  // second seat is taken by the invitation above: withdraw it first.
  expect((await adminPage.request.delete(`/api/invitations/${valid.id}`)).status()).toBe(200);
  const returning = await createVerifiedAccount(baseURL!, 'returning');
  await removeFromCompany(returning.email);
  const open = await createInvitationApi(adminPage, {
    name: 'Marta Vidal',
    email: returning.email.toUpperCase(),
    position: 'Manager',
  });
  await adminContext.close();
  // Had this person's invited sign-up failed to join (here: a withdrawn invitation), /app says why.
  await sql(
    `insert into invitation_sign_ups (user_id, company_id, status, failure)
     select p.id, c.id, 'failed', 'deleted' from profiles p, companies c
     where p.email = $1 and c.id = (select active_company_id from profiles where email = $2)`,
    [returning.email, admin.email],
  );
  await signInApi(page, returning);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: `Couldn't join ${admin.companyName}` })).toBeVisible();
  await expect(
    page.getByText(`Your invitation to ${admin.companyName} was withdrawn.`, { exact: false }),
  ).toBeVisible();
  await expectAccessibleSettled(page, 'invited sign-up could not join');
  await page.goto(`/join/${open.code}`);
  await expect(page.getByRole('heading', { name: `Join ${admin.companyName}` })).toBeVisible();
  await expect(page.getByText(returning.email)).toBeVisible();
  await expectAccessibleSettled(page, '/join signed in');
  await page.getByRole('button', { name: 'Join Company' }).click();
  await expect(page.getByText('Successfully Joined!')).toBeVisible();
  await expect(page.getByText(`You have been added to ${admin.companyName}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('an invitation typed at the payment wall survives the checkout, even when the Team Plan dialog is closed, and is sent', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(JOURNEY_MS);
  const admin = await createVerifiedAccount(baseURL!, 'wall');
  await signInApi(page, admin);
  await createInvitationApi(page, { name: 'Nuria Soler', email: uniqueEmail('seat2'), position: 'Baker' });

  await page.goto('/app/invitations');
  const email = uniqueEmail('third');
  await page.getByRole('button', { name: 'New Invitation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Invitation' });
  await dialog.getByLabel('Name').fill('Pau Ferrer');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Position').fill('Driver');
  await dialog.getByRole('button', { name: 'Create Invitation' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment Required' });
  await payment.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: /^Pay €/ }).click();

  // Back from paying: the admin closes the Team Plan dialog instead of choosing Invite Team Member.
  await expect(page.getByRole('dialog', { name: 'Team Plan Active' })).toBeVisible();
  await page.keyboard.press('Escape');
  const waiting = page.getByRole('status').filter({ hasText: 'Invitation not sent yet' });
  await expect(waiting).toContainText(`Pau Ferrer (${email})`);
  await expectAccessibleSettled(page, 'invitation not sent yet');
  await waiting.getByRole('button', { name: 'Continue Invitation' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Create Invitation' }).click();
  await expect(page.getByText('Invitation created successfully')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Invitation for Pau Ferrer' })).toBeVisible();
  await expect(page.getByText('Invitation not sent yet')).toHaveCount(0);
});
