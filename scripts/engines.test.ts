import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// semver is what npm itself checks `engines` with; it is installed (npm's and many packages' dependency) but
// not ours, so it is loaded without types.
const semver = createRequire(import.meta.url)('semver') as {
  validRange(range: string): string | null;
  subset(sub: string, dom: string): boolean;
};

const root = path.resolve(import.meta.dirname, '..');

/** Every package installed under node_modules (nested copies too), with its declared Node range. */
function installedEngines(): { name: string; version: string; node: string }[] {
  const out: { name: string; version: string; node: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (entry.startsWith('.')) continue;
      const where = path.join(dir, entry);
      if (entry.startsWith('@')) {
        walk(where);
        continue;
      }
      const manifest = path.join(where, 'package.json');
      if (existsSync(manifest)) {
        const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
          name?: string;
          version?: string;
          engines?: { node?: unknown };
        };
        if (typeof pkg.engines?.node === 'string' && semver.validRange(pkg.engines.node)) {
          out.push({ name: pkg.name ?? entry, version: pkg.version ?? '?', node: pkg.engines.node });
        }
      }
      if (existsSync(path.join(where, 'node_modules'))) walk(path.join(where, 'node_modules'));
    }
  };
  walk(path.join(root, 'node_modules'));
  return out;
}

describe('the Node versions package.json declares (issue 12, item 9)', () => {
  it('are ones every installed dependency supports, so npm install on a declared version warns about none', () => {
    const ours = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        engines: { node: string };
      }
    ).engines.node;
    const installed = installedEngines();
    expect(installed.length).toBeGreaterThan(100);
    const unsupported = installed
      .filter((p) => !semver.subset(ours, p.node))
      .map((p) => `${p.name}@${p.version} needs Node ${p.node}`);
    expect(unsupported, `package.json engines.node is "${ours}"`).toEqual([]);
  });
});
