// Keeps endpoints.ts true: opens every /app page in Chromium as the measured employee and admin and lists the
// GET /api/* requests the page makes when it opens. run.ts fails when one of them is not measured.
import { answersIn } from '../../server/test/page-reads';
import { ROUTE_MODULES } from './bundle';
import type { Who } from './endpoints';
import { launchChromium } from './lighthouse';

export interface ScreenRequests {
  who: Who;
  page: string;
  /** `GET /api/…` without the query string. */
  requests: string[];
}

/** The pages of the app that open without a parameter. */
export const APP_PAGES = Object.keys(ROUTE_MODULES).filter((r) => /^\/app\/[\w-]+$/.test(r));

export async function screenRequests(
  baseUrl: string,
  cookies: Record<Who, string>,
): Promise<ScreenRequests[]> {
  const browser = await launchChromium();
  const out: ScreenRequests[] = [];
  try {
    for (const who of ['employee', 'admin'] as const) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        extraHTTPHeaders: { cookie: cookies[who] },
      });
      const page = await context.newPage();
      let seen = new Set<string>();
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (r.method() === 'GET' && url.pathname.startsWith('/api/')) seen.add(`GET ${url.pathname}`);
      });
      for (const path of APP_PAGES) {
        seen = new Set();
        const response = await page.goto(path);
        // The reads the page's HTML answered (server/platform/page-reads.ts) are its requests too.
        const html = (await response?.text()) ?? '';
        for (const read of answersIn(html)) seen.add(`GET ${new URL(read.url, baseUrl).pathname}`);
        await page.waitForLoadState('networkidle');
        // A page the role may not open sends it elsewhere (the dashboard): not this page's requests.
        if (new URL(page.url()).pathname !== path) continue;
        out.push({ who, page: path, requests: [...seen].sort() });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
