import { existsSync, readFileSync } from 'node:fs';
import { pageLoad } from '@domain/page-loads';
import { PUBLIC_PATHS } from '@domain/site';
import { describe, expect, it } from 'vitest';
import {
  createPagePreloads,
  dataRequests,
  hasSessionCookie,
  type Manifest,
  stylesheetsFirst,
  withPreloads,
} from './web-preloads';

// A build in miniature: the app's entry (grouped into `app`, so no `index.html` key), the providers, the shell,
// the dashboard and its catalogs, a chunk both the entry and the dashboard import, and the public site.
const manifest: Manifest = {
  _runtime: { file: 'assets/runtime.js' },
  '_app.js': { file: 'assets/app.js', imports: ['_runtime'] },
  '_icons.js': { file: 'assets/icons.js', imports: ['_runtime'] },
  'app/layouts/app-providers.tsx': { file: 'assets/app-providers.js', imports: ['_app.js'] },
  'app/layouts/app-layout.tsx': { file: 'assets/app-layout.js', imports: ['_app.js', '_icons.js'] },
  'app/routes/app/dashboard.tsx': { file: 'assets/dashboard.js', imports: ['_icons.js'] },
  'app/routes/app/index.tsx': { file: 'assets/index.js' },
  'locales/en/app.po': { file: 'assets/app-en.js' },
  'locales/en/app-dashboard.po': { file: 'assets/app-dashboard-en.js' },
  'locales/de/app.po': { file: 'assets/app-de.js' },
  'locales/de/app-dashboard.po': { file: 'assets/app-dashboard-de.js' },
  'site.html': { file: 'assets/site.js', imports: ['_runtime'] },
  'app/routes/landing.tsx': { file: 'assets/landing.js', imports: ['_icons.js'] },
  'locales/en/site.po': { file: 'assets/site-en.js' },
  'locales/en/site-landing.po': { file: 'assets/site-landing-en.js' },
};
const documents = {
  'index.html': '<head><script type="module" crossorigin src="/assets/app.js"></script></head>',
  'site.html':
    '<head><script type="module" crossorigin src="/assets/site.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime.js"></head>',
};
const preloads = createPagePreloads(manifest, documents);
const files = (tags: string[]) => tags.map((t) => /href="\/([^"]+)"/.exec(t)?.[1]);

