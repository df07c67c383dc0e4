// `npm run test:cluster`: several app servers for real. HAProxy (Debian's) in front of two app servers (the
// production build, NODE_ENV=production), both through PgBouncer (Debian's) in transaction mode to one
// PostgreSQL (the embedded one), uploads on an S3-protocol server over TLS (s3rver), e-mail to an SMTP server in
// this process. Simulated people work through the balancer; mid-run one server gets SIGTERM (graceful: readiness
// 503, then drain), a replacement starts, and the other server gets SIGKILL; a second replacement starts. Then:
//   - no request lost but those in flight on the killed server (HAProxy's log says which server had each);
//   - no write lost or duplicated: what the clients were told (clock-ins, clock-outs, absences) against the rows;
//   - every job ran exactly once: the e-mails that arrived against what the rows call for, and pg-boss's states;
//   - every upload and every export readable through either remaining server, and every session valid on both.
// It prints the figures and exits 1 on any violation. Options: CLUSTER_USERS (default 12, in companies of 4),
// CLUSTER_PHASE_SECONDS (default 15: traffic before the SIGTERM, between the steps, and after the SIGKILL).
// Production mode over plain HTTP: the cookies are Secure and `__Host-`, which only browsers enforce; these
// clients are not browsers, so nothing needs HTTPS except S3 (production refuses a plain-http S3_ENDPOINT).
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@domain/roles';
import pg from 'pg';
import sharp from 'sharp';
import { accounts, companies, memberships, profiles, users } from '../../server/db/schema';
import { prepareSessionStatement } from '../../server/platform/auth-session';
import { freePort, startEmbedded } from '../../server/platform/database';
import { connectDatabase, runMigrations } from '../../server/platform/db';
import { hashPassword } from '../../server/platform/passwords';
import { startTestSmtp } from '../../server/test/smtp';
import { sourceStamp } from '../source-stamp.mjs';
import {
  type AppServer,
  ensureDebianPackages,
  selfSignedCertificate,
  startAppServer,
  startHaproxy,
  startPgBouncer,
  startS3,
  waitFor,
  waitReady,
} from './infra';
import { Ledger, PASSWORD, SimUser } from './users';

const USERS = Number(process.env.CLUSTER_USERS ?? 12);
const PHASE_MS = Number(process.env.CLUSTER_PHASE_SECONDS ?? 15) * 1000;
const TEAM: Role[] = ['admin', 'manager', 'employee', 'employee'];
const SHUTDOWN_DELAY_SECONDS = 2;
const BUCKET = 'plantel-cluster';

const out = (s = '') => process.stdout.write(`${s}\n`);
const violations: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) violations.push(what);
  return ok;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const since = (t: number) => `${Math.round(performance.now() - t)} ms`;

ensureDebianPackages(out);
const stamp = existsSync('dist/.build-stamp') ? readFileSync('dist/.build-stamp', 'utf8') : '';
if (!existsSync('dist/server/main.js') || stamp !== sourceStamp()) {
  out('Building the production bundle');
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}

