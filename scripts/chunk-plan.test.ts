import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import type { PageLoad } from '../domain/page-loads.ts';
import { planChunks } from './chunk-plan.ts';

const chunk = (fileName: string, o: Partial<Rolldown.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    name: fileName.replace('.js', ''),
    imports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    moduleIds: [`/m/${fileName}`],
    code: 'x',
    ...o,
  }) as Rolldown.OutputChunk;

const page = (document: PageLoad['document'], ...modules: string[]): PageLoad => ({
  document,
  modules,
  catalogs: [],
});

describe('the chunk plan (issue 16)', () => {
  // An entry (app.html's), three lazy route modules, and shared chunks: `a` and `b` are loaded by /auth and the
  // dashboard, `c` and `d` by the dashboard and Team Overview, `e` only later (by a dialog), `f` by /auth alone.
  const bundle = Object.fromEntries(
    [
      chunk('entry.js', { isEntry: true, facadeModuleId: '/web/index.html', imports: ['a.js', 'b.js'] }),
      chunk('auth.js', { isDynamicEntry: true, facadeModuleId: '/web/auth.tsx', imports: ['a.js', 'f.js'] }),
      chunk('dash.js', { isDynamicEntry: true, facadeModuleId: '/web/dash.tsx', imports: ['c.js', 'd.js'] }),
      chunk('team.js', { isDynamicEntry: true, facadeModuleId: '/web/team.tsx', imports: ['c.js'] }),
      chunk('dialog.js', {
        isDynamicEntry: true,
        facadeModuleId: '/web/dialog.tsx',
        imports: ['e.js', 'd.js'],
      }),
      ...['a.js', 'b.js', 'c.js', 'd.js', 'e.js', 'f.js'].map((f) =>
        chunk(f, { code: f === 'b.js' ? 'xx' : 'x' }),
      ),
    ].map((c) => [c.fileName, c]),
  );
  const plan = planChunks('/web', bundle, {
    '/auth': page('index.html', 'auth.tsx'),
    '/app/dashboard': page('index.html', 'dash.tsx'),
    '/app/team': page('index.html', 'team.tsx'),
  });

  it('merges the chunks the same pages load first, and the first screen’s chunks it shares with other screens', () => {
    // a and b: /auth, dashboard, team (through the entry); c and d: the dashboard and some other screens.
    expect(plan.groups).toEqual([
      { name: 'every-page', modules: ['/m/a.js', '/m/b.js'] },
      { name: 'first-screen', modules: ['/m/c.js', '/m/d.js'] },
    ]);
  });

  it('leaves entries, lazy modules and what no page loads first where they are', () => {
    const planned = plan.groups.flatMap((g) => g.modules);
    for (const m of ['/m/entry.js', '/m/auth.js', '/m/dash.js', '/m/dialog.js', '/m/e.js', '/m/f.js'])
      expect(planned).not.toContain(m);
  });
});
