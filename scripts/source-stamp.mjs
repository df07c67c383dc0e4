import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOTS = [
  'web',
  'server',
  'domain',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  // A change to how the build is made is a reason to build again.
  'scripts/build.mjs',
  'scripts/build-client.mjs',
  'scripts/chunk-plan.ts',
];

/** The newest modification time of the sources a build depends on: a cheap "is dist stale?" check. */
export function sourceStamp() {
  let newest = 0;
  const walk = (p) => {
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules') walk(path.join(p, entry));
    } else if (!/\.(int\.)?test\.tsx?$/.test(p)) {
      newest = Math.max(newest, st.mtimeMs);
    }
  };
  for (const root of ROOTS) walk(root);
  return String(Math.floor(newest));
}
