// `npm run archive:export -- <company id> <out.zip>` (a built server: `node dist/server/archive-export-cli.js
// <company id> <out.zip>`): writes the archive a deleted company's purge kept (its working-time records and
// whose they are) as a ZIP, for the former admin who asks for it (docs/DEPLOYMENT.md, "Archives of deleted
// companies"). An operator's tool: no API route reads an archive. Runs with the server's environment.
import { writeFileSync } from 'node:fs';
import { AppError } from '@domain/errors';
import { loadConfig } from './config';
import { archiveZip } from './modules/exports/exports.service';
import { startDatabase } from './platform/database';
import { connectDatabase } from './platform/db';

const USAGE = 'Usage: npm run archive:export -- <company id> <out.zip>';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const [companyId, out] = process.argv.slice(2);
if (!companyId || !out || !UUID.test(companyId)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
const server = await startDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, log);
const handle = connectDatabase(server.url, { max: 2 });
try {
  const zip = await archiveZip(handle.db, companyId);
  // Never over an existing file, and readable by the operator only: it holds people's working time.
  writeFileSync(out, zip, { flag: 'wx', mode: 0o600 });
  console.log(`Wrote ${out} (${zip.length} bytes): the archive of company ${companyId}.`);
} catch (err) {
  console.error(
    err instanceof AppError || (err as NodeJS.ErrnoException).code === 'EEXIST'
      ? (err as Error).message
      : err,
  );
  process.exitCode = 1;
} finally {
  await handle.close();
  await server.stop();
}
