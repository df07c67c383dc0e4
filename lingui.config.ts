// Lingui (docs/decisions/0004-i18n-library.md): where messages are extracted from and which catalog each
// area's screens load. web/lib/i18n/README.md says how a component is converted and how catalogs are checked.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

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

/** /auth and /reset-password (budget: /auth ≤ 150 KB of JS, gzip). */
const AUTH = [
  'web/app/routes/auth.tsx',
  'web/app/routes/reset-password.tsx',
  'web/app/routes/not-found.tsx',
  'web/app/layouts/brand.tsx',
  'web/components/visitor-language-select.tsx',
  'web/features/auth/rules.ts',
  'web/features/auth/reset-link.ts',
  'web/features/auth/components/sign-in-form.tsx',
  'web/features/auth/components/sign-up-form.tsx',
  'web/features/auth/components/two-factor-step.tsx',
  'web/features/auth/components/resend-verification.tsx',
  'web/features/auth/components/forgot-password-dialog.tsx',
  'web/features/auth/components/reset-password-card.tsx',
  'web/features/auth/components/text-field.tsx',
  'web/features/auth/components/auth-tabs.tsx',
];

/** Files the app's pages use too: the brand mark, the account page's cookie switches, the app's own 404. */
const SHARED_WITH_APP = [
  'web/app/layouts/brand.tsx',
  'web/features/consent/components/cookie-toggles.tsx',
  'web/app/routes/not-found.tsx',
];

/** Files only the site or the auth pages use: every other file of web/ belongs to the app's catalog. */
const NOT_APP = [...SITE, ...Object.values(SITE_PAGES), ...AUTH].filter(
  (path) => !SHARED_WITH_APP.includes(path),
);

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
/** scripts/check-i18n.mjs extracts into a copy of the catalogs to compare it with the committed ones. */
const CATALOGS = process.env.I18N_CATALOGS_DIR ?? '<rootDir>/web/locales';
const at = (paths: string[]) => paths.map((path) => `<rootDir>/${path}`);

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
    { name: 'auth', path: `${CATALOGS}/{locale}/auth`, include: at(AUTH), exclude: TESTS },
    {
      name: 'app',
      path: `${CATALOGS}/{locale}/app`,
      include: at(['web']),
      // A folder is excluded with what is in it (a glob: the folder's own path matches no file).
      exclude: [...at(NOT_APP).flatMap((path) => [path, `${path}/**`]), ...TESTS, '<rootDir>/web/locales/**'],
    },
  ],
  format: formatter({ origins: false, explicitIdAsDefault: true }),
  orderBy: 'messageId',
});
