import type { Page } from '@playwright/test';

/** Stores a cookie choice before the page loads, so the banner stays away (for specs about other things). */
export async function withCookieChoice(
  page: Page,
  choice = { functional: false, analytics: false, marketing: false },
) {
  await page.addInitScript((prefs) => {
    localStorage.setItem('cookie-preferences', JSON.stringify({ essential: true, ...prefs }));
    localStorage.setItem('cookie-consent', 'true');
  }, choice);
}

/** Starts summing layout shifts (CLS) in the page; read the total with `layoutShift(page)`. */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls);
