// `npm run scan` (tsx scripts/scan.ts): Debian's sqlmap and wapiti against the production build, signed in.
//
//   SCAN_SQLMAP_SECONDS=60 SCAN_WAPITI_SECONDS=420 SCAN_PARALLEL=3 npm run scan
//
// The production build (built first when stale) runs with NODE_ENV=production on an embedded PostgreSQL in a
// temp directory, with e-mail going to an SMTP server in this process. Two small companies are seeded (people in
// SQL, their data through the API: absences, time entries, a submitted month, invitations, holidays, a calendar
// feed, a sandbox subscription). The scanner is company B's admin: its session cookie goes with every request.
//
// - sqlmap: one run per API operation of /api/openapi.json (every route but the hidden ones, plus the sign-in,
//   password-reset and file routes), every parameter (path, query, JSON body) marked as an injection point,
//   techniques B, E, U, S, T against PostgreSQL, level 2 / risk 1, SCAN_SQLMAP_SECONDS per run. Routes that
//   would end the scanner's own session or company are left out (sign-out, company deletion, the webhook).
// - wapiti: starts from the public pages, the app's pages and every GET operation with example parameters;
//   modules for SQL/blind SQL, XSS (reflected and stored), command execution, file disclosure, CRLF, open
//   redirects, HTTP methods, .htaccess bypass, backup files, cookie flags, CSP and security headers.
//
// SCAN_ONLY=sqlmap|wapiti runs one tool; SCAN_FILTER='absences' only the matching operations (not recorded).
// The findings are printed and written into docs/SECURITY.md between the scan markers. Exit code 1 when sqlmap
// finds an injection, a payload makes the server answer 5xx, or wapiti reports a vulnerability.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addMonths, todayIn } from '@domain/calendar';
import { accounts, companies, memberships, profiles, users } from '../server/db/schema';
import type { RegisteredRoute } from '../server/platform/access';
import { connectDatabase } from '../server/platform/db';
import { hashPassword } from '../server/platform/passwords';
import { pool } from '../server/security/http';
import {
  exampleInput,
  type IdKind,
  type JsonSchema,
  KIND_CLASS,
  unknownValue,
  urlOf,
} from '../server/security/route-inputs';
import { startTestSmtp } from '../server/test/smtp';
import { startServer } from './bench/server';
import { sourceStamp } from './source-stamp.mjs';

const SQLMAP_SECONDS = Number(process.env.SCAN_SQLMAP_SECONDS ?? 60);
const WAPITI_SECONDS = Number(process.env.SCAN_WAPITI_SECONDS ?? 420);
const PARALLEL = Number(process.env.SCAN_PARALLEL ?? 3);
const ONLY = process.env.SCAN_ONLY; // 'sqlmap' | 'wapiti'
/** A regular expression on "METHOD /path" to scan only some operations (a quick look at one route). */
const FILTER = process.env.SCAN_FILTER ? new RegExp(process.env.SCAN_FILTER) : undefined;
const PASSWORD = 'scan test passphrase 8';
const out = (s = '') => process.stdout.write(`${s}\n`);

/** Operations the scanner must not run on itself, and why. */
const SKIPPED: Record<string, string> = {
  'DELETE /api/company': 'would delete the scanner’s company',
  'POST /api/billing/webhook': 'raw body authenticated by a Stripe signature (400 without one)',
  'POST /api/profile/avatar': 'multipart upload (covered by the upload tests)',
  'POST /api/company/logo': 'multipart upload (covered by the upload tests)',
};

// ---------------------------------------------------------------------------------------------------------
// A signed-in HTTP client

