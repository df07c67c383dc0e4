import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { isPublicPath } from './domain/site.ts';
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

const web = (file: string) => path.resolve(import.meta.dirname, 'web', file);

/**
 * A cold load of /app downloads far fewer files (the dashboard 38 instead of 62): modules are grouped into one
 * chunk per layer (a module goes to the first layer that takes it):
 *   - `base`: what both documents' entries load (React, the JSX runtime, shared helpers);
 *   - `common`: what the app's entry and shell share with any public page (icons, helpers) and the auth pages do
 *     not need: the public pages load all of it. Modules the auth pages need stay out of it (else /auth loaded
 *     all of it too: 148.3 KB of JS instead of 143.3, budget 150, with no room left for its texts; `/` 84.8
 *     instead of 79.9, budget 90);
 *   - `app`: the rest of the app document's entry (router, session hint);
 *   - `providers`: the data layer of /app, /join and /unsubscribe (TanStack Query, toasts);
 *   - `shell`: the signed-in shell of /app (sidebar, header, the guard);
 *   - `screen`: what the dashboard, the first screen, needs besides (other screens load it when they share it).
 * Apart from `common`, a layer takes only modules that no page outside it needs (`outside`: files whose static
 * and lazy imports are followed). Route modules and anything else loaded with import() keep their own chunks
 * (the build manifest keeps naming them, scripts/bench/bundle.ts reads it); what only some screens share keeps
 * Rolldown's default split.
 */
const SITE = ['site-main.tsx'];
const AUTH_PAGES = ['app/layouts/auth-providers.tsx', 'app/routes/auth.tsx', 'app/routes/reset-password.tsx'];
const AUTH = [...SITE, ...AUTH_PAGES];
const OUTSIDE_APP = [
  ...AUTH,
  'app/routes/join.tsx',
  'app/routes/unsubscribe.tsx',
  'app/routes/billing/sandbox-checkout.tsx',
  'app/routes/not-found.tsx',
];
const LAYERS = [
  { name: 'base', from: ['main.tsx'], alsoIn: SITE, outside: [] },
  {
    name: 'common',
    from: ['main.tsx', 'app/layouts/app-providers.tsx', 'app/layouts/app-layout.tsx'],
    alsoIn: SITE,
    outside: AUTH_PAGES,
  },
  { name: 'app', from: ['main.tsx'], outside: SITE },
  { name: 'providers', from: ['app/layouts/app-providers.tsx'], outside: AUTH },
  { name: 'shell', from: ['app/layouts/app-layout.tsx'], outside: OUTSIDE_APP },
  { name: 'screen', from: ['app/routes/app/dashboard.tsx'], outside: OUTSIDE_APP },
] as const;

function chunkLayers(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const layerOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'plantel-chunk-layers',
    apply: 'build',
    buildEnd() {
      const lazy = new Set<string>();
      for (const id of this.getModuleIds())
        for (const d of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) lazy.add(d);
      const closure = (files: readonly string[], followLazy: boolean) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const i of info?.importedIds ?? []) visit(i);
          if (followLazy) for (const d of info?.dynamicallyImportedIds ?? []) visit(d);
        };
        for (const f of files) visit(web(f));
        return seen;
      };
      for (const layer of LAYERS) {
        const also = 'alsoIn' in layer ? closure(layer.alsoIn, true) : undefined;
        const outside = closure(layer.outside, true);
        const taken = new Set<string>();
        for (const id of closure(layer.from, false)) {
          if (layerOf.has(id) || lazy.has(id) || outside.has(id) || (also && !also.has(id))) continue;
          taken.add(id);
        }
        // Rolldown puts a grouped module's imports in its group too: a module whose imports are not all in this
        // layer or an earlier one stays out (else it would drag a module of other pages into the layer).
        for (let changed = true; changed; ) {
          changed = false;
          for (const id of taken) {
            const imports = this.getModuleInfo(id)?.importedIds ?? [];
            if (imports.every((i) => taken.has(i) || layerOf.has(i))) continue;
            taken.delete(id);
            changed = true;
          }
        }
        for (const id of taken) layerOf.set(id, layer.name);
      }
    },
  };
  const groups = LAYERS.map((layer, i) => ({
    name: layer.name,
    priority: LAYERS.length - i,
    test: (id: string) => layerOf.get(id) === layer.name,
  }));
  return { plugin, groups };
}
const layers = chunkLayers();

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
  plugins: [linguiMacros(), react(), lingui(), tailwindcss(), publicSiteInDev(), layers.plugin],
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
      output: { codeSplitting: { groups: layers.groups } },
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
