// The files of web/ a page's code reaches, for lingui.config.ts: an app catalog holds the texts of every file its
// routes import (statically or with import()), so that a component shared by two route groups is in both catalogs
// and a new import can never leave a screen without its texts. Imports are read with a regular expression (the
// code's own style: one `import … from '…'` per module, `import('…')` for lazy ones); `import type` carries no text.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'web');

const IMPORT = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const LAZY = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(WEB, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined; // a package, or domain/ (no texts there: it is shared with the server)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

const importsCache = new Map<string, string[]>();
function importsOf(file: string): string[] {
  let found = importsCache.get(file);
  if (!found) {
    const code = readFileSync(file, 'utf8');
    const specifiers = [
      ...[...code.matchAll(IMPORT)].filter((m) => !m[2]).map((m) => m[3]!),
      ...[...code.matchAll(LAZY)].map((m) => m[1]!),
    ];
    found = specifiers.map((s) => resolve(file, s)).filter((f): f is string => f !== undefined);
    importsCache.set(file, found);
  }
  return found;
}

/** Every file of web/ that `entries` (paths from the repository's root) import, themselves included. */
export function reachedFrom(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const next of importsOf(file)) visit(next);
  };
  for (const entry of entries) {
    const file = path.join(ROOT, entry);
    if (!existsSync(file)) throw new Error(`lingui.config.ts: no file ${entry}`);
    visit(file);
  }
  return new Set([...seen].map((file) => path.relative(ROOT, file)));
}

/** Files of web/ (tests aside) that call Lingui's macros: each must be in some catalog. */
export function filesWithTexts(dir = WEB): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'locales' && entry.name !== 'test') out.push(...filesWithTexts(file));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      if (/from ['"]@lingui\/[\w/]*macro['"]/.test(readFileSync(file, 'utf8')))
        out.push(path.relative(ROOT, file));
    }
  }
  return out;
}
