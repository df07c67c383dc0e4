import { createTeamAccounts } from '../support/absences';
import { signInApi } from '../support/company';
import { stat } from '../support/dashboard';
import { createVerifiedAccount, expect, test } from '../support/fixtures';

// A first visit with an empty cache (issue 16): the server's HTML names the screen's scripts
// (server/platform/web-preloads.ts) and brings the answers of its API reads (server/platform/page-reads.ts); the
// page must take those answers rather than ask again, and find the screen's own chunks already on their way.
test('a cold load of the dashboard asks no API read of its own and finds its route chunks named in the HTML', async ({
  browser,
  baseURL,
}) => {
  const team = await createTeamAccounts(baseURL!, 'cold-load');
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInApi(page, team.admin);
  const api: string[] = [];
  const scripts: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) api.push(`${r.method()} ${url.pathname}`);
    else if (r.resourceType() === 'script') scripts.push(url.pathname);
  });

  const response = await page.goto('/app/dashboard');
  const html = await response!.text();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(stat(page, 'Team Members')).toContainText('3');

  for (const read of ['/api/me', '/api/sample-data', '/api/dashboard']) {
    expect(html).toContain(`{"url":"${read}","status":200,`);
    expect(
      api.filter((r) => r === `GET ${read}`),
      read,
    ).toEqual([]);
  }
  const named = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const routeChunks = scripts.filter((s) =>
    /\/(app-providers|app-layout|dashboard|app-dashboard)-[\w-]+\.js$/.test(s),
  );
  expect(routeChunks.length).toBeGreaterThanOrEqual(4);
  expect(routeChunks.filter((s) => !named.has(s))).toEqual([]);
  await context.close();
});

// Issue 16 (Lighthouse: cumulative layout shift 0.31): the sample-data banner came after the screen and pushed it
// down, and the dashboard's skeletons were not its content's height. On a slow phone's CPU, nothing may move.
test('opening the dashboard moves nothing: not the banner, not the cards', async ({ browser, baseURL }) => {
  const account = await createVerifiedAccount(baseURL!, 'no-shift');
  const context = await browser.newContext({ baseURL });
  const setup = await context.newPage();
  await signInApi(setup, account);
  expect((await setup.request.post('/api/sample-data')).ok()).toBe(true);

  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/app/dashboard');
  await expect(page.getByRole('region', { name: 'Sample data' })).toBeVisible();
  await expect(stat(page, 'Team Members')).toContainText('8');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) total += (e as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
  await context.close();
});