const started = performance.now();
const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-cluster-'));
// PgBouncer runs as `postgres` (as root) and needs to reach its directory inside this one.
chmodSync(dir, 0o755);
const stops: Array<() => Promise<unknown>> = [];
const servers: AppServer[] = [];
let exitCode = 1;
try {
  // PostgreSQL, with the statement timeout on the role: PgBouncer passes no startup parameter for it.
  const postgres = await startEmbedded(
    path.join(dir, 'db'),
    { info: () => {}, warn: out },
    {
      fast: true,
      dbName: 'plantel',
    },
  );
  stops.push(() => postgres.stop());
  const directUrl = postgres.url;
  const pgUrl = new URL(directUrl);
  const password = decodeURIComponent(pgUrl.password);
  const direct = connectDatabase(directUrl, { max: 4 });
  stops.push(() => direct.close());
  await direct.pool.query(`alter role ${pgUrl.username} set statement_timeout = '30s'`);
  await runMigrations(direct.db);

  const bouncerPort = await freePort();
  const bouncer = await startPgBouncer({
    dir: path.join(dir, 'pgbouncer'),
    port: bouncerPort,
    pgPort: Number(pgUrl.port),
    user: pgUrl.username,
    password,
    poolSize: 8,
  });
  stops.push(() => bouncer.stop());
  const pooledUrl = `postgres://${pgUrl.username}:${encodeURIComponent(password)}@127.0.0.1:${bouncerPort}/plantel`;

  const tls = selfSignedCertificate(path.join(dir, 'tls'));
  const s3 = await startS3({ dir: path.join(dir, 's3'), port: await freePort(), bucket: BUCKET, ...tls });
  stops.push(() => s3.stop());
  const smtp = await startTestSmtp();
  stops.push(() => smtp.close());

  // Four server slots: two serve from the start, two are the replacements.
  const ports = await Promise.all([1, 2, 3, 4].map(() => freePort()));
  const lbPort = await freePort();
  const origin = `http://127.0.0.1:${lbPort}`;
  const haproxy = await startHaproxy({
    dir: path.join(dir, 'haproxy'),
    port: lbPort,
    servers: ports.map((port, i) => ({ name: `app${i + 1}`, port, enabled: i < 2 })),
  });
  stops.push(() => haproxy.stop());

  const env = {
    NODE_ENV: 'production',
    APP_URL: origin,
    AUTH_SECRET: randomUUID() + randomUUID(),
    DATABASE_URL: pooledUrl,
    DATABASE_DIRECT_URL: directUrl,
    DATABASE_POOL_MODE: 'transaction',
    DATABASE_POOL_MAX: '10',
    SMTP_URL: smtp.url,
    BILLING_PROVIDER: 'sandbox',
    BILLING_SANDBOX_IN_PRODUCTION: 'true',
    TRUST_PROXY: 'true',
    SHUTDOWN_DELAY_SECONDS: String(SHUTDOWN_DELAY_SECONDS),
    STORAGE_DRIVER: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.url,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    NODE_EXTRA_CA_CERTS: tls.cert,
    RATE_LIMIT_MULTIPLIER: '1000',
    LOG_LEVEL: 'info',
  };
  const start = (i: number) => {
    const server = startAppServer(`app${i + 1}`, ports[i]!, {
      ...env,
      DATA_DIR: path.join(dir, `app${i + 1}`),
    });
    servers.push(server);
    return server;
  };
  const [app1, app2] = [start(0), start(1)];
  await Promise.all([waitReady(app1), waitReady(app2)]);
  const statusOf = async (name: string) => (await haproxy.stats()).get(name)?.status ?? '?';
  await waitFor('HAProxy to see app1 and app2 up', async () => {
    const s = await haproxy.stats();
    return s.get('app1')?.status === 'UP' && s.get('app2')?.status === 'UP';
  });
  out(`Cluster up in ${since(started)}: HAProxy :${lbPort} → app1 :${ports[0]}, app2 :${ports[1]}`);
  out(`  PgBouncer :${bouncerPort} (transaction mode) → PostgreSQL :${pgUrl.port}; s3rver ${s3.url}`);

  // statement_timeout through PgBouncer comes from the role, and a named statement does not survive it.
  const timeoutThroughBouncer = await (async () => {
    const c = new pg.Client({ connectionString: pooledUrl });
    await c.connect();
    const r = await c.query('show statement_timeout');
    await c.end();
    return r.rows[0].statement_timeout as string;
  })();
  out(`  statement_timeout seen through PgBouncer: ${timeoutThroughBouncer}`);
  check(timeoutThroughBouncer === '30s', `statement_timeout through PgBouncer is ${timeoutThroughBouncer}`);

  // People, seeded straight into the database (the sign-up flow is not what this run is about).
  const ledger = new Ledger();
  const people: SimUser[] = [];
  const digest = await hashPassword(PASSWORD);
  for (let c = 0; people.length < USERS; c++) {
    const [company] = await direct.db
      .insert(companies)
      // English: the run reads one refusal by its text (a bank holiday: users.ts), and a company's language
      // otherwise defaults to its country's (Spain: Spanish).
      .values({ name: `Cluster Company ${c + 1}`, language: 'en' })
      .returning({ id: companies.id });
    for (const [i, role] of TEAM.entries()) {
      if (people.length >= USERS) break;
      const id = randomUUID();
      const email = `cluster-${c + 1}-${i + 1}@example.test`;
      await direct.db.transaction(async (tx) => {
        await tx.insert(users).values({ id, email, name: `Person ${i + 1} ${c + 1}`, emailVerified: true });
        await tx.insert(accounts).values({
          id: randomUUID(),
          userId: id,
          accountId: id,
          providerId: 'credential',
          password: digest,
        });
        await tx.insert(profiles).values({
          id,
          activeCompanyId: company!.id,
          email,
          firstName: `Person ${i + 1}`,
          lastName: `Company ${c + 1}`,
        });
        await tx
          .insert(memberships)
          .values({ companyId: company!.id, userId: id, role, joinedOn: '2020-01-01' });
      });
      people.push(new SimUser(ledger, origin, origin, id, email, role, people.length));
    }
  }
  for (const p of people) await p.signIn();

  // What unnamed statements cost: the session statement of every signed-in request, named and unnamed.
  await measureStatements(directUrl, pooledUrl, people[0]!.cookie);

  // Traffic until told to stop.
  let images = 0;
  const png = () =>
    sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: images++ % 255, g: 120, b: 90 } },
    })
      .png()
      .toBuffer();
  let running = true;
  const trafficStarted = performance.now();
  const loops = people.map(async (p) => {
    while (running) {
      await p.step(png).catch((e) => check(false, `${p.email}: ${(e as Error).message}`));
      await sleep(50 + Math.random() * 150);
    }
  });

  await sleep(PHASE_MS);
  // 1. SIGTERM app1: readiness 503 at once, HAProxy takes it out, then it drains and exits 0.
  const termAt = performance.now();
  app1.child.kill('SIGTERM');
  const notReadyAfter = await timeUntil(async () => (await fetch(`${app1.url}/api/ready`)).status === 503);
  const downAfter = await timeUntil(async () => (await statusOf('app1')).startsWith('DOWN'));
  const app3 = start(2);
  const app1Exit = await app1.exited;
  const app1ExitAfter = performance.now() - termAt;
  await waitReady(app3);
  await haproxy.admin('enable server app/app3');
  await waitFor('HAProxy to see app3 up', async () => (await statusOf('app3')) === 'UP');
  out(
    `SIGTERM app1 at ${((termAt - trafficStarted) / 1000).toFixed(2)} s: /api/ready 503 after ${Math.round(notReadyAfter)} ms, HAProxy DOWN after ${Math.round(downAfter)} ms, exit ${app1Exit.code ?? app1Exit.signal} after ${Math.round(app1ExitAfter)} ms; app3 up`,
  );
  check(app1Exit.code === 0, `app1 exited with ${app1Exit.code ?? app1Exit.signal} after SIGTERM`);

  await sleep(PHASE_MS / 2);
  // 2. SIGKILL app2 (app3 now carries everything), then a second replacement.
  const killAt = performance.now();
  const killedAt = new Date();
  app2.child.kill('SIGKILL');
  await app2.exited;
  const app2DownAfter = await timeUntil(async () => (await statusOf('app2')).startsWith('DOWN'));
  const app4 = start(3);
  await waitReady(app4);
  await haproxy.admin('enable server app/app4');
  await waitFor('HAProxy to see app4 up', async () => (await statusOf('app4')) === 'UP');
  out(
    `SIGKILL app2 at ${((killAt - trafficStarted) / 1000).toFixed(2)} s: HAProxy DOWN after ${Math.round(app2DownAfter)} ms; app4 up after ${since(killAt)}`,
  );

  await sleep(PHASE_MS);
  running = false;
  await Promise.all(loops);
  const trafficSeconds = (performance.now() - trafficStarted) / 1000;

  // Exports asked for but not downloaded yet: let their jobs finish and fetch them (through the balancer).
  await waitFor(
    'the data exports',
    async () => {
      for (const p of people) if (p.exportId && !p.exportDone) await p.step(png).catch(() => {});
      return people.every((p) => !p.exportId || p.exportDone);
    },
    60_000,
  ).catch((e) => check(false, (e as Error).message));

  // Jobs settle: nothing created, retrying or running (bar any a killed server held).
  const jobStates = async () =>
    (
      await direct.pool.query<{ name: string; state: string; count: number }>(
        `select name, state, count(*)::int as count from pgboss.job where name in ('email', 'exports.build')
         group by 1, 2 order by 1, 2`,
      )
    ).rows;
  // A job the SIGKILLed server had started stays active until pg-boss's expiration (15 minutes by default),
  // then runs again elsewhere: at least once, as pg-boss promises. Such jobs are counted apart.
  const held = async () =>
    (
      await direct.pool.query<{ name: string; n: number; before: string }>(
        `select name, count(*)::int as n, string_agg(round(extract(epoch from $1 - started_on)::numeric, 2)::text, ' ') as before
         from pgboss.job where state = 'active' and started_on <= $1 group by 1`,
        [killedAt],
      )
    ).rows;
  await waitFor(
    'the job queues to drain',
    async () => {
      const active = (await held()).reduce((n, r) => n + r.n, 0);
      const states = await jobStates();
      return states.every((r) => r.state === 'completed' || (r.state === 'active' && r.count === active));
    },
    30_000,
  ).catch(() => {});
  // An e-mail job the SIGKILLed server had started expires after 60 s and runs again on a live server, which
  // sends it unless the dead one had (server/platform/mailer.ts): wait for that, then count exactly once.
  const heldAtKill = await held();
  const heldEmailJobs = heldAtKill.find((h) => h.name === 'email')?.n ?? 0;
  const heldIds = (
    await direct.pool.query<{ id: string }>(
      `select id from pgboss.job where name = 'email' and state = 'active' and started_on <= $1`,
      [killedAt],
    )
  ).rows.map((r) => r.id);
  if (heldEmailJobs > 0) {
    const since = performance.now();
    // Expired, a held job goes to `retry` (retryDelay 30 s, with backoff) before a live server runs it: wait
    // for those very jobs to complete, not merely to leave `active`.
    await waitFor(
      'the e-mail jobs the killed server held to run again',
      async () =>
        (
          await direct.pool.query<{ n: number }>(
            `select count(*)::int as n from pgboss.job where id = any($1::uuid[]) and state <> 'completed'`,
            [heldIds],
          )
        ).rows[0]!.n === 0,
      300_000,
    ).catch((e) => check(false, (e as Error).message));
    out(
      `E-mail jobs held by the SIGKILLed server: ${heldEmailJobs}, run again on a live server after ${((performance.now() - since) / 1000).toFixed(0)} s more`,
    );
  }

  report(ledger, haproxy.requests(), trafficSeconds, trafficStarted, {
    from: killAt - 2000,
    to: killAt + app2DownAfter + 500,
  });
  // HAProxy's own view: the requests that did not end normally.
  for (const line of haproxy.output.filter(
    (l) => /^req /.test(l) && !/^req \S* \S+ [1-4]\d\d ----$/.test(l.trim()),
  )) {
    out(`  haproxy: ${line.trim()}`);
  }
  await checkWrites(direct.pool, ledger);
  await checkJobs(direct.pool, smtp.messages, await jobStates(), await held(), heldIds);
  await checkReads(ledger, people, [app3, app4]);
  await bouncerStats(pooledUrl.replace(/\/plantel$/, '/pgbouncer'));
  const objects = countFiles(path.join(dir, 's3', BUCKET));
  out(`S3 bucket: ${objects} objects (avatars, logos and export ZIPs that are still referenced)`);

  out();
  if (violations.length === 0) {
    out(`PASS in ${Math.round((performance.now() - started) / 1000)} s`);
    exitCode = 0;
  } else {
    out(`FAIL: ${violations.length} violation(s)`);
    for (const v of violations.slice(0, 40)) out(`  - ${v}`);
  }
} catch (e) {
  out(`FAIL: ${(e as Error).stack ?? e}`);
  for (const s of servers) out(`--- ${s.name} (last lines)\n${s.output.slice(-15).join('\n')}`);
} finally {
  for (const s of servers)
    if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  for (const stop of stops.reverse()) await stop().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);

