// Dashboard and reports budgets (issue 8), on a database of 1,000 companies:
//  - GET /api/dashboard (the whole page, one request): ≤ 15 ms p99;
//  - GET /api/reports for a year of 20 people: ≤ 150 ms;
//  - and the JS /app/dashboard and /app/reports download (gzip; /app's first load ≤ 200 KB).
// Seeds an embedded PostgreSQL (1,000 companies × 10 members, the measured company 20; every weekday of
// the last two years 09:00–17:00 Madrid with a 1 h break, past months approved and last month submitted;
// absences over both years with a pending and a recent request a member; a third of every company
// clocked in now), starts the production build (dist/server/main.js, run `npm run build` first), signs
// in and measures.
//
//   npx tsx scripts/bench-dashboard.ts [--duration 10] [--connections 1,16] [--members 10]

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
import { kb, routeSizes } from './bench/bundle';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const duration = Number(args.get('duration') ?? 10);
const connectionsList = (args.get('connections') ?? '1,16').split(',').map(Number);
const COMPANIES = 1000;
const MEMBERS = Number(args.get('members') ?? 10);
const MEASURED_MEMBERS = 20;
const PASSWORD = 'bench passphrase 2026';
const year = new Date().getUTCFullYear();

const sizes = routeSizes('dist/web', {
  '/app/dashboard': [
    'app/layouts/app-providers.tsx',
    'app/layouts/app-layout.tsx',
    'app/routes/app/dashboard.tsx',
  ],
  '/app/reports': [
    'app/layouts/app-providers.tsx',
    'app/layouts/app-layout.tsx',
    'app/routes/app/reports.tsx',
  ],
  '/app/reports with its charts': [
    'app/layouts/app-providers.tsx',
    'app/layouts/app-layout.tsx',
    'app/routes/app/reports.tsx',
    'features/reports/components/report-charts.tsx',
  ],
});
for (const [route, s] of Object.entries(sizes))
  console.log(`JS loaded by ${route} (gzip): ${kb(s.jsGzip)} in ${s.files} files (+ ${kb(s.cssGzip)} CSS)`);

const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-bench-dash-'));
const log = { info: () => {}, warn: (m: string) => console.warn(m) };
const db = await startEmbedded(dir, log, { fast: true, dbName: 'plantel_bench' });
let server: ChildProcess | undefined;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return `p50 ${at(0.5).toFixed(1)} · p90 ${at(0.9).toFixed(1)} · p99 ${at(0.99).toFixed(1)} · max ${sorted.at(-1)!.toFixed(1)} ms (${samples.length} requests)`;
}

