import { existsSync } from 'node:fs';
import path from 'node:path';
import { todayIn, yearOf } from '@domain/calendar';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingCheckouts,
  billingCustomers,
  billingEvents,
  billingInvoices,
  companies,
  invitations,
  sessions,
  subscriptions,
  users,
} from '../../db/schema';
import { keyFromUrl } from '../../platform/storage';
import { subscribeInSandbox } from '../../test/billing';
import {
  assertNoLeak,
  createTeam,
  createTwoCompanies,
  createUser,
  setCompanyOf,
  TEST_PASSWORD,
  type TestTeam,
} from '../../test/factories';
import { createTestContext, TEST_ORIGIN, TestClient, type TestContext } from '../../test/harness';
import { PURGE_AFTER_DAYS, PURGE_QUEUE, purgeDeletedCompanies } from './company.service';

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

const png = (w = 400, h = 300) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .png()
    .toBuffer();

/** A multipart/form-data request with one file, as a browser's FormData sends it. */
function upload(client: TestClient, url: string, file: Buffer, filename = 'logo.png', type = 'image/png') {
  const boundary = '----plantel-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app
    .inject({
      method: 'POST',
      url,
      headers: {
        ...(client.cookie ? { cookie: client.cookie } : {}),
        origin: TEST_ORIGIN,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    })
    .then((res) => ({ status: res.statusCode, body: res.json() as Record<string, unknown> }));
}

const companyRow = async (id: string) => (await t.db.select().from(companies).where(eq(companies.id, id)))[0];

describe('who may call what', () => {
  it('anonymous 401, employee and manager 403, admin allowed', async () => {
    const logo = await png();
    const calls: Array<[string, (c: TestClient) => Promise<{ status: number }>, number]> = [
      ['read', (c) => c.get('/api/company'), 200],
      ['update', (c) => c.patch('/api/company', { name: a.company.name, defaultHolidayAllowance: 25 }), 200],
      ['logo', (c) => upload(c, '/api/company/logo', logo), 200],
      ['delete', (c) => c.delete('/api/company', { confirmation: 'nope' }), 400],
    ];
    for (const [name, call, ok] of calls) {
      const statuses = [];
      for (const c of [t.anon, a.employee.client, a.manager.client, a.admin.client])
        statuses.push((await call(c)).status);
      expect(statuses, name).toEqual([401, 403, 403, ok]);
    }
  });
});

describe('settings', () => {
  it('reads the company with its member count and the data-protection contact', async () => {
    const res = await a.admin.client.get('/api/company');
    expect(res.body).toMatchObject({
      id: a.company.id,
      name: a.company.name,
      defaultHolidayAllowance: 25,
      memberCount: 3,
      dataProtectionEmail: 'support@plantel.app',
    });
    assertNoLeak((await b.admin.client.get('/api/company')).body, a);
  });

  it('saves a trimmed name and the default allowance, only for the admin’s own company', async () => {
    const res = await b.admin.client.patch('/api/company', {
      name: '  Forn Nou  ',
      defaultHolidayAllowance: 30,
    });
    expect(res.status).toBe(200);
    const year = yearOf(todayIn('Europe/Madrid'));
    expect(res.body).toMatchObject({
      name: 'Forn Nou',
      defaultHolidayAllowance: 30,
      defaultHolidayAllowanceYear: year,
    });
    expect(await companyRow(a.company.id)).toMatchObject({ name: a.company.name });
    expect((await a.admin.client.get('/api/company')).body).toMatchObject({ defaultHolidayAllowance: 25 });
    b.company.name = 'Forn Nou';
    // The new default applies from this year on: last year's allowance of a member on the default stays 25.
    const allowance = async (y: number) =>
      (await b.employee.client.get<{ totalAllowance: number }>(`/api/absences/allowance?year=${y}`)).body;
    expect(await allowance(year - 1)).toMatchObject({ totalAllowance: 25 });
    expect(await allowance(year)).toMatchObject({ totalAllowance: 30 });
    expect(await allowance(year + 1)).toMatchObject({ totalAllowance: 30 });
  });

  it('refuses a blank name, an allowance outside 0–365 or not whole, and unknown fields; nothing changes', async () => {
    const before = await companyRow(a.company.id);
    const cases: Array<[Record<string, unknown>, string | null]> = [
      [{ name: '   ', defaultHolidayAllowance: 25 }, 'Company name is required'],
      [{ name: 'X', defaultHolidayAllowance: 366 }, 'Default holiday allowance must be between 0 and 365'],
      [{ name: 'X', defaultHolidayAllowance: -1 }, 'Default holiday allowance must be between 0 and 365'],
      [{ name: 'X', defaultHolidayAllowance: 2.5 }, 'Default holiday allowance must be a whole number'],
      [{ name: 'X', defaultHolidayAllowance: '25' }, null],
      [{ name: 'X', defaultHolidayAllowance: 25, logoUrl: 'https://evil.example/x.png' }, null],
      [{ name: 'X', defaultHolidayAllowance: 25, id: b.company.id }, null],
    ];
    for (const [body, message] of cases) {
      const res = await a.admin.client.patch<{ error: { fields: { message: string }[] } }>(
        '/api/company',
        body,
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body.error.fields.map((f) => f.message)).toContain(message);
    }
    expect(await companyRow(a.company.id)).toEqual(before);
  });
});

describe('language', () => {
  it("is the admin's to set; members who chose none follow it, one who chose keeps theirs", async () => {
    // (Test companies speak English unless a test says otherwise: server/test/factories.ts.)
    expect((await a.admin.client.get('/api/company')).body).toMatchObject({ language: 'en' });
    expect((await a.employee.client.put('/api/company/language', { language: 'fr' })).status).toBe(403);
    expect((await a.manager.client.put('/api/profile/language', { language: 'ca' })).status).toBe(200);

    const res = await a.admin.client.put('/api/company/language', { language: 'de' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ language: 'de' });
    const meOf = async (c: TestClient) =>
      (await c.get<{ profile: { language: string | null }; company: { language: string } }>('/api/me')).body;
    expect(await meOf(a.employee.client)).toMatchObject({
      profile: { language: null },
      company: { language: 'de' },
    });
    expect(await meOf(a.manager.client)).toMatchObject({
      profile: { language: 'ca' },
      company: { language: 'de' },
    });
    // Company B is untouched.
    expect((await b.admin.client.get('/api/company')).body).toMatchObject({ language: 'en' });
    // Back to English for the tests below, which read the server's messages in English.
    expect((await a.admin.client.put('/api/company/language', { language: 'en' })).status).toBe(200);
    expect((await a.manager.client.put('/api/profile/language', { language: null })).status).toBe(200);
  });

  it('refuses a language we do not offer', async () => {
    const res = await a.admin.client.put('/api/company/language', { language: 'pt' });
    expect(res.status).toBe(400);
    expect((await companyRow(a.company.id))?.language).not.toBe('pt');
  });
});

describe('logo', () => {
  it('stores a resized WebP without the original bytes, served only to the company, and replaces the old file', async () => {
    const first = await upload(a.admin.client, '/api/company/logo', await png(1600, 900));
    expect(first.status).toBe(200);
    const firstUrl = String(first.body.logoUrl);
    expect(firstUrl).toMatch(new RegExp(`^/api/files/companies/${a.company.id}/logos/[\\w-]+\\.webp$`));
    const file = await a.employee.client.get(firstUrl);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.raw.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(512);
    expect((await b.admin.client.get(firstUrl)).status).toBe(404);
    expect((await a.admin.client.get<{ logoUrl: string }>('/api/company')).body.logoUrl).toBe(firstUrl);

    const second = await upload(a.admin.client, '/api/company/logo', await png());
    expect(second.status).toBe(200);
    expect(await t.app.storage.get(keyFromUrl(firstUrl)!)).toBeNull();
  });

  it('refuses a file that is not an image (by content) and one over 2 MB; the logo stays', async () => {
    const before = (await companyRow(a.company.id))!.logoUrl;
    const fake = await upload(
      a.admin.client,
      '/api/company/logo',
      Buffer.from('<svg onload=alert(1)>'),
      'x.png',
    );
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ error: { message: 'Please select an image file' } });
    const big = await upload(a.admin.client, '/api/company/logo', Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    expect(big.status).toBe(413);
    expect((await companyRow(a.company.id))!.logoUrl).toBe(before);
  });
});