// ---------------------------------------------------------------------------------------------------------

async function timeUntil(condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const t = performance.now();
  await waitFor('a state change', () => condition().catch(() => false), timeoutMs);
  return performance.now() - t;
}

function report(
  ledger: Ledger,
  haproxyLog: Array<{ requestId: string; server: string; status: number; termination: string }>,
  seconds: number,
  t0: number,
  /** From shortly before the SIGKILL until HAProxy had marked the killed server down. */
  killWindow: { from: number; to: number },
) {
  const byId = new Map(haproxyLog.map((l) => [l.requestId, l]));
  const all = ledger.requests;
  const ok = all.filter((r) => r.outcome.kind === 'ok');
  const served = new Map<string, number>();
  for (const r of ok) served.set(r.servedBy ?? '?', (served.get(r.servedBy ?? '?') ?? 0) + 1);
  out();
  out(
    `Traffic: ${all.length} requests in ${seconds.toFixed(0)} s from ${new Set(all.map((r) => r.user)).size} people`,
  );
  out(
    `  answered as expected: ${ok.length} (${[...served]
      .sort()
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')})`,
  );
  // A request the client did not get an answer to must have been in flight on the SIGKILLed server.
  const lost = all.filter((r) => r.outcome.kind === 'unknown');
  const onKilled = lost.filter((r) => {
    const line = byId.get(r.id);
    return line?.server === 'app2' && line.termination.startsWith('S');
  });
  // Seen in every run: a few requests sent within ~0.1 s of the SIGKILL had their connection closed by HAProxy
  // with neither an answer nor a log line. They are counted with the killed server's, and only inside the
  // window from just before the kill until HAProxy marked it down; anywhere else a lost request is a failure.
  const unlogged = lost.filter(
    (r) => !onKilled.includes(r) && !byId.has(r.id) && r.at >= killWindow.from && r.at <= killWindow.to,
  );
  out(
    `  without an answer: ${lost.length}: in flight on the SIGKILLed app2 by HAProxy's log ${onKilled.length}, closed unanswered and unlogged by HAProxy within ${Math.round(killWindow.to - killWindow.from)} ms around the kill ${unlogged.length}`,
  );
  for (const r of lost) {
    const line = byId.get(r.id);
    check(
      onKilled.includes(r) || unlogged.includes(r),
      `lost ${r.label} (${r.id}, sent at ${((r.at - t0) / 1000).toFixed(2)} s): ${JSON.stringify(r.outcome)}, HAProxy: ${line ? `${line.server} ${line.status} ${line.termination}` : 'no line'}`,
    );
  }
  const wrong = all.filter((r) => r.outcome.kind === 'wrong');
  out(`  unexpected answers: ${wrong.length}`);
  for (const r of wrong) check(false, `${r.label} (${r.id}) by ${r.servedBy}: ${JSON.stringify(r.outcome)}`);
  const retried = haproxyLog.filter((l) => l.termination[0] !== '-' && l.status < 500).length;
  out(`  HAProxy log lines: ${haproxyLog.length} (${retried} answered after a redispatch or with a warning)`);
}

