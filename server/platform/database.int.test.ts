import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { socketPathFits, startEmbedded } from './database';

const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('embedded PostgreSQL', () => {
  it('survives a kill -9 of the app: the orphaned server is stopped at the next start and the data is kept', async () => {
    // An "app" that starts the embedded server, writes a row, reports, then waits to be killed.
    const script = `
      import { startEmbedded } from './server/platform/database.ts';
      import pg from 'pg';
      const s = await startEmbedded(${JSON.stringify(dir)}, { info() {}, warn() {} }, { fast: false, dbName: 'plantel' });
      const c = new pg.Client({ connectionString: s.url });
      await c.connect();
      await c.query('create table if not exists kept (v text)');
      await c.query("insert into kept values ('before the crash')");
      await c.end();
      console.log('READY');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('READY') && resolve());
      child.on('exit', (code) => reject(new Error(`app exited early (${code})`)));
    });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    const orphan = Number(readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(isAlive(orphan)).toBe(true);

    const server = await startEmbedded(dir, { info() {}, warn() {} }, { fast: false, dbName: 'plantel' });
    try {
      expect(isAlive(orphan)).toBe(false);
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const rows = await client.query('select v from kept');
      await client.end();
      expect(rows.rows).toEqual([{ v: 'before the crash' }]);

      // The app's pool reaches the same database through the server's Unix-domain socket (no server address),
      // with the password still asked.
      expect(server.localUrl).toBeDefined();
      const local = new pg.Client({ connectionString: server.localUrl });
      await local.connect();
      const viaSocket = await local.query(
        'select inet_server_addr() as address, (select count(*)::int from kept) as kept',
      );
      await local.end();
      expect(viaSocket.rows).toEqual([{ address: null, kept: 1 }]);
      const noPassword = new pg.Client({
        connectionString: server.localUrl!.replace(/:[^:@/]*@/, ':wrong@'),
      });
      await expect(noPassword.connect()).rejects.toThrow(/password authentication failed/);
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe("the embedded server's socket", () => {
  it('is used only where its path fits a Unix-domain socket (107 bytes on Linux)', () => {
    // '/tmp/x/postgres' + '/.s.PGSQL.54321.lock' = 15 + 20 = 35 bytes.
    expect(socketPathFits('/tmp/x/postgres', 54321)).toBe(true);
    // 88 + 20 = 108 bytes: one too many; 87 + 20 = 107 fits.
    expect(socketPathFits(`/${'d'.repeat(87)}`, 54321)).toBe(false);
    expect(socketPathFits(`/${'d'.repeat(86)}`, 54321)).toBe(true);
  });
});
