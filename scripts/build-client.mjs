// The SPA build (Vite → dist/web), shared by `npm run build` and the test of its mode.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Always a production build of the client, whatever NODE_ENV the server runs with: Vite honours NODE_ENV, so
 * `NODE_ENV=development npm start` built and served React's development runtime (140 KB of script on `/`
 * instead of 80). A development client is `npm run dev` (Vite's dev server).
 *
 * Two builds: the first plans which chunks to merge (each page then loads the same code in fewer files), the
 * second applies the plan (scripts/chunk-plan.ts).
 */
export function buildClient(args = [], env = process.env) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-chunks-'));
  try {
    for (const pass of ['plan', 'apply']) {
      execFileSync(
        process.execPath,
        ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args],
        {
          stdio: 'inherit',
          env: {
            ...env,
            NODE_ENV: 'production',
            PLANTEL_CHUNKS: pass,
            PLANTEL_CHUNK_PLAN_FILE: path.join(dir, 'plan.json'),
          },
        },
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
