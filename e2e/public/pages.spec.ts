import { withCookieChoice } from '../support/consent';
import { expect, expectAccessible, test } from '../support/fixtures';

const PAGES = [
  ['/privacy', 'Privacy Policy', 'Privacy Policy · Plantel'],
  ['/terms', 'Terms of Service', 'Terms of Service · Plantel'],
  ['/cookies', 'Cookie Policy', 'Cookie Policy · Plantel'],
  ['/gdpr', 'GDPR Rights & Data Management', 'GDPR Rights & Data Management · Plantel'],
  ['/about', 'About Plantel', 'About · Plantel'],
  ['/features', 'Features', 'Features · Plantel'],
  ['/pricing', 'Pricing', 'Pricing · Plantel'],
] as const;

test('every public page has its title, description, legal promises where due, a back link and Start Free', async ({
  page,
}) => {
  await withCookieChoice(page);
  const descriptions = new Set<string>();
  for (const [path, heading, title] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description, path).toBeTruthy();
    descriptions.add(description!);
    await expect(page.getByRole('link', { name: 'Start Free' }).first()).toHaveAttribute(
      'href',
      '/auth?tab=signup',
    );
    await expectAccessible(page, path);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'HR for small teams, without the paperwork',
    );
  }
  expect(descriptions.size).toBe(PAGES.length);

  // The legal promises of the spec.
  await page.goto('/privacy');
  await expect(page.getByText('we delete its personal data within 30 days', { exact: false })).toBeVisible();
  await expect(page.getByText('deleted within 90 days', { exact: false })).toBeVisible();
  await expect(page.getByText('answers every request within 30 days', { exact: false })).toBeVisible();

  // GDPR rights are exercised in the app's settings.
  await page.goto('/gdpr');
  await expect(page.getByRole('link', { name: 'Exercise your rights in Plantel' })).toHaveAttribute(
    'href',
    '/app/settings',
  );

  // The pricing page: slider, table of sample sizes and FAQ.
  await page.goto('/pricing');
  await page.getByRole('slider', { name: 'Number of employees' }).fill('15');
  await expect(page.getByRole('status', { name: 'Monthly price' })).toHaveText('€13/month');
  await expect(page.getByRole('row', { name: /^10 employees/ })).toContainText('€8');
  await page.getByText('Who counts as a team member?').click();
  await expect(page.getByText('an invitation holds a seat', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Start Free' }).first().click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
});
