// JS and CSS (gzip) each route downloads, from Vite's build manifest: the entry's closure plus the closure
// of every lazy route module on the way to the page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_PAGES, APP_SCREENS } from '../../lingui.config.ts';

const site = (page: string) => ['site.html', `app/routes/${page}.tsx`];
const app = (page: string) => [
  'app/layouts/app-providers.tsx',
  'app/layouts/app-layout.tsx',
  `app/routes/app/${page}.tsx`,
];

/** Every page and the modules loaded on the way to it (the entry of its document is added by routeSizes). */
export const ROUTE_MODULES: Record<string, string[]> = {
  '/': site('landing'),
  '/features': site('public/features'),
  '/pricing': site('public/pricing'),
  '/about': site('public/about'),
  '/privacy': site('public/privacy'),
  '/terms': site('public/terms'),
  '/cookies': site('public/cookies'),
  '/gdpr': site('public/gdpr'),
  '/auth': ['app/layouts/auth-providers.tsx', 'app/routes/auth.tsx'],
  '/reset-password': ['app/layouts/auth-providers.tsx', 'app/routes/reset-password.tsx'],
  '/join/:code': ['app/layouts/app-providers.tsx', 'app/routes/join.tsx'],
  '/unsubscribe': ['app/layouts/app-providers.tsx', 'app/routes/unsubscribe.tsx'],
  '/app/dashboard': app('dashboard'),
  '/app/absences': app('absences'),
  '/app/time-tracking': app('time-tracking'),
  '/app/team': app('team'),
  '/app/team-timesheets': app('team-timesheets'),
  '/app/team-timesheets/:userId': app('team-timesheet-detail'),
  '/app/reports': app('reports'),
  '/app/reports with its charts': [...app('reports'), 'features/reports/components/report-charts.tsx'],
  '/app/invitations': app('invitations'),
  '/app/settings': app('settings'),
  '/app/account': app('account'),
  '/billing/sandbox/checkout/:id': [
    'app/layouts/app-providers.tsx',
    'app/routes/billing/sandbox-checkout.tsx',
  ],
};

interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface RouteSize {
  jsGzip: number;
  cssGzip: number;
  files: number;
}

/**
 * The catalogs of texts a page loads (web/lib/i18n), one chunk per language and area: a public page loads the
 * site's and its own (`site-<page>`), /auth and /reset-password the auth pages', an /app screen the shell's (`app`)
 * and its group's (`app-<group>`), /join, /unsubscribe and the sandbox's pages their own (lingui.config.ts).
 */
export function catalogsOf(modules: string[], locale: string): string[] {
  const po = (area: string) => `locales/${locale}/${area}.po`;
  if (modules[0] === 'site.html') {
    const page = /app\/routes\/(?:public\/)?([\w-]+)\.tsx$/.exec(modules[1] ?? '')?.[1];
    if (!page) throw new Error(`No page in ${modules.join(', ')}`);
    return [po('site'), po(`site-${page}`)];
  }
  if (modules[0]?.includes('auth-providers')) return [po('auth')];
  const owner = (table: Record<string, readonly string[]>) =>
    Object.entries(table).find(([, routes]) => modules.some((m) => routes.includes(`web/${m}`)))?.[0];
  const screens = owner(APP_SCREENS);
  if (modules.includes('app/layouts/app-layout.tsx') && screens) return [po('app'), po(`app-${screens}`)];
  const page = owner(APP_PAGES);
  if (page) return [po(page)];
  throw new Error(`No catalog for ${modules.join(', ')}`);
}

/** Sizes of each page in a language: English by default, the spec's language and the budgets' reference. */
export function routeSizes(
  distWeb = 'dist/web',
  routes = ROUTE_MODULES,
  locale = 'en',
): Record<string, RouteSize> {
  const manifest = JSON.parse(readFileSync(path.join(distWeb, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const gz = new Map<string, number>();
  const gzipOf = (file: string): number => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(distWeb, file)), { level: 9 }).length);
    return gz.get(file)!;
  };
  const closure = (key: string, js: Set<string>, css: Set<string>): void => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) closure(i, js, css);
  };
  const out: Record<string, RouteSize> = {};
  for (const [route, modules] of Object.entries(routes)) {
    const js = new Set<string>();
    const css = new Set<string>();
    if (!modules[0]?.endsWith('.html')) closure('index.html', js, css);
    for (const m of [...modules, ...catalogsOf(modules, locale)]) {
      if (!manifest[m]) throw new Error(`${m} is not in the build manifest`);
      closure(m, js, css);
    }
    const sum = (files: Set<string>) => [...files].reduce((a, f) => a + gzipOf(f), 0);
    out[route] = { jsGzip: sum(js), cssGzip: sum(css), files: js.size };
  }
  return out;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
