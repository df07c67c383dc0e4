// `npm run bench`: measures the budgets of the issues and writes them into docs/PERFORMANCE.md.
// Uses the production build (built first when stale) on an embedded PostgreSQL in a temp directory.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword, verifyPassword } from '../../server/platform/passwords';
import { sourceStamp } from '../source-stamp.mjs';
import { kb, routeSizes } from './bundle';
import { load } from './load';
import { startServer } from './server';

const stamp = existsSync('dist/.build-stamp') ? readFileSync('dist/.build-stamp', 'utf8') : '';
if (!existsSync('dist/server/main.js') || stamp !== sourceStamp()) {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-bench-'));
const lines: string[] = [];
const say = (s: string) => {
  console.log(s);
  lines.push(s);
};

try {
  // 1. Start-up: first start initialises the embedded PostgreSQL; the second is a warm data directory.
  const env = { DATA_DIR: dir, RATE_LIMIT_MULTIPLIER: '10000' };
  const cold = await startServer(env);
  await cold.stop();
  const warmRuns: number[] = [];
  let server = await startServer(env);
  warmRuns.push(server.readyMs);
  for (let i = 0; i < 2; i++) {
    await server.stop();
    server = await startServer(env);
    warmRuns.push(server.readyMs);
  }

  // 2. Sign-in: one verified account, then one client signing in repeatedly.
  const email = 'bench@example.test';
  const password = 'measured passphrase 1';
  const signUp = await fetch(`${server.url}/api/accounts/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', companyName: 'Bench Co', email, password }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const dbUrl = `postgres://plantel:${encodeURIComponent(readFileSync(path.join(dir, 'postgres-password'), 'utf8'))}@127.0.0.1:${
    readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]
  }/plantel`;
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  await db.query('update users set email_verified = true where email = $1', [email]);
  await db.end();
  const probe = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  if (!probe.ok) throw new Error(`sign-in probe failed: ${probe.status} ${await probe.text()}`);
  const signIn = await load('POST /api/auth/sign-in/email', {
    url: `${server.url}/api/auth/sign-in/email`,
    connections: 1,
    amount: 300,
    method: 'POST',
    body: JSON.stringify({ email, password }),
    headers: { origin: server.url },
  });
  const digest = await hashPassword(password);
  const t0 = performance.now();
  for (let i = 0; i < 50; i++) await verifyPassword(digest, password);
  const verifyMs = (performance.now() - t0) / 50;
  await server.stop();

  // 3. Bundles.
  const sizes = routeSizes();

  const date = new Date().toISOString().slice(0, 10);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  say(
    `Measured ${date} on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  );
  say('');
  say('| measure | budget | result |');
  say('|---|---|---|');
  say(
    `| \`npm start\` ready, warm data directory (3 runs) | ≤ 3 s | ${warmRuns.map((ms) => `${Math.round(ms)} ms`).join(', ')} (first start with initdb: ${Math.round(cold.readyMs)} ms) |`,
  );
  say(
    `| JS loaded by \`/auth\` (gzip) | ≤ 150 KB | ${kb(sizes['/auth']!.jsGzip)} (+ ${kb(sizes['/auth']!.cssGzip)} CSS) |`,
  );
  say(
    `| JS loaded by \`/\` (gzip) | ≤ 90 KB | ${kb(sizes['/']!.jsGzip)} (+ ${kb(sizes['/']!.cssGzip)} CSS) |`,
  );
  say(
    `| JS loaded by \`/app/dashboard\` (gzip) | ≤ 200 KB | ${kb(sizes['/app/dashboard']!.jsGzip)} (+ ${kb(sizes['/app/dashboard']!.cssGzip)} CSS) |`,
  );
  say(
    `| sign-in p99, one client (${signIn.requests} requests) | ≤ 200 ms | p99 ${signIn.p99} ms, p50 ${signIn.p50} ms, ${signIn.errors} errors; argon2id verify alone ${verifyMs.toFixed(1)} ms (${Math.round((verifyMs / signIn.p50) * 100)}% of the median) |`,
  );

  const doc = 'docs/PERFORMANCE.md';
  const text = readFileSync(doc, 'utf8');
  const begin = '<!-- bench:foundation:begin -->';
  const end = '<!-- bench:foundation:end -->';
  const updated = text.replace(
    new RegExp(`${begin}[\\s\\S]*${end}`),
    `${begin}\n${lines.join('\n')}\n${end}`,
  );
  writeFileSync(doc, updated);
  console.log(`\nWritten to ${doc}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
