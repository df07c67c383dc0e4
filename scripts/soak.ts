// `npm run soak`: mixed traffic from simulated users against the production build for a while, then a verdict.
//
//   SOAK_SECONDS=300 SOAK_USERS=50 SOAK_THINK_MS=200 npm run soak
//
// The production build (built first when stale) runs with NODE_ENV=production on an embedded PostgreSQL in a
// temp directory, sending its e-mails to an SMTP server in this process. Users are seeded in companies of
// five (an admin, a manager, three employees); each signs in through the API and keeps its own session. Then
// each user, in a loop, opens one of the screens its role can see (the API requests that screen makes, in
// order) and thinks for a random 0–2 × SOAK_THINK_MS. The server's RSS is read from /proc every second.
//
// Verdict: PASS when there were zero errors (any unexpected status or network failure) and memory is flat.
// Two signals, each compared between the first and the last third of the samples after a warm-up (the first
// 20% of the run):
// - the live JS heap after each full garbage collection (the server runs with --trace-gc): the leak signal.
//   Flat means the last third's median is within 10% of the first third's;
// - the RSS from /proc/<pid>/status every second. It swings with the GC cycle (measured here: 245–364 MB in
//   one run while the live heap stayed at 54–56 MB) and native allocators settle slowly, so it only has to
//   stay within 25%: that catches native memory that keeps growing, not the GC's breathing.
// Runs shorter than MIN_MEMORY_SECONDS report memory as not judged (the verdict then rests on errors alone).
//
// New screens (absences, time tracking…) are one entry each in SCREENS below.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@domain/roles';
import sharp from 'sharp';
import { accounts, companies, memberships, profiles, users } from '../server/db/schema';
import { connectDatabase } from '../server/platform/db';
import { hashPassword } from '../server/platform/passwords';
import { startTestSmtp } from '../server/test/smtp';
import { startServer } from './bench/server';
import { sourceStamp } from './source-stamp.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const USERS = Number(process.env.SOAK_USERS ?? 50);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 200);
const TEAM_SIZE = 5;
const PASSWORD = 'soak test passphrase 1';
const WARM_UP = 0.2;
const HEAP_TOLERANCE = 0.1;
const RSS_TOLERANCE = 0.25;
const MIN_MEMORY_SECONDS = 120;

const out = (s = '') => process.stdout.write(`${s}\n`);

// ---------------------------------------------------------------------------------------------------------
// Simulated users

interface Stats {
  count: number;
  latencies: number[];
}

class Run {
  readonly endpoints = new Map<string, Stats>();
  readonly errors = new Map<string, number>();
  requests = 0;
  errorCount = 0;

  record(label: string, ms: number) {
    this.requests++;
    let s = this.endpoints.get(label);
    if (!s) {
      s = { count: 0, latencies: [] };
      this.endpoints.set(label, s);
    }
    s.count++;
    s.latencies.push(ms);
  }

  fail(what: string) {
    this.errorCount++;
    this.errors.set(what, (this.errors.get(what) ?? 0) + 1);
  }
}

class SimUser {
  cookie = '';
  avatarUrl: string | null = null;
  constructor(
    readonly run: Run,
    readonly base: string,
    readonly email: string,
    readonly role: Role,
    readonly firstName: string,
    readonly lastName: string,
  ) {}

  /** One API request as the browser makes it; an unexpected status counts as an error. */
  async request<T = unknown>(
    method: string,
    url: string,
    opts: { body?: unknown; raw?: Buffer; contentType?: string; expect?: number; label?: string } = {},
  ): Promise<T | undefined> {
    const label = `${method} ${opts.label ?? url}`;
    const expected = opts.expect ?? 200;
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') headers.origin = this.base;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.contentType) headers['content-type'] = opts.contentType;
    const started = performance.now();
    try {
      const res = await fetch(this.base + url, {
        method,
        headers,
        body: opts.raw
          ? new Uint8Array(opts.raw)
          : opts.body !== undefined
            ? JSON.stringify(opts.body)
            : undefined,
      });
      const buffer = Buffer.from(await res.arrayBuffer());
      this.run.record(label, performance.now() - started);
      const session = res.headers.getSetCookie().find((c) => c.includes('session_token='));
      if (session) this.cookie = session.split(';')[0]!;
      if (res.status !== expected) {
        this.run.fail(`${label} → ${res.status} ${buffer.toString().slice(0, 120)}`);
        return undefined;
      }
      const type = res.headers.get('content-type') ?? '';
      return (type.includes('json') ? JSON.parse(buffer.toString()) : buffer) as T;
    } catch (e) {
      this.run.record(label, performance.now() - started);
      this.run.fail(
        `${label} → ${e instanceof Error ? ((e.cause as Error | undefined)?.message ?? e.message) : e}`,
      );
      return undefined;
    }
  }

