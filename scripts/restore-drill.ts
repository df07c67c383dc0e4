// The restore drill: proves a backup (scripts/backup.sh) can become a working database again.
//
//   npx tsx scripts/restore-drill.ts <file.dump> [--keep]
//
// 1. reads the dump's own row count of every table (pg_restore --data-only, the COPY blocks);
// 2. restores it into a new database `plantel_drill_<timestamp>` (pg_restore --no-owner --exit-on-error);
// 3. compares the restored row counts, table by table, with the dump's;
// 4. checks the migrations table (drizzle.__drizzle_migrations) against this checkout's migrations;
// 5. starts the app on the restored database (migrations, job queue, /api/ready), with no job workers, so a
//    restored copy never sends e-mails or purges anything;
// 6. drops the database again (unless --keep).
//
// Where: RESTORE_DATABASE_URL (a server where it may create databases; any database name in the URL), else
// DATABASE_URL's server, else the running embedded PostgreSQL of DATA_DIR. Run it from a checkout of the
// version that made the backup (or a newer one). pg_restore must be the dump's major version or newer.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connectDatabase, migrationsFolder, runMigrations } from '../server/platform/db';

const run = promisify(execFile);
const PG_RESTORE = process.env.PG_RESTORE ?? 'pg_restore';

export type RowCounts = Map<string, number>;

export interface DrillReport {
  database: string;
  tables: number;
  rows: number;
  mismatches: Array<{ table: string; dump: number | undefined; restored: number | undefined }>;
  migrations: { recorded: number; inCheckout: number; appliedAtStart: number };
  ready: boolean;
  ok: boolean;
  ms: { restore: number; total: number };
}

/** Row count of every table in a custom-format dump, read from its COPY blocks (no database needed). */
export async function dumpRowCounts(dumpFile: string): Promise<RowCounts> {
  const child = spawn(PG_RESTORE, ['--data-only', '--file=-', dumpFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const counts: RowCounts = new Map();
  let table: string | undefined;
  let rows = 0;
  // COPY text format escapes newlines inside values, so one line is one row until the "\." terminator.
  for await (const line of createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (table === undefined) {
      const m = /^COPY (\S+) \(.*\) FROM stdin;$/.exec(line);
      if (m) {
        table = normalise(m[1]!);
        rows = 0;
      }
    } else if (line === '\\.') {
      counts.set(table, rows);
      table = undefined;
    } else {
      rows++;
    }
  }
  const code = await exited;
  if (code !== 0) throw new Error(`pg_restore could not read ${dumpFile}: ${stderr.trim()}`);
  return counts;
}

/** `"schema"."table"` and `schema.table` name the same table. */
const normalise = (qualified: string) => qualified.replaceAll('"', '');

/**
 * Row count of every table that holds rows (partitions count, their partitioned parents do not: pg_dump copies
 * the data of each partition), outside PostgreSQL's own schemas.
 */
export async function databaseRowCounts(url: string): Promise<RowCounts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ schema: string; name: string }>(
      `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%'
       order by 1, 2`,
    );
    const counts: RowCounts = new Map();
    for (const { schema, name } of tables.rows) {
      const res = await client.query<{ n: string }>(
        `select count(*) as n from ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`,
      );
      counts.set(`${schema}.${name}`, Number(res.rows[0]!.n));
    }
    return counts;
  } finally {
    await client.end();
  }
}