describe('page preloads', () => {
  it("names every chunk on the way to a screen and its catalogs in the page's language, once, none the HTML loads", () => {
    const tags = preloads({ pathname: '/app/dashboard', locale: 'de', signedIn: true });
    expect(files(tags.modules).sort()).toEqual(
      [
        'assets/app-providers.js',
        'assets/app-layout.js',
        'assets/icons.js',
        'assets/dashboard.js',
        'assets/app-de.js',
        'assets/app-dashboard-de.js',
      ].sort(),
    );
    for (const tag of tags.modules)
      expect(tag).toMatch(/^<link rel="modulepreload" crossorigin href="\/assets\//);
  });

  it('preloads /app as the dashboard it redirects to, and the public pages with their own document', () => {
    expect(files(preloads({ pathname: '/app/', locale: 'en', signedIn: true }).modules)).toContain(
      'assets/dashboard.js',
    );
    expect(files(preloads({ pathname: '/', locale: 'en', signedIn: false }).modules).sort()).toEqual(
      ['assets/icons.js', 'assets/landing.js', 'assets/site-en.js', 'assets/site-landing-en.js'].sort(),
    );
  });

  it('preloads no module for a path no page serves', () => {
    expect(preloads({ pathname: '/app/nowhere', locale: 'en', signedIn: true }).modules).toEqual([]);
    expect(preloads({ pathname: '/nowhere', locale: 'en', signedIn: true })).toEqual({
      modules: [],
      reads: [],
    });
  });

  it('names the API reads the page starts, for its HTML to answer', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    const reads = (pathname: string, signedIn = true) =>
      dataRequests({ pathname, locale: 'en', signedIn, role: 'employee', now });
    expect(reads('/app/dashboard')).toEqual(['/api/me', '/api/sample-data', '/api/dashboard']);
    expect(reads('/app/team')).toEqual(['/api/me', '/api/sample-data', '/api/schedule?month=2026-03']);
    expect(reads('/app/dashboard', false)).toEqual(['/api/me']);
    expect(reads('/auth')).toEqual([]);
    // Signed in without a company: the screens' reads would be refused.
    expect(dataRequests({ pathname: '/app/dashboard', locale: 'en', signedIn: true, now })).toEqual([
      '/api/me',
      '/api/sample-data',
    ]);
  });

  it("starts every main screen's reads on opening, only those the person's role makes", () => {
    // 29 February 2028: the upcoming holidays run a year, to 28 February 2029 (date-fns' addYears).
    const now = new Date('2028-02-29T09:00:00Z');
    const reads = (pathname: string, role: 'employee' | 'manager' | 'admin', search?: string) =>
      dataRequests({ pathname, search, locale: 'en', signedIn: true, role, now }).slice(2);
    const mine = [
      '/api/absences/mine',
      '/api/absences/allowance',
      '/api/holidays?from=2028-02-29&to=2029-02-28',
      '/api/calendar-feed',
    ];
    expect(reads('/app/absences', 'employee')).toEqual(mine);
    expect(reads('/app/absences', 'manager')).toEqual(['/api/absences/pending', '/api/team', ...mine]);
    const clock = ['/api/time-entries/clock', '/api/time-entries/month?month=2028-02'];
    expect(reads('/app/time-tracking', 'employee')).toEqual(clock);
    expect(reads('/app/time-tracking', 'admin', '?month=2027-12')).toEqual([
      '/api/time-entries/clock',
      '/api/time-entries/month?month=2027-12',
    ]);
    expect(reads('/app/time-tracking', 'admin', '?month=2027-13')).toEqual(clock);
    // Team Timesheets, Invitations and Settings are the admin's (their endpoints' access).
    expect(reads('/app/team-timesheets', 'admin')).toEqual(['/api/team-timesheets?month=2028-02']);
    expect(reads('/app/team-timesheets', 'manager')).toEqual([]);
    expect(reads('/app/invitations', 'admin')).toEqual(['/api/invitations', '/api/billing/subscription']);
    expect(reads('/app/invitations', 'employee')).toEqual([]);
    expect(reads('/app/settings', 'admin')).toEqual([
      '/api/company',
      '/api/work-schedules/company',
      '/api/billing/subscription',
    ]);
    expect(reads('/app/settings', 'admin', '?tab=team')).toEqual(['/api/billing/subscription']);
    expect(reads('/app/settings', 'manager')).toEqual([]); // an admin's page
    expect(reads('/app/account', 'employee')).toEqual(['/api/profile/sessions']);
  });

  it("reads a manager's or an admin's report of this month with Reports, not an employee's or another period's", () => {
    const now = new Date('2026-02-10T12:00:00Z');
    const reports = (role: 'employee' | 'manager' | 'admin', search?: string) =>
      dataRequests({ pathname: '/app/reports', search, locale: 'en', signedIn: true, role, now });
    // February 2026 has 28 days.
    const february = ['/api/me', '/api/sample-data', '/api/reports?from=2026-02-01&to=2026-02-28'];
    expect(reports('admin')).toEqual(february);
    expect(reports('manager', '?period=this_month')).toEqual(february);
    expect(reports('employee')).toEqual(['/api/me', '/api/sample-data']);
    expect(reports('admin', '?period=last_month')).toEqual(['/api/me', '/api/sample-data']);
    expect(reports('admin', '?period=custom&from=2026-01-01&to=2026-01-31')).toEqual([
      '/api/me',
      '/api/sample-data',
    ]);
    expect(preloads({ pathname: '/app', locale: 'en', signedIn: false }).reads).toEqual(['/api/me']);
  });

  it('names the stylesheet before the scripts', () => {
    const html = [
      '<html>',
      '  <head>',
      '    <title>x</title>',
      '    <script type="module" crossorigin src="/assets/app.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/every-page.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/every-page.css">',
      '  </head>',
      '  <body><script>late()</script></body>',
      '</html>',
    ].join('\n');
    const out = stylesheetsFirst(html);
    const order = ['<title>', 'every-page.css', '/assets/app.js', 'every-page.js'];
    const at = order.map((s) => out.indexOf(s));
    expect(at).not.toContain(-1);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(out.match(/every-page\.css/g)).toHaveLength(1);
    expect(out.endsWith('  <body><script>late()</script></body>\n</html>')).toBe(true);
    expect(stylesheetsFirst('<html><head><title>x</title></head></html>')).toBe(
      '<html><head><title>x</title></head></html>',
    );
  });

  it('puts the modules at the end of <head>', () => {
    const html =
      '<html>\n  <head>\n    <title>x</title>\n    <script type="module" src="/a.js"></script>\n  </head>\n</html>';
    const out = withPreloads(html, ['<link module>']);
    expect(out.indexOf('<link module>')).toBeGreaterThan(out.indexOf('<script'));
    expect(out.indexOf('<link module>')).toBeLessThan(out.indexOf('</head>'));
    expect(withPreloads(html, [])).toBe(html);
  });

  it('sees a session cookie under either name', () => {
    expect(hasSessionCookie('a=1; plantel.session_token=abc.def')).toBe(true);
    expect(hasSessionCookie('__Host-plantel.session_token=abc')).toBe(true);
    expect(hasSessionCookie('a=1')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

// The table must follow the routers it describes: a page whose modules or catalogs it misnames would lose its
// preloads (and download in waves again) without any other test noticing.
const router = readFileSync('web/app/router.tsx', 'utf8');
const site = readFileSync('web/app/site.tsx', 'utf8');

describe('pageLoad', () => {
  it("names each routed page's module and catalog as web/app/router.tsx loads them", () => {
    const routes = [
      ...router.matchAll(
        /path: '([^']+)',\s*lazy: withTexts\('([\w-]+)',\s*\(\) =>\s*import\('\.\/(routes\/[^']+)'\)/g,
      ),
    ];
    expect(routes.length).toBeGreaterThan(12);
    // `*` is the not-found page: nothing to preload for a path no page serves.
    for (const [, path, area, module] of routes.filter(([, path]) => path !== '*')) {
      const url = `${module!.startsWith('routes/app/') ? '/app/' : '/'}${path!.replace(/:\w+/g, 'x')}`;
      const page = pageLoad(url);
      expect(page?.modules, url).toContain(`app/${module}.tsx`);
      expect(page?.catalogs, url).toContain(area);
      if (module!.startsWith('routes/app/')) expect(page?.catalogs, url).toContain('app');
    }
  });

  it('names the public pages as web/app/site.tsx loads them, and only files that exist', () => {
    for (const path of PUBLIC_PATHS) {
      const page = pageLoad(path)!;
      expect(page.document).toBe('site.html');
      expect(site).toContain(
        `'${path}': () => import('./${page.modules[0]!.replace(/^app\//, '').replace(/\.tsx$/, '')}')`,
      );
    }
    for (const path of [
      '/auth',
      '/app',
      '/app/dashboard',
      '/app/team-timesheets/abc',
      '/join',
      '/unsubscribe',
    ])
      for (const module of pageLoad(path)!.modules) expect(existsSync(`web/${module}`), module).toBe(true);
  });

  it('knows no page for other paths', () => {
    expect(pageLoad('/app/nowhere')).toBeUndefined();
    expect(pageLoad('/nowhere')).toBeUndefined();
  });
});