  get<T = unknown>(url: string, label?: string) {
    return this.request<T>('GET', url, label ? { label } : {});
  }

  async signIn() {
    this.cookie = '';
    await this.request('POST', '/api/auth/sign-in/email', {
      body: { email: this.email, password: PASSWORD },
    });
  }
}

// ---------------------------------------------------------------------------------------------------------
// Screens: what each page of the app asks the API for, and how often people open it.

interface Screen {
  name: string;
  roles: Role[];
  weight: number;
  visit(u: SimUser): Promise<unknown>;
}

const everyone: Role[] = ['employee', 'manager', 'admin'];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
let avatarPng: Buffer;

const SCREENS: Screen[] = [
  { name: 'dashboard', roles: everyone, weight: 30, visit: (u) => u.get('/api/me') },
  {
    name: 'team',
    roles: everyone,
    weight: 15,
    visit: async (u) => {
      await u.get('/api/me');
      await u.get('/api/team');
    },
  },
  {
    name: 'team (admin)',
    roles: ['admin'],
    weight: 10,
    visit: async (u) => {
      await u.get('/api/me');
      await u.get('/api/team/members');
      await u.get('/api/invitations/seats');
    },
  },
  {
    name: 'invitations',
    roles: ['admin'],
    weight: 10,
    visit: async (u) => {
      await u.get('/api/me');
      await u.get('/api/invitations');
      await u.get('/api/invitations/seats');
    },
  },
  {
    name: 'settings',
    roles: ['admin'],
    weight: 8,
    visit: async (u) => {
      await u.get('/api/me');
      await u.get('/api/company');
      await u.get('/api/consents');
    },
  },
  {
    name: 'account',
    roles: everyone,
    weight: 10,
    visit: async (u) => {
      await u.get('/api/me');
      await u.get('/api/profile/sessions');
      await u.get('/api/consents');
      if (u.avatarUrl) await u.get(u.avatarUrl, '/api/files/*');
    },
  },
  {
    name: 'save profile',
    roles: everyone,
    weight: 4,
    visit: (u) =>
      u.request('PATCH', '/api/profile', { body: { firstName: u.firstName, lastName: u.lastName } }),
  },
  {
    name: 'cookie preferences',
    roles: everyone,
    weight: 3,
    visit: (u) =>
      u.request('PUT', '/api/consents', {
        body: {
          consents: [
            {
              consentType: pick(['functional', 'analytics', 'marketing']),
              consentGiven: pick([true, false]),
            },
          ],
        },
      }),
  },
  {
    name: 'save company settings',
    roles: ['admin'],
    weight: 2,
    visit: async (u) => {
      const settings = await u.get<{ name: string }>('/api/company');
      if (settings)
        await u.request('PATCH', '/api/company', {
          body: { name: settings.name, defaultHolidayAllowance: 20 + Math.floor(Math.random() * 10) },
        });
    },
  },
  {
    name: 'invite and withdraw',
    roles: ['admin'],
    weight: 2,
    visit: async (u) => {
      const invitation = await u.request<{ id: string }>('POST', '/api/invitations', {
        body: { name: 'Soak Candidate', email: `candidate-${randomUUID()}@example.test`, position: 'Waiter' },
        expect: 201,
      });
      if (invitation)
        await u.request('DELETE', `/api/invitations/${invitation.id}`, { label: '/api/invitations/:id' });
    },
  },
  {
    name: 'new profile photo',
    roles: everyone,
    weight: 1,
    visit: async (u) => {
      const boundary = `----soak${randomUUID()}`;
      const raw = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        avatarPng,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await u.request<{ avatarUrl: string }>('POST', '/api/profile/avatar', {
        raw,
        contentType: `multipart/form-data; boundary=${boundary}`,
      });
      if (res) u.avatarUrl = res.avatarUrl;
    },
  },
  {
    name: 'sign out and in again',
    roles: everyone,
    weight: 1,
    visit: async (u) => {
      await u.request('POST', '/api/auth/sign-out', { body: {} });
      await u.signIn();
    },
  },
  // Absences and time tracking land here, e.g.:
  // { name: 'absences', roles: everyone, weight: 15, visit: async (u) => { await u.get('/api/me'); await u.get('/api/absences?year=2026'); } },
];

