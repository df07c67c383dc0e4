import { withCookieChoice } from '../support/consent';
import { expect, expectAccessible, test } from '../support/fixtures';

test('landing: the slider prices 3, 10 and 20 employees, and Get Started leads to /auth', async ({
  page,
}) => {
  await withCookieChoice(page);
  await page.goto('/');
  await expect(page).toHaveTitle('Plantel — HR for small teams');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /2 to 20 people/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'HR for small teams, without the paperwork',
  );
  await expectAccessible(page, '/');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/#pricing$/);
  const pricing = page.locator('#pricing');
  await expect(pricing).toBeInViewport();

  const slider = pricing.getByRole('slider', { name: 'Number of employees' });
  const price = pricing.getByRole('status', { name: 'Monthly price' });
  await expect(slider).toHaveValue('3');
  await expect(price).toHaveText('€1/month');
  await slider.fill('10');
  await expect(price).toHaveText('€8/month');
  await expect(slider).toHaveAttribute('aria-valuetext', '10 employees');
  await slider.fill('20');
  await expect(price).toHaveText('€18/month');
  await slider.fill('2');
  await expect(price).toHaveText('Free');
  await slider.press('ArrowRight');
  await expect(price).toHaveText('€1/month');

  // The team-size cards of the spec.
  const cards = pricing.getByRole('listitem').filter({ hasText: /employees/ });
  await expect(cards).toHaveText([
    '2 employeesFree',
    '3 employees€1/month',
    '5 employees€3/month',
    '10 employees€8/month',
    '15 employees€13/month',
    '20 employees€18/month',
  ]);

  // Footer: the spec's links, the documentation and the configured support address.
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Features', '/features'],
    ['Pricing', '/pricing'],
    ['About', '/about'],
    ['Blog', '/#blog'],
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['GDPR', '/gdpr'],
    ['Cookie Policy', '/cookies'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: /Documentation/ })).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: 'support@plantel.app' })).toHaveAttribute(
    'href',
    'mailto:support@plantel.app',
  );
  await footer.getByRole('link', { name: 'Blog' }).click();
  await expect(page.locator('#blog')).toBeInViewport();

  await nav.getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(page.getByText('Start Your Company')).toBeVisible();
});
