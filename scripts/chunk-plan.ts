// Fewer, larger chunks for a cold load (issue 16), with not one byte more on any page's first load.
//
// Rolldown's default split gives a chunk to every set of lazy modules that share code: the dashboard's first
// load was 51 files (icons, small UI pieces), and a cold load waits for each of them. Many of those chunks are
// loaded by exactly the same pages when they are opened first: merged, every page still downloads the same
// code, in fewer files. Which chunks those are is only known after tree-shaking (a module reached through a
// barrel such as `radix-ui` or `lucide-react` may be cut from every page), so the build runs twice
// (scripts/build-client.mjs):
//   1. `plan`: Rolldown's default split; the build's chunks are grouped by the pages (domain/page-loads.ts:
//      every page the server preloads) whose first load takes them, and the modules of each group are written
//      to the plan file;
//   2. `apply`: each group of the plan is one chunk (`codeSplitting.groups`, without pulling in the modules'
//      dependencies, which belong to other groups).
// Chunks that are a document's entry or a lazy module's own (route modules, catalogs, dialogs) keep their place;
// so do chunks no page loads first (loaded later, on demand). What a lazy module loads later may be a little
// larger: it loads the group of a chunk it shares with a first load.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { PAGE_PATHS, type PageLoad, pageLoad } from '../domain/page-loads.ts';

const FIRST_SCREEN = '/app/dashboard';
const FIRST_SCREEN_GROUP = ` + ${FIRST_SCREEN} and other screens`;

export interface ChunkPlan {
  groups: { name: string; modules: string[] }[];
}

/** The groups of the plan: chunks loaded first by the same pages, merged (`bundle` is a finished build's). */
export function planChunks(
  webRoot: string,
  bundle: Rolldown.OutputBundle,
  pages: Record<string, PageLoad> = Object.fromEntries(PAGE_PATHS.map((p) => [p, pageLoad(p)!])),
): ChunkPlan {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byFacade = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
  const pagesOf = new Map<string, string[]>();
  for (const [page, load] of Object.entries(pages)) {
    const seen = new Set<string>();
    const visit = (chunk: Rolldown.OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const i of chunk.imports) visit(byFile.get(i));
    };
    for (const m of [load.document, ...load.modules]) {
      const chunk = byFacade.get(path.join(webRoot, m));
      if (!chunk) throw new Error(`${m} (${page}) has no chunk of its own`);
      visit(chunk);
    }
    for (const f of seen) pagesOf.set(f, [...(pagesOf.get(f) ?? []), page]);
  }
  // The first screen (/app opens the dashboard) is the one most cold loads show: what it loads besides /app's
  // other screens goes into one group whichever of them share it (they may load a few KB more for it).
  const keyOf = (pages: string[]) =>
    pages.includes(FIRST_SCREEN)
      ? `${pages.filter((p) => !p.startsWith('/app')).join(' ')}${FIRST_SCREEN_GROUP}`
      : pages.join(' ');
  const merged = new Map<string, Rolldown.OutputChunk[]>();
  for (const chunk of chunks) {
    const pages = pagesOf.get(chunk.fileName);
    if (chunk.isEntry || chunk.isDynamicEntry || !pages) continue;
    const key = keyOf(pages);
    merged.set(key, [...(merged.get(key) ?? []), chunk]);
  }
  const size = (c: Rolldown.OutputChunk) => c.code.length;
  const everyPage = Object.keys(pages).length;
  return {
    groups: [...merged.entries()]
      .filter(([, list]) => list.length > 1)
      .map(([key, list]) => ({
        // Named for the pages that load it when it is one of the two big ones, else after its largest part.
        name:
          pagesOf.get(list[0]!.fileName)!.length === everyPage
            ? 'every-page'
            : key.endsWith(FIRST_SCREEN_GROUP)
              ? 'first-screen'
              : list.reduce((a, b) => (size(b) > size(a) ? b : a)).name,
        modules: list.flatMap((c) => c.moduleIds),
      })),
  };
}

/**
 * `plan`: a plugin that writes the plan of this build to `planFile`, no groups. `apply`: the plan's groups.
 * `off` (the dev server, tests of the config): neither.
 */
export function chunkPlan(
  webRoot: string,
  planFile: string,
  mode: 'plan' | 'apply' | 'off',
): { plugins: Plugin[]; groups: Rolldown.CodeSplittingGroup[] } {
  if (mode === 'plan') {
    const plugin: Plugin = {
      name: 'plantel-chunk-plan',
      apply: 'build',
      generateBundle(_options, bundle) {
        writeFileSync(planFile, JSON.stringify(planChunks(webRoot, bundle)));
      },
    };
    return { plugins: [plugin], groups: [] };
  }
  if (mode === 'off') return { plugins: [], groups: [] };
  const plan = JSON.parse(readFileSync(planFile, 'utf8')) as ChunkPlan;
  const groupOf = new Map<string, number>();
  plan.groups.forEach((g, i) => {
    for (const m of g.modules) groupOf.set(m, i);
  });
  return {
    plugins: [],
    groups: plan.groups.map((g, i) => ({
      name: g.name,
      test: (id: string) => groupOf.get(id) === i,
      includeDependenciesRecursively: false,
    })),
  };
}
