import { and, count, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, memberships, profiles, sessions, users, verifications } from '../../db/schema';
import { createTeam, createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { linkIn } from '../../test/smtp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ smtp: true, env: { LOG_LEVEL: 'warn' } });
});
afterAll(async () => {
  await t?.close();
});

const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'García',
  companyName: 'Taller Sol',
  email,
  password: 'a sturdy passphrase',
  ...extra,
});

async function rowCounts() {
  const [u] = await t.db.select({ n: count() }).from(users);
  const [c] = await t.db.select({ n: count() }).from(companies);
  const [p] = await t.db.select({ n: count() }).from(profiles);
  return { users: u!.n, companies: c!.n, profiles: p!.n };
}

describe('sign-up', () => {
  it('creates the user, the company and the admin profile, and e-mails a verification link over SMTP', async () => {
    const res = await t.anon.post('/api/accounts/sign-up', signUpBody('Ana.Garcia@Example.com'));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: "We've sent you a confirmation link to complete your registration.",
    });

    const [profile] = await t.db
      .select({
        role: memberships.role,
        company: companies.name,
      })
      .from(profiles)
      .innerJoin(memberships, and(eq(memberships.userId, profiles.id), isNull(memberships.leftOn)))
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(eq(profiles.email, 'ana.garcia@example.com'));
    expect(profile).toEqual({ role: 'admin', company: 'Taller Sol' });

    // The sign-up's own message (the early sign-in below sends a second one, in either order).
    const mail = await t.smtp!.waitFor('ana.garcia@example.com', (m) =>
      m.text.includes('callbackURL=%2Fauth%3Fverified%3D1'),
    );
    expect(mail.subject).toContain('Confirm your e-mail');
    expect(mail.text).toContain('Hello Ana García');

    const client = new TestClient(t.app);
    const early = await client.post('/api/auth/sign-in/email', {
      email: 'ana.garcia@example.com',
      password: 'a sturdy passphrase',
    });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({
      error: { message: 'Email not verified', reason: 'EMAIL_NOT_VERIFIED' },
    });

    const link = new URL(linkIn(mail, '/api/auth/verify-email'));
    const verify = await t.anon.get(link.pathname + link.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.location).toBe('/auth?verified=1');

    await client.signIn('ana.garcia@example.com', 'a sturdy passphrase');
    const me = await client.get<{ profile: { role: string }; company: { name: string } }>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.profile.role).toBe('admin');
    expect(me.body.company.name).toBe('Taller Sol');
  });

  it("gives the new company the sign-up page's language, else its country's; the admin follows it", async () => {
    await t.anon.post('/api/accounts/sign-up', signUpBody('lea@example.com', { language: 'fr' }));
    await t.anon.post('/api/accounts/sign-up', signUpBody('joan@example.com'));
    const languages = await t.db
      .select({ email: profiles.email, own: profiles.language, company: companies.language })
      .from(profiles)
      .innerJoin(companies, eq(companies.id, profiles.activeCompanyId))
      .where(inArray(profiles.email, ['lea@example.com', 'joan@example.com']))
      .orderBy(profiles.email);
    expect(languages).toEqual([
      { email: 'joan@example.com', own: null, company: 'es' },
      { email: 'lea@example.com', own: null, company: 'fr' },
    ]);
  });

  it('refuses an e-mail that already has an account and creates nothing', async () => {
    await t.anon.post('/api/accounts/sign-up', signUpBody('taken@example.com'));
    const before = await rowCounts();
    const res = await t.anon.post(
      '/api/accounts/sign-up',
      signUpBody('TAKEN@example.com', { companyName: 'Other' }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: { code: 'CONFLICT', message: expect.stringContaining('already exists') },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('names the invalid fields, refuses unknown ones and creates nothing', async () => {
    const before = await rowCounts();
    const res = await t.anon.post('/api/accounts/sign-up', {
      firstName: '  ',
      lastName: 'x'.repeat(101),
      companyName: 'C',
      email: 'not-an-email',
      password: '12345',
      role: 'admin',
    });
    expect(res.status).toBe(400);
    const fields = (res.body as { error: { fields: { field: string }[] } }).error.fields.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'password', 'role']));
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a very common password with the reason', async () => {
    const res = await t.anon.post(
      '/api/accounts/sign-up',
      signUpBody('common@example.com', { password: 'password1' }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { fields: [{ field: 'password', message: expect.stringContaining('too common') }] },
    });
  });

  it('accepts a 64+ character password', async () => {
    const res = await t.anon.post(
      '/api/accounts/sign-up',
      signUpBody('long@example.com', { password: 'Lorem ipsum dolor sit amet '.repeat(3) }),
    );
    expect(res.status).toBe(201);
  });

  it('stores HTML and SQL in names as plain text', async () => {
    const name = `<img src=x onerror=alert(1)>'; drop table users; --`;
    const res = await t.anon.post(
      '/api/accounts/sign-up',
      signUpBody('html@example.com', { firstName: name, companyName: name }),
    );
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select({ first: profiles.firstName })
      .from(profiles)
      .where(eq(profiles.email, 'html@example.com'));
    expect(row!.first).toBe(name);
  });

  it('rolls the user back when the company cannot be created (never a user without profile or company)', async () => {
    // A check no row passes (not a trigger: a Citus cluster refuses triggers on distributed tables).
    await t.db.execute(sql`alter table companies add constraint fail_company check (false) not valid`);
    try {
      const res = await t.anon.post('/api/accounts/sign-up', signUpBody('atomic@example.com'));
      expect(res.status).toBeGreaterThanOrEqual(400);
      const found = await t.db.select().from(users).where(eq(users.email, 'atomic@example.com'));
      expect(found).toHaveLength(0);
    } finally {
      await t.db.execute(sql`alter table companies drop constraint fail_company`);
    }
  });
});

