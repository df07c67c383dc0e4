import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isPublicPath } from './domain/site.ts';

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

// Two entries in web/: the app (index.html) and the public site (site.html). The API server (server/)
// serves the built files from dist/web.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), publicSiteInDev()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      input: {
        app: path.resolve(import.meta.dirname, 'web/index.html'),
        site: path.resolve(import.meta.dirname, 'web/site.html'),
      },
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
