import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './scripts/lingui-macro-plugin.ts';

export default defineConfig({
  // Components call Lingui's macros and import .po catalogs, as in the build (vite.config.ts).
  plugins: [linguiMacros(), lingui()],
  resolve: { tsconfigPaths: true },
  // The pseudo-locale is for the browser's layout tests (web/lib/i18n/pseudo.ts), not for unit tests.
  define: { __PSEUDO_LOCALE__: 'false' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Component tests (web/**/*.test.tsx) start with `// @vitest-environment happy-dom`: see web/test/README.md.
          include: [
            'domain/**/*.test.ts',
            'server/**/*.test.ts',
            'web/**/*.test.ts',
            'web/**/*.test.tsx',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['server/**/*.int.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/one-query-per-client.ts'],
          environment: 'node',
          // On a Citus cluster (npm run test:citus) statements take several round trips between nodes, and each file
          // creates and distributes its own database.
          testTimeout: process.env.TEST_CITUS ? 60_000 : 30_000,
          hookTimeout: process.env.TEST_CITUS ? 120_000 : 60_000,
          // Each file gets its own database cloned from a migrated template; two workers match the 2-core budget.
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