function chooseScreen(role: Role): Screen {
  const options = SCREENS.filter((s) => s.roles.includes(role));
  let r = Math.random() * options.reduce((sum, s) => sum + s.weight, 0);
  for (const s of options) {
    r -= s.weight;
    if (r <= 0) return s;
  }
  return options.at(-1)!;
}

// ---------------------------------------------------------------------------------------------------------
// Measurements

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const ms = (v: number) => (v < 10 ? v.toFixed(1) : Math.round(v).toString());
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

function rssKb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
}

// ---------------------------------------------------------------------------------------------------------

const stamp = existsSync('dist/.build-stamp') ? readFileSync('dist/.build-stamp', 'utf8') : '';
if (!existsSync('dist/server/main.js') || stamp !== sourceStamp()) {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-soak-'));
const smtp = await startTestSmtp();
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let verdict = false;
try {
  const heap: Array<{ at: number; mb: number }> = [];
  let partial = '';
  const onStdout = (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      // "[pid:0x…] 16308 ms: Mark-Compact 159.8 (184.1) -> 57.7 (152.6) MB, …": the heap left after a full GC.
      const m = /Mark-Compact [\d.]+ \([\d.]+\) -> ([\d.]+) \(/.exec(line);
      if (m) heap.push({ at: performance.now(), mb: Number(m[1]) });
    }
  };
  server = await startServer(
    {
      NODE_ENV: 'production',
      DATA_DIR: dir,
      SMTP_URL: smtp.url,
      AUTH_SECRET: randomUUID() + randomUUID(),
      BILLING_PROVIDER: 'none',
      RATE_LIMIT_MULTIPLIER: '10000',
    },
    { nodeArgs: ['--trace-gc'], onStdout },
  );
  const pid = server.child.pid!;
  const base = server.url;
  avatarPng = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#3a8' } })
    .png()
    .toBuffer();

  // Seed the companies and people straight into the database (the sign-up flow is not what is measured).
  const pgPort = readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const pgPassword = readFileSync(path.join(dir, 'postgres-password'), 'utf8').trim();
  const database = connectDatabase(
    `postgres://plantel:${encodeURIComponent(pgPassword)}@127.0.0.1:${pgPort}/plantel`,
    { max: 2 },
  );
  const digest = await hashPassword(PASSWORD);
  const run = new Run();
  const people: SimUser[] = [];
  const roles: Role[] = ['admin', 'manager', 'employee', 'employee', 'employee'];
  for (let c = 0; c * TEAM_SIZE < USERS; c++) {
    const [company] = await database.db
      .insert(companies)
      .values({ name: `Soak Company ${c + 1}` })
      .returning({ id: companies.id });
    for (let i = 0; i < TEAM_SIZE && people.length < USERS; i++) {
      const id = randomUUID();
      const email = `soak-${c + 1}-${i + 1}@example.test`;
      const role = roles[i]!;
      const firstName = `Person ${i + 1}`;
      const lastName = `Company ${c + 1}`;
      await database.db.transaction(async (tx) => {
        await tx.insert(users).values({ id, email, name: `${firstName} ${lastName}`, emailVerified: true });
        await tx.insert(accounts).values({
          id: randomUUID(),
          userId: id,
          accountId: id,
          providerId: 'credential',
          password: digest,
        });
        await tx.insert(profiles).values({ id, activeCompanyId: company!.id, email, firstName, lastName });
        await tx
          .insert(memberships)
          .values({ companyId: company!.id, userId: id, role, joinedOn: '2020-01-01' });
      });
      people.push(new SimUser(run, base, email, role, firstName, lastName));
    }
  }
  await database.close();
  for (const u of people) await u.signIn();
  if (run.errorCount > 0) throw new Error(`sign-in failed: ${[...run.errors.keys()].join('; ')}`);
  run.endpoints.clear();
  run.requests = 0;

  out(
    `Soak: ${USERS} users in ${Math.ceil(USERS / TEAM_SIZE)} companies, ${SECONDS} s, think time 0–${2 * THINK_MS} ms, production build (pid ${pid}).`,
  );
  const samples: Array<{ t: number; kb: number }> = [];
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const sampler = setInterval(() => {
    const t = (performance.now() - started) / 1000;
    samples.push({ t, kb: rssKb(pid) });
    if (samples.length % 30 === 0) {
      out(
        `  ${Math.round(t)} s: ${run.requests} requests, ${run.errorCount} errors, RSS ${mb(samples.at(-1)!.kb)}`,
      );
    }
  }, 1000);
  samples.push({ t: 0, kb: rssKb(pid) });

  await Promise.all(
    people.map(async (u) => {
      while (performance.now() < deadline) {
        await chooseScreen(u.role).visit(u);
        await new Promise((r) => setTimeout(r, Math.random() * 2 * THINK_MS));
      }
    }),
  );
  clearInterval(sampler);
  const elapsed = (performance.now() - started) / 1000;

  // Results.
  out('');
  out(
    `Throughput: ${run.requests} requests in ${elapsed.toFixed(0)} s = ${(run.requests / elapsed).toFixed(0)} req/s`,
  );
  out(`Errors: ${run.errorCount}`);
  for (const [what, n] of run.errors) out(`  ${n} × ${what}`);
  out('');
  out('| request | count | p50 ms | p95 ms | p99 ms | max ms |');
  out('|---|---:|---:|---:|---:|---:|');
  const all: number[] = [];
  for (const [label, s] of [...run.endpoints].sort((a, b) => b[1].count - a[1].count)) {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    all.push(...sorted);
    out(
      `| ${label} | ${s.count} | ${ms(quantile(sorted, 0.5))} | ${ms(quantile(sorted, 0.95))} | ${ms(quantile(sorted, 0.99))} | ${ms(sorted.at(-1)!)} |`,
    );
  }
  all.sort((a, b) => a - b);
  out(
    `| all | ${all.length} | ${ms(quantile(all, 0.5))} | ${ms(quantile(all, 0.95))} | ${ms(quantile(all, 0.99))} | ${ms(all.at(-1) ?? 0)} |`,
  );

  // Memory: the curves in ten points, and the flatness tests after warm-up.
  out('');
  const points = Array.from(
    { length: 11 },
    (_, i) => samples[Math.min(samples.length - 1, Math.round((i * (samples.length - 1)) / 10))]!,
  );
  out(`Server RSS over time: ${points.map((p) => `${Math.round(p.t)} s ${mb(p.kb)}`).join(' · ')}`);
  const gcs = heap.map((h) => ({ t: (h.at - started) / 1000, mb: h.mb })).filter((h) => h.t >= 0);
  out(
    `Live JS heap after full GCs (${gcs.length}): ${
      gcs.length === 0
        ? 'none'
        : gcs
            .filter((_, i) => i % Math.ceil(gcs.length / 12) === 0)
            .map((g) => `${Math.round(g.t)} s ${g.mb.toFixed(0)}`)
            .join(' · ')
    } MB`,
  );
  const judged = elapsed >= MIN_MEMORY_SECONDS;
  const thirds = <T>(list: T[], value: (x: T) => number) => {
    const third = Math.max(1, Math.floor(list.length / 3));
    const first = median(list.slice(0, third).map(value));
    const last = median(list.slice(-third).map(value));
    return { first, last, growth: first > 0 ? (last - first) / first : 0 };
  };
  const pct = (g: number) => `${g >= 0 ? '+' : ''}${(g * 100).toFixed(1)}%`;
  const warm = elapsed * WARM_UP;
  const rss = thirds(
    samples.filter((x) => x.t >= warm),
    (x) => x.kb,
  );
  const live = thirds(
    gcs.filter((g) => g.t >= warm),
    (g) => g.mb,
  );
  const heapFlat = gcs.filter((g) => g.t >= warm).length >= 3 && live.growth <= HEAP_TOLERANCE;
  const rssFlat = rss.growth <= RSS_TOLERANCE;
  const flat = heapFlat && rssFlat;
  out(
    `After ${Math.round(warm)} s of warm-up, first third → last third (medians): live heap ${live.first.toFixed(0)} → ${live.last.toFixed(0)} MB (${pct(live.growth)}, flat ≤ +${HEAP_TOLERANCE * 100}%), RSS ${mb(rss.first)} → ${mb(rss.last)} (${pct(rss.growth)}, flat ≤ +${RSS_TOLERANCE * 100}%)`,
  );
  const trend = !judged ? `not judged: run at least ${MIN_MEMORY_SECONDS} s` : flat ? 'flat' : 'GROWING';
  out(`Memory: ${trend}`);
  out(`E-mails delivered to the SMTP sink: ${smtp.messages.length}`);

  verdict = run.errorCount === 0 && (flat || !judged);
  out('');
  if (!verdict)
    out(`FAIL: ${run.errorCount} errors, memory ${judged ? (flat ? 'flat' : 'growing') : 'not judged'}`);
  else
    out(
      judged
        ? 'PASS: zero errors, memory flat'
        : 'PASS (errors only): zero errors; memory not judged on a short run',
    );
} finally {
  await server?.stop();
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(verdict ? 0 : 1);