/** Rows against what the clients were told: nothing acknowledged is missing, nothing appears twice. */
async function checkWrites(pool: pg.Pool, ledger: Ledger) {
  const entries = (
    await pool.query<{ id: string; user_id: string; closed: boolean }>(
      `select id, user_id, clock_out is not null as closed from time_entries`,
    )
  ).rows;
  const inDb = new Map(entries.map((e) => [e.id, e]));
  const missing = [...ledger.clockedIn.keys()].filter((id) => !inDb.has(id));
  const notClosed = [...ledger.clockedOut].filter((id) => !inDb.get(id)?.closed);
  const extraByUser = new Map<string, number>();
  for (const e of entries) {
    if (!ledger.clockedIn.has(e.id)) extraByUser.set(e.user_id, (extraByUser.get(e.user_id) ?? 0) + 1);
  }
  const unknownIns = [...ledger.unknownClockIns.values()].reduce((a, b) => a + b, 0);
  out();
  out(
    `Time entries: ${ledger.clockedIn.size} clock-ins acknowledged, ${entries.length} rows; ${ledger.clockedOut.size} clock-outs acknowledged, ${notClosed.length} of them open in the database; ${unknownIns} clock-ins without an answer`,
  );
  check(missing.length === 0, `${missing.length} acknowledged clock-ins have no time entry`);
  check(notClosed.length === 0, `${notClosed.length} acknowledged clock-outs left the entry open`);
  for (const [user, extra] of extraByUser) {
    const allowed = ledger.unknownClockIns.get(user) ?? 0;
    check(
      extra <= allowed,
      `user ${user}: ${extra} time entries nobody was told about (${allowed} unanswered)`,
    );
  }
  const absences = (await pool.query<{ id: string; user_id: string }>(`select id, user_id from absences`))
    .rows;
  const absenceIds = new Set(absences.map((a) => a.id));
  const lostAbsences = [...ledger.absences.keys()].filter((id) => !absenceIds.has(id));
  const unknownAbsences = [...ledger.unknownAbsences.values()].reduce((a, b) => a + b, 0);
  out(
    `Absences: ${ledger.absences.size} acknowledged, ${absences.length} rows, ${unknownAbsences} requests without an answer`,
  );
  check(lostAbsences.length === 0, `${lostAbsences.length} acknowledged absences have no row`);
  const extraAbsences = new Map<string, number>();
  for (const a of absences) {
    if (!ledger.absences.has(a.id)) extraAbsences.set(a.user_id, (extraAbsences.get(a.user_id) ?? 0) + 1);
  }
  for (const [user, extra] of extraAbsences) {
    const allowed = ledger.unknownAbsences.get(user) ?? 0;
    check(extra <= allowed, `user ${user}: ${extra} absences nobody was told about (${allowed} unanswered)`);
  }
}

