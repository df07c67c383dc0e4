import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, signInApi } from './company';
import { stat } from './dashboard';
import { createVerifiedAccount, expect, expectAccessible } from './fixtures';

/**
 * Explore with sample data, as a new admin would: the offer on the dashboard, the banner on every page while
 * it is loaded, and Remove sample data, which gives back the empty company.
 */
export async function exploreAndRemoveSampleData(page: Page, baseURL: string, label: string) {
  const account = await createVerifiedAccount(baseURL, label);
  await signInApi(page, account);
  await page.goto('/app/dashboard');
  const offer = page.getByRole('region', { name: 'Try it before inviting anyone' });
  await expect(offer).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sample data' })).toHaveCount(0);
  await expectAccessible(page, `${label}: the offer`);

  await offer.getByRole('button', { name: 'Explore with sample data' }).click();
  await expect(page.getByText('Sample data loaded')).toBeVisible();
  const banner = page.getByRole('region', { name: 'Sample data' });
  await expect(banner).toContainText('7 sample people');
  await expect(offer).toHaveCount(0);
  await expect(stat(page, 'Team Members')).toContainText('8');
  await expect(page.getByRole('region', { name: 'Recent Absence Requests' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, `${label}: the dashboard with sample data`, { toasts: true });

  // The banner stays on every page, so sample records are never taken for real ones.
  await page.goto('/app/absences');
  await expect(banner).toBeVisible();
  await expectNoSidewaysScroll(page);

  await banner.getByRole('button', { name: 'Remove sample data' }).click();
  await expect(page.getByText('Sample data removed')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.goto('/app/dashboard');
  await expect(stat(page, 'Team Members')).toContainText('1');
  await expect(offer).toBeVisible();
}
