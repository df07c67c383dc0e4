// Time-tracking budgets (issue 7), on a database of 1,000 companies with two years of time entries:
//  - GET /api/time-entries/month (the month list and its summary, one request): ≤ 15 ms p99;
//  - Bulk Apply of a month: ≤ 200 ms;  Bulk Export CSV for 20 people: ≤ 300 ms;  PDF: ≤ 1 s.
// Seeds an embedded PostgreSQL (1,000 companies × 10 members, the measured company 20; every weekday of
// the last two years 09:00–17:00 Madrid with a 1 h break, the past months approved, a few absences),
// starts the production build (dist/server/main.js, run `npm run build` first), signs in and measures.
//
//   npx tsx scripts/bench-timesheets.ts [--duration 10] [--connections 1,10] [--members 10]

import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startEmbedded } from '../server/platform/database';
import { connectDatabase, runMigrations } from '../server/platform/db';
import { hashPassword } from '../server/platform/passwords';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const duration = Number(args.get('duration') ?? 10);
const connectionsList = (args.get('connections') ?? '1,10').split(',').map(Number);
const COMPANIES = 1000;
const MEMBERS = Number(args.get('members') ?? 10);
const MEASURED_MEMBERS = 20;
const PASSWORD = 'bench passphrase 2026';

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const previousMonth = (() => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
})();
const nextMonth = (() => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
})();

const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-bench-ts-'));
const log = { info: () => {}, warn: (m: string) => console.warn(m) };
const db = await startEmbedded(dir, log, { fast: true, dbName: 'plantel_bench' });
let server: ChildProcess | undefined;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return `p50 ${at(0.5).toFixed(1)} · p90 ${at(0.9).toFixed(1)} · p99 ${at(0.99).toFixed(1)} · max ${sorted.at(-1)!.toFixed(1)} ms (${samples.length} requests)`;
}

