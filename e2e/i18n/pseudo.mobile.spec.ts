// Issue 15: the main screens at 375 px in the pseudo-locale (English with accents, words ~40 % longer:
// web/lib/i18n/pseudo.ts) must neither scroll sideways nor cut or spill their texts, so that a longer language
// (German, French, Catalan) fits a phone. The pseudo-locale exists in test builds only (`npm test` builds one).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signInApi } from '../support/company';
import { createVerifiedAccount, expect, test } from '../support/fixtures';
import { overflowsOf } from '../support/overflow';

const PSEUDO_LOCALE_KEY = 'plantel:pseudo-locale'; // web/lib/i18n/pseudo.ts
const ACCENTED = /[àēĩōũŷ]{2}/; // a doubled accented vowel: a pseudo-locale text

test.beforeAll(() => {
  const stamp = readFileSync('dist/.build-stamp', 'utf8');
  if (!stamp.endsWith('+pseudo-locale'))
    throw new Error('Not a test build: run PLANTEL_PSEUDO_LOCALE=1 node scripts/build.mjs (npm test does).');
});

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => localStorage.setItem(key, '1'), PSEUDO_LOCALE_KEY);
});

/** Opens a screen, waits until its data and texts are in, and lists what sticks out. */
async function check(page: Page, path: string) {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1 }).first();
  await expect(h1).toHaveText(ACCENTED);
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 3000,
    })
    .catch(() => {});
  expect.soft(await overflowsOf(page), `${path} at 375 px in the pseudo-locale`).toEqual([]);
}

test('at 375 px in the pseudo-locale: the public pages and /auth fit', async ({ page }) => {
  await check(page, '/');
  await check(page, '/auth');
  await page.getByRole('tab', { name: ACCENTED }).nth(1).click();
  expect.soft(await overflowsOf(page), '/auth sign-up at 375 px in the pseudo-locale').toEqual([]);
});

test('at 375 px in the pseudo-locale: the app screens fit, with a sample team', async ({ page, baseURL }) => {
  const admin = await createVerifiedAccount(baseURL!, 'pseudo');
  await signInApi(page, admin);
  const loaded = await page.request.post('/api/sample-data', { data: {} });
  expect(loaded.status(), await loaded.text()).toBeLessThan(300);
  for (const path of [
    '/app/dashboard',
    '/app/absences',
    '/app/team',
    '/app/time-tracking',
    '/app/team-timesheets',
    '/app/settings?tab=company',
    '/app/settings?tab=team',
    '/app/settings?tab=preferences',
    '/app/settings?tab=privacy',
    '/app/settings?tab=billing',
    '/app/account',
  ])
    await check(page, path);
});
