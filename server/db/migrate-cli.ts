// `npm run db:migrate`: applies the committed migrations to DATABASE_DIRECT_URL (else DATABASE_URL), or to the
// embedded database. The advisory lock needs a session of its own: never a transaction-mode pool. On a Citus
// coordinator it distributes the tables (server/platform/citus.ts); `-- --no-distribute` leaves them local.
import { loadConfig } from '../config';
import { startDatabase } from '../platform/database';
import { connectDatabase, runMigrations } from '../platform/db';

const config = loadConfig();
const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
const server = await startDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, log);
const handle = connectDatabase(config.databaseDirectUrl ?? server.url);
try {
  await runMigrations(handle.db, (m) => console.log(m), {
    distribute: !process.argv.includes('--no-distribute'),
  });
  console.log('Migrations applied.');
} finally {
  await handle.close();
  await server.stop();
}
