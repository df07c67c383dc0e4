import { isPublicPath } from './site.ts';

/**
 * What the browser loads on the way to a page opened first (a cold load), named by source file as Vite's build
 * manifest names them (relative to web/): the page's document, the lazy modules the router imports on the way
 * (web/app/router.tsx for the app's document, web/app/site.tsx for the public site's) and the catalogs of texts
 * they load beside them (web/lib/i18n: `<area>` is `locales/<language>/<area>.po`). The server turns it into
 * `<link rel="modulepreload">` tags in the page's HTML (server/platform/web-preloads.ts), so that these files
 * download with the entry instead of after it; the chunks themselves come from the manifest, never from here.
 * A page missing from this table still works: it loads as before, one wave after the other.
 */
export interface PageLoad {
  document: 'index.html' | 'site.html';
  modules: string[];
  catalogs: string[];
}

const PUBLIC_PAGE_MODULES: Record<string, string> = {
  '/': 'landing',
  '/privacy': 'public/privacy',
  '/terms': 'public/terms',
  '/cookies': 'public/cookies',
  '/gdpr': 'public/gdpr',
  '/about': 'public/about',
  '/features': 'public/features',
  '/pricing': 'public/pricing',
};

/**
 * The shell's screens: their route module (app/routes/app/), their group's catalog (`app-<group>`) and the lazy
 * modules their first paint waits for besides (`with`: Reports' charts, which it imports as soon as it loads).
 */
const APP_SCREENS: Record<string, { module: string; catalog: string; with?: string[] }> = {
  dashboard: { module: 'dashboard', catalog: 'app-dashboard' },
  absences: { module: 'absences', catalog: 'app-absences' },
  'time-tracking': { module: 'time-tracking', catalog: 'app-time' },
  'team-timesheets': { module: 'team-timesheets', catalog: 'app-time' },
  'team-timesheets/:userId': { module: 'team-timesheet-detail', catalog: 'app-time' },
  reports: {
    module: 'reports',
    catalog: 'app-reports',
    with: ['features/reports/components/report-charts.tsx'],
  },
  invitations: { module: 'invitations', catalog: 'app-admin' },
  team: { module: 'team', catalog: 'app-absences' },
  settings: { module: 'settings', catalog: 'app-admin' },
  account: { module: 'account', catalog: 'app-account' },
};

const PROVIDERS = 'app/layouts/app-providers.tsx';
const AUTH = 'app/layouts/auth-providers.tsx';

function appScreen(screen: string): PageLoad | undefined {
  const entry = APP_SCREENS[screen];
  if (!entry) return undefined;
  return {
    document: 'index.html',
    modules: [
      PROVIDERS,
      'app/layouts/app-layout.tsx',
      `app/routes/app/${entry.module}.tsx`,
      ...(entry.with ?? []),
    ],
    catalogs: ['app', entry.catalog],
  };
}

/** The page of `pathname` (no query), or undefined for a path no page of this table serves. */
export function pageLoad(pathname: string): PageLoad | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isPublicPath(path)) {
    const module = PUBLIC_PAGE_MODULES[path];
    if (!module) return undefined;
    const page = module.replace('public/', '');
    return {
      document: 'site.html',
      modules: [`app/routes/${module}.tsx`],
      catalogs: ['site', `site-${page}`],
    };
  }
  const page = (modules: string[], catalog: string): PageLoad => ({
    document: 'index.html',
    modules,
    catalogs: [catalog],
  });
  if (path === '/auth') return page([AUTH, 'app/routes/auth.tsx'], 'auth');
  if (path === '/reset-password') return page([AUTH, 'app/routes/reset-password.tsx'], 'auth');
  if (path === '/join' || /^\/join\/[^/]+$/.test(path))
    return page([PROVIDERS, 'app/routes/join.tsx'], 'join');
  if (path === '/unsubscribe') return page([PROVIDERS, 'app/routes/unsubscribe.tsx'], 'unsubscribe');
  if (/^\/billing\/sandbox\/(checkout\/[^/]+|portal)$/.test(path))
    return page([PROVIDERS, 'app/routes/billing/sandbox-checkout.tsx'], 'sandbox');
  // /app shows the dashboard (AppIndex redirects there at once).
  if (path === '/app') {
    const dashboard = appScreen('dashboard')!;
    return { ...dashboard, modules: [...dashboard.modules, 'app/routes/app/index.tsx'] };
  }
  if (/^\/app\/team-timesheets\/[^/]+$/.test(path)) return appScreen('team-timesheets/:userId');
  const screen = /^\/app\/([\w-]+)$/.exec(path)?.[1];
  return screen ? appScreen(screen) : undefined;
}

/** One path of every page `pageLoad` knows (a stand-in for parameters): what the build plans its chunks for. */
export const PAGE_PATHS: string[] = [
  ...Object.keys(PUBLIC_PAGE_MODULES),
  '/auth',
  '/reset-password',
  '/join/code',
  '/unsubscribe',
  '/billing/sandbox/portal',
  '/app',
  ...Object.keys(APP_SCREENS).map((screen) => `/app/${screen.replace(':userId', 'someone')}`),
];
