import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../db/schema';
import { citusVersion, distributeTables, hasDistributedTables, migrateDistributed } from './citus';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What repositories accept: the pool-backed database or an open transaction. */
export type Db = Database | Tx;

/**
 * The name to give drizzle's `prepare()` for a statement built once (`builtOnce`): none. It is then sent as any
 * other statement, named after its text on a direct connection (preparesRepeatedStatements) and unnamed through a
 * transaction-mode pooler; drizzle types the name as required.
 */
export const BY_TEXT = undefined as unknown as string;

/**
 * A statement drizzle builds once per database handle (the pool's, or a transaction's on first use in it) and runs
 * with its values as placeholders (`sql.placeholder`), for the reads of every page: building a select cost Node a
 * quarter of `GET /api/me`'s CPU, more than PostgreSQL spends running it (docs/PERFORMANCE.md). `build` ends with
 * `.prepare(BY_TEXT)`.
 */
export function builtOnce<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byHandle = new WeakMap<Db, Q>();
  return (db) => {
    let statement = byHandle.get(db);
    if (statement === undefined) {
      statement = build(db);
      byHandle.set(db, statement);
    }
    return statement;
  };
}

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** Every statement of the app's pool; a longer one is a bug or an attack: fail it, free the connection. */
export const STATEMENT_TIMEOUT_MS = 30_000;

export function connectDatabase(
  url: string,
  opts: {
    max?: number;
    onError?: (e: Error) => void;
    /**
     * The URL goes through a transaction-mode pooler (PgBouncer): it refuses startup parameters it does not
     * know, statement_timeout among them, so the timeout must be set on the server side instead (the role:
     * `alter role … set statement_timeout = '30s'`; `pooledStatementTimeout` reads what applies).
     */
    transactionPooling?: boolean;
  } = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 20,
    idleTimeoutMillis: 30_000,
    ...(opts.transactionPooling ? {} : { statement_timeout: STATEMENT_TIMEOUT_MS }),
  });
  // The embedded server may stop before the pool during shutdown; an idle client error must not crash the app.
  pool.on('error', (e) => opts.onError?.(e));
  if (!opts.transactionPooling) pool.on('connect', preparesRepeatedStatements);
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as Database;
  return {
    db,
    pool,
    close: async () => {
      // pool.end() resolves once its clients are released, before their connections have closed: wait for each
      // client's end too, so a PostgreSQL stopped right after does not cut (and log) live connections.
      const open = pool.totalCount;
      let removed = 0;
      const allClosed = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on('remove', () => {
          if (++removed >= open) resolve();
        });
      });
      await pool.end();
      await Promise.race([allClosed, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    },
  };
}

/**
 * Put first in a statement whose best plan depends on its values (a month of every member's entries): it is sent
 * unnamed and planned with its values each time. A generic plan made Team Timesheets 8 times slower.
 */
export const PLANNED_EACH_TIME = sql.raw('/* planned each time */ ');
const PLANNED_EACH_TIME_TEXT = '/* planned each time */';

/** Names given to statement texts, shared by the connections of the process (see preparesRepeatedStatements). */
const statementNames = new Map<string, string>();
/**
 * Beyond this many texts, new ones go unnamed: a connection keeps every statement it prepared (and PostgreSQL its
 * plan) until it closes. The app's reads are a few hundred texts.
 */
export const MAX_NAMED_STATEMENTS = 500;

/**
 * Makes a connection prepare each parameterised statement the app sends once, then run it by name (issue 16). A
 * screen's reads are the same few texts with other values, and PostgreSQL planned each of them at every request:
 * planning was most of its CPU on the dashboard (a subquery of its statement: 0.25 ms planned, 0.08 ms run). A
 * named statement is planned with its values five times, after which PostgreSQL keeps a generic plan when it is
 * no worse. The name comes from the text, so the same text is the same statement on every connection, and pg
 * sends the Parse message once per connection. Not through a transaction-mode pooler, whose server connections
 * change between transactions (the session's statements follow the same rule, platform/auth-session.ts).
 */
