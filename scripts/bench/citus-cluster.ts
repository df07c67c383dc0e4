// The Citus side of `npm run bench -- --citus`: a throw-away Citus cluster (a coordinator and two workers, as
// `npm run test:citus` starts it with ../shared/citus/cluster.sh) and, beside it, one plain PostgreSQL of the same
// build and settings (Debian's PostgreSQL 15 without the citus library), so the comparison prices Citus and
// nothing else. Both get the same data: seed.ts fills the plain database, pg_dump copies it into a database on
// the coordinator as local tables, and the app's own distribution step (server/platform/citus.ts, through
// runMigrations) distributes them, exactly as it would a database moved to Citus.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, runMigrations } from '../../server/platform/db';
import { hashPassword } from '../../server/platform/passwords';
import { createCitusDatabase, dropCitusDatabase } from '../../server/test/citus';
import { BENCH_PASSWORD, type SeedInfo, seedOne } from './seed';

const PGBIN = '/usr/lib/postgresql/15/bin';
/** The bench database's name on both sides. */
export const BENCH_DB = 'bench';

export interface CitusBenchCluster {
  dir: string;
  /** The coordinator's port; the workers listen on the next two. */
  port: number;
  plainPort: number;
  /** The coordinator's server log (cluster.sh starts it with -l). */
  coordinatorLog: string;
  workerLogs: string[];
  citusUrl(db?: string): string;
  plainUrl(db?: string): string;
  stop(): Promise<void>;
}

const url = (port: number, db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** `n` consecutive free ports (cluster.sh takes the coordinator's and the next two). */
async function freePorts(n: number): Promise<number> {
  for (;;) {
    const p = 20000 + Math.floor(Math.random() * 20000);
    let free = true;
    for (let i = 0; i < n && free; i++) free = await portIsFree(p + i);
    if (free) return p;
  }
}

const asPostgres = (command: string) =>
  execFileSync('su', ['postgres', '-c', command], { stdio: ['ignore', 'ignore', 'inherit'] });

/**
 * Installs Citus when it is missing (../shared/citus/install.sh, idempotent), starts the cluster and the plain
 * PostgreSQL. Needs root, as `npm run test:citus`.
 */
export async function startCitusCluster(log: (s: string) => void): Promise<CitusBenchCluster> {
  if (process.getuid?.() !== 0)
    throw new Error('bench --citus: run as root (install.sh and cluster.sh need it)');
  const citusDir = path.resolve(process.env.CITUS_DIR ?? path.join(process.cwd(), '..', 'shared', 'citus'));
  if (!existsSync(path.join(citusDir, 'cluster.sh')))
    throw new Error(`bench --citus: no Citus scripts in ${citusDir} (set CITUS_DIR)`);
  execFileSync('bash', [path.join(citusDir, 'install.sh')], { stdio: 'inherit' });
  const port = await freePorts(4);
  const plainPort = port + 3;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-bench-citus.'));
  let clusterStarted = false;
  let plainStarted = false;
  const stop = async () => {
    if (clusterStarted)
      execFileSync('bash', [path.join(citusDir, 'cluster.sh'), 'stop', dir], { stdio: 'inherit' });
    if (plainStarted) asPostgres(`${PGBIN}/pg_ctl -D ${dir}/plain -m fast -w stop`);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    log(`Citus cluster on 127.0.0.1:${port}–${port + 2}, plain PostgreSQL on ${plainPort} (${dir})`);
    clusterStarted = true;
    execFileSync('bash', [path.join(citusDir, 'cluster.sh'), 'start', dir, String(port)], {
      stdio: 'inherit',
    });
    // The plain node: cluster.sh's settings without the citus library.
    asPostgres(`${PGBIN}/initdb -D ${dir}/plain --auth=trust -U postgres -E UTF8 --locale=C.UTF-8`);
    appendFileSync(
      `${dir}/plain/postgresql.conf`,
      `port = ${plainPort}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nmax_connections = 300\nfsync = off\n`,
    );
    plainStarted = true;
    asPostgres(`${PGBIN}/pg_ctl -D ${dir}/plain -l ${dir}/plain.log -w start`);
  } catch (e) {
    await stop();
    throw e;
  }
  return {
    dir,
    port,
    plainPort,
    coordinatorLog: path.join(dir, 'coord.log'),
    workerLogs: [path.join(dir, 'w1.log'), path.join(dir, 'w2.log')],
    citusUrl: (db = BENCH_DB) => url(port, db),
    plainUrl: (db = BENCH_DB) => url(plainPort, db),
    stop,
  };
}

async function onDb<T>(connectionString: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  client.on('error', () => {});
  await client.connect();
  try {
    return await f(client);
  } finally {
    await client.end();
  }
}

export interface SeededPair {
  info: SeedInfo;
  /** Seconds: seeding the plain database, copying it to the coordinator, distributing it. */
  seedSeconds: number;
  copySeconds: number;
  distributeSeconds: number;
  /** Shards per distributed table. */
  shardCount: number;
  distributedTables: number;
}

/**
 * Seeds `companies` companies into the plain database (seed.ts), copies them into a database on the coordinator
 * (pg_dump/pg_restore: the same rows, ids included) and distributes them with the app's step.
 */
export async function seedBoth(
  cluster: CitusBenchCluster,
  companies: number,
  log: (s: string) => void,
  shardCount = 32,
): Promise<SeededPair> {
  let t = performance.now();
  await onDb(cluster.plainUrl('postgres'), (c) => c.query(`create database ${BENCH_DB}`));
  log(`Seeding ${companies} companies into the plain PostgreSQL …`);
  const info = await seedOne(cluster.plainUrl(), companies, await hashPassword(BENCH_PASSWORD), log);
  const seedSeconds = (performance.now() - t) / 1000;

  t = performance.now();
  const dump = path.join(cluster.dir, 'bench.dump');
  execFileSync(`${PGBIN}/pg_dump`, ['-Fc', '-f', dump, cluster.plainUrl()], { stdio: 'inherit' });
  const citusCluster = {
    adminUrl: cluster.citusUrl('postgres'),
    workers: [
      { host: '127.0.0.1', port: cluster.port + 1 },
      { host: '127.0.0.1', port: cluster.port + 2 },
    ],
    shardCount,
  };
  await dropCitusDatabase(citusCluster, BENCH_DB);
  await createCitusDatabase(citusCluster, BENCH_DB, { migrate: false });
  execFileSync(`${PGBIN}/pg_restore`, ['--no-owner', '-d', cluster.citusUrl(), dump], { stdio: 'inherit' });
  const copySeconds = (performance.now() - t) / 1000;

  t = performance.now();
  const handle = connectDatabase(cluster.citusUrl(), { max: 2 });
  try {
    await runMigrations(handle.db, log);
  } finally {
    await handle.close();
  }
  // The shards are new tables: statistics as the plain database has them after its seed.
  const distributed = await onDb(cluster.citusUrl(), async (c) => {
    const { rows } = await c.query<{ t: string }>(
      `select logicalrelid::regclass::text as t from pg_dist_partition where partmethod = 'h' order by 1`,
    );
    for (const r of rows) await c.query(`vacuum (analyze) ${r.t}`);
    await c.query('vacuum (analyze)');
    return rows.length;
  });
  const distributeSeconds = (performance.now() - t) / 1000;
  log(
    `  copied in ${copySeconds.toFixed(1)} s, ${distributed} tables distributed (${shardCount} shards each) and analysed in ${distributeSeconds.toFixed(1)} s`,
  );
  return { info, seedSeconds, copySeconds, distributeSeconds, shardCount, distributedTables: distributed };
}
