// `npm test` step "texts translated": the message catalogs (web/locales for the client, server/locales for the
// server's e-mails, files and errors) hold exactly the messages the code uses (no missing, no unused key), every
// language translates every one of them, the server's compiled modules (server/locales/<lang>/server.ts) match
// its catalogs; and the folders already converted (web/lib/i18n/converted.json) show no user-visible text
// outside Lingui (scripts/i18n-literals.mjs). `npm run i18n:extract` brings the catalogs up to date;
// web/lib/i18n/README.md and server/i18n/README.md say the rest.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findLiterals } from './i18n-literals.mjs';
import { readPo } from './read-po.mjs';

const SOURCE = 'en';
/** lingui.config.ts `pseudoLocale`: compiled from English, so its catalogs hold ids and no translation. */
const PSEUDO = 'pseudo';
const problems = [];
const LINGUI = 'node_modules/@lingui/cli/dist/lingui.js';

/** The two sets of catalogs: the client's (lingui.config.ts) and the server's (lingui.server.config.ts). */
const SETS = [
  { dir: 'web/locales', env: 'I18N_CATALOGS_DIR', config: [] },
  {
    dir: 'server/locales',
    env: 'I18N_SERVER_CATALOGS_DIR',
    config: ['--config', 'lingui.server.config.ts'],
    compiled: true,
  },
];

function readFileIfAny(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

const poFiles = (dir) =>
  readdirSync(dir).flatMap((locale) =>
    readdirSync(path.join(dir, locale))
      .filter((f) => f.endsWith('.po'))
      .map((f) => path.join(locale, f)),
  );

const lingui = (args, env) => {
  const run = spawnSync(process.execPath, [LINGUI, ...args, '--workers', '1'], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    process.exit(1);
  }
};

for (const set of SETS) {
  const CATALOGS = set.dir;
  // 1. Extract into a copy and compare: a difference is a message added to or removed from the code.
  const copy = mkdtempSync(path.join(tmpdir(), 'plantel-i18n-'));
  try {
    cpSync(CATALOGS, copy, { recursive: true });
    lingui(['extract', '--clean', ...set.config], { [set.env]: copy });
    for (const file of poFiles(CATALOGS)) {
      const committed = readPo(readFileSync(path.join(CATALOGS, file), 'utf8'));
      const extracted = readPo(readFileSync(path.join(copy, file), 'utf8'));
      const missing = [...extracted.keys()].filter((id) => !committed.has(id));
      const unused = [...committed.keys()].filter((id) => !extracted.has(id));
      if (missing.length)
        problems.push(`${file}: not in the catalog (run npm run i18n:extract): ${missing.join(', ')}`);
      if (unused.length)
        problems.push(`${file}: no longer used (run npm run i18n:extract): ${unused.join(', ')}`);
      if (file.startsWith(`${SOURCE}/`)) {
        const changed = [...extracted].filter(
          ([id, text]) => committed.has(id) && committed.get(id) !== text,
        );
        for (const [id] of changed)
          problems.push(`${file}: ${id} has new English text (run npm run i18n:extract)`);
      }
    }
    const extractedFiles = new Set(poFiles(copy));
    for (const file of extractedFiles)
      if (!poFiles(CATALOGS).includes(file))
        problems.push(`${file}: a new catalog (run npm run i18n:extract)`);

    // The server imports compiled catalogs: compiling the committed ones must give the committed modules.
    if (set.compiled) {
      cpSync(CATALOGS, copy, { recursive: true });
      lingui(['compile', '--namespace', 'ts', ...set.config], { [set.env]: copy });
      for (const file of poFiles(CATALOGS)) {
        const module = file.replace(/\.po$/, '.ts');
        const committed = readFileIfAny(path.join(CATALOGS, module));
        if (committed !== readFileIfAny(path.join(copy, module)))
          problems.push(
            `${path.join(CATALOGS, module)}: not compiled from its catalog (run npm run i18n:extract)`,
          );
      }
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }

  // 2. Every language translates every message.
  for (const file of poFiles(CATALOGS)) {
    if (file.startsWith(`${SOURCE}/`) || file.startsWith(`${PSEUDO}/`)) continue;
    const entries = readPo(readFileSync(path.join(CATALOGS, file), 'utf8'));
    const untranslated = [...entries].filter(([, text]) => text.trim() === '').map(([id]) => id);
    if (untranslated.length) problems.push(`${set.dir}/${file}: not translated: ${untranslated.join(', ')}`);
  }
}

// 3. No user-visible literal in the converted folders.
for (const found of findLiterals()) problems.push(found);

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s) with the texts: see web/lib/i18n/README.md`);
  process.exit(1);
}
console.log('Catalogs complete in every language; converted folders have no literal text.');
