import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isPublicPath } from './domain/site.ts';
import { chunkPlan } from './scripts/chunk-plan.ts';
import { linguiMacros } from './scripts/lingui-macro-plugin.ts';

/** In development, public paths get the public site's document, as the server does in production. */
const publicSiteInDev = (): Plugin => ({
  name: 'plantel-public-site',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'GET' && isPublicPath(url.pathname)) req.url = `/site.html${url.search}`;
      next();
    });
  },
});

/**
 * Fewer, larger chunks (issue 16): `npm run build` builds twice, planning the chunks in the first build and
 * applying the plan in the second (scripts/chunk-plan.ts, scripts/build-client.mjs). A build run otherwise
 * (`vite build` alone) keeps Rolldown's default split.
 */
const chunkMode = (process.env.PLANTEL_CHUNKS ?? 'off') as 'plan' | 'apply' | 'off';
const chunks = chunkPlan(
  path.resolve(import.meta.dirname, 'web'),
  process.env.PLANTEL_CHUNK_PLAN_FILE ?? '',
  chunkMode,
);

/**
 * The pseudo-locale of the layout tests (web/lib/i18n/pseudo.ts), in test builds only: `npm test` builds with
 * PLANTEL_PSEUDO_LOCALE=1 (scripts/test.mjs), `npm run build` and the Docker image do not, and without it the
 * constant `false` drops the pseudo catalogs and the switch from the bundle.
 */
const pseudoLocale = process.env.PLANTEL_PSEUDO_LOCALE === '1';

// Two entries in web/: the app (index.html) and the public site (site.html). The API server (server/)
// serves the built files from dist/web.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [linguiMacros(), react(), lingui(), tailwindcss(), publicSiteInDev(), ...chunks.plugins],
  resolve: { tsconfigPaths: true },
  define: { __PSEUDO_LOCALE__: JSON.stringify(pseudoLocale) },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      input: {
        app: path.resolve(import.meta.dirname, 'web/index.html'),
        site: path.resolve(import.meta.dirname, 'web/site.html'),
      },
      output: chunks.groups.length > 0 ? { codeSplitting: { groups: chunks.groups } } : {},
    },
    // Inline assets would need a looser CSP (data: scripts); keep everything as files.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
