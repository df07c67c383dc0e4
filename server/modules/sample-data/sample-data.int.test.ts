import { todayIn } from '@domain/calendar';
import type { SampleDataStatus } from '@domain/contracts/sample-data';
import type { ErrorBody } from '@domain/errors';
import {
  SAMPLE_DATA_ALREADY_LOADED,
  SAMPLE_DATA_NONE,
  SAMPLE_DATA_NOT_EMPTY,
  SAMPLE_EMAIL_DOMAIN,
  SAMPLE_PERSON_NOT_ADMIN,
} from '@domain/sample-data';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  absences,
  accounts,
  companies,
  memberships,
  memberWorkSchedules,
  profiles,
  sampleDataSets,
  samplePeople,
  timeEntries,
  users,
} from '../../db/schema';
import { createCompany, createTeam, createUser, type TestTeam, type TestUser } from '../../test/factories';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { createDemoCompany } from './demo.service';

const openMemberships = (companyId: string) =>
  t.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), isNull(memberships.leftOn)))
    .orderBy(memberships.userId);

let t: TestContext;
let other: TestTeam;
beforeAll(async () => {
  t = await createTestContext({ smtp: true, env: { RATE_LIMIT_MULTIPLIER: '50' } });
  other = await createTeam(t, 'B');
});
afterAll(async () => {
  await t?.close();
});

/** A company whose only member is its admin (what a new sign-up has). */
async function soloAdmin(country = 'ES', region = 'madrid', timeZone = 'Europe/Madrid'): Promise<TestUser> {
  const company = await createCompany(t, { holidayCountry: country, holidayRegion: region, timeZone });
  return createUser(t, { companyId: company.id, role: 'admin', firstName: 'Solo', lastName: 'Admin' });
}

const status = async (u: TestUser) => (await u.client.get<SampleDataStatus>('/api/sample-data')).body;
const load = (u: TestUser) =>
  u.client.post<{ people: number; timeEntries: number; absences: number } & ErrorBody>('/api/sample-data');
const remove = (u: TestUser) => u.client.delete<{ message: string } & ErrorBody>('/api/sample-data');

const sampleIds = async (companyId: string) =>
  (await t.db.select().from(samplePeople).where(eq(samplePeople.companyId, companyId))).map((r) => r.userId);

/**
 * Every row of every table, as one digest per table: what removal must give back exactly. Sessions and the
 * security counters and audit trail change with any request, so they are left out.
 */
