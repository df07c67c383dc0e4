import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions, users } from '../../db/schema';
import { translate } from '../../i18n/i18n';
import {
  assertNoLeak,
  createTeam,
  createTwoCompanies,
  setCompanyOf,
  TEST_PASSWORD,
  type TestTeam,
  type TestUser,
} from '../../test/factories';
import { createTestContext, TEST_ORIGIN, TestClient, type TestContext } from '../../test/harness';

let t: TestContext;
let a: TestTeam;
let b: TestTeam;
beforeAll(async () => {
  t = await createTestContext();
  ({ a, b } = await createTwoCompanies(t));
});
afterAll(async () => {
  await t?.close();
});

const profileOf = async (user: TestUser) => {
  const [row] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
  return row!;
};

/** Uploads one file as multipart/form-data, like the browser's FormData. */
async function upload(client: TestClient, file: { name: string; type: string; body: Buffer }) {
  const boundary = `----plantel${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    headers: {
      ...(client.cookie ? { cookie: client.cookie } : {}),
      origin: TEST_ORIGIN,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as { message?: string; avatarUrl?: string; error?: { code: string; message: string } },
  };
}

const jpeg = (width: number, height: number, opts: { gps?: boolean; quality?: number } = {}) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .jpeg({ quality: opts.quality ?? 80 })
    .withExif(
      opts.gps
        ? { IFD0: { Copyright: 'Ana' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 23/1 0/1' } }
        : {},
    )
    .toBuffer();

const storedAvatars = (companyId: string) => {
  try {
    return readdirSync(path.join(t.config.dataDir, 'uploads', 'companies', companyId, 'avatars'));
  } catch {
    return [];
  }
};

describe('PATCH /api/profile (own name)', () => {
  it('anonymous gets 401; a person without company gets 403', async () => {
    expect((await t.anon.patch('/api/profile', { firstName: 'A', lastName: 'B' })).status).toBe(401);
    const gone = await createTeam(t, 'Gone');
    await setCompanyOf(t, gone.employee.id, null);
    const res = await gone.employee.client.patch('/api/profile', { firstName: 'A', lastName: 'B' });
    expect(res.status).toBe(403);
    expect((await profileOf(gone.employee)).firstName).toBe(gone.employee.firstName);
  });

  it('employee, manager and admin each change their own name, trimmed, with the spec message', async () => {
    for (const user of [a.employee, a.manager, a.admin]) {
      const res = await user.client.patch<{
        message: string;
        profile: { firstName: string; lastName: string };
      }>('/api/profile', { firstName: `  Núria ${user.role} `, lastName: ' Puig i Ferrer ' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Profile updated successfully');
      expect(res.body.profile).toMatchObject({ firstName: `Núria ${user.role}`, lastName: 'Puig i Ferrer' });
      expect(await profileOf(user)).toMatchObject({
        firstName: `Núria ${user.role}`,
        lastName: 'Puig i Ferrer',
      });
    }
    // The account name used in e-mail greetings follows.
    const [u] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, a.admin.id));
    expect(u!.name).toBe('Núria admin Puig i Ferrer');
  });

  it('stores HTML in names as plain text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const res = await b.manager.client.patch('/api/profile', { firstName: name, lastName: 'Tester' });
    expect(res.status).toBe(200);
    expect((await profileOf(b.manager)).firstName).toBe(name);
  });

  it.each([
    [
      'a first name over 100 characters',
      { firstName: 'x'.repeat(101), lastName: 'Ok' },
      'First name must be at most 100 characters',
    ],
    [
      'a last name over 100 characters',
      { firstName: 'Ok', lastName: 'y'.repeat(101) },
      'Last name must be at most 100 characters',
    ],
    ['an empty first name', { firstName: '   ', lastName: 'Ok' }, 'First name is required'],
    ['a missing last name', { firstName: 'Ok' }, 'Last name is required'],
  ])('refuses %s with the message and changes nothing', async (_label, body, message) => {
    const before = await profileOf(b.employee);
    const res = await b.employee.client.patch('/api/profile', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: [expect.objectContaining({ message })] },
    });
    expect(await profileOf(b.employee)).toEqual(before);
  });

  it('refuses to change the e-mail, role, company or someone else’s id (mass assignment)', async () => {
    const before = await profileOf(b.employee);
    for (const extra of [
      { email: 'new@example.com' },
      { role: 'admin' },
      { companyId: a.company.id },
      { id: a.employee.id },
    ]) {
      const res = await b.employee.client.patch('/api/profile', { firstName: 'X', lastName: 'Y', ...extra });
      expect(res.status).toBe(400);
    }
    expect(await profileOf(b.employee)).toEqual(before);
    expect((await profileOf(a.employee)).firstName).not.toBe('X');
  });

  it('company B’s people change only their own profile, never company A’s', async () => {
    const victims = await Promise.all([a.admin, a.manager, a.employee].map(profileOf));
    for (const attacker of [b.admin, b.manager, b.employee]) {
      const res = await attacker.client.patch('/api/profile', { firstName: 'Intruder', lastName: 'Tester' });
      expect(res.status).toBe(200);
      assertNoLeak(res.body, a);
    }
    expect(await Promise.all([a.admin, a.manager, a.employee].map(profileOf))).toEqual(victims);
  });
});

describe('POST /api/profile/avatar', () => {
  let first: string;

  it('stores a 256 px WebP without metadata under a server-chosen name, and anyone in the company can see it', async () => {
    const res = await upload(a.employee.client, {
      name: 'me at the beach.jpg',
      type: 'image/jpeg',
      body: await jpeg(1200, 900, { gps: true }),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile picture updated successfully');
    first = res.body.avatarUrl!;
    expect(first).toMatch(new RegExp(`^/api/files/companies/${a.company.id}/avatars/[A-Za-z0-9_-]+\\.webp$`));
    expect(first).not.toContain('beach');
    expect((await profileOf(a.employee)).avatarUrl).toBe(first);

    const file = await a.manager.client.get(first);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.raw.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(meta.exif).toBeUndefined();
  });

  it('another company cannot see the photo; a second upload replaces the first and deletes its file', async () => {
    expect((await b.admin.client.get(first)).status).toBe(404);
    expect((await t.anon.get(first)).status).toBe(401);

    const res = await upload(a.employee.client, {
      name: 'new.png',
      type: 'image/png',
      body: await sharp({ create: { width: 300, height: 500, channels: 4, background: '#08f' } })
        .png()
        .toBuffer(),
    });
    expect(res.status).toBe(200);
    expect(res.body.avatarUrl).not.toBe(first);
    expect((await profileOf(a.employee)).avatarUrl).toBe(res.body.avatarUrl);
    expect((await a.employee.client.get(first)).status).toBe(404);
    expect((await a.employee.client.get(res.body.avatarUrl!)).status).toBe(200);
    expect(storedAvatars(a.company.id)).toHaveLength(1);
  });

  it('resizes a 40-megapixel photo', async () => {
    const big = await jpeg(7745, 5164, { quality: 10 });
    expect(big.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(a.manager.client, { name: 'big.jpg', type: 'image/jpeg', body: big });
    expect(res.status).toBe(200);
    const file = await a.manager.client.get(res.body.avatarUrl!);
    const meta = await sharp(file.raw.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
  });

  it.each([
    [
      'a text file renamed to .png',
      { name: 'photo.png', type: 'image/png', body: Buffer.from('just some text, not an image') },
      400,
      'Please select an image file',
    ],
    [
      'an SVG with script',
      {
        name: 'avatar.svg',
        type: 'image/svg+xml',
        body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      400,
      'Please select an image file',
    ],
    [
      'a 2.1 MB photo',
      { name: 'huge.jpg', type: 'image/jpeg', body: 'big' as unknown as Buffer },
      413,
      'File size must be less than 2MB',
    ],
    [
      'an HTML page',
      { name: 'x.jpg', type: 'image/jpeg', body: Buffer.from('<!doctype html><script>alert(1)</script>') },
      400,
      'Please select an image file',
    ],
  ])('refuses %s with the spec message, keeping the current photo', async (_label, file, status, message) => {
    const body =
      (file.body as unknown) === 'big'
        ? Buffer.concat([await jpeg(64, 64), Buffer.alloc(2.1 * 1024 * 1024)])
        : file.body;
    const before = await profileOf(a.employee);
    const files = storedAvatars(a.company.id);
    const res = await upload(a.employee.client, { ...file, body });
    expect(res.status).toBe(status);
    expect(res.body.error?.message).toBe(message);
    expect(await profileOf(a.employee)).toEqual(before);
    expect(storedAvatars(a.company.id)).toEqual(files);
  });

  it('refuses a request without a file, and one that is not multipart', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: {
        cookie: a.admin.client.cookie!,
        origin: TEST_ORIGIN,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { message: 'Please select an image file' } });
    const json = await a.admin.client.post('/api/profile/avatar', { file: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(415);
  });

  it('anonymous gets 401 and a person without company 403; nothing is stored', async () => {
    const body = await jpeg(50, 50);
    expect((await upload(t.anon, { name: 'a.jpg', type: 'image/jpeg', body })).status).toBe(401);
    const gone = await createTeam(t, 'NoSeat');
    await setCompanyOf(t, gone.employee.id, null);
    expect((await upload(gone.employee.client, { name: 'a.jpg', type: 'image/jpeg', body })).status).toBe(
      403,
    );
    expect(storedAvatars(gone.company.id)).toEqual([]);
  });

  it('company B’s upload goes to B’s storage and changes nothing of company A', async () => {
    const victims = await Promise.all([a.admin, a.manager, a.employee].map(profileOf));
    const res = await upload(b.admin.client, { name: 'b.jpg', type: 'image/jpeg', body: await jpeg(80, 80) });
    expect(res.status).toBe(200);
    expect(res.body.avatarUrl).toContain(`/companies/${b.company.id}/avatars/`);
    assertNoLeak(res.body, a);
    expect(await Promise.all([a.admin, a.manager, a.employee].map(profileOf))).toEqual(victims);
  });
});

describe('sessions (devices)', () => {
  interface SessionBody {
    id: string;
    current: boolean;
    userAgent: string | null;
    ipAddress: string | null;
  }
  const list = (client: TestClient) => client.get<{ sessions: SessionBody[] }>('/api/profile/sessions');

  it('lists the person’s own devices, marks the current one and never exposes tokens', async () => {
    const user = (await createTeam(t, 'Devices')).employee;
    const laptop = new TestClient(t.app);
    await laptop.request(
      'POST',
      '/api/auth/sign-in/email',
      { email: user.email, password: TEST_PASSWORD },
      { 'user-agent': 'Laptop Browser/2.0', 'x-forwarded-for': '203.0.113.9' },
    );
    const res = await list(user.client);
    expect(res.status).toBe(200);
    expect(res.body.sessions).toHaveLength(2);
    expect(res.body.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(res.body.sessions.find((s) => !s.current)!.userAgent).toBe('Laptop Browser/2.0');
    // The address is the connection's (TRUST_PROXY is off), never a header the client made up.
    expect(res.body.sessions.map((s) => s.ipAddress)).toEqual(['127.0.0.1', '127.0.0.1']);
    const tokens = await t.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    for (const { token } of tokens) expect(JSON.stringify(res.body)).not.toContain(token);

    // Signing the laptop out ends its session at once.
    const other = res.body.sessions.find((s) => !s.current)!;
    const revoked = await user.client.delete<{ message: string }>(`/api/profile/sessions/${other.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe('Session signed out');
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await list(user.client)).body.sessions).toHaveLength(1);

    // The current session ends with Sign Out, not here.
    const current = (await list(user.client)).body.sessions[0]!;
    expect((await user.client.delete(`/api/profile/sessions/${current.id}`)).status).toBe(400);
    expect((await user.client.get('/api/me')).status).toBe(200);
  });

  it('nobody lists or ends someone else’s sessions (same or other company)', async () => {
    const victimSessions = (await list(a.employee.client)).body.sessions;
    expect(victimSessions.length).toBeGreaterThan(0);
    for (const attacker of [a.admin, b.admin]) {
      const mine = await list(attacker.client);
      expect(mine.body.sessions.map((s) => s.id)).not.toContain(victimSessions[0]!.id);
      assertNoLeak(mine.body, attacker === b.admin ? a : b);
      const res = await attacker.client.delete(`/api/profile/sessions/${victimSessions[0]!.id}`);
      expect(res.status).toBe(404);
    }
    expect((await a.employee.client.get('/api/me')).status).toBe(200);
    expect((await t.anon.get('/api/profile/sessions')).status).toBe(401);
    expect((await a.admin.client.delete('/api/profile/sessions/not-a-uuid')).status).toBe(400);
  });

  it('changing the password signs the other devices out and keeps this one signed in', async () => {
    const user = (await createTeam(t, 'Password')).manager;
    const phone = new TestClient(t.app);
    await phone.signIn(user.email, TEST_PASSWORD);

    const weak = await user.client.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'password1',
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      error: {
        message: 'This password is too common. Please choose a less predictable one.',
        reason: 'WEAK_PASSWORD',
      },
    });
    // better-auth's hook can only throw English: the route writes our refusal in the requester's language.
    const weakInSpanish = await user.client.request<{ error: { message: string } }>(
      'POST',
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'password1' },
      { 'accept-language': 'es' },
    );
    expect(weakInSpanish.body.error.message).toBe(
      translate('es', {
        id: 'errors.password.tooCommon',
        message: 'This password is too common. Please choose a less predictable one.',
      }),
    );
    expect(weakInSpanish.body.error.message).not.toContain('too common');
    expect((await phone.get('/api/me')).status).toBe(200);

    const wrong = await user.client.post('/api/auth/change-password', {
      currentPassword: 'not my password',
      newPassword: 'a brand new passphrase',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { message: 'Invalid password' } });

    const ok = await user.client.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(ok.status).toBe(200);
    expect(JSON.stringify(ok.body)).not.toMatch(/"token"/);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await user.client.get('/api/me')).status).toBe(200);
    expect((await list(user.client)).body.sessions).toHaveLength(1);
  });
});

describe('language', () => {
  it('is chosen by the person for themselves only; null follows the company again', async () => {
    const put = (user: TestUser, language: string | null) =>
      user.client.put('/api/profile/language', { language });
    const res = await put(a.employee, 'nl');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ language: 'nl' });
    expect((await profileOf(a.employee)).language).toBe('nl');
    expect((await profileOf(a.manager)).language).toBeNull();
    expect((await a.employee.client.get('/api/me')).body).toMatchObject({ profile: { language: 'nl' } });

    expect((await put(a.employee, null)).status).toBe(200);
    expect((await profileOf(a.employee)).language).toBeNull();
    expect((await put(a.employee, 'xx')).status).toBe(400);
    expect((await t.anon.put('/api/profile/language', { language: 'es' })).status).toBe(401);
  });
});
