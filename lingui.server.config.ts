// Lingui for the server's texts (e-mails, files, the calendar feed, API errors): one catalog per language in
// server/locales/<lang>/server.po, compiled into TypeScript modules (server/locales/<lang>/server.ts) that the
// server imports (server/i18n/README.md). The server has no macros (tsx and esbuild do not run Babel): its
// messages are descriptors marked `/*i18n*/ { id, message }`, which Lingui's extractor finds.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** scripts/check-i18n.mjs extracts and compiles into a copy of the catalogs to compare it with the committed ones. */
const CATALOGS = process.env.I18N_SERVER_CATALOGS_DIR ?? '<rootDir>/server/locales';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ca', 'de', 'fr', 'it', 'nl'],
  fallbackLocales: false,
  catalogs: [
    {
      name: 'server',
      path: `${CATALOGS}/{locale}/server`,
      include: ['<rootDir>/server', '<rootDir>/domain'],
      exclude: [
        '**/*.test.ts',
        '**/*.int.test.ts',
        '<rootDir>/server/locales/**',
        '<rootDir>/server/test/**',
      ],
    },
  ],
  format: formatter({ origins: false, explicitIdAsDefault: true }),
  orderBy: 'messageId',
});