async function timed(times: number, run: () => Promise<Response>) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const res = await run();
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
    insert into profiles (id, company_id, email, first_name, last_name, role, created_at)
      select user_id, company_id, 'p' || n || '-' || company_id || '@bench.test', 'Person', n::text,
             (case when n = 1 then 'admin' when n <= 3 then 'manager' else 'employee' end)::role,
             now() - interval '3 years'
      from bench_members;
  `);
  // Two years of weekdays up to yesterday, 09:00–17:00 in Madrid with a break from 12:00 to 13:00 (7 h).
  for (let back = 24; back >= 0; back--) {
    await client.query(
      `insert into time_entries (company_id, user_id, work_date, clock_in, clock_out, break_start, break_end, total_hours)
       select b.company_id, b.user_id, d::date,
              (d + time '09:00') at time zone 'Europe/Madrid', (d + time '17:00') at time zone 'Europe/Madrid',
              (d + time '12:00') at time zone 'Europe/Madrid', (d + time '13:00') at time zone 'Europe/Madrid', 7
       from bench_members b
       cross join generate_series(date_trunc('month', current_date) - make_interval(months => $1),
                                  least(current_date - 1, date_trunc('month', current_date) - make_interval(months => $1 - 1) - interval '1 day'),
                                  interval '1 day') d
       where extract(isodow from d) < 6`,
      [back],
    );
  }
  await client.query(`
    -- A third of every company clocked in this morning (presence), one of them on a break.
    insert into time_entries (company_id, user_id, work_date, clock_in, break_start)
      select company_id, user_id, current_date, now() - interval '2 hours',
             case when n = 3 then now() - interval '10 minutes' end
      from bench_members where n % 3 = 0;
    insert into timesheet_approvals (company_id, user_id, year, month, status, submitted_at, approved_at)
      select b.company_id, b.user_id, extract(year from m)::int, extract(month from m)::int,
             (case when m >= date_trunc('month', current_date) - interval '1 month' then 'submitted' else 'approved' end)::timesheet_status,
             m + interval '1 month', m + interval '1 month 2 days'
      from bench_members b
      cross join generate_series(date_trunc('month', current_date) - interval '24 months',
                                 date_trunc('month', current_date) - interval '1 month', interval '1 month') m;
    -- Approved absences of every kind over two years (one every two months a member).
    insert into absences (company_id, user_id, absence_type, start_date, end_date, status, created_at, updated_at)
      select company_id, user_id,
             (array['vacation','sick_leave','personal_day','vacation','unpaid_leave','vacation'])[1 + (n + k) % 6]::absence_type,
             (date_trunc('month', current_date) - make_interval(months => k))::date + 3 + (n % 5),
             (date_trunc('month', current_date) - make_interval(months => k))::date + 4 + (n % 5) + (k % 3),
             'approved', now() - make_interval(months => k + 1), now() - make_interval(months => k + 1)
      from bench_members cross join generate_series(2, 24, 2) k;
    -- A pending request waiting 10 days and one sent yesterday, a member.
    insert into absences (company_id, user_id, absence_type, start_date, end_date, status, created_at, updated_at)
      select company_id, user_id, 'vacation'::absence_type, current_date + 40 + n, current_date + 40 + n,
             'pending'::absence_status,
             now() - interval '10 days', now() - interval '10 days' from bench_members
      union all
      select company_id, user_id, 'personal_day'::absence_type, current_date + 80 + n, current_date + 80 + n,
             'pending'::absence_status,
             now() - interval '1 day', now() - interval '1 day' from bench_members;
    analyze;
  `);
  const [{ company_id: companyId, email, admin_email: adminEmail }] = (
    await client.query<{ company_id: string; email: string; admin_email: string }>(
      `select b.company_id, p.email,
              (select email from profiles where company_id = b.company_id and role = 'admin' limit 1) as admin_email
       from bench_members b join profiles p on p.id = b.user_id
       where b.company_rank = ${COMPANIES / 2} and b.n = 5`,
    )
  ).rows as [{ company_id: string; email: string; admin_email: string }];
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
              (select count(*) from time_entries) time_entries, (select count(*) from absences) absences,
              (select count(*) from timesheet_approvals) approvals`,
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

  // 1. The dashboard: one request for the whole page, as an employee and as the admin.
  const url = `${baseUrl}/api/dashboard`;
  const sample = (await (await fetch(url, { headers: { cookie: adminCookie } })).json()) as {
    stats: Record<string, number>;
    overdue: unknown[];
  };
  console.log(
    `Company ${companyId}: stats ${JSON.stringify(sample.stats)}, ${sample.overdue.length} overdue listed`,
  );
  await autocannon({ url, headers: { cookie }, connections: 4, duration: 3 });
  for (const [who, c] of [
    ['employee', cookie],
    ['admin', adminCookie],
  ] as const) {
    for (const connections of connectionsList) {
      const result = await autocannon({ url, headers: { cookie: c }, connections, duration });
      const l = result.latency;
      console.log(
        `GET /api/dashboard (${who}), connections=${connections}: ${result.requests.average.toFixed(0)} req/s, p50 ${l.p50} · p99 ${l.p99} · max ${l.max} ms; non-2xx ${result.non2xx}`,
      );
    }
  }

  // 2. A yearly report for the 20 people: this year (counted up to today) and the whole of last year.
  for (const y of [year, year - 1]) {
    const report = `${baseUrl}/api/reports?from=${y}-01-01&to=${y}-12-31`;
    await timed(5, () => fetch(report, { headers: { cookie: adminCookie } }));
    console.log(
      `GET /api/reports ${y} (${MEASURED_MEMBERS} people): ${stats(await timed(40, () => fetch(report, { headers: { cookie: adminCookie } })))}`,
    );
  }
  const xlsx = `${baseUrl}/api/reports/export?from=${year - 1}-01-01&to=${year - 1}-12-31&table=absenteeism&format=xlsx`;
  console.log(
    `GET /api/reports/export xlsx ${year - 1}: ${stats(await timed(20, () => fetch(xlsx, { headers: { cookie: adminCookie } })))}`,
  );
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
