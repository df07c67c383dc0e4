import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildClient } from './build-client.mjs';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'plantel-build-mode-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the client build (issue 12, item 8)', () => {
  it('is a production build of React even when the server runs with NODE_ENV=development', () => {
    // The same function `npm run build` uses, on a one-file React app (the real one takes ~30 s).
    buildClient(['scripts/fixtures/react-build', '--outDir', outDir, '--emptyOutDir'], {
      ...process.env,
      NODE_ENV: 'development',
    });
    const assets = path.join(outDir, 'assets');
    const script = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(assets, f), 'utf8'))
      .join('\n');
    // React's production runtime reports errors by number; the development one carries its warnings.
    expect(script).toContain('Minified React error');
    expect(script).not.toContain('Invalid hook call');
  }, 60_000);
});
