import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, memberships, sessions } from '../db/schema';
import { createTeam } from '../test/factories';
import { createTestContext, TestClient, type TestContext } from '../test/harness';

// A signed-in request reads its session, user and member in one statement (auth-session.ts); nothing is
// cached between requests, so every change below must be refused by the very next request.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
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
