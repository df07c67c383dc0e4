// Proves that the import boundaries of biome.json hold: for every rule, a file that breaks it is planted in a
// temporary copy of the lint set-up and Biome must refuse it (and accept a legal twin at the same place), the
// way docs/SECURITY.md shows the security suites fail when a policy is removed. Run by `npm test`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');

/** [rule, file planted, import that breaks the rule, a legal import from the same file]. */
// biome-ignore format: a table reads best one case a line
const CASES = [
  ['domain imports no web code', 'domain/planted.ts', '@/lib/cn', './calendar'],
  ['domain imports no server code', 'domain/contracts/planted.ts', '../../server/config', './common'],
  ['domain has no I/O', 'domain/planted.ts', 'node:fs', 'zod'],
  ['domain has no framework', 'domain/planted.ts', 'react', 'zod'],
  ['server imports no web code', 'server/platform/planted.ts', '@/lib/cn', './db'],
  ['server imports no web code (relative)', 'server/modules/absences/planted.ts', '../../../web/lib/cn', './absences.service'],
  ['a service imports no drizzle', 'server/modules/absences/planted.service.ts', 'drizzle-orm', '@domain/calendar'],
  ['a service imports no table schema', 'server/modules/absences/planted.service.ts', '../../db/schema', './absences.repository'],
  ['a service imports no pg', 'server/modules/time-entries/planted.ts', 'pg', './time-entries.repository'],
  ['a route imports no drizzle', 'server/modules/absences/planted.routes.ts', 'drizzle-orm/pg-core', './absences.service'],
  ['a route imports no repository', 'server/modules/absences/planted.routes.ts', './absences.repository', './absences.service'],
  ['a route imports no repository (other module)', 'server/modules/team/planted.routes.ts', '../absences/absences.repository', '../../platform/route'],
  ['web imports no server code', 'web/lib/planted.ts', '@server/config', './cn'],
  ['a feature imports no server code (the override keeps the web ban)', 'web/features/absences/api/planted.ts', '../../../../server/config', '../components/absence-list'],
  ['a feature imports no server code by alias', 'web/features/absences/components/planted.tsx', '@server/config', '@/lib/cn'],
  ['a feature imports no node module', 'web/features/absences/planted.ts', 'node:fs', '@/components/ui/button'],
  ['a feature imports no other feature', 'web/features/absences/components/planted.tsx', '@/features/team/api/team', '../api/absences'],
  ['a feature imports no other feature (relative)', 'web/features/absences/components/planted.tsx', '../../team/api/team', '../api/absences'],
  ['a feature imports no other feature (relative, top level)', 'web/features/absences/planted.ts', '../team/api/team', './api/absences'],
  ['a feature imports no other feature (relative, nested)', 'web/features/absences/components/parts/planted.tsx', '../../../team/api/team', '../../api/absences'],
  ['a feature does not import the app', 'web/features/absences/components/planted.tsx', '@/app/router', '@domain/absences'],
  ['a feature leaves itself only through aliases', 'web/features/absences/components/planted.tsx', '../../../lib/cn', '@/lib/cn'],
  ['web/lib imports no feature', 'web/lib/planted.ts', '@/features/absences/api/absences', './api-client'],
  ['web/lib imports no feature (relative)', 'web/lib/planted.ts', '../features/absences/api/absences', './query-keys'],
  ['web/components import no feature', 'web/components/planted.tsx', '@/features/team/components/team-settings', './ui/button'],
  ['web/components import no page', 'web/components/ui/planted.tsx', '../../app/router', './button'],
];

function lint(dir, file, specifier) {
  const target = path.join(dir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `import * as planted from '${specifier}';\n\nexport const value = planted;\n`);
  const result = spawnSync(process.execPath, [biome, 'lint', '--max-diagnostics=5', file], {
    cwd: dir,
    encoding: 'utf8',
  });
  rmSync(target);
  return { refused: result.status !== 0, output: `${result.stdout}${result.stderr}` };
}

/** Every endpoint's path is written once, in domain/contracts: web/ reaches it through the generated list. */
function pathLiteralsInWeb() {
  const found = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.gen.ts')) {
        readFileSync(p, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (/['"`]\/api\//.test(line)) found.push(`${path.relative(root, p)}:${i + 1}: ${line.trim()}`);
          });
      }
    }
  };
  walk(path.join(root, 'web'));
  return found;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-boundaries-'));
try {
  // The repository's lint set-up, without git (the copy is not a repository).
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  config.vcs = { enabled: false };
  delete config.$schema;
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  const failures = [];
  for (const [rule, file, bad, good] of CASES) {
    const broken = lint(dir, file, bad);
    if (!broken.refused || !broken.output.includes('noRestrictedImports'))
      failures.push(`${rule}: ${file} importing '${bad}' was accepted\n${broken.output}`);
    const legal = lint(dir, file, good);
    if (legal.refused)
      failures.push(`${rule}: the legal import '${good}' from ${file} was refused\n${legal.output}`);
  }
  const literals = pathLiteralsInWeb();
  if (literals.length > 0)
    failures.push(
      `API paths written in web/ instead of taken from web/lib/api/endpoints.gen.ts:\n${literals.join('\n')}`,
    );
  if (failures.length > 0) {
    console.error(`Import boundaries that do not hold (biome.json):\n\n${failures.join('\n\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`${CASES.length} planted violations refused, their legal twins accepted`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
