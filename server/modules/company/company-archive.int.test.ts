// Retention (issue 14, "Company deletion"): the purge of a deleted company keeps the working-time records the
// law keeps for 4 years (time entries, their history, timesheet approvals, corrections, memberships and the
// names that say whose they are) in a restricted archive, purges everything else on time, and a scheduled job
// deletes the archive after 4 years.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TIME_RECORDS_KEPT_YEARS } from '@domain/privacy';
import { count, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  absences,
  accounts,
  calendarFeeds,
  calendarFeedTokens,
  companies,
  invitationCodes,
  invitations,
  memberships,
  profiles,
  timeEntries,
  timeEntryCorrections,
  timeEntryHistory,
  timesheetApprovals,
  users,
} from '../../db/schema';
import { createTeam, TEST_PASSWORD, type TestTeam } from '../../test/factories';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { mondayAfter, vacation } from '../absences/test-support';
import { archiveZip } from '../exports/exports.service';
import { purgeDeletedAccounts, retainForRecords } from '../privacy/privacy.service';
import { entry, fillMonth, monthFromNow, monthOf } from '../time-entries/test-support';
import { PURGE_AFTER_DAYS, purgeDeletedCompanies } from './company.service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ smtp: true, env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 3600 * 1000;
const daysOn = (days: number) => new Date(Date.now() + days * DAY_MS);
const yearsOn = (years: number, plusDays = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return new Date(d.getTime() + plusDays * DAY_MS);
};

/** The working-time records of the archive, table by table. */
const RECORDS: [string, PgTable & { companyId: unknown }][] = [
  ['time_entries', timeEntries],
  ['time_entry_history', timeEntryHistory],
  ['timesheet_approvals', timesheetApprovals],
  ['time_entry_corrections', timeEntryCorrections],
  ['memberships', memberships],
];

