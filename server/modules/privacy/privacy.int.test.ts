import type { PendingDeletionRequest } from '@domain/contracts/privacy';
import { ACCOUNT_PURGE_AFTER_DAYS, tombstoneReference } from '@domain/privacy';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  absenceEvents,
  absences,
  accountDeletionRequests,
  accountDeletions,
  accounts,
  companies,
  dataExports,
  memberships,
  profiles,
  sessions,
  timeEntries,
  timeEntryHistory,
  userConsents,
  users,
} from '../../db/schema';
import { newFileKey } from '../../platform/storage';
import {
  assertNoLeak,
  companyOf,
  createCompany,
  createTeam,
  createTwoCompanies,
  createUser,
  setCompanyOf,
  TEST_PASSWORD,
  type TestTeam,
} from '../../test/factories';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { mondayAfter, vacation } from '../absences/test-support';
import { purgeDeletedCompanies } from '../company/company.service';
import { fillMonth, monthFromNow } from '../time-entries/test-support';
import { purgeDeletedAccounts, SOLE_ADMIN } from './privacy.service';

let t: TestContext;
let a: TestTeam;
let b: TestTeam;
beforeAll(async () => {
  t = await createTestContext({ smtp: true, env: { RATE_LIMIT_MULTIPLIER: '50' } });
  ({ a, b } = await createTwoCompanies(t));
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 3600 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY);
const deps = () => ({
  db: t.db,
  mailer: t.app.mailer,
  storage: t.app.storage,
  appUrl: t.config.appUrl,
  log: t.app.log,
});

type MyRequest = {
  request: { id: string; status: string; requestedAt: string; answerBy: string } | null;
  soleAdmin: boolean;
};

describe('an employee asks the admins to delete their account', () => {
  it('the request is recorded once, the admins are e-mailed, and only they see it', async () => {
    const { employee, admin, manager } = a;
    const none = await employee.client.get<MyRequest>('/api/privacy/deletion-request');
    expect(none.body).toEqual({ request: null, soleAdmin: false });

    const first = await employee.client.post<{
      message: string;
      request: { id: string; answerBy: string; requestedAt: string };
    }>('/api/privacy/deletion-request');
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Your request was sent to your company administrators');
    const days = (Date.parse(first.body.request.answerBy) - Date.parse(first.body.request.requestedAt)) / DAY;
    expect(days).toBe(30);
    const again = await employee.client.post<{ request: { id: string } }>('/api/privacy/deletion-request');
    expect(again.status).toBe(200);
    expect(again.body.request.id).toBe(first.body.request.id);
    const mail = await t.smtp!.waitFor(admin.email, 'Account deletion request from');
    expect(mail.text).toContain(employee.email);
    expect(mail.text).toContain('/app/settings?tab=privacy');
    expect(mail.text).toContain('30 days');
    expect(mail.headers['list-unsubscribe']).toBeUndefined();

    const list = await admin.client.get<{ requests: PendingDeletionRequest[] }>(
      '/api/privacy/deletion-requests',
    );
    expect(list.status).toBe(200);
    expect(list.body.requests).toEqual([
      expect.objectContaining({
        userId: employee.id,
        email: employee.email,
        role: 'employee',
        status: 'pending',
      }),
    ]);
    expect((await manager.client.get('/api/privacy/deletion-requests')).status).toBe(403);
    expect((await employee.client.get('/api/privacy/deletion-requests')).status).toBe(403);
    const foreign = await b.admin.client.get<{ requests: unknown[] }>('/api/privacy/deletion-requests');
    expect(foreign.body.requests).toEqual([]);
    assertNoLeak(foreign.body, a);
    expect((await t.anon.post('/api/privacy/deletion-request')).status).toBe(401);
  });

  it('the person may withdraw it; withdrawing twice is 404', async () => {
    const { employee, admin } = a;
    expect((await employee.client.delete('/api/privacy/deletion-request')).status).toBe(200);
    expect((await employee.client.get<MyRequest>('/api/privacy/deletion-request')).body.request).toBeNull();
    const list = await admin.client.get<{ requests: unknown[] }>('/api/privacy/deletion-requests');
    expect(list.body.requests).toEqual([]);
    const twice = await employee.client.delete('/api/privacy/deletion-request');
    expect(twice.status).toBe(404);
  });

  it("the company's only admin cannot ask (nobody could act on it) and is told what to do", async () => {
    const mine = await a.admin.client.get<MyRequest>('/api/privacy/deletion-request');
    expect(mine.body.soleAdmin).toBe(true);
    const res = await a.admin.client.post('/api/privacy/deletion-request');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { message: SOLE_ADMIN } });
    const rows = await t.db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.userId, a.admin.id));
    expect(rows).toEqual([]);
  });

  it('bad input: a body or a user id is refused, nothing is recorded', async () => {
    const res = await b.employee.client.post('/api/privacy/deletion-request', { userId: a.employee.id });
    expect(res.status).toBe(400);
    const bad = await a.admin.client.delete('/api/privacy/members/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(
      await t.db.select().from(accountDeletionRequests).where(eq(accountDeletionRequests.status, 'pending')),
    ).toEqual([]);
  });
});