function preparesRepeatedStatements(client: pg.PoolClient) {
  // The prototype's query, looked up at each call (a test's recorder, server/test/sql-log.ts, replaces it).
  const prototype = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
  const query = (...args: unknown[]) => prototype.query.apply(client, args);
  (client as { query: unknown }).query = (config: unknown, values?: unknown, ...rest: unknown[]) => {
    // drizzle sends `(config, values)`. Left as they are: a plain string, a statement without values, one named
    // already, one named '' (sent unnamed on purpose: auth-session.ts behind a pooler) and one PLANNED_EACH_TIME.
    const c = config as pg.QueryConfig | null;
    const params = Array.isArray(values) ? values : c?.values;
    if (
      typeof c === 'object' &&
      c !== null &&
      c.name === undefined &&
      typeof c.text === 'string' &&
      params?.length &&
      !c.text.trimStart().startsWith(PLANNED_EACH_TIME_TEXT)
    ) {
      let name = statementNames.get(c.text);
      if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
        name = `plantel_${createHash('sha1').update(c.text).digest('base64url')}`;
        statementNames.set(c.text, name);
      }
      if (name) return query({ ...c, name }, values, ...rest);
    }
    return query(config, values, ...rest);
  };
}

/**
 * The statement_timeout the pool's statements run under, e.g. '30s'; '0' = none. Through a transaction-mode
 * pooler it comes from the role or database setting, so the app checks it at start instead of assuming it.
 */
export async function pooledStatementTimeout(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ statement_timeout: string }>('show statement_timeout');
  return rows[0]?.statement_timeout ?? '0';
}

/** Finds server/db/migrations from the source tree or from the built dist/ (both live in the repository). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'server', 'db', 'migrations');
    if (existsSync(candidate)) return candidate;
    const sibling = path.join(dir, 'db', 'migrations');
    if (existsSync(path.join(sibling, 'meta'))) return sibling;
    dir = path.dirname(dir);
  }
  throw new Error('server/db/migrations not found');
}

/**
 * Applies the pending migrations. Several app servers may start at once (a rolling deploy, a scaled-out
 * service): an advisory lock lets one apply them while the others wait, then find nothing left to do.
 * The lock holds one connection of the pool while migrate uses another: the pool needs two or more.
 */
export async function runMigrations(
  db: Database,
  log: (message: string) => void = () => {},
  /** `distribute: false` applies the migrations only (scripts/citus-trial.sh tries the distribution itself). */
  opts: { distribute?: boolean } = {},
): Promise<void> {
  const lock = await db.$client.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext('plantel.migrations'))");
    try {
      // On the locked connection, without the requests' statement timeout: a data step or a constraint over a
      // large table (every company's time entries) may take longer than any request should, and a start that
      // stops halfway through an upgrade helps nobody.
      await lock.query('set statement_timeout = 0');
      // On a Citus coordinator (docs/SCALING.md section 3) the tables are distributed after the migrations; once
      // they are, later migrations convert the tables they create as they go. Plain PostgreSQL: one catalog query.
      const citus = (await citusVersion(lock)) !== null;
      if (citus && (await hasDistributedTables(lock)))
        await migrateDistributed(lock, migrationsFolder(), log);
      else
        await migrate(drizzle(lock), { migrationsFolder: migrationsFolder(), migrationsSchema: 'drizzle' });
      if (citus && opts.distribute !== false) await distributeTables(lock, log);
    } finally {
      await lock.query('reset statement_timeout');
      await lock.query("select pg_advisory_unlock(hashtext('plantel.migrations'))");
    }
  } finally {
    lock.release();
  }
}

const distributed = new WeakMap<Database, Promise<boolean>>();

/**
 * Whether this database is a Citus coordinator (the `citus` extension is installed): a few look-ups take a
 * different but equivalent shape there so that they route to one shard (platform/auth-session.ts). Asked once
 * per database handle.
 */
export function isDistributed(db: Database): Promise<boolean> {
  let known = distributed.get(db);
  if (!known) {
    known = db.$client
      .query<{ citus: boolean }>(
        `select exists (select 1 from pg_extension where extname = 'citus') as citus`,
      )
      .then((r) => r.rows[0]?.citus === true);
    distributed.set(db, known);
  }
  return known;
}
