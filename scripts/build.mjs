// Builds the SPA (Vite → dist/web) and the server (one ESM bundle → dist/server/main.js).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { sourceStamp } from './source-stamp.mjs';

const started = Date.now();
execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
await build({
  entryPoints: ['server/main.ts', 'server/db/migrate-cli.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // Bundled ESM still needs `require` for the few CommonJS dependencies that use it internally.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
mkdirSync('dist', { recursive: true });
writeFileSync('dist/.build-stamp', sourceStamp());
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
