// The SPA build (Vite → dist/web), shared by `npm run build` and the test of its mode.
import { execFileSync } from 'node:child_process';

/**
 * Always a production build of the client, whatever NODE_ENV the server runs with: Vite honours NODE_ENV, so
 * `NODE_ENV=development npm start` built and served React's development runtime (140 KB of script on `/`
 * instead of 80). A development client is `npm run dev` (Vite's dev server).
 */
export function buildClient(args = [], env = process.env) {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args], {
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'production' },
  });
}
