import { subscribeApi } from '../support/billing';
import { expectAccessibleSettled, expectNoSidewaysScroll, signInApi } from '../support/company';
import { createVerifiedAccount, expect, test } from '../support/fixtures';

test('at 375 px the Billing tab and the sandbox checkout fit the screen', async ({ page, baseURL }) => {
  const admin = await createVerifiedAccount(baseURL!, 'mobilebilling');
  await signInApi(page, admin);
  await subscribeApi(page, 12);

  await page.goto('/app/settings?tab=billing');
  await expect(page.getByRole('heading', { name: 'Current Plan: Team Plan' })).toBeVisible();
  await expect(page.getByText('Team plan: 12 members, first month')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessibleSettled(page, 'billing tab mobile');

  // A checkout page of its own (a second subscription is refused, so a fresh company).
  const other = await createVerifiedAccount(baseURL!, 'mobilecheckout');
  await page.context().clearCookies();
  await signInApi(page, other);
  const res = await page.request.post('/api/billing/checkout', { data: { teamSize: 3 } });
  const { url } = (await res.json()) as { url: string };
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Pay €1' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessibleSettled(page, 'sandbox checkout mobile');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/invitations$/);
});