describe('deleting the company', () => {
  it("refuses anything but exactly 'DELETE COMPANY'", async () => {
    for (const confirmation of ['delete company', 'DELETE  COMPANY', ' DELETE COMPANY', '']) {
      const res = await a.admin.client.delete('/api/company', { confirmation });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: { fields: [{ message: "Please type 'DELETE COMPANY' to confirm" }] },
      });
    }
    expect((await companyRow(a.company.id))!.deletedAt).toBeNull();
  });

  it('signs everyone out, makes the data unreachable at once, and the purge removes it after the grace period', async () => {
    const team = await createTeam(t, 'Doomed');
    const otherSession = await new TestClient(t.app).signIn(team.employee.email, TEST_PASSWORD);
    const logo = await upload(team.admin.client, '/api/company/logo', await png());
    // A paid plan must be cancelled before the company can go; its billing rows go with the purge.
    await subscribeInSandbox(team.admin.client, 5);
    const invite = await team.admin.client.post<{ id: string; code: string }>('/api/invitations', {
      name: 'Late Joiner',
      email: 'late-joiner@example.test',
      position: 'Cook',
    });
    // Someone who left earlier keeps their account; the purge leaves it alone.
    const leaver = await createUser(t, { companyId: team.company.id });
    await setCompanyOf(t, leaver.id, null);

    const renewing = await team.admin.client.delete('/api/company', { confirmation: 'DELETE COMPANY' });
    expect(renewing.status).toBe(409);
    expect(renewing.body).toMatchObject({
      error: { message: 'Cancel the company subscription before deleting the company.' },
    });
    expect((await team.admin.client.post('/api/billing/subscription/cancel')).status).toBe(200);
    const res = await team.admin.client.delete('/api/company', { confirmation: 'DELETE COMPANY' });
    expect(res.status).toBe(200);
    for (const c of [team.admin.client, team.manager.client, team.employee.client, otherSession]) {
      expect((await c.get('/api/me')).status).toBe(401);
    }
    const memberIds = [team.admin.id, team.manager.id, team.employee.id];
    expect(await t.db.select().from(sessions).where(inArray(sessions.userId, memberIds))).toHaveLength(0);
    expect((await t.anon.post('/api/invitations/validate', { code: invite.body.code })).body).toMatchObject({
      valid: false,
      reason: 'not_found',
    });
    const back = await new TestClient(t.app).signIn(team.admin.email, TEST_PASSWORD);
    expect((await back.get('/api/company')).body).toMatchObject({ error: { code: 'NO_COMPANY' } });
    expect((await back.get<{ company: null }>('/api/me')).body.company).toBeNull();
    // Other companies are untouched.
    expect((await a.admin.client.get('/api/company')).status).toBe(200);

    const deps = { db: t.db, storage: t.app.storage, dataProtectionEmail: 'x@example.test', log: t.app.log };
    const logoKey = keyFromUrl(String(logo.body.logoUrl))!;
    await purgeDeletedCompanies(deps, new Date(Date.now() + (PURGE_AFTER_DAYS - 1) * 24 * 3600 * 1000));
    expect(await companyRow(team.company.id)).toBeDefined();

    const result = await purgeDeletedCompanies(
      deps,
      new Date(Date.now() + (PURGE_AFTER_DAYS + 1) * 24 * 3600 * 1000),
    );
    expect(result.purged).toBe(1);
    expect(await companyRow(team.company.id)).toBeUndefined();
    expect(await t.db.select().from(users).where(inArray(users.id, memberIds))).toHaveLength(0);
    expect(await t.db.select().from(invitations).where(eq(invitations.id, invite.body.id))).toHaveLength(0);
    for (const table of [subscriptions, billingInvoices, billingEvents, billingCheckouts, billingCustomers]) {
      expect(await t.db.select().from(table).where(eq(table.companyId, team.company.id))).toHaveLength(0);
    }
    expect(await t.app.storage.get(logoKey)).toBeNull();
    expect(existsSync(path.join(t.config.dataDir, 'uploads', 'companies', team.company.id))).toBe(false);
    expect(await t.db.select().from(users).where(eq(users.id, leaver.id))).toHaveLength(1);
    expect((await a.admin.client.get('/api/company')).status).toBe(200);
  });

  it('the purge runs as a daily scheduled job', async () => {
    const rows = await t.db.execute<{ cron: string }>(
      sql`select cron from pgboss.schedule where name = ${PURGE_QUEUE}`,
    );
    expect(rows.rows).toEqual([{ cron: '17 3 * * *' }]);
  });
});
