// The yearly-entitlements migration (issue 14) on seeded data: the database is migrated up to the migration
// before it, seeded with the single allowance of before, then migrated to the end. Every balance up to this
// year must read as before (the old rule, by hand in the comments).
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayIn, yearOf } from '@domain/calendar';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, migrationsFolder, runMigrations } from '../../platform/db';
import { loadCompanyContext } from '../context/company-context';
import { allowanceSummary } from './allowance.service';

const name = `m_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
const adminUrl = () => inject('pgAdminUrl');
const folder = mkdtempSync(path.join(tmpdir(), 'plantel-migrations-'));
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  const admin = connectDatabase(adminUrl(), { max: 1 });
  await admin.pool.query(`drop database if exists ${name} with (force)`);
  await admin.close();
});

/** The migrations folder without yearly entitlements and those after it. */
function migrationsBefore(): string {
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith('yearly_entitlements'));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('yearly entitlements migration', () => {
  it("keeps every member's balance up to this year", async () => {
    const admin = connectDatabase(adminUrl(), { max: 1 });
    await admin.pool.query(`create database ${name}`);
    await admin.close();
    const server = connectDatabase(adminUrl().replace(/\/[^/]*$/, `/${name}`), { max: 3 });
    try {
      await migrate(server.db, { migrationsFolder: migrationsBefore(), migrationsSchema: 'drizzle' });
      const year = yearOf(todayIn('Europe/Madrid'));
      const company = randomUUID();
      const [veteran, joiner] = [randomUUID(), randomUUID()];
      const q = (text: string, values: unknown[] = []) => server.pool.query(text, values);
      await q(
        `insert into companies (id, name, time_zone, default_holiday_allowance) values ($1, 'Forn Nou', 'Europe/Madrid', 22)`,
        [company],
      );
      await q(
        `insert into absence_policies (company_id, vacation_counting, carry_over_max_days) values ($1, 'calendar_days', 5)`,
        [company],
      );
      for (const [id, allowance, adjustment, joinedOn] of [
        [veteran, 30, 2, `${year - 2}-01-15`],
        [joiner, 22, 0, `${year}-07-01`],
      ] as const) {
        await q(`insert into users (id, name, email, email_verified) values ($1, 'P', $2, true)`, [
          id,
          `${id}@example.test`,
        ]);
        await q(
          `insert into profiles (id, company_id, email, holiday_allowance, manual_holiday_adjustment, holiday_allowance_year)
           values ($1, $2, $3, $4, $5, $6)`,
          [id, company, `${id}@example.test`, allowance, adjustment, year],
        );
        await q(`insert into memberships (company_id, user_id, joined_on) values ($1, $2, $3)`, [
          company,
          id,
          joinedOn,
        ]);
      }
      // The veteran used 20 days last year (1–20 Aug, calendar days).
      await q(
        `insert into absences (company_id, user_id, absence_type, start_date, end_date, status)
         values ($1, $2, 'vacation', $3, $4, 'approved')`,
        [company, veteran, `${year - 1}-08-01`, `${year - 1}-08-20`],
      );

      await runMigrations(server.db);

      const ctx = await loadCompanyContext(server.db, company);
      const summary = (id: string, y: number) => allowanceSummary(server.db, ctx, id, y);
      // Before, one allowance (30) and one adjustment (2) for every year:
      // two years ago 30 − 2 = 28 → 5 carried; last year 30 − 2 + 5 − 20 = 13 → 5 carried; this year 30 − 2 + 5 = 33.
      expect(await summary(veteran, year - 2)).toMatchObject({ totalAllowance: 30, remainingDays: 28 });
      expect(await summary(veteran, year - 1)).toMatchObject({
        carriedOver: 5,
        usedDays: 20,
        remainingDays: 13,
      });
      expect(await summary(veteran, year)).toMatchObject({
        totalAllowance: 30,
        adjustment: 2,
        carriedOver: 5,
        remainingDays: 33,
      });
      // Next year: the allowance continues, the adjustment was this year's: 30 + 5 carried = 35.
      expect(await summary(veteran, year + 1)).toMatchObject({
        totalAllowance: 30,
        adjustment: 0,
        remainingDays: 35,
      });
      // The joiner of 1 July had the full 22 before: the migrated year is not pro-rated again.
      expect(await summary(joiner, year)).toMatchObject({
        totalAllowance: 22,
        proRata: { membershipDays: 184, applied: false },
        remainingDays: 22,
      });
      const defaults = await q(
        'select from_year, days from company_allowance_defaults where company_id = $1',
        [company],
      );
      expect(defaults.rows).toEqual([{ from_year: 2000, days: 22 }]);
    } finally {
      await server.close();
    }
  });
});