/**
 * Every e-mail job ran once: each absence request e-mailed its two approvers (manager and admin) once, each
 * finished export e-mailed its owner once, and nothing else or twice arrived.
 */
async function checkJobs(
  pool: pg.Pool,
  messages: Array<{ to: string[]; subject: string; text: string; headers: Record<string, string> }>,
  states: Array<{ name: string; state: string; count: number }>,
  held: Array<{ name: string; n: number; before: string }>,
  /** The e-mail jobs the SIGKILLed server had started (their Message-ID is `<job id@domain>`). */
  killedServerJobs: string[],
) {
  const heldEmails = held.find((h) => h.name === 'email')?.n ?? 0;
  const absences = (await pool.query<{ n: number }>(`select count(*)::int as n from absences`)).rows[0]!.n;
  const exportsReady = (
    await pool.query<{ n: number }>(`select count(*)::int as n from data_exports where file_key is not null`)
  ).rows[0]!.n;
  const keys = messages.map((m) => `${m.to.join(',')}|${m.subject}|${m.text}`);
  // The same job twice carries the same Message-ID (server/platform/mailer.ts): count those too.
  const ids = messages.map((m) => m.headers['message-id'] ?? '');
  // At least once, as promised: a job the SIGKILLed server had started may have been accepted by the SMTP server
  // in the instant before the kill, before the server recorded it as sent (mailer.ts), and is then sent again by
  // the live server that reruns it. One second copy of such a job is allowed and reported; any other repeat is not.
  const jobOf = (id: string) => /^<([^@>]+)@/.exec(id)?.[1] ?? '';
  const copies = new Map<string, number>();
  for (const id of ids) copies.set(id, (copies.get(id) ?? 0) + 1);
  const resentAfterKill = [...copies].filter(
    ([id, n]) => n === 2 && killedServerJobs.includes(jobOf(id)),
  ).length;
  const duplicates =
    Math.max(keys.length - new Set(keys).size, ids.length - new Set(ids).size) - resentAfterKill;
  const requestMails = messages.filter((m) => m.subject.startsWith('New absence request from')).length;
  const otherMails = messages.length - requestMails;
  out();
  out(
    `E-mails: ${messages.length} received (${requestMails} absence requests for ${absences} absences × 2 approvers, ${otherMails} others for ${exportsReady} finished exports), ${duplicates} duplicates`,
  );
  out(`  pg-boss: ${states.map((s) => `${s.name} ${s.state} ${s.count}`).join(', ')}`);
  out(
    `  held by the SIGKILLed server (active, started before the kill; retried after expiry): ${held.map((h) => `${h.name} ${h.n} (started ${h.before} s before the kill)`).join(', ') || 'none'}`,
  );
  if (resentAfterKill > 0)
    out(
      `  sent by the SIGKILLed server in its last instant and again by a live one (at least once): ${resentAfterKill}`,
    );
  const repeated = [...copies].filter(([, n]) => n > 1).map(([id, n]) => `${id} ×${n}`);
  check(
    duplicates === 0,
    `${duplicates} e-mails arrived twice (${repeated.join(', ') || 'same text, other ids'})`,
  );
  check(
    messages.length - resentAfterKill + heldEmails === absences * 2 + exportsReady,
    `${messages.length} e-mails (+${heldEmails} held) for ${absences} absences × 2 approvers and ${exportsReady} finished exports`,
  );
  for (const s of states) {
    const heldHere = held.find((h) => h.name === s.name)?.n ?? 0;
    check(
      s.state === 'completed' || (s.state === 'active' && s.count === heldHere),
      `${s.count} ${s.name} jobs ${s.state}`,
    );
  }
}

