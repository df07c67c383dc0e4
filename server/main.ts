// Starts the database (embedded or external), applies migrations and listens. Nothing else.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { startDatabase } from './platform/database';
import { connectDatabase, pooledStatementTimeout, runMigrations, STATEMENT_TIMEOUT_MS } from './platform/db';

const started = performance.now();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env, { webDir: findWebDir() });
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}

const bootLog = {
  info: (m: string) => console.log(m),
  warn: (m: string) => console.warn(m),
};
const dbServer = await startDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, bootLog);
const transactionPooling = config.databasePoolMode === 'transaction';
// Through the embedded server's Unix-domain socket when there is one: the pool, the migrations and the jobs.
const appUrl = dbServer.localUrl ?? dbServer.url;
const database = connectDatabase(appUrl, {
  max: config.databasePoolMax,
  onError: (e) => console.error('database pool error:', e.message),
  transactionPooling,
});
// Migrations (a session advisory lock) and pg-boss (LISTEN/NOTIFY) need whole sessions: past a transaction-mode
// pooler they use the direct URL (docs/SCALING.md section 2).
const directUrl = config.databaseDirectUrl ?? appUrl;
if (directUrl === appUrl) {
  await runMigrations(database.db, bootLog.info);
} else {
  const direct = connectDatabase(directUrl, { max: 2 });
  try {
    await runMigrations(direct.db, bootLog.info);
  } finally {
    await direct.close();
  }
}
if (transactionPooling) {
  const timeout = await pooledStatementTimeout(database.pool);
  if (timeout === '0') {
    console.warn(
      `DATABASE_POOL_MODE=transaction: the pooled connections have no statement_timeout. Set it on the app's role: alter role <role> set statement_timeout = '${STATEMENT_TIMEOUT_MS / 1000}s'`,
    );
  }
}
const app = await buildApp({ config, database: { ...database, url: directUrl } });

/** Longest wait for requests in flight once the listener is closed; then their connections are cut. */
const DRAIN_MS = 10_000;

// SIGTERM/SIGINT: drain, then stop what the requests used, the embedded PostgreSQL last. A second signal, or
// a stop that outlives the budget (pg-boss waits up to 10 s for running jobs), exits at once.
closeWithGrace({ delay: config.shutdownDelayMs + DRAIN_MS + 20_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  // Load balancers see /api/ready answer 503 and stop sending traffic; until the delay ends we still serve.
  app.beginDraining();
  if (config.shutdownDelayMs > 0 && !err) await sleep(config.shutdownDelayMs);
  // app.close(): no new connections, idle keep-alive ones closed, requests in flight finish (later requests
  // on their connections get 503), then the onClose hooks stop pg-boss (running jobs finish) and storage.
  const cut = setTimeout(() => {
    app.log.warn(`requests still running after ${DRAIN_MS} ms: closing their connections`);
    app.server.closeAllConnections();
  }, DRAIN_MS);
  app.log.info('closing the listener');
  await app.close();
  clearTimeout(cut);
  await database.close();
  await dbServer.stop();
  app.log.info('stopped');
});

await app.listen({ port: config.port, host: config.host });
const ms = Math.round(performance.now() - started);
app.log.info(
  `Plantel ready on ${config.appUrl} in ${ms} ms (${dbServer.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'external PostgreSQL'})`,
);

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The built SPA next to the built server (dist/web), if it exists. */
function findWebDir(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [
    path.resolve(here, '../web'),
    path.resolve(here, '../dist/web'),
    path.resolve('dist/web'),
  ]) {
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
  }
  return undefined;
}
