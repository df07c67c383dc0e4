// The bench's third baseline (issue 16): the physical limit beside Plantel. A plain Fastify server, none of
// Plantel's plugins and no session, that reads the row `GET /api/company/holiday-region` reads (the measured
// company's region and time zone) by primary key with a prepared statement, from the same database through
// the same pool (server/platform/db.ts). Started by run.ts as a process of its own, as the app is:
//   DATABASE_URL=… COMPANY_ID=… PORT=… node --import tsx scripts/bench/plain-server.ts
import Fastify from 'fastify';
import { connectDatabase } from '../../server/platform/db';

const { DATABASE_URL, COMPANY_ID, PORT, HOST = '127.0.0.1' } = process.env;
if (!DATABASE_URL || !COMPANY_ID || !PORT) throw new Error('DATABASE_URL, COMPANY_ID and PORT are required');

const { pool, close } = connectDatabase(DATABASE_URL);
const app = Fastify({ logger: false });
const oneRow = {
  name: 'bench-one-row',
  text: 'select holiday_country as "holidayCountry", holiday_region as "holidayRegion", time_zone as "timeZone" from companies where id = $1',
  values: [COMPANY_ID],
};

app.get('/api/ready', async () => ({ status: 'ready' }));
app.get('/api/company/holiday-region', async (_request, reply) => {
  const { rows } = await pool.query(oneRow);
  if (rows.length === 0) return reply.code(404).send({ error: 'Company not found' });
  return rows[0];
});

const stop = async () => {
  await app.close();
  await close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
await app.listen({ port: Number(PORT), host: HOST });
