// `npm run demo`: a demo admin you can sign in with and a company full of sample data, in the configured
// database (DATABASE_URL, or the embedded one under DATA_DIR); scripts/demo.mjs then starts the app.
// Optional: `npm run demo -- --country=FR` (ES, FR, DE, IT, GB, NL).
import { loadConfig } from '../server/config';
import { createDemoCompany } from '../server/modules/sample-data/demo.service';
import { startDatabase } from '../server/platform/database';
import { connectDatabase, runMigrations } from '../server/platform/db';

const country = process.argv.find((a) => a.startsWith('--country='))?.slice('--country='.length);
const config = loadConfig();
const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
const server = await startDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, log);
const handle = connectDatabase(server.url);
try {
  await runMigrations(handle.db);
  const demo = await createDemoCompany(handle.db, { country });
  console.log(
    [
      '',
      `Demo company "${demo.companyName}": ${demo.people} sample people, ${demo.timeEntries} time entries, ${demo.absences} absences.`,
      `Sign in at ${config.appUrl}/auth with`,
      `  e-mail:   ${demo.email}`,
      `  password: ${demo.password}`,
      'Remove the sample data from the banner in the app ("Remove sample data").',
      '',
    ].join('\n'),
  );
} finally {
  await handle.close();
  await server.stop();
}
