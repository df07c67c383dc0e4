// Cold loads in Debian Chromium (issue 16): the time from a navigation's start until a screen's heading shows
// and nothing on it is loading (no skeleton, no aria-busy). Each sample is a fresh browser context: an empty
// cache, with the session cookie, the signed-in hint and the remembered language a returning browser has.
// Used by `npm run bench` (its "cold" step) and by scripts/bench/cold-load.ts (builds side by side).
import type { Browser } from '@playwright/test';
import { launchChromium } from './lighthouse';

/** A cold load: content visible (ms), its first contentful paint (`fcp`, ms), the scripts and API requests. */
export type ColdSample = { ms: number; fcp: number; scripts: number; api: number };

/** The main screens, as the sidebar opens them (the admin sees every one). */
export const MAIN_SCREENS = [
  '/app/dashboard',
  '/app/absences',
  '/app/time-tracking',
  '/app/team',
  '/app/team-timesheets',
  '/app/reports',
  '/app/invitations',
  '/app/settings',
  '/app/account',
];

/** The language a returning browser remembers for this session (web/lib/i18n: AppLayout stores it). */
export async function rememberedLanguage(baseUrl: string, cookie: string): Promise<string> {
  const me = (await (await fetch(`${baseUrl}/api/me`, { headers: { cookie } })).json()) as {
    profile: { language: string | null } | null;
    company: { language: string } | null;
  };
  return me.profile?.language ?? me.company?.language ?? 'en';
}

/** One cold load of `screen`, signed in with `cookie` (a Cookie header). */
export async function coldLoad(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  language: string,
  screen: string,
): Promise<ColdSample> {
  // The cookie as a header on every request: the bench's servers set a `__Host-` cookie (secure, as in
  // production), which Chromium's cookie store refuses for http://127.0.0.1.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { cookie },
  });
  try {
    await context.addInitScript((lang) => {
      localStorage.setItem('plantel:signed-in', 'true');
      localStorage.setItem('plantel:language', lang);
    }, language);
    const page = await context.newPage();
    let scripts = 0;
    let api = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts++;
      if (new URL(r.url()).pathname.startsWith('/api/')) api++;
    });
    await page.goto(`${baseUrl}${screen}`, { waitUntil: 'commit' });
    const ms = await page.waitForFunction(
      () =>
        document.querySelector('main h1') !== null &&
        document.querySelector('[data-slot="skeleton"], [aria-busy="true"]') === null
          ? performance.now()
          : false,
      undefined,
      { polling: 'raf', timeout: 15_000 },
    );
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    return { ms: (await ms.jsonValue()) as number, fcp, scripts, api };
  } finally {
    await context.close();
  }
}

/** `rounds` cold loads of each screen, the screens interleaved (so the machine's load weighs on each alike). */
export async function coldLoads(
  baseUrl: string,
  cookie: string,
  screens = MAIN_SCREENS,
  rounds = 5,
): Promise<Map<string, ColdSample[]>> {
  const browser = await launchChromium();
  const samples = new Map<string, ColdSample[]>(screens.map((s) => [s, []]));
  try {
    const language = await rememberedLanguage(baseUrl, cookie);
    for (let round = 0; round < rounds; round++)
      for (const screen of screens)
        samples.get(screen)!.push(await coldLoad(browser, baseUrl, cookie, language, screen));
  } finally {
    await browser.close();
  }
  return samples;
}
