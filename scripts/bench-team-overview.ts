// Team Overview budget: GET /api/schedule for 20 people × 31 days answered in ≤ 20 ms p99 on a database of
// 1,000 companies. Seeds an embedded PostgreSQL (1,000 companies × 20 members, 12 absences a member,
// holiday overrides and company holidays), starts the production build (dist/server/main.js, run
// `npm run build` first), signs in a member of one company and measures with autocannon.
//
// Then the render cost: Team Overview in Chromium with 4× CPU throttling (a mid-range phone), script time
// of each month change (CDP Performance.ScriptDuration).
//
//   npx tsx scripts/bench-team-overview.ts [--duration 15] [--connections 1,10] [--month yyyy-MM]

import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startEmbedded } from '../server/platform/database';
import { connectDatabase, runMigrations } from '../server/platform/db';
import { hashPassword } from '../server/platform/passwords';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const duration = Number(args.get('duration') ?? 15);
const connectionsList = (args.get('connections') ?? '1,10').split(',').map(Number);

const COMPANIES = 1000;
const MEMBERS = 20;
const PASSWORD = 'bench passphrase 2026';

const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-bench-'));
const log = { info: () => {}, warn: (m: string) => console.warn(m) };
const db = await startEmbedded(dir, log, { fast: true, dbName: 'plantel_bench' });
let server: ChildProcess | undefined;
try {
  const handle = connectDatabase(db.url, { max: 2 });
  await runMigrations(handle.db);
  await handle.close();

  const client = new pg.Client({ connectionString: db.url });
  client.on('error', () => {});
  await client.connect();
  const seedStarted = Date.now();
  const now = new Date();
  const year = now.getFullYear();
  // A 31-day month of the seeded year, with Barcelona's 8, 25 and 26 December holidays.
  const month = args.get('month') ?? `${year}-12`;
  await client.query(`
    insert into companies (name) select 'Bench company ' || g from generate_series(1, ${COMPANIES}) g;
    create temporary table bench_members as
      select c.id as company_id, gen_random_uuid() as user_id, m as n,
             dense_rank() over (order by c.id) as company_rank
      from companies c cross join generate_series(1, ${MEMBERS}) m;
    insert into users (id, name, email, email_verified)
      select user_id, 'Person ' || n, 'p' || n || '-' || company_id || '@bench.test', true from bench_members;
    insert into profiles (id, company_id, email, first_name, last_name, role)
      select user_id, company_id, 'p' || n || '-' || company_id || '@bench.test', 'Person', n::text,
             (case when n = 1 then 'admin' when n <= 3 then 'manager' else 'employee' end)::role
      from bench_members;
    -- 12 absences a member over the year (one a month, 1 to 4 days, mostly approved, various types).
    insert into absences (company_id, user_id, absence_type, start_date, end_date, status)
      select company_id, user_id,
             (array['vacation','sick_leave','personal_day','vacation','unpaid_leave','vacation'])[1 + (n + k) % 6]::absence_type,
             make_date(${year}, k, 1 + (n * 3 + k) % 24),
             make_date(${year}, k, 1 + (n * 3 + k) % 24) + ((n + k) % 4),
             (case when (n + k) % 7 = 0 then 'pending' else 'approved' end)::absence_status
      from bench_members cross join generate_series(1, 12) k;
    insert into company_holidays (company_id, name, date)
      select id, 'Company day', make_date(${year}, 12, 24) from companies;
    insert into company_holiday_overrides (company_id, holiday_key, holiday_date, is_active, custom_name)
      select id, 'ES-${year}-12-08', make_date(${year}, 12, 8), true, 'La Puríssima' from companies;
    analyze;
  `);
  const [{ company_id: companyId, email }] = (
    await client.query<{ company_id: string; email: string }>(
      `select p.company_id, p.email from profiles p join bench_members b on b.user_id = p.id
       where b.company_rank = ${Math.ceil(COMPANIES / 2)} and b.n = 5`,
    )
  ).rows as [{ company_id: string; email: string }];
  await client.query(
    `insert into accounts (id, user_id, account_id, provider_id, password)
     select $1, id, id::text, 'credential', $2 from users where email = $3`,
    [randomUUID(), await hashPassword(PASSWORD), email],
  );
  const counts = (
    await client.query(
      `select (select count(*) from companies) companies, (select count(*) from profiles) profiles,
              (select count(*) from absences) absences`,
    )
  ).rows[0];
  await client.end();
  console.log(`Seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s:`, counts);

  const port = await freePort();
  // localhost: Chromium accepts the production __Host- (Secure) session cookie there over http.
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
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const url = `${baseUrl}/api/schedule?month=${month}`;
  const sample = (await (await fetch(url, { headers: { cookie } })).json()) as {
    members: { absences: unknown[] }[];
    days: unknown[];
  };
  console.log(
    `Company ${companyId}: ${sample.members.length} members × ${sample.days.length} days, ${sample.members.reduce((n, m) => n + m.absences.length, 0)} absences in ${month}`,
  );

  await autocannon({ url, headers: { cookie }, connections: 4, duration: 3 }); // warm-up
  for (const connections of connectionsList) {
    const result = await autocannon({ url, headers: { cookie }, connections, duration });
    const l = result.latency;
    console.log(
      `connections=${connections}: ${result.requests.average.toFixed(0)} req/s, latency ms p50 ${l.p50} · p90 ${l.p90} · p97.5 ${l.p97_5} · p99 ${l.p99} · max ${l.max}; non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
  }

  await measureRender(baseUrl, email, month);
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

async function measureRender(baseUrl: string, email: string, month: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 }, baseURL: baseUrl });
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/app\//);
    await page.goto('/app/team');
    // The page opens on this month; walk to the measured one.
    const now = new Date();
    const [ty, tm] = month.split('-').map(Number) as [number, number];
    const diff = ty * 12 + tm - (now.getFullYear() * 12 + now.getMonth() + 1);
    for (let i = 0; i < Math.abs(diff); i++) {
      await page.getByRole('button', { name: diff > 0 ? 'Next month' : 'Previous month' }).click();
    }
    await page.getByRole('region', { name: /^Team schedule/ }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    const script = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')!.value;
    const samples: number[] = [];
    for (let i = 0; i < 6; i++) {
      const before = await script();
      await page.getByRole('button', { name: i % 2 === 0 ? 'Previous month' : 'Next month' }).click();
      await page.waitForTimeout(1500);
      samples.push(Math.round(((await script()) - before) * 1000));
    }
    const rows = await page
      .getByRole('region', { name: /^Team schedule/ })
      .getByRole('row')
      .count();
    console.log(
      `Render (${rows - 1} people, 4× CPU throttling), script ms per month change: ${samples.join(', ')} (the first ones load and parse the other month)`,
    );
  } finally {
    await browser.close();
  }
}
