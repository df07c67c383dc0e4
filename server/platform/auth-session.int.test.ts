import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, memberships, sessions } from '../db/schema';
import { createTeam, setCompanyOf, TEST_PASSWORD } from '../test/factories';
import { createTestContext, TestClient, type TestContext } from '../test/harness';

// A signed-in request reads its session, user and member in one statement (auth-session.ts); nothing is
// cached between requests, so every change below must be refused by the very next request.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 3600 * 1000;
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
const sessionRow = async (cookie: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, tokenOf(cookie)))
  )[0];

describe('the session works in one company', () => {
  it("sign-in opens the person's active company, and the member is their open membership there", async () => {
    const team = await createTeam(t);
    expect((await sessionRow(team.employee.client.cookie!))!.activeCompanyId).toBe(team.company.id);
    const me = await team.employee.client.get<{ profile: { companyId: string; role: string } }>('/api/me');
    expect(me.body.profile).toMatchObject({ companyId: team.company.id, role: 'employee' });
  });

  it('a session pointed at a company where the person has no open membership has no company (Access Revoked)', async () => {
    const [home, other] = [await createTeam(t, 'Home'), await createTeam(t, 'Other')];
    const client = home.manager.client;
    await t.db
      .update(sessions)
      .set({ activeCompanyId: other.company.id })
      .where(eq(sessions.token, tokenOf(client.cookie!)));
    const res = await client.get('/api/team');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: 'NO_COMPANY' } });
    const me = await client.get<{ company: unknown; profile: { companyId: unknown } }>('/api/me');
    expect(me.body).toMatchObject({ company: null, profile: { companyId: null } });
    // Back in their own company, the same session works again: nothing was cached.
    await t.db
      .update(sessions)
      .set({ activeCompanyId: home.company.id })
      .where(eq(sessions.token, tokenOf(client.cookie!)));
    expect((await client.get('/api/team')).status).toBe(200);
  });

  it('joining another company moves every live session of the person there', async () => {
    const [from, to] = [await createTeam(t, 'From'), await createTeam(t, 'To')];
    const person = from.employee;
    const second = await new TestClient(t.app).signIn(person.email, TEST_PASSWORD);
    expect((await team(person.client)).status).toBe(200);
    await setCompanyOf(t, person.id, to.company.id);
    for (const client of [person.client, second]) {
      expect((await sessionRow(client.cookie!))!.activeCompanyId).toBe(to.company.id);
      const members = await team(client);
      expect(members.status).toBe(200);
      expect(members.body.members.map((m) => m.id)).toContain(to.admin.id);
    }
  });
});

const team = (client: TestClient) => client.get<{ members: { id: string }[] }>('/api/team');

describe('the session of a signed-in request', () => {
  it('a revoked session is refused by the next request, on every policy', async () => {
    const team = await createTeam(t);
    const client = team.admin.client;
    expect((await client.get('/api/company/holiday-region')).status).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.token, tokenOf(client.cookie!)));
    expect((await client.get('/api/company/holiday-region')).status).toBe(401);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('a member removed by the admin is refused by their next request (Access Revoked)', async () => {
    const team = await createTeam(t);
    expect((await team.employee.client.get('/api/team')).status).toBe(200);
    expect((await team.admin.client.request('DELETE', `/api/team/members/${team.employee.id}`)).status).toBe(
      200,
    );
    const res = await team.employee.client.get('/api/team');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: 'NO_COMPANY' } });
  });

  it('a change of role applies to the next request', async () => {
    const team = await createTeam(t);
    expect((await team.admin.client.get('/api/team/members')).status).toBe(200);
    await t.db.update(memberships).set({ role: 'employee' }).where(eq(memberships.userId, team.admin.id));
    expect((await team.admin.client.get('/api/team/members')).status).toBe(403);
  });

  it('a deleted company is refused by the next request', async () => {
    const team = await createTeam(t);
    expect((await team.manager.client.get('/api/team')).status).toBe(200);
    await t.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, team.company.id));
    expect((await team.manager.client.get('/api/team')).status).toBe(403);
  });

  it('a cookie signed with another key, or naming an unknown token, is refused', async () => {
    const team = await createTeam(t);
    const [name] = team.admin.client.cookie!.split('=') as [string];
    const token = tokenOf(team.admin.client.cookie!);
    const sign = (value: string, key: string) =>
      `${name}=${encodeURIComponent(`${value}.${createHmac('sha256', key).update(value).digest('base64')}`)}`;
    for (const cookie of [sign(token, 'not-the-server-secret-not-the-server-secret'), sign('unknown', 'x')]) {
      expect((await new TestClient(t.app, cookie).get('/api/me')).status, cookie).toBe(401);
    }
    // The genuine cookie, sent first among others of the same name, still works (the first one counts).
    const res = await new TestClient(t.app, `${team.admin.client.cookie}; ${sign(token, 'x')}`).get(
      '/api/me',
    );
    expect(res.status).toBe(200);
  });

  it('an expired session is refused and deleted', async () => {
    const team = await createTeam(t);
    const cookie = team.employee.client.cookie!;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, tokenOf(cookie)));
    expect((await new TestClient(t.app, cookie).get('/api/company/holiday-region')).status).toBe(401);
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it('a session in use is renewed once a day (7 more days and a new cookie), not on every request', async () => {
    const team = await createTeam(t);
    const client = team.employee.client;
    const before = await sessionRow(client.cookie!);
    const fresh = await client.get('/api/team');
    expect(fresh.status).toBe(200);
    expect(fresh.cookies).toEqual([]);
    expect((await sessionRow(client.cookie!))!.expiresAt).toEqual(before!.expiresAt);

    // Last renewed 2 days ago: due (better-auth's updateAge is 1 day).
    const renewedAt = new Date(Date.now() - 2 * DAY);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(renewedAt.getTime() + 7 * DAY), updatedAt: renewedAt })
      .where(eq(sessions.token, tokenOf(client.cookie!)));
    const res = await client.get('/api/team');
    expect(res.status).toBe(200);
    expect(res.cookies.find((c) => c.startsWith('plantel.session_token='))).toMatch(/Max-Age=604800/);
    const after = await sessionRow(client.cookie!);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
  });
});