describe('company deletion keeps the working-time records for 4 years', () => {
  let team: TestTeam;
  let records: Record<string, number>;
  let archived: Record<string, number>;
  const month = monthFromNow(-2);
  const deps = () => ({
    db: t.db,
    storage: t.app.storage,
    dataProtectionEmail: 'privacy@example.test',
    log: t.app.log,
    retainAccounts: retainForRecords,
  });
  const privacyDeps = () => ({
    db: t.db,
    mailer: t.app.mailer,
    storage: t.app.storage,
    appUrl: 'http://localhost',
    log: t.app.log,
  });

  async function counts(companyId: string) {
    const out: Record<string, number> = {};
    for (const [name, table] of RECORDS) {
      const [row] = await t.db
        .select({ n: count() })
        .from(table)
        .where(eq((table as typeof timeEntries).companyId, companyId));
      out[name] = row!.n;
    }
    return out;
  }

  let createdLive: TestTeam;
  beforeAll(async () => {
    createdLive = await createTeam(t, 'Live');
    team = await createTeam(t, 'Archived');
    const { employee, admin } = team;
    // A month worked, submitted, corrected (an approved correction) and approved.
    await fillMonth(employee.client, month);
    expect((await employee.client.post('/api/timesheets/submit', { month })).status).toBe(200);
    const target = (await monthOf(employee.client, month)).entries[1]!;
    const asked = await employee.client.patch<{ correction: { id: string } }>(
      `/api/time-entries/${target.id}`,
      entry(target.date, '08:00', '16:00'),
    );
    expect(asked.status).toBe(202);
    expect(
      (await admin.client.post(`/api/time-corrections/${asked.body.correction.id}/approve`)).status,
    ).toBe(200);
    expect((await admin.client.post(`/api/team-timesheets/${employee.id}/approve`, { month })).status).toBe(
      200,
    );
    // What is not a working-time record: an absence, an invitation, a calendar feed, a logo.
    const start = mondayAfter(30);
    expect((await employee.client.post('/api/absences', vacation(start, start))).status).toBe(201);
    // (The free plan's seats are taken: the invitation is written as an earlier plan would have.)
    await t.db.insert(invitations).values({
      companyId: team.company.id,
      code: `archive-${team.company.id}`,
      createdBy: admin.id,
      inviteeName: 'Late Joiner',
      expiresAt: daysOn(7),
    });
    await t.db
      .insert(invitationCodes)
      .values({ code: `archive-${team.company.id}`, companyId: team.company.id });
    expect((await employee.client.post('/api/calendar-feed')).status).toBeLessThan(300);

    records = await counts(team.company.id);
    expect(records).toMatchObject({ timesheet_approvals: 1, time_entry_corrections: 1, memberships: 3 });
    expect(records.time_entries).toBeGreaterThan(15);
    expect(records.time_entry_history).toBeGreaterThan(records.time_entries!);

    const res = await admin.client.delete('/api/company', { confirmation: 'DELETE COMPANY' });
    expect(res.status).toBe(200);
  });

  it(`the purge after ${PURGE_AFTER_DAYS} days keeps the records and purges everything else`, async () => {
    const result = await purgeDeletedCompanies(deps(), daysOn(PURGE_AFTER_DAYS + 1));
    expect(result.purged).toBe(1);
    // Every working-time record survives, unchanged in number, and so do the memberships of the people they
    // name (the employee's, and the admin who decided). The manager has none: their membership and account go.
    archived = { ...records, memberships: 2 };
    expect(await counts(team.company.id)).toEqual(archived);
    // Everything else of the company is gone.
    // (Including the global look-ups of its invitation codes and feed tokens.)
    for (const table of [absences, invitations, calendarFeeds, invitationCodes, calendarFeedTokens]) {
      const [row] = await t.db.select({ n: count() }).from(table).where(eq(table.companyId, team.company.id));
      expect(row!.n).toBe(0);
    }
    // The company row stays, deleted and archived (its name and time zone say whose the records are).
    const [company] = await t.db.select().from(companies).where(eq(companies.id, team.company.id));
    expect(company).toMatchObject({ name: team.company.name, logoUrl: null });
    expect(company!.deletedAt).not.toBeNull();
    expect(company!.archivedAt).not.toBeNull();
    // The manager has no working-time record: their account is gone. The employee's and the approving admin's
    // stay as the names of the archive, with no way in (no password, no e-mail address).
    expect(await t.db.select().from(users).where(eq(users.id, team.manager.id))).toHaveLength(0);
    const kept = await t.db
      .select({ id: profiles.id, firstName: profiles.firstName, email: profiles.email })
      .from(profiles)
      .where(inArray(profiles.id, [team.employee.id, team.admin.id]));
    expect(kept.map((p) => p.firstName).sort()).toEqual(['Archived-admin', 'Archived-employee']);
    expect(kept.every((p) => p.email.endsWith('@deleted.invalid'))).toBe(true);
    expect(
      await t.db
        .select()
        .from(accounts)
        .where(inArray(accounts.userId, [team.employee.id, team.admin.id])),
    ).toHaveLength(0);
    // A second run (the next day) finds nothing to do and changes nothing.
    expect((await purgeDeletedCompanies(deps(), daysOn(PURGE_AFTER_DAYS + 2))).purged).toBe(0);
    // The privacy purge leaves the archive's names alone.
    await purgeDeletedAccounts(privacyDeps(), daysOn(PURGE_AFTER_DAYS + 40));
    expect(await counts(team.company.id)).toEqual(archived);
    const [employee] = await t.db.select().from(profiles).where(eq(profiles.id, team.employee.id));
    expect(employee!.firstName).toBe('Archived-employee');
  });

  it('no API route reads the archive: nobody of the company can sign in or see it', async () => {
    for (const who of [team.employee, team.admin]) {
      const client = new TestClient(t.app);
      const res = await client.post('/api/auth/sign-in/email', { email: who.email, password: TEST_PASSWORD });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect((await who.client.get(`/api/team-timesheets?month=${month}`)).status).toBe(401);
    }
  });

  it('the operator export writes the archive as a ZIP with the names of whose records they are', async () => {
    const zip = await archiveZip(t.db, team.company.id, new Date());
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'companies.csv',
        'people.csv',
        'time_entries.csv',
        'time_entry_history.csv',
        'timesheet_approvals.csv',
        'time_entry_corrections.csv',
        'memberships.csv',
      ]),
    );
    expect(strFromU8(files['people.csv']!)).toContain('Archived-employee');
    expect(strFromU8(files['companies.csv']!)).toContain(team.company.name);
    const entries = strFromU8(files['time_entries.csv']!).trim().split('\r\n');
    expect(entries).toHaveLength(records.time_entries! + 1);
    expect(files['absences.csv']).toBeUndefined();
  });

  it('npm run archive:export writes the ZIP for the operator, never over an existing file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-archive-'));
    const out = path.join(dir, 'archive.zip');
    const pool = t.db.$client as { options: { connectionString: string } };
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'server/archive-export-cli.ts', ...args], {
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: pool.options.connectionString, DATA_DIR: dir },
      });
    const ok = run(team.company.id, out);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`the archive of company ${team.company.id}`);
    const files = unzipSync(new Uint8Array(readFileSync(out)));
    expect(strFromU8(files['people.csv']!)).toContain('Archived-employee');
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(run(team.company.id, out).status).toBe(1);
    const live = run(createdLive.company.id, path.join(dir, 'live.zip'));
    expect(live.status).toBe(1);
    expect(live.stderr).toContain('This company is not deleted');
  });

  it(`after ${TIME_RECORDS_KEPT_YEARS} years the archive and its accounts are gone`, async () => {
    expect((await purgeDeletedCompanies(deps(), yearsOn(TIME_RECORDS_KEPT_YEARS, -1))).expired).toBe(0);
    expect(await counts(team.company.id)).toEqual(archived);

    const result = await purgeDeletedCompanies(deps(), yearsOn(TIME_RECORDS_KEPT_YEARS, 1));
    expect(result.expired).toBe(1);
    expect(await t.db.select().from(companies).where(eq(companies.id, team.company.id))).toHaveLength(0);
    expect(await counts(team.company.id)).toEqual({
      time_entries: 0,
      time_entry_history: 0,
      timesheet_approvals: 0,
      time_entry_corrections: 0,
      memberships: 0,
    });
    await purgeDeletedAccounts(privacyDeps(), yearsOn(TIME_RECORDS_KEPT_YEARS, 1));
    expect(
      await t.db
        .select()
        .from(users)
        .where(inArray(users.id, [team.employee.id, team.admin.id])),
    ).toHaveLength(0);
  });
});
