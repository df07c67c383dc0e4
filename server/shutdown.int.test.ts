import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './platform/database';

// The real server (server/main.ts, embedded PostgreSQL) receives SIGTERM while sign-ins (argon2id, ~10 ms of
// hashing each plus their queries) are running. For SHUTDOWN_DELAY_SECONDS it keeps serving with /api/ready at
// 503; then it refuses new connections, gives each request it had accepted its full answer, and stops
// PostgreSQL last, leaving no process behind.
const DELAY_MS = 1000;

const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-shutdown-'));
let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

type Outcome = { status: number; body: string; at: number } | { error: string; at: number };

/** One request on its own connection (no keep-alive), so each one is either accepted whole or not at all. */
function post(port: number, urlPath: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<Outcome>((resolve) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          origin: `http://127.0.0.1:${port}`,
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            at: performance.now(),
          }),
        );
        res.on('error', (e) => resolve({ error: `response: ${e.message}`, at: performance.now() }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) =>
      resolve({ error: e.code ?? e.message, at: performance.now() }),
    );
    req.end(payload);
  });
}

const connectable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the requests in flight, refuses new connections and stops PostgreSQL last', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dir,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: origin,
        LOG_LEVEL: 'debug', // 'incoming request' (debug) tells which requests the server accepted
        RATE_LIMIT_MULTIPLIER: '10000',
        SHUTDOWN_DELAY_SECONDS: String(DELAY_MS / 1000),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const logs: Array<{ msg?: string; reqId?: string; req?: { url?: string } }> = [];
    let partial = '';
    child.stdout!.on('data', (d: Buffer) => {
      const lines = (partial + d.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        try {
          logs.push(JSON.parse(line));
        } catch {}
      }
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child!.once('exit', (code) => resolve({ code, at: performance.now() })),
    );

    while (true) {
      if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
      try {
        if ((await fetch(`${origin}/api/ready`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }

    // One verified account.
    const email = 'drain@example.test';
    const password = 'a long passphrase to hash';
    const signUp = await post(port, '/api/accounts/sign-up', {
      firstName: 'Dana',
      lastName: 'Drain',
      companyName: 'Drain Co',
      email,
      password,
    });
    expect(signUp).toMatchObject({ status: 201 });
    const [pgPid, , , pgPort] = readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split(
      '\n',
    );
    const pgPassword = readFileSync(path.join(dir, 'postgres-password'), 'utf8').trim();
    const db = new pg.Client({
      connectionString: `postgres://plantel:${encodeURIComponent(pgPassword)}@127.0.0.1:${pgPort}/plantel`,
    });
    await db.connect();
    await db.query('update users set email_verified = true where email = $1', [email]);
    await db.end();

    // Sixteen clients sign in over and over until the server refuses their connection.
    const outcomes = new Map<string, Outcome>();
    let next = 0;
    let refused = false;
    const worker = async () => {
      while (!refused) {
        const id = `drain-${String(next++).padStart(5, '0')}`;
        const outcome = await post(
          port,
          '/api/auth/sign-in/email',
          { email, password },
          { 'x-request-id': id },
        );
        outcomes.set(id, outcome);
        if ('error' in outcome && outcome.error === 'ECONNREFUSED') refused = true;
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    while ([...outcomes.values()].filter((o) => 'status' in o).length < 48) {
      await new Promise((r) => setTimeout(r, 5));
    }

    const sigtermAt = performance.now();
    child.kill('SIGTERM');
    // While the delay runs, readiness fails (a load balancer stops routing here) and requests are still served.
    let refusedAt = 0;
    const readiness = (async () => {
      while (!refusedAt) {
        const res = await fetch(`${origin}/api/ready`).catch(() => null);
        if (res && res.status !== 200) return { status: res.status, body: await res.json() };
        await new Promise((r) => setTimeout(r, 10));
      }
      return undefined;
    })();
    while (!refusedAt) {
      if (!(await connectable(port))) refusedAt = performance.now();
      else await new Promise((r) => setTimeout(r, 5));
    }
    const notReady = await readiness;
    refused = true;
    await Promise.all(workers);
    const exit = await exited;

    expect(exit.code).toBe(0);
    expect(notReady).toEqual({
      status: 503,
      body: {
        error: { code: 'SERVICE_UNAVAILABLE', message: 'Shutting down', requestId: expect.any(String) },
      },
    });
    // Connections were refused once the delay was over, while the server was still finishing its work.
    expect(refusedAt - sigtermAt).toBeGreaterThanOrEqual(DELAY_MS);
    expect(refusedAt).toBeLessThan(exit.at);

    // Every sign-in the server accepted got its whole answer; the ones it never accepted failed to connect
    // or were turned away with 503 (Fastify's answer on a connection accepted just before the close).
    const accepted = new Set(
      logs.filter((l) => l.msg === 'incoming request' && l.reqId?.startsWith('drain-')).map((l) => l.reqId!),
    );
    for (const [id, outcome] of outcomes) {
      if (accepted.has(id)) {
        expect(outcome, id).toMatchObject({ status: 200 });
        expect(JSON.parse((outcome as { body: string }).body).user?.email, id).toBe(email);
      } else {
        expect(
          'error' in outcome ? ['ECONNREFUSED', 'ECONNRESET'] : [503],
          `${id}: ${JSON.stringify(outcome)}`,
        ).toContain('error' in outcome ? outcome.error : outcome.status);
      }
    }
    // The drain was real: requests were running when the listener closed, and they finished after it (in the
    // server's own log order, which does not depend on how fast this test notices the refused connections).
    const closedAt = logs.findIndex((l) => l.msg === 'closing the listener');
    expect(closedAt).toBeGreaterThan(-1);
    const drained = logs
      .slice(closedAt)
      .filter((l) => l.msg === 'request completed' && accepted.has(l.reqId ?? ''));
    expect(drained.length).toBeGreaterThanOrEqual(1);
    expect(logs.filter((l) => l.msg === 'request completed' && accepted.has(l.reqId ?? ''))).toHaveLength(
      accepted.size,
    );

    // One info line per request, with its id, route, status and duration; "incoming request" is debug only.
    for (const line of logs.filter((l) => l.msg === 'request completed' && accepted.has(l.reqId ?? ''))) {
      expect(line).toMatchObject({
        level: 30,
        route: '/api/auth/*',
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
    }
    expect(
      logs.filter((l) => l.msg === 'incoming request' && (l as { level?: number }).level !== 20),
    ).toEqual([]);

    // Nothing went wrong on the way out (a pool cut by PostgreSQL stopping first would log here).
    expect(stderr).toBe('');
    expect(logs.filter((l) => (l as { level?: number }).level! >= 50)).toEqual([]);

    // The app logged its own clean stop, after which PostgreSQL exited cleanly (no pid file, no process).
    const messages = logs.map((l) => l.msg);
    expect(messages.indexOf('stopped')).toBeGreaterThan(messages.indexOf('shutting down'));
    expect(isAlive(Number(pgPid))).toBe(false);
    expect(existsSync(path.join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
    const leftovers = readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p))
      .filter((p) => {
        try {
          return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(dir);
        } catch {
          return false;
        }
      });
    expect(leftovers).toEqual([]);
  }, 60_000);
});