async function timed(times: number, run: (i: number) => Promise<Response>) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const res = await run(i);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.status} ${res.url}`);
    samples.push(performance.now() - started);
  }
  return samples;
}

try {
  const handle = connectDatabase(db.url, { max: 2 });
  await runMigrations(handle.db);
  await handle.close();

  const client = new pg.Client({ connectionString: db.url });
  client.on('error', () => {});
  await client.connect();
  const seedStarted = Date.now();
  await client.query(`
    insert into companies (name) select 'Bench company ' || g from generate_series(1, ${COMPANIES}) g;
    create table bench_members as
      select c.id as company_id, gen_random_uuid() as user_id, m as n, dense_rank() over (order by c.id) as company_rank
      from companies c cross join generate_series(1, ${MEMBERS}) m;
    insert into bench_members
      select company_id, gen_random_uuid(), m, company_rank
      from (select distinct company_id, company_rank from bench_members where company_rank = ${COMPANIES / 2}) c
      cross join generate_series(${MEMBERS + 1}, ${MEASURED_MEMBERS}) m;
    insert into users (id, name, email, email_verified)
      select user_id, 'Person ' || n, 'p' || n || '-' || company_id || '@bench.test', true from bench_members;
    insert into profiles (id, company_id, email, first_name, last_name, role)
      select user_id, company_id, 'p' || n || '-' || company_id || '@bench.test', 'Person', n::text,
             (case when n = 1 then 'admin' when n <= 3 then 'manager' else 'employee' end)::role
      from bench_members;
  `);
  // Two years of weekdays, 09:00–17:00 in Madrid with a break from 12:00 to 13:00 (7 h), month by month.
  for (let back = 24; back >= 1; back--) {
    await client.query(
      `insert into time_entries (company_id, user_id, work_date, clock_in, clock_out, break_start, break_end, total_hours)
       select b.company_id, b.user_id, d::date,
              (d + time '09:00') at time zone 'Europe/Madrid', (d + time '17:00') at time zone 'Europe/Madrid',
              (d + time '12:00') at time zone 'Europe/Madrid', (d + time '13:00') at time zone 'Europe/Madrid', 7
       from bench_members b
       cross join generate_series(date_trunc('month', current_date) - make_interval(months => $1),
                                  date_trunc('month', current_date) - make_interval(months => $1 - 1) - interval '1 day',
                                  interval '1 day') d
       where extract(isodow from d) < 6`,
      [back],
    );
  }
  await client.query(`
    insert into timesheet_approvals (company_id, user_id, year, month, status, submitted_at, approved_at)
      select b.company_id, b.user_id, extract(year from m)::int, extract(month from m)::int,
             (case when m >= date_trunc('month', current_date) - interval '1 month' then 'submitted' else 'approved' end)::timesheet_status,
             m + interval '1 month', m + interval '1 month 2 days'
      from bench_members b
      cross join generate_series(date_trunc('month', current_date) - interval '24 months',
                                 date_trunc('month', current_date) - interval '1 month', interval '1 month') m;
    insert into absences (company_id, user_id, absence_type, start_date, end_date, status)
      select company_id, user_id, 'vacation', (date_trunc('month', current_date) - make_interval(months => k))::date + 14 + (n % 5),
             (date_trunc('month', current_date) - make_interval(months => k))::date + 15 + (n % 5), 'approved'
      from bench_members cross join generate_series(2, 24, 4) k;
    analyze;
  `);
  const [{ company_id: companyId, email, admin_email: adminEmail, user_id: userId }] = (
    await client.query<{ company_id: string; email: string; admin_email: string; user_id: string }>(
      `select b.company_id, p.email, b.user_id,
              (select email from profiles where company_id = b.company_id and role = 'admin' limit 1) as admin_email
       from bench_members b join profiles p on p.id = b.user_id
       where b.company_rank = ${COMPANIES / 2} and b.n = 5`,
    )
  ).rows as [{ company_id: string; email: string; admin_email: string; user_id: string }];
  const digest = await hashPassword(PASSWORD);
  for (const who of [email, adminEmail]) {
    await client.query(
      `insert into accounts (id, user_id, account_id, provider_id, password)
       select $1, id, id::text, 'credential', $2 from users where email = $3`,
      [randomUUID(), digest, who],
    );
  }
  const counts = (
    await client.query(
      `select (select count(*) from companies) companies, (select count(*) from profiles) profiles,
              (select count(*) from time_entries) time_entries, (select count(*) from timesheet_approvals) approvals,
              pg_size_pretty(pg_total_relation_size('time_entries')) entries_size`,
    )
  ).rows[0];
  await client.end();
  console.log(`Seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s:`, counts);

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
  const signIn = async (who: string) => {
    const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: who, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  const cookie = await signIn(email);
  const adminCookie = await signIn(adminEmail);

  // 1. The month list and summary: one request.
  const url = `${baseUrl}/api/time-entries/month?month=${previousMonth}`;
  const sample = (await (await fetch(url, { headers: { cookie } })).json()) as { entries: unknown[] };
  console.log(`Company ${companyId}: ${sample.entries.length} entries in ${previousMonth}`);
  await autocannon({ url, headers: { cookie }, connections: 4, duration: 3 });
  for (const connections of connectionsList) {
    const result = await autocannon({ url, headers: { cookie }, connections, duration });
    const l = result.latency;
    console.log(
      `GET /api/time-entries/month, connections=${connections}: ${result.requests.average.toFixed(0)} req/s, p50 ${l.p50} · p99 ${l.p99} · max ${l.max} ms; non-2xx ${result.non2xx}`,
    );
  }
  const team = `${baseUrl}/api/team-timesheets?month=${previousMonth}`;
  const teamResult = await autocannon({
    url: team,
    headers: { cookie: adminCookie },
    connections: 1,
    duration,
  });
  console.log(
    `GET /api/team-timesheets (${MEASURED_MEMBERS} people), connections=1: p50 ${teamResult.latency.p50} · p99 ${teamResult.latency.p99} ms; non-2xx ${teamResult.non2xx}`,
  );

  // 2. Bulk Apply of a month (replacing it each time: deletes and creates every working day, with history).
  const write = { 'content-type': 'application/json', origin: baseUrl, cookie };
  const bulk = await timed(30, () =>
    fetch(`${baseUrl}/api/time-entries/bulk-apply`, {
      method: 'POST',
      headers: write,
      body: JSON.stringify({
        month: nextMonth,
        clockIn: '09:00',
        clockOut: '17:00',
        breakStart: '12:00',
        breakEnd: '13:00',
        onlyEmptyDays: false,
      }),
    }),
  );
  console.log(`POST /api/time-entries/bulk-apply (${nextMonth}, replace): ${stats(bulk)}`);

  // 3. Bulk Export CSV for 20 people and 4. the PDF of one person.
  const csv = await timed(30, () =>
    fetch(`${baseUrl}/api/team-timesheets/export?month=${previousMonth}`, {
      headers: { cookie: adminCookie },
    }),
  );
  console.log(`GET /api/team-timesheets/export (${MEASURED_MEMBERS} people): ${stats(csv)}`);
  const pdf = await timed(20, () =>
    fetch(`${baseUrl}/api/team-timesheets/${userId}/export?month=${previousMonth}&format=pdf`, {
      headers: { cookie: adminCookie },
    }),
  );
  console.log(`GET /api/team-timesheets/:userId/export?format=pdf: ${stats(pdf)}`);
  const xlsx = await timed(20, () =>
    fetch(`${baseUrl}/api/timesheets/export?month=${previousMonth}&format=xlsx`, { headers: { cookie } }),
  );
  console.log(`GET /api/timesheets/export?format=xlsx: ${stats(xlsx)}`);
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  if (server) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}