class Client {
  cookie = '';
  constructor(readonly base: string) {}
  async request<T = unknown>(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const res = await fetch(this.base + url, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(method !== 'GET' ? { origin: this.base } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const session = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    if (session) this.cookie = session.split(';')[0]!;
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, body: parsed as T };
  }
  async must<T = unknown>(method: string, url: string, body?: unknown, ok = [200, 201, 202]) {
    const res = await this.request<T>(method, url, body);
    if (!ok.includes(res.status))
      throw new Error(`seed ${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
}

// ---------------------------------------------------------------------------------------------------------
// OpenAPI operations as registry-like routes

interface Operation extends RegisteredRoute {
  key: string;
}

function operationsOf(doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
        'x-access'?: string;
      }
    >
  >;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [openapiPath, methods] of Object.entries(doc.paths)) {
    const url = openapiPath.replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, op] of Object.entries(methods)) {
      const part = (where: string): JsonSchema | undefined => {
        const params = (op.parameters ?? []).filter((p) => p.in === where);
        if (params.length === 0) return undefined;
        return {
          type: 'object',
          properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
          required: params.filter((p) => p.required).map((p) => p.name),
        };
      };
      const content = op.requestBody?.content ?? {};
      const body = content['application/json']?.schema;
      const consumes = Object.keys(content);
      const M = method.toUpperCase();
      ops.push({
        key: `${M} ${url}`,
        method: M,
        url,
        access: (op['x-access'] ?? 'public') as RegisteredRoute['access'],
        schema: { params: part('path'), querystring: part('query'), body, consumes },
      });
    }
  }
  return ops;
}

// ---------------------------------------------------------------------------------------------------------
// sqlmap

interface SqlmapResult {
  key: string;
  injectable: boolean;
  serverErrors: number;
  timedOut: boolean;
  requests: number;
  note: string;
}

function run(cmd: string, args: string[], seconds: number): Promise<{ output: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    const proc: ChildProcess = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    proc.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
    });
    proc.stderr!.on('data', (d: Buffer) => {
      output += d.toString();
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      proc.kill('SIGTERM');
      setTimeout(() => proc.kill('SIGKILL'), 3000);
    }, seconds * 1000);
    proc.on('exit', () => {
      clearTimeout(timer);
      resolve({ output, timedOut });
    });
  });
}

async function sqlmap(
  target: { key: string; method: string; url: string; data?: string },
  cookie: string,
  base: string,
  outDir: string,
): Promise<SqlmapResult> {
  const args = [
    '-u',
    base + target.url,
    '--method',
    target.method,
    '--cookie',
    cookie,
    '-H',
    `Origin: ${base}`,
    '--batch',
    '--dbms=PostgreSQL',
    '--level=2',
    '--risk=1',
    '--technique=BEUST',
    '--time-sec=2',
    '--timeout=15',
    '--retries=0',
    '--threads=1',
    '--flush-session',
    '--skip-waf',
    '--ignore-code=400,401,403,404,409,410,415,429',
    '--drop-set-cookie',
    '--disable-coloring',
    '--output-dir',
    path.join(outDir, target.key.replace(/[^\w]+/g, '_')),
    '-v',
    '1',
    '--eta',
  ];
  if (target.data !== undefined) args.push('--data', target.data, '-H', 'Content-Type: application/json');
  const { output, timedOut } = await run('sqlmap', args, SQLMAP_SECONDS);
  if (process.env.SCAN_VERBOSE) out(`\n--- sqlmap ${args.join(' ')}\n${output}`);
  // sqlmap confirms a finding with "identified the following injection point(s)"; a parameter that only
  // "appears to be injectable" and then fails its false-positive check is not one (it says so, and ends with
  // "all tested parameters do not appear to be injectable").
  const injectable =
    /identified the following injection point/i.test(output) &&
    !/all tested parameters do not appear to be injectable/i.test(output);
  const serverErrors =
    Number(/(\d+) times?\)?\s*[^\n]*500 \(Internal Server Error\)/i.exec(output)?.[1] ?? 0) ||
    (output.match(/500 \(Internal Server Error\)/g) ?? []).length;
  const note = timedOut
    ? `stopped after ${SQLMAP_SECONDS} s`
    : /all tested parameters do not appear to be injectable/i.test(output)
      ? /false positive or unexploitable/i.test(output)
        ? "no injectable parameter (a candidate failed sqlmap's own false-positive check)"
        : 'no injectable parameter'
      : /no parameter\(s\) found for testing/i.test(output)
        ? 'no parameter to test'
        : (output.match(/\[CRITICAL\][^\n]*/)?.[0] ?? 'finished');
  return { key: target.key, injectable, serverErrors, timedOut, requests: 0, note };
}

// ---------------------------------------------------------------------------------------------------------
// wapiti

interface WapitiReport {
  vulnerabilities: Record<string, Array<{ info: string; path: string; method: string; parameter: string }>>;
  anomalies: Record<string, Array<{ info: string; path: string; method: string; parameter: string }>>;
  infos?: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------------------

const stamp = existsSync('dist/.build-stamp') ? readFileSync('dist/.build-stamp', 'utf8') : '';
if (!existsSync('dist/server/main.js') || stamp !== sourceStamp()) {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
const versions = {
  sqlmap: execFileSync('sqlmap', ['--version'], { encoding: 'utf8' }).split('\n')[0]!.trim(),
  wapiti: /Wapiti[- ]([\d.]+)/.exec(execFileSync('wapiti', ['--version'], { encoding: 'utf8' }))?.[1] ?? '?',
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-scan-'));
const smtp = await startTestSmtp();
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let failed = false;
const started = Date.now();
try {
  server = await startServer({
    NODE_ENV: 'production',
    DATA_DIR: dir,
    SMTP_URL: smtp.url,
    AUTH_SECRET: randomUUID() + randomUUID(),
    BILLING_PROVIDER: 'sandbox',
    BILLING_SANDBOX_IN_PRODUCTION: 'true',
    RATE_LIMIT_MULTIPLIER: '10000',
    LOG_LEVEL: 'error',
  });
  const base = server.url;
  out(`Scanning the production build at ${base} (sqlmap ${versions.sqlmap}, wapiti ${versions.wapiti})`);

  // Two companies of three people, straight into the database; their data through the API.
  const pgPort = readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const pgPassword = readFileSync(path.join(dir, 'postgres-password'), 'utf8').trim();
  const database = connectDatabase(
    `postgres://plantel:${encodeURIComponent(pgPassword)}@127.0.0.1:${pgPort}/plantel`,
    { max: 2 },
  );
  const digest = await hashPassword(PASSWORD);
  const teams: Array<Record<'admin' | 'manager' | 'employee', Client> & { companyId: string }> = [];
  for (const name of ['Other Company', 'Scanner Company']) {
    const [company] = await database.db.insert(companies).values({ name }).returning({ id: companies.id });
    const team = { companyId: company!.id } as (typeof teams)[number];
    for (const role of ['admin', 'manager', 'employee'] as const) {
      const id = randomUUID();
      const email = `${role}.${name.split(' ')[0]!.toLowerCase()}@scan.example`;
      await database.db.transaction(async (tx) => {
        await tx.insert(users).values({ id, email, name: `${role} ${name}`, emailVerified: true });
        await tx.insert(accounts).values({
          id: randomUUID(),
          userId: id,
          accountId: id,
          providerId: 'credential',
          password: digest,
        });
        await tx
          .insert(profiles)
          .values({ id, activeCompanyId: company!.id, email, firstName: role, lastName: name });
        await tx
          .insert(memberships)
          .values({ companyId: company!.id, userId: id, role, joinedOn: '2020-01-01' });
      });
      const client = new Client(base);
      await client.must('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
      team[role] = client;
    }
    const { admin, employee, manager } = team;
    const checkout = await admin.must<{ checkoutId: string }>('POST', '/api/billing/checkout', {
      teamSize: 8,
    });
    await admin.must('POST', `/api/billing/sandbox/checkouts/${checkout.checkoutId}/pay`, {});
    await admin.must('POST', '/api/invitations', {
      name: 'Invited Person',
      email: `invitee.${randomUUID()}@scan.example`,
      position: 'Cook',
    });
    const year = todayIn('Europe/Madrid').slice(0, 4);
    await admin.must('POST', '/api/holidays/company', { name: 'Company Day', date: `${year}-10-15` });
    await admin.must('PATCH', `/api/holidays/bank/ES-${year}-12-08`, { customName: 'Inmaculada' });
    await employee.must('POST', '/api/absences', {
      absenceType: 'vacation',
      startDate: `${Number(year) + 1}-02-02`,
      endDate: `${Number(year) + 1}-02-03`,
      reason: 'Trip',
    });
    await employee.must('POST', '/api/calendar-feed', {});
    const month = addMonths(todayIn('Europe/Madrid').slice(0, 7), -2);
    for (const c of [employee, manager]) {
      await c.must('POST', '/api/time-entries/bulk-apply', {
        month,
        clockIn: '09:00',
        clockOut: '17:00',
        breakStart: '12:00',
        breakEnd: '13:00',
      });
      await c.must('POST', '/api/timesheets/submit', { month });
    }
    teams.push(team);
  }
  const scanner = teams[1]!;
  const other = teams[0]!;
  const idsOf = async (companyId: string): Promise<Record<IdKind, string[]>> => {
    const q = async (text: string) =>
      (await database.pool.query<{ v: string }>(text, [companyId])).rows.map((r) => r.v);
    return {
      absence: await q('select id::text v from absences where company_id = $1'),
      invitation: await q('select id::text v from invitations where company_id = $1'),
      user: await q(
        "select user_id::text v from memberships where company_id = $1 and left_on is null and role <> 'admin'",
      ),
      companyHoliday: await q('select id::text v from company_holidays where company_id = $1'),
      bankHoliday: await q('select holiday_key v from company_holiday_overrides where company_id = $1'),
      timeEntry: await q('select id::text v from time_entries where company_id = $1 limit 3'),
      correction: [],
      session: await q(
        'select s.id::text v from sessions s join memberships m on m.user_id = s.user_id where m.company_id = $1',
      ),
      checkout: await q('select id::text v from billing_checkouts where company_id = $1'),
      invoice: await q('select id::text v from billing_invoices where company_id = $1'),
      dataExport: await q('select id::text v from data_exports where company_id = $1'),
      file: [],
      secret: [],
      authPath: [],
    };
  };
  const own = await idsOf(scanner.companyId);
  const foreign = await idsOf(other.companyId);
  await database.close();

  const doc = (await scanner.admin.request<Parameters<typeof operationsOf>[0]>('GET', '/api/openapi.json'))
    .body;
  const operations = operationsOf(doc);
  out(
    `${operations.length} API operations in the OpenAPI document; seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );

  // One request per operation: the scanner's own ids where it has them (so requests reach the queries), else
  // company A's (the cross-company case), else a fresh one.
  // Sessions: company A's (ending the scanner's own would end the scan).
  const fill = (kind: IdKind) =>
    kind === 'session'
      ? (foreign.session[0] ?? unknownValue(kind))
      : KIND_CLASS[kind] === 'owned' || KIND_CLASS[kind] === 'shared'
        ? (own[kind][0] ?? foreign[kind][0] ?? unknownValue(kind))
        : unknownValue(kind);
  const targets: Array<{ key: string; method: string; url: string; data?: string }> = [];
  for (const op of operations) {
    if (SKIPPED[op.key]) continue;
    const { input } = exampleInput(op, fill);
    let url = urlOf(op, input);
    // Path parameters: sqlmap's custom injection marker after each value.
    for (const value of Object.values(input.params))
      url = url.replace(encodeURIComponent(value), `${encodeURIComponent(value)}*`);
    targets.push({
      key: op.key,
      method: op.method,
      url,
      ...(input.body !== undefined || op.method !== 'GET' ? { data: JSON.stringify(input.body ?? {}) } : {}),
    });
  }
  const files = `/api/files/companies/${scanner.companyId}/avatars/${randomUUID()}.webp*`;
  targets.push(
    {
      key: 'POST /api/auth/sign-in/email',
      method: 'POST',
      url: '/api/auth/sign-in/email',
      data: JSON.stringify({ email: 'admin.scanner@scan.example', password: 'x' }),
    },
    {
      key: 'POST /api/auth/request-password-reset',
      method: 'POST',
      url: '/api/auth/request-password-reset',
      data: JSON.stringify({ email: 'admin.scanner@scan.example', redirectTo: '/reset-password' }),
    },
    { key: 'GET /api/files/*', method: 'GET', url: files },
  );

  if (FILTER) targets.splice(0, targets.length, ...targets.filter((t) => FILTER.test(t.key)));
  const results: SqlmapResult[] = [];
  const sqlmapDir = path.join(dir, 'sqlmap');
  mkdirSync(sqlmapDir);
  if (ONLY !== 'wapiti') {
    out(`\nsqlmap: ${targets.length} operations, ${PARALLEL} at a time, at most ${SQLMAP_SECONDS} s each`);
    let done = 0;
    await pool(targets, PARALLEL, async (target) => {
      const r = await sqlmap(target, scanner.admin.cookie, base, sqlmapDir);
      results.push(r);
      done++;
      out(
        `  [${done}/${targets.length}] ${r.key}: ${r.injectable ? 'INJECTABLE' : r.note}${r.serverErrors ? `, ${r.serverErrors} × 500` : ''}`,
      );
    });
    // The scanner is still itself (no payload ended its session or company).
    const me = await scanner.admin.request<{ company: { id: string } | null }>('GET', '/api/me');
    if (me.status !== 200 || me.body.company?.id !== scanner.companyId)
      out('  note: the scanner lost its session or company during the sqlmap run');
  }

  let wapiti: WapitiReport | undefined;
  let wapitiUrls = 0;
  if (ONLY !== 'sqlmap') {
    const starts = [
      '/',
      '/auth',
      '/privacy',
      '/pricing',
      '/app',
      '/app/dashboard',
      '/app/absences',
      '/app/time-tracking',
      '/join/abc',
    ];
    for (const op of operations) {
      if (op.method !== 'GET' || SKIPPED[op.key]) continue;
      const { input } = exampleInput(op, fill);
      starts.push(urlOf(op, input));
    }
    wapitiUrls = starts.length;
    const report = path.join(dir, 'wapiti.json');
    const args = [
      '-u',
      `${base}/`,
      '--scope',
      'folder',
      ...starts.flatMap((s) => ['-s', base + s]),
      '-H',
      `Cookie: ${scanner.admin.cookie}`,
      '-m',
      'blindsql,cookieflags,csp,exec,file,http_headers,permanentxss,redirect,sql,xss,crlf,methods,htaccess,backup',
      '--max-scan-time',
      String(WAPITI_SECONDS),
      '--max-attack-time',
      String(Math.max(30, Math.floor(WAPITI_SECONDS / 8))),
      '-d',
      '3',
      '--flush-session',
      '--store-session',
      path.join(dir, 'wapiti-session'),
      '--no-bugreport',
      '-f',
      'json',
      '-o',
      report,
      '-v',
      '1',
    ];
    out(`\nwapiti: ${starts.length} start URLs, at most ${WAPITI_SECONDS} s`);
    // (wapiti 3.0.4's -x breaks on Python 3.11; nothing reachable by GET signs out, so none is needed.)
    const res = await run('wapiti', args, WAPITI_SECONDS + 120);
    if (process.env.SCAN_VERBOSE) out(res.output);
    if (existsSync(report)) wapiti = JSON.parse(readFileSync(report, 'utf8')) as WapitiReport;
    else out(res.output.slice(-2000));
  }

  // Triage: each wapiti finding is checked against what the server really does; only unexplained ones count.
  const spaIndex = await (await fetch(`${base}/app`)).text();
  const explained: Array<[string, number, string]> = [];
  const explain = async (kind: string, v: { path: string; info: string }): Promise<string | null> => {
    if (kind === 'Backup file') {
      const res = await fetch(base + v.path);
      const body = await res.text();
      if (body === spaIndex)
        return 'the SPA answers every unknown page path with its index.html (200), so "/app.bak" is the app, not a file';
    }
    if (kind === 'HTTP Secure Headers' && /X-XSS-Protection/i.test(v.info)) {
      const res = await fetch(base + v.path);
      if (res.headers.get('x-xss-protection') === '0' && res.headers.get('content-security-policy'))
        return 'X-XSS-Protection is 0 on purpose (OWASP: the legacy filter caused leaks); the CSP protects instead';
    }
    return null;
  };
  if (wapiti) {
    for (const [kind, list] of Object.entries(wapiti.vulnerabilities)) {
      const remaining: typeof list = [];
      const reasons = new Map<string, number>();
      for (const v of list) {
        const reason = await explain(kind, v);
        if (reason) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        else remaining.push(v);
      }
      for (const [reason, n] of reasons) explained.push([kind, n, reason]);
      wapiti.vulnerabilities[kind] = remaining;
    }
  }

  // Verdict and record.
  const injectable = results.filter((r) => r.injectable);
  const errors = results.filter((r) => r.serverErrors > 0);
  const timedOut = results.filter((r) => r.timedOut);
  const vulns = Object.entries(wapiti?.vulnerabilities ?? {}).filter(([, list]) => list.length > 0);
  const anomalies = Object.entries(wapiti?.anomalies ?? {}).filter(([, list]) => list.length > 0);
  failed = injectable.length > 0 || errors.length > 0 || vulns.length > 0 || (ONLY !== 'sqlmap' && !wapiti);
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  const date = new Date().toISOString().slice(0, 10);
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const lines = [
    `Last run: ${date}, ${os.cpus().length} × ${cpu}, ${minutes} min; sqlmap ${versions.sqlmap}, wapiti ${versions.wapiti}; production build, signed in as an admin.`,
    '',
    ...(ONLY === 'wapiti'
      ? []
      : [
          `- **sqlmap**: ${results.length} operations (every OpenAPI operation but ${Object.keys(SKIPPED).length} left out on purpose, plus sign-in, password reset and file URLs), every path, query and JSON body parameter; techniques B, E, U, S, T; level 2, risk 1; at most ${SQLMAP_SECONDS} s each (${timedOut.length} reached the limit). ` +
            `**${injectable.length === 0 ? 'No injectable parameter' : `${injectable.length} injectable: ${injectable.map((r) => r.key).join(', ')}`}**; ` +
            `${errors.length === 0 ? 'no payload made the server answer 500' : `500s on ${errors.map((r) => r.key).join(', ')}`}.`,
        ]),
    ...(ONLY === 'sqlmap'
      ? []
      : [
          `- **wapiti**: ${wapitiUrls} start URLs (the site, the app's pages and every GET operation with its parameters), modules blindsql, sql, xss, permanentxss, exec, file, crlf, redirect, methods, htaccess, backup, cookieflags, csp, http_headers; at most ${WAPITI_SECONDS} s. ` +
            (wapiti
              ? `**${vulns.length === 0 ? 'No vulnerability' : vulns.map(([k, l]) => `${k}: ${l.length}`).join('; ')}**; anomalies: ${anomalies.length === 0 ? 'none' : anomalies.map(([k, l]) => `${k}: ${l.length}`).join('; ')}.`
              : '**no report** (see the run output).'),
          ...explained.map(([k, n, why]) => `  - ${k} (${n}), checked and explained: ${why}.`),
          ...vulns.flatMap(([k, list]) =>
            list
              .slice(0, 10)
              .map(
                (v) =>
                  `  - ${k}: ${v.method} ${v.path} ${v.parameter ? `(${v.parameter})` : ''} — ${v.info.replace(/\s+/g, ' ').slice(0, 200)}`,
              ),
          ),
          ...anomalies.flatMap(([k, list]) =>
            list
              .slice(0, 5)
              .map(
                (v) =>
                  `  - anomaly ${k}: ${v.method} ${v.path} ${v.parameter ? `(${v.parameter})` : ''} — ${v.info.replace(/\s+/g, ' ').slice(0, 200)}`,
              ),
          ),
        ]),
  ];
  out(`\n${lines.join('\n')}`);
  const doc_ = 'docs/SECURITY.md';
  const text = readFileSync(doc_, 'utf8');
  const startMarker = '<!-- scan:start -->';
  const endMarker = '<!-- scan:end -->';
  if (!FILTER && text.includes(startMarker) && text.includes(endMarker)) {
    const before = text.slice(0, text.indexOf(startMarker) + startMarker.length);
    const after = text.slice(text.indexOf(endMarker));
    writeFileSync(doc_, `${before}\n${lines.join('\n')}\n${after}`);
    out(`\nRecorded in ${doc_}.`);
  }
  out(failed ? '\nFAIL: see the findings above.' : '\nPASS: no finding.');
} finally {
  await server?.stop();
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