describe('an admin deletes a member’s account', () => {
  let team: TestTeam;
  let reference: string;
  let avatarKey: string;
  let exportKey: string;
  let entryIds: string[];

  beforeAll(async () => {
    team = await createTeam(t, 'Del');
    const { employee } = team;
    await fillMonth(employee.client, monthFromNow(-1));
    await fillMonth(team.manager.client, monthFromNow(-1));
    const start = mondayAfter(15);
    expect((await employee.client.post('/api/absences', vacation(start, start))).status).toBe(201);
    await employee.client.put('/api/consents', {
      consents: [{ consentType: 'marketing', consentGiven: true }],
    });
    await employee.client.post('/api/privacy/deletion-request');
    // A picture and an export file, which the purge removes from storage.
    avatarKey = newFileKey(team.company.id, 'avatars');
    await t.app.storage.put(avatarKey, Buffer.from('RIFF....WEBPVP8 x'), 'image/webp');
    await t.db
      .update(profiles)
      .set({ avatarUrl: `/api/files/${avatarKey}` })
      .where(eq(profiles.id, employee.id));
    exportKey = newFileKey(team.company.id, 'exports', 'zip');
    await t.app.storage.put(exportKey, Buffer.from('PK'), 'application/zip');
    await t.db.insert(dataExports).values({
      companyId: team.company.id,
      userId: employee.id,
      kind: 'personal',
      status: 'ready',
      fileKey: exportKey,
      expiresAt: later(7),
    });
    entryIds = (
      await t.db.select({ id: timeEntries.id }).from(timeEntries).where(eq(timeEntries.userId, employee.id))
    ).map((r) => r.id);
    expect(entryIds.length).toBeGreaterThan(15);
  });

  it('nobody else can: another company (404, nothing changes), a manager or an employee (403), oneself (403)', async () => {
    const url = `/api/privacy/members/${team.employee.id}`;
    const foreign = await b.admin.client.delete(url);
    expect(foreign.status).toBe(404);
    assertNoLeak(foreign.body, team);
    expect((await team.manager.client.delete(url)).status).toBe(403);
    expect((await team.employee.client.delete(`/api/privacy/members/${team.manager.id}`)).status).toBe(403);
    const self = await team.admin.client.delete(`/api/privacy/members/${team.admin.id}`);
    expect(self.status).toBe(403);
    expect((await t.anon.delete(url)).status).toBe(401);
    expect(await t.db.select().from(accountDeletions)).toEqual([]);
    expect((await team.employee.client.get('/api/me')).status).toBe(200);
  });

  it('the person loses access at once: sessions end, sign-in and password reset are refused, the seat is freed', async () => {
    const { employee, admin } = team;
    const second = await new TestClient(t.app).signIn(employee.email, TEST_PASSWORD);
    const res = await admin.client.delete<{ message: string; reference: string }>(
      `/api/privacy/members/${employee.id}`,
    );
    expect(res.status).toBe(200);
    reference = tombstoneReference(employee.id);
    expect(res.body).toEqual({
      message: `${employee.firstName} ${employee.lastName}'s account was deleted`,
      reference: `Deleted user #${reference}`,
    });

    for (const client of [employee.client, second]) {
      expect((await client.get('/api/me')).status).toBe(401);
    }
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, employee.id))).toEqual([]);
    const signIn = await t.anon.post('/api/auth/sign-in/email', {
      email: employee.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(403);
    expect(JSON.stringify(signIn.body)).toContain('This account has been deleted.');
    expect(signIn.cookies.some((c) => c.includes('session_token=') && !c.includes('session_token=;'))).toBe(
      false,
    );
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, employee.id))).toEqual([]);
    const reset = await t.anon.post('/api/auth/request-password-reset', {
      email: employee.email,
      redirectTo: '/reset-password',
    });
    expect(reset.status).toBe(200);

    expect(await companyOf(t, employee.id)).toBeNull();
    const team_ = await admin.client.get<{ members: { id: string }[] }>('/api/team');
    expect(team_.body.members.map((m) => m.id)).not.toContain(employee.id);
    const [request] = await t.db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.userId, employee.id));
    expect(request).toMatchObject({ status: 'completed', decidedBy: admin.id });

    const mail = await t.smtp!.waitFor(employee.email, 'Your Plantel account was deleted');
    expect(mail.text).toContain(`Deleted user #${reference}`);
    expect(mail.text).toContain('within 30 days');
    expect(mail.text).toContain('within 90 days');
    // Give the queue a moment: no reset link may have gone out.
    await new Promise((r) => setTimeout(r, 300));
    expect(
      t.smtp!.messages.filter((m) => m.to.includes(employee.email) && m.subject.includes('Reset')),
    ).toEqual([]);
  });

  it(`nothing is purged before ${ACCOUNT_PURGE_AFTER_DAYS} days`, async () => {
    const result = await purgeDeletedAccounts(deps(), later(ACCOUNT_PURGE_AFTER_DAYS - 1));
    expect(result.purged).toBe(0);
    const [user] = await t.db.select().from(users).where(eq(users.id, team.employee.id));
    expect(user!.email).toBe(team.employee.email);
  });

  it('the purge (clock moved 30 days on) scrubs the personal data and keeps the time records, pseudonymised', async () => {
    const { employee, admin } = team;
    // Two servers running the job at once purge once.
    const runs = await Promise.all([
      purgeDeletedAccounts(deps(), later(30)),
      purgeDeletedAccounts(deps(), later(30)),
    ]);
    expect(runs.map((r) => r.purged).sort()).toEqual([0, 1]);

    const name = `Deleted user #${reference}`;
    const [user] = await t.db.select().from(users).where(eq(users.id, employee.id));
    expect(user).toMatchObject({ name, email: `deleted-${employee.id}@deleted.invalid`, image: null });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, employee.id));
    expect(profile).toMatchObject({
      firstName: 'Deleted user',
      lastName: `#${reference}`,
      email: `deleted-${employee.id}@deleted.invalid`,
      avatarUrl: null,
      activeCompanyId: null,
    });
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, employee.id))).toEqual([]);
    expect(await t.db.select().from(absences).where(eq(absences.userId, employee.id))).toEqual([]);
    // The absences' change history goes with them (it is no working-time record).
    expect(await t.db.select().from(absenceEvents).where(eq(absenceEvents.userId, employee.id))).toEqual([]);
    expect(await t.db.select().from(userConsents).where(eq(userConsents.userId, employee.id))).toEqual([]);
    expect(await t.db.select().from(dataExports).where(eq(dataExports.userId, employee.id))).toEqual([]);
    expect(await t.app.storage.get(avatarKey)).toBeNull();
    expect(await t.app.storage.get(exportKey)).toBeNull();

    // The law's records stay, with the same ids, under the pseudonym.
    const kept = await t.db.select().from(timeEntries).where(eq(timeEntries.userId, employee.id));
    expect(kept.map((e) => e.id).sort()).toEqual([...entryIds].sort());
    expect(kept.every((e) => e.companyId === team.company.id)).toBe(true);
    const history = await t.db
      .select()
      .from(timeEntryHistory)
      .where(eq(timeEntryHistory.userId, employee.id));
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((h) => h.ownerName === name && h.actorName === name)).toBe(true);
    // Nothing of the person's name or address is left anywhere in the database.
    const dump = await t.db.execute<{ hit: string }>(sql`
      select table_name as hit from information_schema.tables where table_schema = 'public'
      and query_to_xml(format('select * from %I', table_name), false, true, '')::text
          ilike ${`%${employee.email}%`}`);
    expect(dump.rows).toEqual([]);
    const named = await t.db.execute<{ hit: string }>(sql`
      select table_name as hit from information_schema.tables where table_schema = 'public'
      and query_to_xml(format('select * from %I', table_name), false, true, '')::text
          ilike ${`%${employee.firstName}%`}`);
    expect(named.rows).toEqual([]);

    // The admin's inspection export of the person who left shows the pseudonym.
    const month = monthFromNow(-1);
    const file = await admin.client.get(
      `/api/team-timesheets/${employee.id}/inspection-export?from=${month}-01&to=${month}-28`,
    );
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain(`deleted-user-${reference}`);

    // Running it again changes nothing; the old address can be used to sign up again.
    expect((await purgeDeletedAccounts(deps(), later(31))).purged).toBe(0);
  });

  it('no foreign key can cascade the kept time records away', async () => {
    await expect(t.db.delete(users).where(eq(users.id, team.employee.id))).rejects.toThrow();
    expect(
      await t.db.select().from(timeEntries).where(eq(timeEntries.userId, team.employee.id)),
    ).toHaveLength(entryIds.length);
  });

  it('after 4 years the kept records go, and with the last of them the pseudonym itself', async () => {
    const result = await purgeDeletedAccounts(deps(), later(5 * 365));
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(timeEntries).where(eq(timeEntries.userId, team.employee.id))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, team.employee.id))).toEqual([]);
    // Other people's records are untouched.
    expect(
      (await t.db.select().from(timeEntries).where(eq(timeEntries.userId, team.manager.id))).length,
    ).toBeGreaterThan(15);
  });
});

