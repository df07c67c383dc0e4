// Lighthouse with its default (mobile) configuration: a mid-range phone's screen, simulated slow 4G and a 4×
// slower CPU, in Debian's Chromium with the flags the browser tests use.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium through Playwright with the same flags (Playwright sets headless itself). */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
  });

export interface LighthouseResult {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, Total Blocking Time, Cumulative Layout Shift, First Contentful Paint. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The accessibility audits that failed, with the elements they name. */
  accessibilityFailures: string[];
  /** What Lighthouse says would help most: its performance audits that failed, with the time they would save. */
  opportunities: string[];
  /** The largest contentful paint's element and the elements that moved (with their layout-shift score). */
  lcpElement: string | null;
  layoutShifts: string[];
}

/** Every element (its selector or snippet) a Lighthouse table names, however nested. */
function nodesOf(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  const v = value as { type?: string; selector?: string; snippet?: string };
  if (v.type === 'node') return [v.selector || v.snippet || '?'];
  return Object.values(value).flatMap(nodesOf);
}

/**
 * One Lighthouse run in a fresh Chromium; a run that fails to record its trace (NO_NAVSTART and the like,
 * which Lighthouse itself says to retry) is tried again, up to three times.
 */
export async function runLighthouse(url: string, cookie?: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, cookie);
    } catch (e) {
      if (!(e instanceof LighthouseRuntimeError) || attempt === 3) throw e;
      console.warn(`${e.message}: trying again`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function lighthouseOnce(url: string, cookie?: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new LighthouseRuntimeError(
        `Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const accessibilityFailures = (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => {
        const items = ((a!.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [])
          .map((i) => i.node?.snippet)
          .filter(Boolean)
          .slice(0, 3);
        return `${a!.id}: ${a!.title}${items.length ? ` (${items.join(', ')})` : ''}`;
      });
    const opportunities = (lhr.categories.performance?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => {
        const saving = (a.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs;
        return { a, saving: saving ?? 0 };
      })
      .filter(({ a, saving }) => saving > 0 || a.scoreDisplayMode === 'metricSavings')
      .sort((x, y) => y.saving - x.saving)
      .slice(0, 4)
      .map(({ a, saving }) => `${a.title}${saving ? ` (~${Math.round(saving)} ms)` : ''}`);
    const shifts = (
      (lhr.audits['layout-shifts']?.details as { items?: { node?: unknown; score?: number }[] } | undefined)
        ?.items ?? []
    )
      .slice(0, 3)
      .map((i) => `${nodesOf(i.node)[0] ?? 'an element'} (${(i.score ?? 0).toFixed(3)})`);
    return {
      url: lhr.finalDisplayedUrl,
      opportunities,
      lcpElement: nodesOf(lhr.audits['largest-contentful-paint-element']?.details)[0] ?? null,
      layoutShifts: shifts,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      accessibilityFailures,
    };
  } finally {
    chrome.kill();
  }
}