async function everyRow(): Promise<Record<string, string>> {
  const tables = await t.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public'
        and tablename not in ('sessions', 'rate_limits', 'audit_events') order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const r = await t.db.execute<{ n: number; h: string }>(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`,
      ),
    );
    out[name] = `${r.rows[0]!.n} ${r.rows[0]!.h}`;
  }
  return out;
}

describe('who is offered sample data', () => {
  it('the admin of an empty company may load it; members of a company with a team may not', async () => {
    const solo = await soloAdmin();
    expect(await status(solo)).toEqual({ loaded: false, canLoad: true, canRemove: false, people: 0 });
    expect(await status(other.admin)).toMatchObject({ loaded: false, canLoad: false });
    expect(await status(other.employee)).toMatchObject({ loaded: false, canLoad: false, canRemove: false });
  });

  it('a company with other members is refused with the reason, and nothing is created', async () => {
    const before = await everyRow();
    const res = await load(other.admin);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(SAMPLE_DATA_NOT_EMPTY);
    expect(await everyRow()).toEqual(before);
  });

  it('managers and employees can neither load nor remove it; anonymous visitors neither', async () => {
    for (const u of [other.manager, other.employee]) {
      expect((await load(u)).status).toBe(403);
      expect((await remove(u)).status).toBe(403);
    }
    expect((await t.anon.post('/api/sample-data')).status).toBe(401);
    expect((await t.anon.get('/api/sample-data')).status).toBe(401);
  });

  it('an admin alone but with time entries of their own is refused', async () => {
    const solo = await soloAdmin();
    const res = await solo.client.post('/api/time-entries', {
      clockIn: '2026-01-05T09:00',
      clockOut: '2026-01-05T17:00',
    });
    expect(res.status).toBe(201);
    expect((await load(solo)).body.error.message).toBe(SAMPLE_DATA_NOT_EMPTY);
  });
});

describe('loading sample data', () => {
  let admin: TestUser;
  let ids: string[];
  beforeAll(async () => {
    admin = await soloAdmin();
    const res = await load(admin);
    expect(res.status).toBe(201);
    expect(res.body.people).toBe(7);
    ids = await sampleIds(admin.companyId!);
  });

  it('makes a team of seven from the company country, with a manager, at addresses no mail reaches', async () => {
    const people = await t.db
      .select({
        companyId: memberships.companyId,
        role: memberships.role,
        email: profiles.email,
        firstName: profiles.firstName,
      })
      .from(profiles)
      .innerJoin(memberships, and(eq(memberships.userId, profiles.id), isNull(memberships.leftOn)))
      .where(inArray(profiles.id, ids));
    expect(people).toHaveLength(7);
    expect(
      people.every((p) => p.companyId === admin.companyId && p.email.endsWith(`@${SAMPLE_EMAIL_DOMAIN}`)),
    ).toBe(true);
    expect(people.filter((p) => p.role === 'manager')).toHaveLength(1);
    expect(people.some((p) => p.role === 'admin')).toBe(false);
    expect(people.map((p) => p.firstName)).toContain('Lucía');
    expect(await status(admin)).toEqual({ loaded: true, canLoad: false, canRemove: true, people: 7 });
  });

  it('a sample person cannot be made an admin: the company would otherwise be left to nobody real', async () => {
    const [someone] = ids;
    const res = await admin.client.put<ErrorBody>(`/api/team/members/${someone}/role`, { role: 'admin' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(SAMPLE_PERSON_NOT_ADMIN);
    const [row] = await t.db.select().from(memberships).where(eq(memberships.userId, someone!));
    expect(row!.role).not.toBe('admin');
    // Other roles stay open to them (the same role again: nothing else changes).
    expect((await admin.client.put(`/api/team/members/${someone}/role`, { role: row!.role })).status).toBe(
      200,
    );
  });

  it('sample people have no credential and cannot sign in', async () => {
    expect(await t.db.select().from(accounts).where(inArray(accounts.userId, ids))).toEqual([]);
    const [person] = await t.db.select().from(users).where(eq(users.id, ids[0]!));
    expect(person!.emailVerified).toBe(false);
    const res = await t.anon.post('/api/auth/sign-in/email', {
      email: person!.email,
      password: 'Plantel-test-password-1',
    });
    expect(res.status).not.toBe(200);
  });

  it('gives a month of time entries to date, a part-timer, and approved and pending absences of several types', async () => {
    const entries = await t.db.select().from(timeEntries).where(eq(timeEntries.companyId, admin.companyId!));
    // About 21 working days a person over a month, less holidays, absences and the part-timer's days off.
    expect(entries.length).toBeGreaterThan(80);
    // Today where the company is (the sample's "to date"): after 23:00 UTC Madrid is already on the next day.
    const [company] = await t.db
      .select({ timeZone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, admin.companyId!));
    const today = todayIn(company!.timeZone);
    expect(entries.every((e) => e.workDate < today && e.clockOut && e.totalHours! > 0)).toBe(true);
    const schedules = await t.db
      .select()
      .from(memberWorkSchedules)
      .where(inArray(memberWorkSchedules.userId, ids));
    expect(schedules.map((s) => s.hours)).toEqual([[8, 8, 0, 8, 0, 0, 0]]);
    const away = await t.db.select().from(absences).where(eq(absences.companyId, admin.companyId!));
    expect(new Set(away.map((a) => a.status))).toEqual(new Set(['approved', 'pending']));
    expect(new Set(away.map((a) => a.absenceType)).size).toBeGreaterThanOrEqual(3);
    // Nobody works on a day of their approved absence.
    for (const a of away.filter((x) => x.status === 'approved'))
      expect(
        entries.filter((e) => e.userId === a.userId && e.workDate >= a.startDate && e.workDate <= a.endDate),
      ).toEqual([]);
  });

  it("last month's timesheets of the sample team are complete, four submitted, and an admin can approve one", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const lastMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 15))
      .toISOString()
      .slice(0, 7);
    const res = await admin.client.get<{
      members: { id: string; status: string | null; summary: { completion: number } }[];
    }>(`/api/team-timesheets?month=${lastMonth}`);
    expect(res.status).toBe(200);
    const sample = res.body.members.filter((m) => ids.includes(m.id));
    expect(sample).toHaveLength(7);
    expect(sample.map((m) => m.summary.completion)).toEqual(Array(7).fill(100));
    expect(sample.filter((m) => m.status === 'submitted')).toHaveLength(4);
    // The admin approves one as in the app: the month's snapshot is taken then.
    const one = sample.find((m) => m.status === 'submitted')!;
    const approve = await admin.client.post(`/api/team-timesheets/${one.id}/approve`, { month: lastMonth });
    expect(approve.status).toBe(200);
  });

  it('is refused a second time, and nothing more is created', async () => {
    const res = await load(admin);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(SAMPLE_DATA_ALREADY_LOADED);
    expect(await sampleIds(admin.companyId!)).toHaveLength(7);
  });

  it('is never billed: the seats used are the real members only, and an invitation still fits the free plan', async () => {
    const sub = await admin.client.get<{ seatsUsed: number }>('/api/billing/subscription');
    expect(sub.body.seatsUsed).toBe(1);
    const invite = await admin.client.post('/api/invitations', {
      name: 'Real Person',
      email: 'real.person@example.test',
      position: 'Cook',
    });
    expect(invite.status).toBe(201);
  });

  it('sends no e-mail to a sample person when the admin decides on their request', async () => {
    const [pending] = await t.db
      .select()
      .from(absences)
      .where(and(eq(absences.companyId, admin.companyId!), eq(absences.status, 'pending')));
    const res = await admin.client.post(`/api/absences/${pending!.id}/approve`, {});
    expect(res.status).toBe(200);
    const [person] = await t.db.select().from(users).where(eq(users.id, pending!.userId));
    await new Promise((r) => setTimeout(r, 500));
    expect(t.smtp!.messages.filter((m) => m.to.includes(person!.email.toLowerCase()))).toEqual([]);
  });
});

describe('concurrent loads', () => {
  it('two clicks at once create one set', async () => {
    const admin = await soloAdmin('DE', 'berlin', 'Europe/Berlin');
    const [x, y] = await Promise.all([load(admin), load(admin)]);
    expect([x.status, y.status].sort()).toEqual([201, 409]);
    expect(await sampleIds(admin.companyId!)).toHaveLength(7);
    expect(await openMemberships(admin.companyId!)).toHaveLength(8);
  });
});

describe('removing sample data', () => {
  it('gives back exactly the database as it was, in every table, the other company included', async () => {
    const admin = await soloAdmin('FR', 'paris', 'Europe/Paris');
    expect(await status(admin)).toMatchObject({ canLoad: true });
    const before = await everyRow();
    expect((await load(admin)).status).toBe(201);
    const res = await remove(admin);
    expect(res.status).toBe(200);
    expect(await everyRow()).toEqual(before);
    expect(await status(admin)).toEqual({ loaded: false, canLoad: true, canRemove: false, people: 0 });
    expect((await remove(admin)).body.error.message).toBe(SAMPLE_DATA_NONE);
  });

  it("never touches a real member's records, even one who joined while it was loaded", async () => {
    const admin = await soloAdmin('IT', 'rome', 'Europe/Rome');
    expect((await load(admin)).status).toBe(201);
    const real = await createUser(t, { companyId: admin.companyId, firstName: 'Real', lastName: 'Member' });
    expect(
      (
        await real.client.post('/api/time-entries', {
          clockIn: '2026-01-05T09:00',
          clockOut: '2026-01-05T17:00',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await real.client.post('/api/absences', {
          absenceType: 'vacation',
          startDate: '2027-02-01',
          endDate: '2027-02-02',
        })
      ).status,
    ).toBe(201);
    const ids = await sampleIds(admin.companyId!);
    const realRows = async () => ({
      entries: await t.db
        .select()
        .from(timeEntries)
        .where(inArray(timeEntries.userId, [real.id, admin.id])),
      absences: await t.db
        .select()
        .from(absences)
        .where(inArray(absences.userId, [real.id, admin.id])),
      profiles: await t.db
        .select()
        .from(profiles)
        .where(inArray(profiles.id, [real.id, admin.id])),
    });
    const before = await realRows();
    const otherBefore = await openMemberships(other.company.id);

    expect((await remove(admin)).status).toBe(200);
    expect(await realRows()).toEqual(before);
    expect(await openMemberships(other.company.id)).toEqual(otherBefore);
    expect(await t.db.select().from(users).where(inArray(users.id, ids))).toEqual([]);
    expect(await t.db.select().from(timeEntries).where(inArray(timeEntries.userId, ids))).toEqual([]);
    expect(
      await t.db.select().from(sampleDataSets).where(eq(sampleDataSets.companyId, admin.companyId!)),
    ).toEqual([]);
  });

  it("another company's admin removes nothing of this company", async () => {
    const admin = await soloAdmin();
    expect((await load(admin)).status).toBe(201);
    const res = await remove(other.admin);
    expect(res.status).toBe(404);
    expect(await sampleIds(admin.companyId!)).toHaveLength(7);
  });
});

describe('npm run demo', () => {
  it('makes a demo admin who can sign in, in a company of the country asked for, with sample data', async () => {
    const demo = await createDemoCompany(t.db, { country: 'FR' });
    expect(demo.email).toMatch(/@plantel\.example$/);
    expect(demo.people).toBe(7);
    const client = await new TestClient(t.app).signIn(demo.email, demo.password);
    const me = await client.get<{ company: { name: string }; profile: { role: string } }>('/api/me');
    expect(me.body.company.name).toBe(demo.companyName);
    expect(me.body.profile.role).toBe('admin');
    expect((await client.get<SampleDataStatus>('/api/sample-data')).body).toMatchObject({
      loaded: true,
      canRemove: true,
    });
    const names = await t.db
      .select()
      .from(profiles)
      .where(inArray(profiles.id, await sampleIds(demo.companyId)));
    expect(names.map((p) => p.firstName)).toContain('Camille');
    expect((await client.delete('/api/sample-data')).status).toBe(200);
  });
});

describe('deleting the company', () => {
  it('takes the sample people with it at once: they stay in no archive of working-time records', async () => {
    const admin = await soloAdmin();
    expect((await load(admin)).status).toBe(201);
    const ids = await sampleIds(admin.companyId!);
    const res = await admin.client.delete('/api/company', { confirmation: 'DELETE COMPANY' });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(users).where(inArray(users.id, ids))).toEqual([]);
    expect(await t.db.select().from(timeEntries).where(eq(timeEntries.companyId, admin.companyId!))).toEqual(
      [],
    );
  });
});