export function compareCounts(dump: RowCounts, restored: RowCounts): DrillReport['mismatches'] {
  const tables = [...new Set([...dump.keys(), ...restored.keys()])].sort();
  return tables
    .filter((t) => dump.get(t) !== restored.get(t))
    .map((table) => ({ table, dump: dump.get(table), restored: restored.get(table) }));
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export async function restoreDrill(opts: {
  dumpFile: string;
  serverUrl: string;
  keep?: boolean;
}): Promise<DrillReport> {
  const started = performance.now();
  const name = `plantel_drill_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
  const adminUrl = withDatabase(opts.serverUrl, 'postgres');
  const url = withDatabase(opts.serverUrl, name);
  const expected = await dumpRowCounts(opts.dumpFile);

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  try {
    const restoreStarted = performance.now();
    await run(PG_RESTORE, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--jobs=2',
      `--dbname=${url}`,
      opts.dumpFile,
    ]);
    const restoreMs = performance.now() - restoreStarted;
    const restored = await databaseRowCounts(url);
    const mismatches = compareCounts(expected, restored);

    const inCheckout = (
      JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      }
    ).entries.length;
    const recorded = restored.get('drizzle.__drizzle_migrations') ?? -1;

    // The app on the restored copy: pending migrations (a backup of an older version), job queue, readiness.
    let ready = false;
    let appliedAtStart = 0;
    if (recorded >= 0 && recorded <= inCheckout) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plantel-drill-'));
      const database = connectDatabase(url, { max: 4 });
      try {
        await runMigrations(database.db);
        appliedAtStart = (await databaseRowCounts(url)).get('drizzle.__drizzle_migrations')! - recorded;
        const config = loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          AUTH_SECRET: 'restore-drill-secret-restore-drill-secret',
          LOG_LEVEL: 'silent',
        });
        const app = await buildApp({ config, database: { ...database, url }, jobWorkers: false });
        try {
          ready = (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200;
        } finally {
          await app.close();
        }
      } finally {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }

    return {
      database: name,
      tables: expected.size,
      rows: [...expected.values()].reduce((a, b) => a + b, 0),
      mismatches,
      migrations: { recorded, inCheckout, appliedAtStart },
      ready,
      ok: mismatches.length === 0 && recorded > 0 && ready,
      ms: { restore: Math.round(restoreMs), total: Math.round(performance.now() - started) },
    };
  } finally {
    if (!opts.keep) await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await admin.end();
  }
}

/** The server to restore into, as described at the top of this file. */
function serverUrlFromEnvironment(): string {
  const explicit = process.env.RESTORE_DATABASE_URL || process.env.DATABASE_URL;
  if (explicit) return explicit;
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  let port: string | undefined;
  try {
    port = readFileSync(pidFile, 'utf8').split('\n')[3]?.trim();
  } catch {}
  if (!port)
    throw new Error(
      `No running embedded PostgreSQL in ${dataDir}: start the app or set RESTORE_DATABASE_URL`,
    );
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://plantel:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dumpFile = args.find((a) => !a.startsWith('--'));
  if (!dumpFile) {
    console.error('usage: npx tsx scripts/restore-drill.ts <file.dump> [--keep]');
    process.exit(2);
  }
  const report = await restoreDrill({
    dumpFile,
    serverUrl: serverUrlFromEnvironment(),
    keep: args.includes('--keep'),
  });
  const out = process.stdout;
  out.write(
    `Restore drill of ${dumpFile} into ${report.database}${args.includes('--keep') ? ' (kept)' : ''}\n`,
  );
  out.write(`  tables: ${report.tables}, rows: ${report.rows}, restored in ${report.ms.restore} ms\n`);
  out.write(
    `  row counts: ${report.mismatches.length === 0 ? 'every table equal' : `${report.mismatches.length} differ`}\n`,
  );
  for (const m of report.mismatches)
    out.write(`    ${m.table}: dump ${m.dump ?? '-'}, restored ${m.restored ?? '-'}\n`);
  out.write(
    `  migrations: ${report.migrations.recorded} recorded, ${report.migrations.inCheckout} in this checkout, ${report.migrations.appliedAtStart} applied at start\n`,
  );
  out.write(`  app started on it, /api/ready: ${report.ready ? 'ready' : 'NOT READY'}\n`);
  out.write(`${report.ok ? 'PASS' : 'FAIL'} in ${report.ms.total} ms\n`);
  process.exit(report.ok ? 0 : 1);
}
