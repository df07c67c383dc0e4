import { expectNoSidewaysScroll } from '../support/company';
import { createVerifiedAccount, expect, expectAccessible, signInThroughUi, test } from '../support/fixtures';

test('a visitor’s cookie choice waits in the browser (no 401) and reaches the account after sign-in; the landing page then offers the dashboard; no router warning', async ({
  page,
  baseURL,
}) => {
  const account = await createVerifiedAccount(baseURL!, 'visitor');
  const consoleLines: string[] = [];
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
  const consentCalls: { method: string; status: number }[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/consents')
      consentCalls.push({ method: r.request().method(), status: r.status() });
  });

  // Signed out: the choice is stored in the browser only.
  await page.goto('/about');
  const banner = page.getByRole('region', { name: 'Cookies on Plantel' });
  await banner.getByRole('button', { name: 'Accept All' }).click({ timeout: 5000 });
  await expect(banner).toBeHidden();
  await page.waitForTimeout(500);
  expect(consentCalls).toEqual([]);
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();

  // After sign-in the app sends it, once.
  const sent = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/consents' && r.request().method() === 'PUT',
  );
  await signInThroughUi(page, account);
  expect((await sent).status()).toBe(200);
  const mine = await (await page.request.get('/api/consents')).json();
  expect(
    (mine.consents as { consentType: string; consentGiven: boolean }[])
      .map((c) => `${c.consentType}:${c.consentGiven}`)
      .sort(),
  ).toEqual(['analytics:true', 'functional:true', 'marketing:true']);
  await page.goto('/app/time-tracking');
  await expect(page.getByRole('heading', { name: 'Time Tracking', level: 1 })).toBeVisible();
  expect(consentCalls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', status: 200 }]);

  // The landing page offers a signed-in visitor their dashboard, not Sign In (1280 and 375 px).
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `landing signed in at ${width} px`);
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // Signing out turns the landing page back to Sign In.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();

  expect(consentCalls.filter((c) => c.status === 401)).toEqual([]);
  expect(consoleLines.filter((l) => l.includes('HydrateFallback'))).toEqual([]);
});

test('an employee timesheet address with a malformed id says "Employee not found"', async ({
  page,
  baseURL,
}) => {
  const account = await createVerifiedAccount(baseURL!, 'badid');
  await signInThroughUi(page, account);
  await page.goto('/app/team-timesheets/not-a-uuid');
  await expect(page.getByRole('alert').filter({ hasText: 'Employee not found' })).toBeVisible();
  await expect(page.getByText('Loading the employee…')).toHaveCount(0);
  await expectAccessible(page, 'employee not found');
});
