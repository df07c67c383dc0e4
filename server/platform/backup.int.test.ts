import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BACKUP_RETENTION_DAYS } from '@domain/privacy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { compareCounts, databaseRowCounts, dumpRowCounts, restoreDrill } from '../../scripts/restore-drill';
import { createTwoCompanies, type TestTeam } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';

// The backup script and the restore drill, end to end: a database with two companies is dumped with
// scripts/backup.sh (pg_dump, custom format), restored into a new database, compared table by table, and the
// app starts on the copy.
const run = promisify(execFile);
let t: TestContext;
let a: TestTeam;
let sourceUrl: string;
const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-backup-'));
beforeAll(async () => {
  // Billing off: the team already has three members, more than the free plan's two seats.
  t = await createTestContext({ env: { BILLING_PROVIDER: 'none' } });
  ({ a } = await createTwoCompanies(t));
  // A little of everything: invitations, consents, sessions (sign-ins), audit rows, queued e-mails.
  const invited = await a.admin.client.post('/api/invitations', {
    name: 'New Person',
    email: 'new@example.test',
    position: 'Cook',
  });
  const consents = await a.employee.client.put('/api/consents', {
    consents: [
      { consentType: 'analytics', consentGiven: true },
      { consentType: 'marketing', consentGiven: false },
    ],
  });
  expect([invited.status, consents.status]).toEqual([201, 200]);
  const name = (await t.db.execute<{ db: string }>(sql`select current_database() as db`)).rows[0]!.db;
  sourceUrl = inject('pgAdminUrl').replace(/\/[^/]*$/, `/${name}`);
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore drill', () => {
  it('backs up with pg_dump and the drill restores every row into a database the app starts on', async () => {
    const file = path.join(dir, 'nested', 'plantel.dump');
    const { stdout } = await run('bash', ['scripts/backup.sh', file], {
      env: { ...process.env, DATABASE_URL: sourceUrl },
    });
    expect(stdout).toContain(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // The dump holds exactly the application's rows.
    const dumped = await dumpRowCounts(file);
    const source = await databaseRowCounts(sourceUrl);
    const app = (counts: Map<string, number>) =>
      new Map([...counts].filter(([k]) => k.startsWith('public.')));
    expect(compareCounts(app(dumped), app(source))).toEqual([]);
    expect(dumped.get('public.companies')).toBe(2);
    expect(dumped.get('public.users')).toBe(6);
    expect(dumped.get('public.invitations')).toBe(1);
    expect(dumped.get('public.user_consents')).toBe(2);

    const report = await restoreDrill({ dumpFile: file, serverUrl: inject('pgAdminUrl') });
    expect(report.mismatches).toEqual([]);
    expect(report.tables).toBeGreaterThan(10);
    expect(report.migrations.recorded).toBe(report.migrations.inCheckout);
    expect(report.migrations.appliedAtStart).toBe(0);
    expect(report.ready).toBe(true);
    expect(report.ok).toBe(true);
    // The drill cleans up after itself.
    const left = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_database where datname = ${report.database}`,
    );
    expect(left.rows[0]!.n).toBe(0);
  });

  it('tells which tables differ', () => {
    const dump = new Map([
      ['public.users', 6],
      ['public.companies', 2],
    ]);
    const restored = new Map([
      ['public.users', 5],
      ['public.companies', 2],
      ['public.extra', 0],
    ]);
    expect(compareCounts(dump, restored)).toEqual([
      { table: 'public.extra', dump: undefined, restored: 0 },
      { table: 'public.users', dump: 6, restored: 5 },
    ]);
  });

  it('deletes its own dumps once they are older than the retention (75 days: gone from backups within 90)', async () => {
    const backups = path.join(dir, 'daily');
    mkdirSync(backups);
    const old = path.join(backups, 'plantel-20260101T000000Z.dump');
    const recent = path.join(backups, 'plantel-20261101T000000Z.dump');
    const foreign = path.join(backups, 'someone-else.dump');
    for (const [file, days] of [
      [old, 76],
      [recent, 74],
      [foreign, 400],
    ] as const) {
      writeFileSync(file, 'x');
      const when = new Date(Date.now() - days * 24 * 3600 * 1000);
      utimesSync(file, when, when);
    }
    const { stdout } = await run('bash', ['scripts/backup.sh'], {
      env: { ...process.env, DATABASE_URL: sourceUrl, BACKUP_DIR: backups },
    });
    expect(stdout).toContain(`deleted (older than 75 days): ${old}`);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(foreign)).toBe(true);
    expect(readdirSync(backups).filter((f) => f.startsWith('plantel-'))).toHaveLength(2);
    expect(BACKUP_RETENTION_DAYS).toBe(75);
    await expect(
      run('bash', ['scripts/backup.sh'], {
        env: { ...process.env, DATABASE_URL: sourceUrl, BACKUP_DIR: backups, BACKUP_RETENTION_DAYS: 'zero' },
      }),
    ).rejects.toThrow(/BACKUP_RETENTION_DAYS/);
  });

  it('refuses to leave a file that is not a readable dump', async () => {
    const file = path.join(dir, 'broken.dump');
    await expect(
      run('bash', ['scripts/backup.sh', file], {
        env: { ...process.env, DATABASE_URL: sourceUrl.replace(/\/[^/]*$/, '/no_such_database') },
      }),
    ).rejects.toThrow(/no_such_database/);
    expect(() => statSync(file)).toThrow();
    expect(() => statSync(`${file}.partial`)).toThrow();
  });
});
