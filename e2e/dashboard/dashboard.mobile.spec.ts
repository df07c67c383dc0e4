import { createTeamAccounts } from '../support/absences';
import { expectNoSidewaysScroll, signInApi } from '../support/company';
import { stat } from '../support/dashboard';
import { expect, expectAccessible, test } from '../support/fixtures';

test('at 375 px: the dashboard and the reports fit the screen and pass axe', async ({ browser, baseURL }) => {
  const team = await createTeamAccounts(baseURL!, 'dash-mobile');
  const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, baseURL };
  const admin = await (await browser.newContext(phone)).newPage();
  await signInApi(admin, team.admin);
  const clockIn = await admin.request.post('/api/time-entries/clock', { data: { action: 'clock_in' } });
  expect(clockIn.status()).toBe(200);

  await admin.goto('/app/dashboard');
  await expect(stat(admin, 'Team Members')).toContainText('3');
  await expect(stat(admin, 'Currently Working')).toContainText('1');
  await expect(
    admin.getByRole('region', { name: 'Team Presence' }).getByText('Working', { exact: true }),
  ).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Recent Absence Requests' })).toBeVisible();
  await expectNoSidewaysScroll(admin);
  await expectAccessible(admin, '/app/dashboard at 375 px');

  await admin.goto('/app/reports?period=this_year');
  await expect(admin.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(admin.getByTestId('hours-table')).toBeVisible();
  await expect(admin.getByRole('img', { name: /^Hours worked against expected/ })).toBeVisible();
  await expectNoSidewaysScroll(admin);
  await expectAccessible(admin, '/app/reports at 375 px');
});
