// Issue 12, item 1: path tricks around /api/auth/*. better-auth resolves `./`, `../`, `%2e`, backslashes and
// doubled slashes on its own, so a spelling other than the plain path used to reach its handler while our rate
// limits, audit trail and block list (keyed by the exact path) looked the other way. Every auth route in every
// spelling must now be refused before better-auth (400 or 404, no effect), and the plain path keeps its limits
// and its audit rows. The requests go over a real socket: app.inject would normalise the paths first.
import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEvents, sessions, users, verifications } from '../db/schema';
import { createUser, TEST_PASSWORD, type TestUser } from '../test/factories';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/harness';
import { type RawResponse, rawRequest } from './http';

let t: TestContext;
let port: number;
beforeAll(async () => {
  // Behind a proxy, so each case can come from its own address (X-Forwarded-For) and start with fresh counters.
  t = await createTestContext({ env: { TRUST_PROXY: 'true', LOG_LEVEL: 'silent' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 1;
const freshIp = () => `10.12.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

/** Every spelling of /api/auth/<route> the assessment used, and a few more a WHATWG URL parser folds. */
function spellings(route: string): string[] {
  const hex = route.charCodeAt(0).toString(16);
  const list = [
    `/api/auth/./${route}`,
    `/api/auth/x/../${route}`,
    `/api/auth/%2e/${route}`,
    `/api/auth/%2E/${route}`,
    `/api/auth/x/%2e%2e/${route}`,
    `/api/auth/x/.%2E/${route}`,
    `/api/auth//${route}`,
    `/api/auth/${route}/`,
    `/api/auth/${route}//`,
    `/api/auth/x\\..\\${route}`,
    `/api/auth/.\\${route}`,
    `/api/auth/%2f${route}`,
    `/api/auth/%${hex}${route.slice(1)}`,
    `/api/auth/${route.toUpperCase()}`,
    `/api/auth/${route};x`,
    `/api/auth/${route}%20`,
    `//api/auth/${route}`,
    `/api//auth/${route}`,
    `/api/./auth/${route}`,
  ];
  if (route.includes('/')) {
    list.push(`/api/auth/${route.replace('/', '//')}`, `/api/auth/${route.replace('/', '%2F')}`);
    list.push(`/api/auth/${route.replace('/', '/./')}`);
  }
  return list;
}

const send = (
  method: string,
  path: string,
  opts: { ip?: string; cookie?: string | undefined; body?: unknown } = {},
): Promise<RawResponse> =>
  rawRequest(port, method, path, {
    headers: {
      'x-forwarded-for': opts.ip ?? freshIp(),
      ...(method === 'POST' ? { origin: TEST_ORIGIN } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    ...(method === 'POST' ? { body: opts.body ?? {} } : {}),
  });

const refused = (res: RawResponse, what: string) => {
  expect([400, 404], `${what} → ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
  expect(res.headers['set-cookie'], `${what} set a cookie`).toBeUndefined();
};

const passwordOf = async (userId: string) =>
  (await t.db.select({ p: accounts.password }).from(accounts).where(eq(accounts.userId, userId)))[0]?.p;
const resetLinksOf = async (userId: string) =>
  (
    await t.db
      .select({ id: verifications.id })
      .from(verifications)
      .where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)))
  ).length;
const sessionsOf = async (userId: string) =>
  (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;
const emailJobs = async () =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int n from pgboss.job where name = 'email'`))
    .rows[0]!.n;
/** Audit rows are written after the answer: wait until the expected count shows up (or time runs out). */
async function auditRows(action: string, email: string, expected: number) {
  let rows: { outcome: string }[] = [];
  for (let i = 0; i < 40; i++) {
    rows = await t.db
      .select({ outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), sql`${auditEvents.details}->>'email' = ${email}`));
    if (rows.length >= expected) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return rows;
}

describe('every auth route in every spelling is refused before better-auth', () => {
  it('the rate-limited routes: sign-in, reset request, reset, verification resend, change-password, second factor', async () => {
    const victim = await createUser(t, { companyId: null, signIn: false });
    const unverified = await createUser(t, { companyId: null, signIn: false });
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id));
    const changer = await createUser(t, { companyId: null });
    const resetter = await createUser(t, { companyId: null, signIn: false });
    // A real reset link for `resetter`, asked for through the plain path.
    const asked = await send('POST', '/api/auth/request-password-reset', {
      body: { email: resetter.email, redirectTo: '/reset-password' },
    });
    expect(asked.status).toBe(200);
    const [link] = await t.db
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(eq(verifications.value, resetter.id));
    const token = link!.identifier.slice('reset-password:'.length);
    const passwords = {
      victim: await passwordOf(victim.id),
      changer: await passwordOf(changer.id),
      resetter: await passwordOf(resetter.id),
    };
    const jobsBefore = await emailJobs();

    const cases: { route: string; body: unknown; cookie?: string | undefined }[] = [
      { route: 'sign-in/email', body: { email: victim.email, password: TEST_PASSWORD } },
      { route: 'request-password-reset', body: { email: victim.email, redirectTo: '/reset-password' } },
      { route: 'reset-password', body: { token, newPassword: 'A brand new passphrase 7' } },
      { route: 'send-verification-email', body: { email: unverified.email, callbackURL: '/auth' } },
      {
        route: 'change-password',
        body: { currentPassword: TEST_PASSWORD, newPassword: 'A brand new passphrase 8' },
        cookie: changer.client.cookie,
      },
      { route: 'two-factor/verify-totp', body: { code: '123456' } },
      { route: 'two-factor/verify-backup-code', body: { code: 'abcde-fghij' } },
      { route: 'sign-out', body: {}, cookie: changer.client.cookie },
    ];
    for (const c of cases) {
      for (const path of spellings(c.route)) {
        refused(await send('POST', path, { body: c.body, cookie: c.cookie }), `POST ${path}`);
      }
    }

    // Nothing reached better-auth: no session, no reset link, no e-mail, no password changed, no sign-in row.
    expect(await sessionsOf(victim.id)).toBe(0);
    expect(await resetLinksOf(victim.id)).toBe(0);
    expect(await resetLinksOf(resetter.id)).toBe(1);
    expect(await emailJobs()).toBe(jobsBefore);
    expect(await passwordOf(victim.id)).toBe(passwords.victim);
    expect(await passwordOf(changer.id)).toBe(passwords.changer);
    expect(await passwordOf(resetter.id)).toBe(passwords.resetter);
    expect(await sessionsOf(changer.id)).toBe(1);
    expect(await auditRows('auth.sign-in', victim.email, 0)).toEqual([]);
  });

  it('the blocked routes stay blocked in every spelling (update-user, list-sessions, sign-up, revoke…)', async () => {
    const cases: {
      method: 'GET' | 'POST';
      route: string;
      body?: (u: TestUser) => unknown;
    }[] = [
      { method: 'POST', route: 'sign-up/email' },
      {
        method: 'POST',
        route: 'update-user',
        body: () => ({ name: 'Evil\r\nBcc: all@evil.test <b>x</b>', image: 'https://evil.test/x.png' }),
      },
      { method: 'POST', route: 'delete-user', body: () => ({ password: TEST_PASSWORD }) },
      { method: 'POST', route: 'change-email', body: () => ({ newEmail: 'taken-over@evil.test' }) },
      { method: 'GET', route: 'list-sessions' },
      { method: 'POST', route: 'revoke-sessions' },
      { method: 'POST', route: 'revoke-other-sessions' },
      { method: 'POST', route: 'revoke-session', body: () => ({ token: 'x' }) },
    ];
    for (const c of cases) {
      const user = await createUser(t, { companyId: null });
      // A second device, so revoke-other-sessions would have something to end.
      await createUser(t, { companyId: null, email: `${randomUUID()}@x.test`, signIn: false });
      const before = (await t.db.select().from(users).where(eq(users.id, user.id)))[0]!;
      const signUpEmail = `new-${randomUUID()}@example.test`;
      for (const path of [`/api/auth/${c.route}`, ...spellings(c.route)]) {
        const body =
          c.route === 'sign-up/email'
            ? { email: signUpEmail, password: 'A brand new passphrase 9', name: 'Evil\r\nBcc: x' }
            : c.body?.(user);
        const res = await send(c.method, path, { cookie: user.client.cookie, body });
        refused(res, `${c.method} ${path}`);
        expect(Array.isArray(res.body), `${path} listed sessions`).toBe(false);
      }
      const after = (await t.db.select().from(users).where(eq(users.id, user.id)))[0];
      expect(after, c.route).toEqual(before);
      expect(await sessionsOf(user.id), c.route).toBe(1);
      const created = await t.db.select().from(users).where(eq(users.email, signUpEmail));
      expect(created, c.route).toEqual([]);
    }
  });
});

describe('the plain path keeps its limits and audit rows whatever was sent before', () => {
  it('40 wrong passwords through path tricks, then the right one: never signed in; the plain path still limits at the 11th', async () => {
    const victim = await createUser(t, { companyId: null, signIn: false });
    const ip = freshIp();
    const tricks = spellings('sign-in/email');
    for (let i = 0; i < 40; i++) {
      const res = await send('POST', tricks[i % tricks.length]!, {
        ip,
        body: { email: victim.email, password: `wrong-${i}` },
      });
      expect(res.status, tricks[i % tricks.length]).not.toBe(401);
    }
    const right = await send('POST', '/api/auth/./sign-in/email', {
      ip,
      body: { email: victim.email, password: TEST_PASSWORD },
    });
    refused(right, 'the right password through ./');
    expect(await sessionsOf(victim.id)).toBe(0);

    // The plain path: 10 wrong answers 401, the 11th (even the right password) 429, all from the same counter.
    for (let i = 0; i < 10; i++) {
      const res = await send('POST', '/api/auth/sign-in/email', {
        ip,
        body: { email: victim.email, password: `wrong-${i}` },
      });
      expect(res.status).toBe(401);
    }
    const limited = await send('POST', '/api/auth/sign-in/email', {
      ip,
      body: { email: victim.email, password: TEST_PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(await sessionsOf(victim.id)).toBe(0);
    // One audit row per attempt that reached sign-in: the 10 plain ones.
    const rows = await auditRows('auth.sign-in', victim.email, 10);
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.outcome === 'failure')).toBe(true);
  });

  it('13 reset requests for one victim through path tricks send nothing; the plain path sends 5, then 429', async () => {
    const victim = await createUser(t, { companyId: null, signIn: false });
    const ip = freshIp();
    const tricks = spellings('request-password-reset');
    for (let i = 0; i < 13; i++) {
      refused(
        await send('POST', tricks[i % tricks.length]!, {
          ip,
          body: { email: victim.email, redirectTo: '/reset-password' },
        }),
        tricks[i % tricks.length]!,
      );
    }
    expect(await resetLinksOf(victim.id)).toBe(0);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await send('POST', '/api/auth/request-password-reset', {
            ip,
            body: { email: victim.email, redirectTo: '/reset-password' },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await resetLinksOf(victim.id)).toBe(5);
  });

  it('the routes the app uses answer on their plain path (none is refused by the allow-list)', async () => {
    const user = await createUser(t, { companyId: null });
    const plain: [string, string, unknown, number][] = [
      ['GET', '/api/auth/get-session', undefined, 200],
      ['POST', '/api/auth/two-factor/generate-backup-codes', { password: 'wrong' }, 400],
      ['POST', '/api/auth/two-factor/enable', { password: 'wrong' }, 400],
      ['POST', '/api/auth/two-factor/disable', { password: 'wrong' }, 400],
      ['GET', '/api/auth/verify-email?token=nonsense&callbackURL=%2Fauth', undefined, 302],
      ['POST', '/api/auth/sign-out', {}, 200],
    ];
    for (const [method, path, body, status] of plain) {
      const res = await send(method, path, { cookie: user.client.cookie, body });
      expect(res.status, `${method} ${path}: ${res.text.slice(0, 200)}`).toBe(status);
    }
  });
});