/** Every upload and export through each remaining server, with every person's session on each. */
async function checkReads(ledger: Ledger, people: SimUser[], remaining: AppServer[]) {
  const get = async (server: AppServer, url: string, cookie: string) => {
    const res = await fetch(server.url + url, { headers: { cookie } });
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
  };
  let sessions = 0;
  for (const p of people) {
    for (const s of remaining) {
      const me = await get(s, '/api/me', p.cookie);
      const ok = me.status === 200 && JSON.parse(me.body.toString()).user?.id === p.id;
      if (check(ok, `${p.email}'s session on ${s.name}: ${me.status}`)) sessions++;
    }
  }
  // The current avatar or logo of each person (earlier ones were replaced and deleted, as the app does).
  const current = new Map<string, string>();
  for (const p of people) {
    const me = JSON.parse((await get(remaining[0]!, '/api/me', p.cookie)).body.toString());
    const url = p.role === 'admin' ? me.company?.logoUrl : me.profile?.avatarUrl;
    if (url) current.set(url, p.cookie);
  }
  let files = 0;
  for (const [url, cookie] of current) {
    const bodies = await Promise.all(remaining.map((s) => get(s, url, cookie)));
    const same = new Set(bodies.map((b) => createHash('sha256').update(b.body).digest('hex'))).size === 1;
    if (check(bodies.every((b) => b.status === 200) && same, `${url}: ${bodies.map((b) => b.status)}`))
      files++;
  }
  let zips = 0;
  for (const e of ledger.exports) {
    const bodies = await Promise.all(
      remaining.map((s) => get(s, `/api/exports/${e.id}/download`, e.user.cookie)),
    );
    const ok = bodies.every((b) => b.status === 200 && b.body.subarray(0, 2).toString() === 'PK');
    if (check(ok, `export ${e.id}: ${bodies.map((b) => b.status)}`)) zips++;
  }
  out();
  out(
    `Reads on ${remaining.map((s) => s.name).join(' and ')} directly: ${sessions}/${people.length * remaining.length} sessions valid, ${files}/${current.size} current uploads (of ${ledger.uploads.length} made) identical on both, ${zips}/${ledger.exports.length} export ZIPs on both; ${ledger.csvExports} timesheet CSVs served`,
  );
}

