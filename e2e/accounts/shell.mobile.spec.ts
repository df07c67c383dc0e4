import { createVerifiedAccount, expect, expectAccessible, signInThroughUi, test } from '../support/fixtures';

test('at 375 px the sidebar is a drawer and nothing scrolls sideways', async ({ page, baseURL }) => {
  const account = await createVerifiedAccount(baseURL!, 'mobile');
  await signInThroughUi(page, account);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Sidebar' });
  await expect(drawer).toBeVisible();
  await expectAccessible(page, 'mobile drawer');
  await drawer.getByRole('link', { name: 'Absences' }).click();
  await expect(page).toHaveURL(/\/app\/absences$/);
  await expect(drawer).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, '/app/absences mobile');
});
