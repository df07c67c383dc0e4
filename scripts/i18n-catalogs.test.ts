// The router loads each screen's catalog by name (web/app/router.tsx `withTexts`); lingui.config.ts decides what
// is in it. A screen loading another group's catalog would show message ids: this keeps the two tables together.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_PAGES, APP_SCREENS } from '../lingui.config.ts';

const router = readFileSync(new URL('../web/app/router.tsx', import.meta.url), 'utf8');
const loadedBy = new Map<string, Set<string>>();
for (const [, area, module] of router.matchAll(
  /withTexts\('([\w-]+)',\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g,
)) {
  const file = `web/app/${module}.tsx`;
  loadedBy.set(file, new Set([...(loadedBy.get(file) ?? []), area!]));
}

describe("the router's catalogs", () => {
  it("load, beside each screen of lingui.config.ts's groups, that group's catalog", () => {
    const expected = [
      ...Object.entries(APP_SCREENS).flatMap(([group, files]) => files.map((f) => [f, `app-${group}`])),
      ...Object.entries(APP_PAGES).flatMap(([page, files]) => files.map((f) => [f, page])),
    ];
    for (const [file, area] of expected) expect([...(loadedBy.get(file!) ?? [])], file).toEqual([area]);
  });
});
