// The person/membership split (issue 18) on seeded data: the database is migrated up to the migration before
// it, seeded the way profiles were (company_id and role on the person), then migrated to the end.
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayIn } from '@domain/calendar';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, migrationsFolder, runMigrations } from '../../platform/db';

const name = `m_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
const adminUrl = () => inject('pgAdminUrl');
const folder = mkdtempSync(path.join(tmpdir(), 'plantel-migrations-'));
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  const admin = connectDatabase(adminUrl(), { max: 1 });
  await admin.pool.query(`drop database if exists ${name} with (force)`);
  await admin.close();
});

/** The migrations folder without the split and those after it. */
function migrationsBefore(): string {
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith('person_membership'));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('person and membership apart (migrations 0018–0019)', () => {
  it('moves each role onto the open membership and points person and sessions at their company', async () => {
    const admin = connectDatabase(adminUrl(), { max: 1 });
    await admin.pool.query(`create database ${name}`);
    await admin.close();
    const server = connectDatabase(adminUrl().replace(/\/[^/]*$/, `/${name}`), { max: 3 });
    try {
      await migrate(server.db, { migrationsFolder: migrationsBefore(), migrationsSchema: 'drizzle' });
      const q = (text: string, values: unknown[] = []) => server.pool.query(text, values);
      const company = randomUUID();
      const [boss, cook, leaver, waiting, noPeriod] = [
        randomUUID(),
        randomUUID(),
        randomUUID(),
        randomUUID(),
        randomUUID(),
      ];
      await q(`insert into companies (id, name, time_zone) values ($1, 'Forn Nou', 'Europe/Madrid')`, [
        company,
      ]);
      for (const [id, companyId, role] of [
        [boss, company, 'admin'],
        [cook, company, 'manager'],
        [leaver, null, 'employee'], // removed earlier: Access Revoked
        [waiting, null, 'employee'], // an invited account waiting for its verification
        [noPeriod, company, 'employee'], // a member whose period was never written (defensive)
      ] as const) {
        await q(`insert into users (id, name, email, email_verified) values ($1, 'X', $2, true)`, [
          id,
          `${id}@example.test`,
        ]);
        await q(`insert into profiles (id, company_id, email, role) values ($1, $2, $3, $4)`, [
          id,
          companyId,
          `${id}@example.test`,
          role,
        ]);
        await q(
          `insert into sessions (token, expires_at, user_id) values ($1, now() + interval '1 day', $2)`,
          [`token-${id}`, id],
        );
      }
      await q(
        `insert into memberships (company_id, user_id, joined_on, left_on) values
          ($1, $2, '2024-01-01', null), ($1, $3, '2024-02-01', null), ($1, $4, '2024-01-01', '2025-06-30')`,
        [company, boss, cook, leaver],
      );

      await runMigrations(server.db);

      const memberships = await q(
        `select user_id, role::text, joined_on::text, left_on::text from memberships order by joined_on, role`,
      );
      expect(memberships.rows).toEqual(
        expect.arrayContaining([
          { user_id: boss, role: 'admin', joined_on: '2024-01-01', left_on: null },
          { user_id: cook, role: 'manager', joined_on: '2024-02-01', left_on: null },
          // A closed period keeps the default role; the leaver has no membership now.
          { user_id: leaver, role: 'employee', joined_on: '2024-01-01', left_on: '2025-06-30' },
          { user_id: noPeriod, role: 'employee', joined_on: todayIn('Europe/Madrid'), left_on: null },
        ]),
      );
      expect(memberships.rows).toHaveLength(4);
      const people = await q(`select id, active_company_id from profiles`);
      const active = Object.fromEntries(people.rows.map((r) => [r.id, r.active_company_id]));
      expect(active).toEqual({
        [boss]: company,
        [cook]: company,
        [leaver]: null,
        [waiting]: null,
        [noPeriod]: company,
      });
      const sessions = await q(`select user_id, active_company_id from sessions`);
      expect(Object.fromEntries(sessions.rows.map((r) => [r.user_id, r.active_company_id]))).toEqual(active);
      // The person keeps nothing of the company.
      const columns = await q(
        `select column_name from information_schema.columns where table_name = 'profiles' and column_name in ('company_id', 'role')`,
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
