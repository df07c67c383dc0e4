import { and, count, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  companies,
  invitationCodes,
  invitationSignUps,
  invitations,
  memberships,
  rateLimits,
  users,
} from '../../db/schema';
import {
  assertNoLeak,
  createTeam,
  createTwoCompanies,
  createUser,
  personOf,
  setCompanyOf,
  TEST_PASSWORD,
  type TestTeam,
} from '../../test/factories';
import { createTestContext, TEST_ORIGIN, TestClient, type TestContext } from '../../test/harness';
import { linkIn } from '../../test/smtp';

let t: TestContext;
let a: TestTeam;
let b: TestTeam;
beforeAll(async () => {
  // Seat limits are the billing module's subject (billing.int.test.ts); here teams invite freely.
  t = await createTestContext({ smtp: true, env: { BILLING_PROVIDER: 'none' } });
  ({ a, b } = await createTwoCompanies(t));
});
afterAll(async () => {
  await t?.close();
});
// Factories sign every user in from one address; the sign-in limit is tested in the accounts module.
beforeEach(async () => {
  await t.db.delete(rateLimits).where(like(rateLimits.key, 'sign-in%'));
});

interface InvitationBody {
  id: string;
  code: string;
  status: string;
  inviteeEmail: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

let n = 0;
const freshEmail = (label: string) => `${label}-${Date.now().toString(36)}-${n++}@example.test`;

async function invite(team: TestTeam, email = freshEmail('invitee'), extra: Record<string, string> = {}) {
  const res = await team.admin.client.post<InvitationBody>('/api/invitations', {
    name: 'Nuria Soler',
    email,
    position: 'Baker',
    ...extra,
  });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

let ip = 1;
/** Each call from its own address: the sign-up limit (10 an hour per address) is tested elsewhere. */
const fromNewAddress = () => `10.44.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

async function signUpWith(code: string, email: string, password = 'a sturdy passphrase') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/sign-up',
    remoteAddress: fromNewAddress(),
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    payload: JSON.stringify({ firstName: 'Nuria', lastName: 'Soler', email, password, invitationCode: code }),
  });
  return { status: res.statusCode, body: res.json() as { error?: { code: string; message: string } } };
}

async function verify(email: string) {
  const mail = await t.smtp!.waitFor(email, 'Confirm your e-mail');
  const link = new URL(linkIn(mail, '/api/auth/verify-email'));
  const res = await t.anon.get(link.pathname + link.search);
  expect(res.status).toBe(302);
}

const profileOf = (email: string) => personOf(t, { email });

const invitationRow = async (id: string) =>
  (await t.db.select().from(invitations).where(eq(invitations.id, id)))[0]!;

async function expire(id: string) {
  await t.db
    .update(invitations)
    .set({ createdAt: sql`now() - interval '8 days'`, expiresAt: sql`now() - interval '1 day'` })
    .where(eq(invitations.id, id));
}

const validate = (code: string, client: TestClient = t.anon) =>
  client.post<{
    valid: boolean;
    reason: string | null;
    error: string | null;
    company: { name: string } | null;
  }>('/api/invitations/validate', { code });

describe('who may call what', () => {
  it('admin routes: anonymous 401, employee and manager 403, admin 2xx', async () => {
    const inv = await invite(a);
    const calls: Array<[string, (c: TestClient) => Promise<{ status: number }>, number]> = [
      ['list', (c) => c.get('/api/invitations'), 200],
      ['seats', (c) => c.get('/api/invitations/seats'), 200],
      [
        'create',
        (c) => c.post('/api/invitations', { name: 'X', email: freshEmail('matrix'), position: 'Y' }),
        201,
      ],
      ['delete', (c) => c.delete(`/api/invitations/${inv.id}`), 200],
    ];
    for (const [name, call, ok] of calls) {
      const statuses = [];
      for (const c of [t.anon, a.employee.client, a.manager.client, a.admin.client])
        statuses.push((await call(c)).status);
      expect(statuses, name).toEqual([401, 403, 403, ok]);
    }
    const denied = await a.employee.client.get('/api/invitations');
    expect(denied.body).toMatchObject({ error: { message: 'Access denied. Admin privileges required.' } });
  });

  it('acceptance needs a session; validation is public', async () => {
    const inv = await invite(a);
    expect((await t.anon.post('/api/invitations/accept', { code: inv.code })).status).toBe(401);
    expect((await t.anon.get('/api/invitations/pending-join')).status).toBe(401);
    expect((await validate(inv.code)).status).toBe(200);
  });
});

describe('joining through an invitation', () => {
  it('signs up with the invitee e-mail in any case, joins once verified, and the invitation is used', async () => {
    const email = freshEmail('joiner');
    const inv = await invite(a, email);
    const res = await signUpWith(inv.code, email.toUpperCase());
    expect(res.status).toBe(201);
    const waiting = await profileOf(email);
    expect(waiting).toMatchObject({ companyId: null, role: null, firstName: 'Nuria' });
    expect((await invitationRow(inv.id)).usedAt).toBeNull();

    await verify(email);
    const joined = await profileOf(email);
    expect(joined).toMatchObject({ companyId: a.company.id, role: 'employee' });
    const used = await invitationRow(inv.id);
    expect(used.usedBy).toBe(joined!.id);
    expect(used.usedAt).not.toBeNull();

    const client = await new TestClient(t.app).signIn(email, 'a sturdy passphrase');
    const me = await client.get<{ company: { name: string } }>('/api/me');
    expect(me.body.company.name).toBe(a.company.name);
    expect((await client.get('/api/invitations/pending-join')).body).toMatchObject({ status: 'none' });
    const list = await a.admin.client.get<{ invitations: InvitationBody[] }>('/api/invitations');
    expect(list.body.invitations.find((i) => i.id === inv.id)?.status).toBe('used');
  });

  it('refuses another e-mail with the spec text (Email Mismatch) and creates nothing', async () => {
    const email = freshEmail('intended');
    const inv = await invite(a, email);
    const other = freshEmail('someone-else');
    const res = await signUpWith(inv.code, other);
    expect(res.status).toBe(403);
    expect(res.body.error?.message).toBe(
      `This invitation is specifically for ${email}. Please use the correct email address.`,
    );
    expect(await t.db.select().from(users).where(eq(users.email, other))).toHaveLength(0);
  });

  it('refuses an unknown, expired or used code at sign-up', async () => {
    const email = freshEmail('late');
    const inv = await invite(a, email);
    await expire(inv.id);
    for (const code of [inv.code, 'NoSuchCodeNoSuchCode00']) {
      const res = await signUpWith(code, email);
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toBe('This invitation code is not valid or has expired.');
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('a company name and an invitation code together are refused', async () => {
    const inv = await invite(a);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-up',
      remoteAddress: fromNewAddress(),
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify({
        firstName: 'A',
        lastName: 'B',
        email: inv.inviteeEmail,
        password: 'a sturdy passphrase',
        companyName: 'Mine',
        invitationCode: inv.code,
      }),
    });
    expect(res.statusCode).toBe(400);
  });

  it('when the invitation was deleted before verification, the person is told why after signing in', async () => {
    const email = freshEmail('withdrawn');
    const inv = await invite(a, email);
    expect((await signUpWith(inv.code, email)).status).toBe(201);
    await a.admin.client.delete(`/api/invitations/${inv.id}`);
    await verify(email);
    expect(await profileOf(email)).toMatchObject({ companyId: null });

    const client = await new TestClient(t.app).signIn(email, 'a sturdy passphrase');
    const status = await client.get('/api/invitations/pending-join');
    expect(status.body).toEqual({
      status: 'failed',
      reason: 'deleted',
      companyName: a.company.name,
      message: `Your invitation to ${a.company.name} was withdrawn. Ask the company admin for a new invitation.`,
    });

    // A new invitation, accepted while signed in, brings the person in and clears the notice.
    const again = await invite(a, email);
    const accepted = await client.post('/api/invitations/accept', { code: again.code });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ company: { id: a.company.id, name: a.company.name } });
    expect((await client.get('/api/invitations/pending-join')).body).toMatchObject({ status: 'none' });
    expect((await client.get('/api/team')).status).toBe(200);
  });

  it('when the invitation expired before verification, the reason is expired', async () => {
    const email = freshEmail('slow');
    const inv = await invite(a, email);
    expect((await signUpWith(inv.code, email)).status).toBe(201);
    await expire(inv.id);
    await verify(email);
    const client = await new TestClient(t.app).signIn(email, 'a sturdy passphrase');
    expect((await client.get('/api/invitations/pending-join')).body).toMatchObject({
      status: 'failed',
      reason: 'expired',
    });
    // Retrying does not bring an expired invitation back.
    expect((await client.post('/api/invitations/pending-join')).body).toMatchObject({ status: 'failed' });
  });

  it('a waiting join that did not run at verification can be finished by the person', async () => {
    const email = freshEmail('retry');
    const inv = await invite(a, email);
    expect((await signUpWith(inv.code, email)).status).toBe(201);
    // As if the join had crashed at verification: verified, still pending.
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const client = await new TestClient(t.app).signIn(email, 'a sturdy passphrase');
    expect((await client.get('/api/invitations/pending-join')).body).toMatchObject({
      status: 'pending',
      companyName: a.company.name,
    });
    expect((await client.post('/api/invitations/pending-join')).body).toMatchObject({ status: 'none' });
    expect(await profileOf(email)).toMatchObject({ companyId: a.company.id });
    expect(
      await t.db
        .select()
        .from(invitationSignUps)
        .where(eq(invitationSignUps.userId, (await profileOf(email))!.id)),
    ).toHaveLength(0);
  });
});

describe('creating and listing', () => {
  it('creates an unguessable 7-day code, e-mails the join link and lists it as Active, newest first', async () => {
    const email = freshEmail('Mixed.Case');
    const before = await a.admin.client.get<{ seatsUsed: number; members: number }>('/api/invitations/seats');
    const inv = await invite(a, email.toUpperCase());
    expect(inv.code).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(inv.status).toBe('active');
    expect(inv.inviteeEmail).toBe(email.toLowerCase());
    expect(new Date(inv.expiresAt).getTime() - new Date(inv.createdAt).getTime()).toBe(7 * 24 * 3600 * 1000);

    const mail = await t.smtp!.waitFor(email, `join ${a.company.name}`);
    expect(linkIn(mail, '/join/')).toBe(`${TEST_ORIGIN}/join/${inv.code}`);
    expect(mail.text).toContain('Hello Nuria Soler');
    expect(mail.text).toContain(
      `A-admin Tester has invited you to join ${a.company.name} on Plantel as Baker.`,
    );

    const list = await a.admin.client.get<{ invitations: InvitationBody[] }>('/api/invitations');
    expect(list.body.invitations[0]).toMatchObject({ id: inv.id, status: 'active', code: inv.code });
    const after = await a.admin.client.get<{ seatsUsed: number; members: number }>('/api/invitations/seats');
    expect(after.body.seatsUsed).toBe(before.body.seatsUsed + 1);
    expect(after.body.members).toBe(before.body.members);
  });

  it('codes are distinct', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await invite(b)).code);
    expect(codes.size).toBe(5);
  });

  it('refuses a malformed e-mail, an empty position, missing fields and unknown ones; creates nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(invitations))[0]!.n;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Ana', email: 'not-an-email', position: 'Chef' }, 'Please enter a valid email address'],
      [{ name: 'Ana', email: 'ana@example.test', position: '   ' }, 'Position is required'],
      [{ email: 'ana@example.test', position: 'Chef' }, 'Name is required'],
      [{ name: 'Ana', email: 'ana@example.test', position: 'Chef', companyId: b.company.id }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await a.admin.client.post<{ error: { fields: { message: string }[] } }>(
        '/api/invitations',
        body,
      );
      expect(res.status).toBe(400);
      if (message) expect(res.body.error.fields.map((f) => f.message)).toContain(message);
    }
    expect((await t.db.select({ n: count() }).from(invitations))[0]!.n).toBe(before);
  });

  it('refuses a second active invitation for one address and inviting a current member', async () => {
    const email = freshEmail('twice');
    await invite(a, email);
    const again = await a.admin.client.post('/api/invitations', { name: 'N', email, position: 'P' });
    expect(again.status).toBe(409);
    const member = await a.admin.client.post('/api/invitations', {
      name: 'N',
      email: a.employee.email.toUpperCase(),
      position: 'P',
    });
    expect(member.status).toBe(409);
    expect(member.body).toMatchObject({ error: { message: expect.stringContaining('already a member') } });
  });

  it('another company can neither see nor delete the invitations (404, nothing changed)', async () => {
    const inv = await invite(a);
    const list = await b.admin.client.get<{ invitations: InvitationBody[] }>('/api/invitations');
    expect(list.body.invitations.map((i) => i.id)).not.toContain(inv.id);
    assertNoLeak(list.body, a);
    const del = await b.admin.client.delete(`/api/invitations/${inv.id}`);
    expect(del.status).toBe(404);
    assertNoLeak(del.body, a);
    expect(await invitationRow(inv.id)).toBeDefined();
    const seats = await b.admin.client.get('/api/invitations/seats');
    assertNoLeak(seats.body, a);
  });

  it('deleting an invitation stops its link', async () => {
    const inv = await invite(a);
    // The code is routed to its company by the global look-up (one shard on Citus), and retired with it.
    const route = () => t.db.select().from(invitationCodes).where(eq(invitationCodes.code, inv.code));
    expect(await route()).toEqual([{ code: inv.code, companyId: a.company.id }]);
    expect((await a.admin.client.delete(`/api/invitations/${inv.id}`)).status).toBe(200);
    expect(await route()).toEqual([]);
    expect((await validate(inv.code)).body).toMatchObject({ valid: false, reason: 'not_found' });
    expect((await a.admin.client.delete(`/api/invitations/${inv.id}`)).status).toBe(404);
  });
});

describe('validation of a code', () => {
  it('answers valid with the company, or why not: unknown, used, expired, deleted company', async () => {
    const inv = await invite(a);
    expect((await validate(inv.code)).body).toMatchObject({
      valid: true,
      company: { name: a.company.name },
      invitation: { inviteeName: 'Nuria Soler', inviteePosition: 'Baker' },
    });
    expect((await validate('NoSuchCodeNoSuchCode00')).body).toMatchObject({
      valid: false,
      reason: 'not_found',
      company: null,
    });
    await expire(inv.id);
    expect((await validate(inv.code)).body).toMatchObject({
      valid: false,
      reason: 'expired',
      error: 'This invitation has expired. Ask your company admin for a new one.',
    });
    const used = await invite(a);
    await t.db.update(invitations).set({ usedAt: new Date() }).where(eq(invitations.id, used.id));
    expect((await validate(used.code)).body).toMatchObject({ valid: false, reason: 'used' });

    const gone = await createTeam(t, 'Gone');
    const goneInv = await invite(gone);
    await t.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, gone.company.id));
    const res = await validate(goneInv.code);
    expect(res.body).toMatchObject({ valid: false, reason: 'not_found', company: null });
    expect(JSON.stringify(res.body)).not.toContain(gone.company.name);
  });

  it('refuses a malformed code with 400', async () => {
    expect((await validate('../../etc/passwd')).status).toBe(400);
  });

  it('a brute-force guesser from one address gets 429; another address still works', async () => {
    const guess = (remoteAddress: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/invitations/validate',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ code: `guess${i}guessguessguess` }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await guess('10.9.9.9', i)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await guess('10.9.9.10', 0)).statusCode).toBe(200);
  });
});

describe('accepting while signed in', () => {
  it('joins a person without company; refuses the wrong e-mail, a second use, and someone who has a company', async () => {
    const email = freshEmail('signed-in');
    const person = await createUser(t, { companyId: null, email });
    const stranger = await createUser(t, { companyId: null });
    const inv = await invite(b, email);

    const wrong = await stranger.client.post('/api/invitations/accept', { code: inv.code });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({
      error: {
        message: `This invitation is specifically for ${email}. Please use the correct email address.`,
      },
    });
    const hasCompany = await a.employee.client.post('/api/invitations/accept', { code: inv.code });
    expect(hasCompany.status).toBe(403); // not the invitee either
    expect((await person.client.post('/api/invitations/accept', { code: inv.code })).status).toBe(200);
    expect(await profileOf(email)).toMatchObject({ companyId: b.company.id, role: 'employee' });

    const twice = await person.client.post('/api/invitations/accept', { code: inv.code });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: { message: 'You already belong to a company.' } });
  });

  it('a member of a company cannot accept an open invitation (already belongs)', async () => {
    const inv = await invite(b);
    await t.db.update(invitations).set({ inviteeEmail: null }).where(eq(invitations.id, inv.id));
    const res = await a.manager.client.post('/api/invitations/accept', { code: inv.code });
    expect(res.status).toBe(409);
    expect((await invitationRow(inv.id)).usedAt).toBeNull();
  });

  it('refuses an expired, used or unknown code', async () => {
    const email = freshEmail('expired');
    const person = await createUser(t, { companyId: null, email });
    const inv = await invite(a, email);
    await expire(inv.id);
    const expired = await person.client.post('/api/invitations/accept', { code: inv.code });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({
      error: { message: 'This invitation has expired. Ask your company admin for a new one.' },
    });
    const unknown = await person.client.post('/api/invitations/accept', { code: 'NoSuchCodeNoSuchCode00' });
    expect(unknown.status).toBe(404);
    expect(await profileOf(email)).toMatchObject({ companyId: null });
  });

  it('10 parallel acceptances of one code by different people: exactly one member', async () => {
    const team = await createTeam(t, 'Race');
    const inv = await invite(team);
    // An invitation without invitee e-mail lets anyone holding the code try.
    await t.db.update(invitations).set({ inviteeEmail: null }).where(eq(invitations.id, inv.id));
    const people = await Promise.all(Array.from({ length: 10 }, () => createUser(t, { companyId: null })));
    const results = await Promise.all(
      people.map((p) => p.client.post('/api/invitations/accept', { code: inv.code })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 410)).toHaveLength(9);
    const joined = await t.db
      .select({ id: memberships.userId })
      .from(memberships)
      .where(
        and(
          eq(memberships.companyId, team.company.id),
          isNull(memberships.leftOn),
          eq(memberships.role, 'employee'),
        ),
      );
    expect(joined).toHaveLength(2); // the team's employee and the one winner
    expect((await invitationRow(inv.id)).usedBy).toBe(people[results.findIndex((r) => r.status === 200)]!.id);
  });

  it('10 parallel acceptances by the same person: joined once, one success', async () => {
    const email = freshEmail('eager');
    const person = await createUser(t, { companyId: null, email });
    const inv = await invite(a, email);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => person.client.post('/api/invitations/accept', { code: inv.code })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await profileOf(email)).toMatchObject({ companyId: a.company.id });
  });

  it('someone whose seat was removed can join again with a new invitation', async () => {
    const team = await createTeam(t, 'Back');
    await setCompanyOf(t, team.employee.id, null);
    const inv = await invite(team, team.employee.email);
    const client = await new TestClient(t.app).signIn(team.employee.email, TEST_PASSWORD);
    expect((await client.post('/api/invitations/accept', { code: inv.code })).status).toBe(200);
    expect((await client.get('/api/team')).status).toBe(200);
  });
});
