// Starts the database (embedded or external), applies migrations and listens. Nothing else.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { startDatabase } from './platform/database';
import { connectDatabase, runMigrations } from './platform/db';

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
const database = connectDatabase(dbServer.url, {
  onError: (e) => console.error('database pool error:', e.message),
});
await runMigrations(database.db);
const app = await buildApp({ config, database: { ...database, url: dbServer.url } });

closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  // Stop accepting requests and let the ones in flight finish, then close the pool and the database.
  await app.close();
  await database.close();
  await dbServer.stop();
});

await app.listen({ port: config.port, host: config.host });
const ms = Math.round(performance.now() - started);
app.log.info(
  `Plantel ready on ${config.appUrl} in ${ms} ms (${dbServer.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'external PostgreSQL'})`,
);

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