async function bouncerStats(adminUrl: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  const stats = (await c.query('show stats')).rows.find((r) => r.database === 'plantel');
  await c.end();
  out(
    `PgBouncer: ${stats?.total_xact_count ?? '?'} transactions, ${stats?.total_query_count ?? '?'} queries from the request pools`,
  );
}

/**
 * The session statement 2,000 times on one connection each way: named and unnamed straight to PostgreSQL,
 * unnamed through PgBouncer; then named through PgBouncer from 8 connections at once, which fails whenever a
 * transaction lands on a server connection that never saw the statement.
 */
async function measureStatements(directUrl: string, pooledUrl: string, cookie: string) {
  const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
  const N = 2000;
  const ROUNDS = 5;
  // Three connections side by side, measured in alternating rounds so that the machine's other load falls on
  // all three alike; the figure is the median of the rounds' means.
  const ways = [
    { url: directUrl, name: 'plantel_session_by_token' },
    { url: directUrl, name: '' },
    { url: pooledUrl, name: '' },
  ].map((w) => {
    const h = connectDatabase(w.url, { max: 1, transactionPooling: w.url === pooledUrl });
    return { h, statement: prepareSessionStatement(h.db, w.name), rounds: [] as number[] };
  });
  for (const w of ways) for (let i = 0; i < 200; i++) await w.statement.execute({ token }); // warm-up
  for (let r = 0; r < ROUNDS; r++) {
    for (const w of ways) {
      const t = performance.now();
      for (let i = 0; i < N / ROUNDS; i++) await w.statement.execute({ token });
      w.rounds.push(((performance.now() - t) / (N / ROUNDS)) * 1000);
    }
  }
  for (const w of ways) await w.h.close();
  const median = (rounds: number[]) => [...rounds].sort((a, b) => a - b)[Math.floor(rounds.length / 2)]!;
  const [named, unnamed, bounced] = ways.map((w) => median(w.rounds)) as [number, number, number];
  const pool = connectDatabase(pooledUrl, { max: 8, transactionPooling: true });
  const statement = prepareSessionStatement(pool.db, 'plantel_session_by_token');
  const results = await Promise.allSettled(Array.from({ length: 400 }, () => statement.execute({ token })));
  await pool.close();
  const failed = results.filter((r) => r.status === 'rejected');
  const reason = failed[0] && (failed[0] as PromiseRejectedResult).reason;
  out(
    `Session statement, ${N} on one connection each (median of ${ROUNDS} rounds' means): named ${named.toFixed(0)} µs, unnamed ${unnamed.toFixed(0)} µs (+${(unnamed - named).toFixed(0)} µs) straight to PostgreSQL; unnamed through PgBouncer ${bounced.toFixed(0)} µs`,
  );
  out(
    `  named through PgBouncer (8 connections, 400 executions): ${failed.length} failed${reason ? ` ("${(reason.cause ?? reason).message}")` : ''}`,
  );
}

function countFiles(root: string): number {
  if (!existsSync(root)) return 0;
  let n = 0;
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('._S3rver_object')) n++;
  }
  return n;
}
