// Lingui (docs/decisions/0004-i18n-library.md): where messages are extracted from and which catalog each
// area's screens load. web/lib/i18n/README.md says how a component is converted and how catalogs are checked.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { filesWithTexts, reachedFrom } from './scripts/i18n-module-graph.ts';

/**
 * The public site's document (site.html): what every public page shows (the page frame, the footer, the cookie
 * banner, the price calculator). Loaded by every public page, so it must stay small (budget: `/` ≤ 90 KB of JS,
 * gzip).
 */
const SITE = [
  'web/site-main.tsx',
  'web/app/site.tsx',
  'web/app/layouts/public-layout.tsx',
  'web/app/layouts/public-page.tsx',
  'web/app/layouts/site-footer.tsx',
  'web/app/layouts/brand.tsx',
  'web/components/site-link.tsx',
  'web/components/visitor-language-select.tsx',
  'web/features/pricing',
  'web/features/consent/components/cookie-banner.tsx',
  'web/features/consent/components/cookie-settings-panel.tsx',
  'web/features/consent/components/cookie-toggles.tsx',
];

/**
 * Each public page's own texts, in a catalog `site-<page>` that only that page loads (web/app/site.tsx): the
 * legal texts alone would put `/` over its budget if they sat in the site's catalog.
 */
const SITE_PAGES = {
  landing: 'web/app/routes/landing.tsx',
  about: 'web/app/routes/public/about.tsx',
  features: 'web/app/routes/public/features.tsx',
  pricing: 'web/app/routes/public/pricing.tsx',
  privacy: 'web/app/routes/public/privacy.tsx',
  terms: 'web/app/routes/public/terms.tsx',
  cookies: 'web/app/routes/public/cookies.tsx',
  gdpr: 'web/app/routes/public/gdpr.tsx',
};

// ---- The auth pages' and the app's catalogs: computed from the imports (scripts/i18n-module-graph.ts) ----
// A catalog holds the texts of every file its pages import, so a component shared by two pages is in both and a
// new import cannot leave a page without its texts (a missing message shows its id).

/** /auth, /reset-password and the 404 page: what they render, shared components included (budget: /auth ≤ 150 KB). */
const AUTH = [
  ...reachedFrom([
    'web/app/layouts/auth-providers.tsx',
    'web/app/routes/auth.tsx',
    'web/app/routes/reset-password.tsx',
    'web/app/routes/not-found.tsx',
  ]),
];

/**
 * `app`: the signed-in shell (providers, sidebar, header, the guard's screens, the app's own 404), loaded by /app's
 * layout route beside every screen's catalog.
 */
const APP_CORE = reachedFrom([
  'web/app/layouts/app-providers.tsx',
  'web/app/layouts/app-layout.tsx',
  'web/app/routes/not-found.tsx',
]);

/**
 * `app-<group>`: a group of /app screens' own texts (what the shell's catalog does not have), loaded beside the
 * screen's module (`withTexts` in web/app/router.tsx). The names are `AppScreens` in web/lib/i18n/i18n.ts.
 */
export const APP_SCREENS = {
  dashboard: ['web/app/routes/app/dashboard.tsx'],
  absences: ['web/app/routes/app/absences.tsx', 'web/app/routes/app/team.tsx'],
  time: [
    'web/app/routes/app/time-tracking.tsx',
    'web/app/routes/app/team-timesheets.tsx',
    'web/app/routes/app/team-timesheet-detail.tsx',
  ],
  reports: ['web/app/routes/app/reports.tsx'],
  admin: ['web/app/routes/app/settings.tsx', 'web/app/routes/app/invitations.tsx'],
  account: ['web/app/routes/app/account.tsx'],
} as const;

/**
 * Pages of the app's document outside the shell (`AppProviders` only): one catalog each with all they show, so
 * that /join and /unsubscribe load neither the shell's texts nor the screens'. Names: `AppPage` in i18n.ts.
 */
export const APP_PAGES = {
  join: ['web/app/routes/join.tsx'],
  unsubscribe: ['web/app/routes/unsubscribe.tsx'],
  sandbox: ['web/app/routes/billing/sandbox-checkout.tsx'],
} as const;

const appCatalogs = () => [
  { name: 'app', files: [...APP_CORE] },
  ...Object.entries(APP_SCREENS).map(([group, routes]) => ({
    name: `app-${group}`,
    files: [...reachedFrom(routes)].filter((file) => !APP_CORE.has(file)),
  })),
  ...Object.entries(APP_PAGES).map(([page, routes]) => ({
    name: page,
    files: [...reachedFrom(['web/app/layouts/app-providers.tsx', ...routes])],
  })),
];

/** Every file with texts must be in a catalog: one no page imports has none (delete it, or import it). */
function checkEveryFileHasACatalog(catalogFiles: string[]) {
  const under = (file: string, path: string) => file === path || file.startsWith(`${path}/`);
  const orphans = filesWithTexts().filter((file) => !catalogFiles.some((path) => under(file, path)));
  if (orphans.length) throw new Error(`lingui.config.ts: texts in no catalog: ${orphans.join(', ')}`);
}
// ---- end of the auth pages' and the app's catalogs ----

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
/** scripts/check-i18n.mjs extracts into a copy of the catalogs to compare it with the committed ones. */
const CATALOGS = process.env.I18N_CATALOGS_DIR ?? '<rootDir>/web/locales';
const at = (paths: string[]) => paths.map((path) => `<rootDir>/${path}`);
const APP = appCatalogs();
checkEveryFileHasACatalog([
  ...SITE,
  ...Object.values(SITE_PAGES),
  ...AUTH,
  ...APP.flatMap((catalog) => catalog.files),
]);

export default defineConfig({
  sourceLocale: 'en',
  // `pseudo`: English with accents, compiled by Lingui (web/locales/pseudo holds ids only), for the layout tests
  // of test builds (web/lib/i18n/pseudo.ts); never one of the product's languages (domain/i18n/locales.ts).
  locales: ['en', 'es', 'ca', 'de', 'fr', 'it', 'nl', 'pseudo'],
  pseudoLocale: 'pseudo',
  // A missing translation is a failed check (scripts/check-i18n.mjs), never a silent fallback.
  fallbackLocales: false,
  catalogs: [
    { name: 'site', path: `${CATALOGS}/{locale}/site`, include: at(SITE), exclude: TESTS },
    ...Object.entries(SITE_PAGES).map(([page, file]) => ({
      name: `site-${page}`,
      path: `${CATALOGS}/{locale}/site-${page}`,
      include: at([file]),
      exclude: TESTS,
    })),
    // ---- the auth pages' and the app's catalogs (computed above) ----
    ...[{ name: 'auth', files: AUTH }, ...APP].map(({ name, files }) => ({
      name,
      path: `${CATALOGS}/{locale}/${name}`,
      include: at(files),
      exclude: TESTS,
    })),
  ],
  format: formatter({ origins: false, explicitIdAsDefault: true }),
  orderBy: 'messageId',
});
