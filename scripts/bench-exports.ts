// GDPR budget (issue 8): a personal data export ≤ 2 s, from the request to the ZIP being ready, for a person
// with four years of daily time records (the legal retention) and a change-history row for each. Seeds an
// embedded PostgreSQL (COMPANIES companies × 10 members with one year of entries, and the measured person),
// starts the production build (dist/server/main.js, run `npm run build` first), asks for the export RUNS
// times (one at a time, as the UI does: a running export answers itself) and downloads each ZIP.
//
//   npx tsx scripts/bench-exports.ts [--companies 200] [--runs 10]

import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startEmbedded } from '../server/platform/database';
import { connectDatabase, runMigrations } from '../server/platform/db';
import { hashPassword } from '../server/platform/passwords';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const COMPANIES = Number(args.get('companies') ?? 200);
const RUNS = Number(args.get('runs') ?? 10);
const PASSWORD = 'bench passphrase 2026';

const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-bench-exports-'));
const db = await startEmbedded(
  dir,
  { info: () => {}, warn: (m: string) => console.warn(m) },
  {
    fast: true,
    dbName: 'plantel_bench',
  },
);
let server: ChildProcess | undefined;

const weekdays = (from: string, to: string) => `
  select d::date as d from generate_series(${from}, ${to}, interval '1 day') d where extract(isodow from d) < 6`;

try {
  const handle = connectDatabase(db.url, { max: 2 });
  await runMigrations(handle.db);
  await handle.close();
  const client = new pg.Client({ connectionString: db.url });
  client.on('error', () => {});
  await client.connect();
  const seeded = Date.now();
  await client.query(`
    insert into companies (name) select 'Bench company ' || g from generate_series(1, ${COMPANIES}) g;
    create table bench_members as
      select c.id as company_id, gen_random_uuid() as user_id, m as n from companies c cross join generate_series(1, 10) m;
    insert into users (id, name, email, email_verified)
      select user_id, 'Person ' || n, 'p' || n || '-' || company_id || '@bench.test', true from bench_members;
    insert into profiles (id, company_id, email, first_name, last_name, role)
      select user_id, company_id, 'p' || n || '-' || company_id || '@bench.test', 'Person', n::text,
             (case when n = 1 then 'admin' else 'employee' end)::role from bench_members;
    insert into time_entries (company_id, user_id, work_date, clock_in, clock_out, break_start, break_end, total_hours)
      select b.company_id, b.user_id, w.d, (w.d + time '09:00') at time zone 'Europe/Madrid',
             (w.d + time '17:00') at time zone 'Europe/Madrid', (w.d + time '12:00') at time zone 'Europe/Madrid',
             (w.d + time '13:00') at time zone 'Europe/Madrid', 7
      from bench_members b cross join (${weekdays("current_date - interval '1 year'", "current_date - interval '1 day'")}) w;
  `);
  const [me] = (
    await client.query<{ company_id: string; user_id: string; email: string }>(
      `select b.company_id, b.user_id, p.email from bench_members b join profiles p on p.id = b.user_id
       where b.n = 5 order by b.company_id limit 1 offset ${Math.floor(COMPANIES / 2)}`,
    )
  ).rows;
  const { company_id: companyId, user_id: userId, email } = me!;
  // The measured person: four years of entries, each with its creation in the history, plus absences.
  await client.query(
    `delete from time_entries where user_id = $2;
     insert into time_entries (company_id, user_id, work_date, clock_in, clock_out, break_start, break_end, total_hours, notes)
       select $1, $2, w.d, (w.d + time '09:00') at time zone 'Europe/Madrid', (w.d + time '17:00') at time zone 'Europe/Madrid',
              (w.d + time '12:00') at time zone 'Europe/Madrid', (w.d + time '13:00') at time zone 'Europe/Madrid', 7, 'Office'
       from (${weekdays("current_date - interval '4 years'", "current_date - interval '1 day'")}) w;
     insert into time_entry_history (company_id, entry_id, user_id, owner_name, work_date, action, source, after, actor_id, actor_name)
       select company_id, id, user_id, 'Person 5', work_date, 'create', 'manual',
              jsonb_build_object('clockIn', clock_in, 'clockOut', clock_out, 'notes', notes), user_id, 'Person 5'
       from time_entries where user_id = $2;
     insert into absences (company_id, user_id, absence_type, start_date, end_date, status)
       select $1, $2, 'vacation', (current_date - make_interval(months => k))::date, (current_date - make_interval(months => k))::date + 2, 'approved'
       from generate_series(1, 48, 2) k;
     analyze;`
      .replaceAll('$1', `'${companyId}'`)
      .replaceAll('$2', `'${userId}'`),
  );
  await client.query(
    `insert into accounts (id, user_id, account_id, provider_id, password) values ($1, $2, $3, 'credential', $4)`,
    [randomUUID(), userId, userId, await hashPassword(PASSWORD)],
  );
  const counts = (
    await client.query(
      `select (select count(*) from time_entries) time_entries,
              (select count(*) from time_entries where user_id = $1) mine,
              (select count(*) from time_entry_history where user_id = $1) my_history`,
      [userId],
    )
  ).rows[0];
  await client.end();
  console.log(`Seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s:`, counts);

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: 'localhost',
      APP_URL: baseUrl,
      DATA_DIR: path.join(dir, 'app-data'),
      DATABASE_URL: db.url,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      SMTP_URL: 'smtp://127.0.0.1:9',
      BILLING_PROVIDER: 'none',
      RATE_LIMIT_MULTIPLIER: '10000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) break;
    } catch {}
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { cookie, origin: baseUrl, 'content-type': 'application/json' };

  const samples: number[] = [];
  let size = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/exports/personal`, { method: 'POST', headers, body: '{}' });
    const { export: created } = (await res.json()) as { export: { id: string } };
    for (;;) {
      const view = (await (await fetch(`${baseUrl}/api/exports/${created.id}`, { headers })).json()) as {
        export: { status: string; sizeBytes: number };
      };
      if (view.export.status === 'ready') {
        size = view.export.sizeBytes;
        break;
      }
      if (view.export.status === 'failed') throw new Error('export failed');
      await new Promise((r) => setTimeout(r, 20));
    }
    const zip = await fetch(`${baseUrl}/api/exports/${created.id}/download`, { headers });
    await zip.arrayBuffer();
    samples.push(performance.now() - started);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(
    `Personal export (request → ready → downloaded), ${RUNS} runs: p50 ${sorted[Math.floor(RUNS / 2)]!.toFixed(0)} ms · max ${sorted.at(-1)!.toFixed(0)} ms · ZIP ${(size / 1024).toFixed(0)} KB (budget ≤ 2000 ms)`,
  );
} finally {
  server?.kill('SIGTERM');
  if (server) await new Promise((r) => server!.once('exit', r));
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}