describe('the last admin, under concurrency', () => {
  it('two admins deleting each other at once: exactly one succeeds and the company keeps an admin', async () => {
    const team = await createTeam(t, 'Duel');
    const second = await createUser(t, { companyId: team.company.id, role: 'admin' });
    const [x, y] = await Promise.all([
      team.admin.client.delete(`/api/privacy/members/${second.id}`),
      second.client.delete(`/api/privacy/members/${team.admin.id}`),
    ]);
    expect([x.status, y.status].filter((s) => s === 200)).toHaveLength(1);
    const admins = await t.db
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.companyId, team.company.id),
          isNull(memberships.leftOn),
          eq(memberships.role, 'admin'),
        ),
      );
    expect(admins).toHaveLength(1);
  });
});

describe('the company purge keeps records another company must keep', () => {
  it('a member of a purged company who has time records elsewhere is pseudonymised, not deleted', async () => {
    const team = await createTeam(t, 'Kept');
    const mover = team.employee;
    await fillMonth(mover.client, monthFromNow(-1));
    const before = await t.db
      .select({ id: timeEntries.id })
      .from(timeEntries)
      .where(eq(timeEntries.userId, mover.id));
    const other = await createCompany(t, { name: 'Closing Co' });
    await setCompanyOf(t, mover.id, other.id);
    const plain = await createUser(t, { companyId: other.id, signIn: false });
    await t.db
      .update(companies)
      .set({ deletedAt: later(-20) })
      .where(eq(companies.id, other.id));

    const companyDeps = {
      db: t.db,
      storage: t.app.storage,
      dataProtectionEmail: 'x@example.test',
      log: t.app.log,
      retainAccounts: (await import('./privacy.service')).retainForRecords,
    };
    expect((await purgeDeletedCompanies(companyDeps)).purged).toBe(1);
    // The person without records is gone; the mover stays, with Kept's entries, and is tombstoned next.
    expect(await t.db.select().from(users).where(eq(users.id, plain.id))).toEqual([]);
    const after = await t.db
      .select({ id: timeEntries.id })
      .from(timeEntries)
      .where(eq(timeEntries.userId, mover.id));
    expect(after).toHaveLength(before.length);
    expect((await purgeDeletedAccounts(deps())).purged).toBe(1);
    const [user] = await t.db.select().from(users).where(eq(users.id, mover.id));
    expect(user!.name).toBe(`Deleted user #${tombstoneReference(mover.id)}`);
  });
});
