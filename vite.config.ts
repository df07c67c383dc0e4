import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives in web/; the API server (server/) serves the built files from dist/web.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Inline assets would need a looser CSP (data: scripts); keep everything as files.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
