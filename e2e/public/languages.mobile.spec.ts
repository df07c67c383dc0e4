import { expect, expectAccessible, test } from '../support/fixtures';

const noSidewaysScroll = async (page: import('@playwright/test').Page, what: string) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
};

test('at 375 px a visitor picks a language in the footer and on /auth; pages keep it', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('combobox', { name: 'Language' });
  await menu.scrollIntoViewIfNeeded();
  await menu.focus();
  await menu.selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HR für kleine Teams, ohne Papierkram');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await noSidewaysScroll(page, '/ in German');

  // The next page opens in the language chosen, legal texts and their date included.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  await expect(page.getByText('Zuletzt aktualisiert: 21. November 2026')).toBeVisible();
  await noSidewaysScroll(page, '/privacy in German');
  await expectAccessible(page, '/privacy in German at 375 px');

  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Anmelden', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('E-Mail ist erforderlich')).toBeVisible();
  await noSidewaysScroll(page, '/auth in German');
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
  await expect(page.getByRole('tab', { name: 'Se connecter', selected: true })).toBeVisible();
  await expect(page.getByText('Bon retour parmi nous')).toBeVisible();
  await expectAccessible(page, '/auth in French at 375 px');
});
