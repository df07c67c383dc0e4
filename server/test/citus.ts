// The integration suite on a Citus cluster (`npm run test:citus`, scripts/test-citus.sh): a template database
// cannot carry shards, so every test file gets a database of its own on the coordinator and on each worker, with
// the citus extension, the nodes registered, the migrations applied and the tables distributed, as the app does
// at start (runMigrations). Tests do not know which of the two they run on.
import pg from 'pg';
import { connectDatabase, runMigrations } from '../platform/db';
import { startJobs } from '../platform/jobs';

export interface CitusCluster {
  /** The coordinator's `postgres` database (creating and dropping databases). */
  adminUrl: string;
  workers: { host: string; port: number }[];
  /** citus.shard_count of the test databases: a few shards a table keep a file's setup short. */
  shardCount: number;
}

/**
 * The cluster of TEST_CITUS (a URL of the coordinator, e.g. `postgres://postgres@127.0.0.1:5440/plantel`): its
 * workers from TEST_CITUS_WORKERS (`host:port,host:port`) or else from that database's `pg_dist_node`.
 */
export async function citusClusterFromEnv(env = process.env): Promise<CitusCluster | undefined> {
  const url = env.TEST_CITUS;
  if (!url) return undefined;
  let workers: CitusCluster['workers'];
  if (env.TEST_CITUS_WORKERS) {
    workers = env.TEST_CITUS_WORKERS.split(',').map((w) => {
      const [host, port] = w.trim().split(':');
      return { host: host ?? '127.0.0.1', port: Number(port) };
    });
  } else {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ host: string; port: number }>(
        "select nodename as host, nodeport as port from pg_dist_node where groupid <> 0 and noderole = 'primary' order by nodeid",
      );
      workers = rows;
    } finally {
      await client.end();
    }
  }
  if (workers.length === 0)
    throw new Error(`TEST_CITUS: no workers (set TEST_CITUS_WORKERS or add nodes to ${url})`);
  return {
    adminUrl: withDatabase(url, 'postgres'),
    workers,
    shardCount: Number(env.TEST_CITUS_SHARD_COUNT ?? 4),
  };
}

export function withDatabase(url: string, name: string, host?: { host: string; port: number }): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  if (host) {
    u.hostname = host.host;
    u.port = String(host.port);
  }
  return u.toString();
}

async function onNode<T>(url: string, f: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await f(client);
  } finally {
    await client.end();
  }
}

/**
 * Citus's metadata updates right after CREATE EXTENSION sometimes fail with "tuple concurrently updated", and on a
 * loaded machine the coordinator's first connection to a worker may fail ("failure on connection marked as
 * essential"): both pass when tried again.
 */
async function retried<T>(f: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await f();
    } catch (e) {
      if (
        attempt >= 10 ||
        !/tuple concurrently updated|could not connect|connection marked as essential|connection to the remote node|deadlock detected/i.test(
          String(e),
        )
      )
        throw e;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * A distributed database `name` on the cluster: created on every node with the citus extension, the workers
 * registered on the coordinator (and the coordinator itself, for the Citus-local tables that reference the
 * reference tables), then migrated and distributed by runMigrations, and pg-boss's schema made (unless
 * `migrate: false`: an empty distributed database). Returns its URL.
 */
export async function createCitusDatabase(
  cluster: CitusCluster,
  name: string,
  opts: { migrate?: boolean } = {},
): Promise<string> {
  const coordinator = new URL(cluster.adminUrl);
  const nodes = [
    cluster.adminUrl,
    ...cluster.workers.map((w) => withDatabase(cluster.adminUrl, 'postgres', w)),
  ];
  await Promise.all(
    nodes.map(async (admin) => {
      await onNode(admin, (c) => c.query(`create database ${name}`));
      await onNode(withDatabase(admin, name), (c) => c.query('create extension citus'));
    }),
  );
  const url = withDatabase(cluster.adminUrl, name);
  await onNode(url, async (c) => {
    await c.query(`alter database ${name} set citus.shard_count = ${Number(cluster.shardCount)}`);
    await retried(() =>
      c.query('select citus_set_coordinator_host($1, $2)', [
        coordinator.hostname,
        Number(coordinator.port || 5432),
      ]),
    );
    for (const w of cluster.workers)
      await retried(() => c.query('select citus_add_node($1, $2)', [w.host, w.port]));
  });
  if (opts.migrate === false) return url;
  const database = connectDatabase(url, { max: 2 });
  try {
    await runMigrations(database.db);
  } finally {
    await database.close();
  }
  // pg-boss creates its schema on first start; here once, as the template does on one PostgreSQL.
  const jobs = await startJobs(url, console, { workers: false });
  await jobs.stop();
  return url;
}

/** Drops `name` on every node: the coordinator first (its connections to the workers go with its backends). */
export async function dropCitusDatabase(cluster: CitusCluster, name: string): Promise<void> {
  await onNode(cluster.adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  await Promise.all(
    cluster.workers.map((w) =>
      onNode(withDatabase(cluster.adminUrl, 'postgres', w), (c) =>
        c.query(`drop database if exists ${name} with (force)`),
      ),
    ),
  );
}
