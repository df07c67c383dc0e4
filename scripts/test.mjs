// `npm test`: lint, type check, unit, API integration (real PostgreSQL) and browser tests (Debian Chromium),
// in that order, stopping at the first failure. Prints how long each step took.
import { spawnSync } from 'node:child_process';

const node = process.execPath;
const steps = [
  ['lint (Biome)', node, ['node_modules/@biomejs/biome/bin/biome', 'check', '.']],
  [
    'API client up to date (gen:api --check)',
    node,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/gen-api-client.ts', '--check'],
  ],
  [
    'texts translated (catalogs complete, no literal text in converted folders)',
    node,
    ['scripts/check-i18n.mjs'],
  ],
  ['import boundaries hold (planted violations)', node, ['scripts/check-boundaries.mjs']],
  ['lint (Dockerfile, compose.yaml)', node, ['scripts/lint-deploy.mjs']],
  ['type check (tsc)', node, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['unit tests', node, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit']],
  ['API integration tests', node, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'integration']],
  // The browser tests' build: production, plus the pseudo-locale of the layout tests (web/lib/i18n/pseudo.ts).
  [
    'production build (with the test-only pseudo-locale)',
    node,
    ['scripts/build.mjs'],
    { PLANTEL_PSEUDO_LOCALE: '1' },
  ],
  ['browser tests (Playwright)', node, ['node_modules/@playwright/test/cli.js', 'test']],
];

const only = process.argv.slice(2);
const total = Date.now();
for (const [name, cmd, args, env] of steps) {
  if (only.length > 0 && !only.some((o) => name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${secs} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${secs} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - total) / 1000).toFixed(0)} s`);
