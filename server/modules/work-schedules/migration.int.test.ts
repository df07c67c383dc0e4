import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, migrationsFolder } from '../../platform/db';

// The work-schedules migration turns today's expected_hours_per_week into member rows: Monday to Friday of
// weekly ÷ 5 from the day each membership started, only for people not on the default 40 h.
const name = `ws_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
const adminUrl = () => inject('pgAdminUrl');
const folders: string[] = [];
afterAll(async () => {
  const admin = connectDatabase(adminUrl(), { max: 1 });
  await admin.pool.query(`drop database if exists ${name} with (force)`);
  await admin.close();
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

/** The migrations before the work-schedules one, in a folder of their own. */
function migrationsBefore(tag: string) {
  const source = migrationsFolder();
  const journal = JSON.parse(readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag.includes(tag));
  expect(at).toBeGreaterThan(0);
  const dir = mkdtempSync(path.join(tmpdir(), 'plantel-migrations-'));
  folders.push(dir);
  cpSync(source, dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
  );
  return dir;
}

describe('migration of expected hours per week', () => {
  it('keeps a 20 h and a 37 h person’s week from the day they joined; 40 h people follow the default', async () => {
    const admin = connectDatabase(adminUrl(), { max: 1 });
    await admin.pool.query(`create database ${name}`);
    await admin.close();
    const conn = connectDatabase(adminUrl().replace(/\/[^/]*$/, `/${name}`), { max: 2 });
    try {
      await migrate(conn.db, {
        migrationsFolder: migrationsBefore('work_schedules'),
        migrationsSchema: 'drizzle',
      });
      const company = randomUUID();
      await conn.pool.query(`insert into companies (id, name) values ($1, 'Taller')`, [company]);
      const people: [string, number, string][] = [
        [randomUUID(), 20, '2024-03-04'],
        [randomUUID(), 37, '2025-01-15'],
        [randomUUID(), 40, '2023-01-01'],
      ];
      for (const [id, weekly, joined] of people) {
        await conn.pool.query(`insert into users (id, name, email) values ($1, 'P', $2)`, [
          id,
          `${id}@x.test`,
        ]);
        await conn.pool.query(
          `insert into profiles (id, company_id, email, expected_hours_per_week) values ($1, $2, $3, $4)`,
          [id, company, `${id}@x.test`, weekly],
        );
        await conn.pool.query(
          `insert into memberships (company_id, user_id, joined_on) values ($1, $2, $3)`,
          [company, id, joined],
        );
      }
      await migrate(conn.db, { migrationsFolder: migrationsFolder(), migrationsSchema: 'drizzle' });
      const rows = await conn.pool.query(
        `select user_id, starts_on::text, hours::float8[] as hours from member_work_schedules where company_id = $1 order by starts_on`,
        [company],
      );
      // 20 ÷ 5 = 4 h and 37 ÷ 5 = 7.4 h, Monday to Friday; the 40 h person has no row.
      expect(rows.rows).toEqual([
        { user_id: people[0]![0], starts_on: '2024-03-04', hours: [4, 4, 4, 4, 4, 0, 0] },
        { user_id: people[1]![0], starts_on: '2025-01-15', hours: [7.4, 7.4, 7.4, 7.4, 7.4, 0, 0] },
      ]);
      const column = await conn.pool.query(
        `select 1 from information_schema.columns where table_name = 'profiles' and column_name = 'expected_hours_per_week'`,
      );
      expect(column.rowCount).toBe(0);
    } finally {
      await conn.close();
    }
  });
});