describe('sessions', () => {
  it('sign-out ends the session: the old cookie gets 401', async () => {
    const team = await createTeam(t);
    const stolen = new TestClient(t.app, team.admin.client.cookie);
    expect((await stolen.get('/api/me')).status).toBe(200);
    await team.admin.client.post('/api/auth/sign-out');
    expect((await stolen.get('/api/me')).status).toBe(401);
  });

  it('a new sign-in issues a new token (no fixation)', async () => {
    const team = await createTeam(t);
    const first = team.employee.client.cookie;
    await team.employee.client.signIn(team.employee.email, TEST_PASSWORD);
    expect(team.employee.client.cookie).not.toBe(first);
  });

  it('the session cookie is httpOnly and SameSite=Lax, and the token is not in the body', async () => {
    const user = await createUser(t, { companyId: null, signIn: false });
    const res = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    const cookie = res.cookies.find((c) => c.startsWith('plantel.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(res.body).not.toHaveProperty('token');
  });

  it('ends a session older than 30 days even while in use', async () => {
    const team = await createTeam(t);
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(sessions.userId, team.admin.id));
    expect((await team.admin.client.get('/api/me')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('e-mails a one-time link, sets the password, ends other sessions and signs in', async () => {
    const user = await createUser(t, { companyId: null });
    const other = new TestClient(t.app);
    await other.signIn(user.email, TEST_PASSWORD);

    const req = await t.anon.post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    expect(req.status).toBe(200);
    const mail = await t.smtp!.waitFor(user.email, 'Reset your Plantel password');
    const link = new URL(linkIn(mail, '/reset-password'));
    expect(link.searchParams.get('type')).toBe('recovery');
    const token = link.searchParams.get('access_token')!;

    expect((await t.anon.post('/api/accounts/password-reset/check', { token })).body).toEqual({
      valid: true,
    });
    const weak = await t.anon.post('/api/accounts/password-reset', { token, password: 'qwerty' });
    expect(weak.status).toBe(400);

    const browser = new TestClient(t.app);
    const done = await browser.post('/api/accounts/password-reset', { token, password: 'brand new secret' });
    expect(done.status).toBe(200);
    expect((await browser.get('/api/me')).status).toBe(200);
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await user.client.get('/api/me')).status).toBe(401);

    const old = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(old.status).toBe(401);
    const reused = await t.anon.post('/api/accounts/password-reset', {
      token,
      password: 'another new secret',
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      error: { message: 'Invalid or expired reset link. Please request a new one.' },
    });
    expect((await t.anon.post('/api/accounts/password-reset/check', { token })).body).toEqual({
      valid: false,
    });
  });
});

describe('outstanding reset links (issue 12, item 4)', () => {
  it('after a reset, every other reset link of the account stops working', async () => {
    const user = await createUser(t, { companyId: null, signIn: false });
    for (let i = 0; i < 3; i++) {
      const asked = await t.anon.post('/api/auth/request-password-reset', {
        email: user.email,
        redirectTo: '/reset-password',
      });
      expect(asked.status).toBe(200);
    }
    const tokens = (
      await t.db
        .select({ identifier: verifications.identifier })
        .from(verifications)
        .where(and(eq(verifications.value, user.id), like(verifications.identifier, 'reset-password:%')))
    ).map((r) => r.identifier.slice('reset-password:'.length));
    expect(tokens).toHaveLength(3);
    const [used, ...others] = tokens as [string, ...string[]];

    const done = await new TestClient(t.app).post('/api/accounts/password-reset', {
      token: used,
      password: 'brand new secret',
    });
    expect(done.status).toBe(200);

    for (const token of others) {
      expect((await t.anon.post('/api/accounts/password-reset/check', { token })).body).toEqual({
        valid: false,
      });
      const again = await t.anon.post('/api/accounts/password-reset', { token, password: 'attacker secret' });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        error: { message: 'Invalid or expired reset link. Please request a new one.' },
      });
      const direct = await t.anon.post('/api/auth/reset-password', {
        token,
        newPassword: 'attacker secret 2',
      });
      expect(direct.status).toBe(400);
    }
    // The password is the one set with the link that was used.
    await new TestClient(t.app).signIn(user.email, 'brand new secret');
  });
});

describe('rate limits', () => {
  it('sign-in from one address for one account gets 429 after 10 attempts; another address is not locked out', async () => {
    const user = await createUser(t, { companyId: null, signIn: false });
    const attempt = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: user.email, password: 'wrong password' }),
      });
    for (let i = 0; i < 10; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    const blocked = await attempt('10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    const real = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.0.0.2',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    expect(real.statusCode).toBe(200);
  });

  it('sign-up gets 429 after 10 per hour from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/sign-up',
        remoteAddress: '10.0.0.9',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(signUpBody('x', {})),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
