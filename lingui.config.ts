// Lingui (docs/decisions/0004-i18n-library.md): where messages are extracted from and which catalog each
// area's screens load. web/lib/i18n/README.md says how a component is converted and how catalogs are checked.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The public site's document (site.html): its pages, layout and the components they use. Loaded by every
 * public page, so it must stay small (budget: `/` ≤ 90 KB of JS, gzip).
 */
const SITE = [
  'web/site-main.tsx',
  'web/app/site.tsx',
  'web/app/routes/landing.tsx',
  'web/app/routes/public',
  'web/app/layouts/public-layout.tsx',
  'web/app/layouts/public-page.tsx',
  'web/app/layouts/site-footer.tsx',
  'web/app/layouts/brand.tsx',
  'web/components/site-link.tsx',
  'web/features/pricing',
  'web/features/consent/components/cookie-banner.tsx',
  'web/features/consent/components/cookie-settings-panel.tsx',
  'web/features/consent/components/cookie-toggles.tsx',
];

/** /auth and /reset-password (budget: /auth ≤ 150 KB of JS, gzip). */
const AUTH = [
  'web/app/routes/auth.tsx',
  'web/app/routes/reset-password.tsx',
  'web/app/routes/not-found.tsx',
  'web/app/layouts/brand.tsx',
  'web/features/auth/components',
  'web/features/auth/rules.ts',
];

/** Files only the site or the auth pages use: every other file of web/ belongs to the app's catalog. */
const NOT_APP = [
  ...SITE.filter((path) => !path.startsWith('web/features/consent') && path !== 'web/app/layouts/brand.tsx'),
  'web/app/routes/auth.tsx',
  'web/app/routes/reset-password.tsx',
  'web/features/auth/components/sign-in-form.tsx',
  'web/features/auth/components/sign-up-form.tsx',
  'web/features/auth/components/two-factor-step.tsx',
  'web/features/auth/components/resend-verification.tsx',
  'web/features/auth/components/forgot-password-dialog.tsx',
  'web/features/auth/components/reset-password-card.tsx',
  'web/features/consent/components/cookie-banner.tsx',
];

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
/** scripts/check-i18n.mjs extracts into a copy of the catalogs to compare it with the committed ones. */
const CATALOGS = process.env.I18N_CATALOGS_DIR ?? '<rootDir>/web/locales';
const at = (paths: string[]) => paths.map((path) => `<rootDir>/${path}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ca', 'de', 'fr', 'it', 'nl'],
  // A missing translation is a failed check (scripts/check-i18n.mjs), never a silent fallback.
  fallbackLocales: false,
  catalogs: [
    { name: 'site', path: `${CATALOGS}/{locale}/site`, include: at(SITE), exclude: TESTS },
    { name: 'auth', path: `${CATALOGS}/{locale}/auth`, include: at(AUTH), exclude: TESTS },
    {
      name: 'app',
      path: `${CATALOGS}/{locale}/app`,
      include: at(['web']),
      exclude: [...at(NOT_APP), ...TESTS, '<rootDir>/web/locales/**'],
    },
  ],
  format: formatter({ origins: false, explicitIdAsDefault: true }),
  orderBy: 'messageId',
});
