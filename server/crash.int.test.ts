import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addMonths, todayIn } from '@domain/calendar';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './platform/database';

// kill -9 in the middle of a Bulk Apply: the real server (server/main.ts on its embedded PostgreSQL) is
// stopped while the apply's transaction has replaced the month's entries but not yet written their history
// (another connection holds a lock on the history table, so the moment is certain, not a matter of timing).
// Twice: the app alone (PostgreSQL is orphaned with the transaction open), then the app and every PostgreSQL
// process (a power cut: the next start replays the WAL). After each restart the month is exactly as before
// or fully applied, every entry has its history, and the app works.

const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-crash-'));
const pgDir = path.join(dir, 'postgres');
let child: ChildProcess | undefined;
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  for (const pid of postgresPids()) process.kill(pid, 'SIGKILL');
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
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The postmaster of this data directory and its children (backends, checkpointer, WAL writer…). */
function postgresPids(): number[] {
  let master: number;
  try {
    master = Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return [];
  }
  if (!isAlive(master)) return [];
  const children = readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(master);
      } catch {
        return false;
      }
    })
    .map(Number);
  return [master, ...children];
}

/** pg_control's cluster state (DBState): 1 = shut down cleanly, 6 = in production (running or crashed). */
const clusterState = () => readFileSync(path.join(pgDir, 'global', 'pg_control')).readInt32LE(16);

async function startApp(port: number) {
  const origin = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      LOG_LEVEL: 'error',
      RATE_LIMIT_MULTIPLIER: '100',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  while (true) {
    if (proc.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    try {
      if ((await fetch(`${origin}/api/ready`)).ok) break;
    } catch {}
    await sleep(50);
  }
  child = proc;
  return { proc, origin, stderr: () => stderr };
}

async function database() {
  const [, , , pgPort] = readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(dir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://plantel:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/plantel`,
  });
  client.on('error', () => {}); // killed with the server on purpose
  await client.connect();
  return client;
}

type Entry = { id: string; date: string; clockIn: string; clockOut: string | null };

describe('a crash in the middle of a Bulk Apply', () => {
  it('leaves the month untouched or fully applied, with its history, and PostgreSQL recovers', async () => {
    const port = await freePort();
    let app = await startApp(port);
    const email = 'crash@example.test';
    const password = 'an orderly long passphrase';
    const call = async <T>(method: string, url: string, body?: unknown, cookie?: string) => {
      const res = await fetch(app.origin + url, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(method !== 'GET' ? { origin: app.origin } : {}),
          ...(cookie ? { cookie } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res };
    };
    expect(
      (
        await call('POST', '/api/accounts/sign-up', {
          firstName: 'Cara',
          lastName: 'Crash',
          companyName: 'Crash Co',
          email,
          password,
        })
      ).status,
    ).toBe(201);
    let db = await database();
    await db.query('update users set email_verified = true where email = $1', [email]);
    const signIn = await call('POST', '/api/auth/sign-in/email', { email, password });
    const cookie = signIn.res.headers
      .getSetCookie()
      .find((c) => c.includes('session_token='))!
      .split(';')[0]!;

    const month = addMonths(todayIn('Europe/Madrid').slice(0, 7), -2);
    const apply = (clockIn: string, clockOut: string) =>
      call<{ created: number }>(
        'POST',
        '/api/time-entries/bulk-apply',
        { month, clockIn, clockOut, onlyEmptyDays: false },
        cookie,
      );
    expect((await apply('08:00', '16:00')).status).toBe(200);
    const monthEntries = async () =>
      (await call<{ entries: Entry[] }>('GET', `/api/time-entries/month?month=${month}`, undefined, cookie))
        .body.entries;
    const before = await monthEntries();
    expect(before.length).toBeGreaterThan(15);
    const historyCount = async (client: pg.Client) =>
      Number((await client.query('select count(*) from time_entry_history')).rows[0].count);

    for (const crash of ['app', 'power cut'] as const) {
      // Hold the history table so the apply stops after replacing the entries, inside its transaction.
      const history = await historyCount(db);
      const locker = await database();
      await locker.query('begin');
      await locker.query('lock table time_entry_history in share mode');
      const inFlight = apply('09:00', '17:00').catch((e: unknown) => e);
      let waiting = false;
      for (let i = 0; i < 200 && !waiting; i++) {
        const res = await db.query(
          `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'insert into "time_entry_history"%'`,
        );
        waiting = (res.rowCount ?? 0) > 0;
        if (!waiting) await sleep(25);
      }
      expect(waiting, 'the apply reached its history insert').toBe(true);
      // Its new entries exist in the open transaction, not for anyone else.
      const visible = await db.query(
        "select count(*) from time_entries where to_char(clock_in at time zone 'Europe/Madrid', 'HH24:MI') = '09:00'",
      );
      expect(Number(visible.rows[0].count)).toBe(0);

      const pids = postgresPids();
      app.proc.kill('SIGKILL');
      if (crash === 'power cut') for (const pid of pids) process.kill(pid, 'SIGKILL');
      await new Promise((r) => app.proc.once('exit', r));
      expect(await inFlight).toBeInstanceOf(Error);
      if (crash === 'app') {
        expect(isAlive(pids[0]!), 'PostgreSQL is orphaned, the transaction still open').toBe(true);
        await locker.query('commit'); // the orphaned backend goes on, and finds its client gone
      } else {
        for (let i = 0; i < 100 && pids.some(isAlive); i++) await sleep(20);
        expect(pids.filter(isAlive)).toEqual([]);
        expect(clusterState(), 'PostgreSQL was not shut down').toBe(6);
      }
      await locker.end().catch(() => {});
      await db.end().catch(() => {});

      app = await startApp(port);
      db = await database();
      const after = await monthEntries();
      const untouched = JSON.stringify(after) === JSON.stringify(before);
      const applied =
        after.length === before.length &&
        after.every((e) => e.clockIn.endsWith('09:00') && e.clockOut?.endsWith('17:00'));
      expect(untouched || applied, `${crash}: month mixed after the crash`).toBe(true);
      // The record keeps one history row per change that happened, and none of the apply that did not.
      expect(await historyCount(db)).toBe(untouched ? history : history + 2 * before.length);
      const orphans = await db.query(
        `select count(*) from time_entries e where not exists
           (select 1 from time_entry_history h where h.entry_id = e.id and h.action = 'create')`,
      );
      expect(Number(orphans.rows[0].count)).toBe(0);
    }

    // The recovered database takes writes, and the month can still be applied in full.
    expect((await apply('10:00', '18:00')).status).toBe(200);
    const final = await monthEntries();
    expect(final).toHaveLength(before.length);
    expect(final.every((e) => e.clockIn.endsWith('10:00'))).toBe(true);
    await db.end();

    const exited = new Promise<number | null>((r) => app.proc.once('exit', (code) => r(code)));
    app.proc.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(app.stderr()).toBe('');
    expect(clusterState(), 'a clean stop after the recovery').toBe(1);
  }, 90_000);
});
