import { expect, expectAccessible, test } from '../support/fixtures';

test('at 375 px the landing and a legal page fit the screen and the banner is usable', async ({ page }) => {
  for (const path of ['/', '/terms', '/pricing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toBeVisible();
  const banner = page.getByRole('region', { name: 'Cookies on Plantel' });
  await expect(banner).toBeVisible({ timeout: 5000 });
  await expect(banner.getByRole('button', { name: 'Accept All' })).toBeInViewport();
  await expectAccessible(page, '/ at 375 px with the banner');
  await banner.getByRole('button', { name: 'Accept All' }).click();
  await expect(banner).toBeHidden();
  await page.getByRole('slider', { name: 'Number of employees' }).fill('10');
  await expect(page.getByRole('status', { name: 'Monthly price' })).toHaveText('€8/month');
  await expectAccessible(page, '/ at 375 px');
});
