// Builds the SPA (Vite → dist/web) and the server (one ESM bundle → dist/server/main.js).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { buildClient } from './build-client.mjs';
import { sourceStamp } from './source-stamp.mjs';

const started = Date.now();
// A test build: the pseudo-locale of the layout tests is in (vite.config.ts, web/lib/i18n/pseudo.ts).
const pseudoLocale = process.env.PLANTEL_PSEUDO_LOCALE === '1';
// A production build of React whatever NODE_ENV says (see build-client.mjs).
buildClient();
await build({
  entryPoints: ['server/main.ts', 'server/db/migrate-cli.ts', 'server/archive-export-cli.ts'],
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
// Compressed once here, served by @fastify/static (`preCompressed`) to browsers that accept them: without it
// every visitor downloads the scripts uncompressed (Lighthouse: ~1 s more on a phone's first load).
for (const file of readdirSync('dist/web/assets')) {
  if (!/\.(js|css|svg)$/.test(file)) continue;
  const body = readFileSync(`dist/web/assets/${file}`);
  writeFileSync(
    `dist/web/assets/${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`dist/web/assets/${file}.gz`, gzipSync(body, { level: 9 }));
}
mkdirSync('dist', { recursive: true });
// A test build's stamp never matches the sources' alone: `npm start`, bench, soak and scan build again rather
// than serve it (e2e/i18n/pseudo.mobile.spec.ts reads it to tell a test build).
writeFileSync('dist/.build-stamp', `${sourceStamp()}${pseudoLocale ? '+pseudo-locale' : ''}`);
console.log(
  `Built in ${((Date.now() - started) / 1000).toFixed(1)} s${pseudoLocale ? ' (a test build: with the pseudo-locale)' : ''}`,
);
