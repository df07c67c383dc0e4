import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userConsents } from '../../db/schema';
import {
  assertNoLeak,
  createTeam,
  createTwoCompanies,
  setCompanyOf,
  type TestTeam,
  type TestUser,
} from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

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

interface ConsentBody {
  consentType: string;
  consentGiven: boolean;
  consentVersion: string;
  consentDate: string;
  consentWithdrawnDate: string | null;
}

const rowsOf = (user: TestUser) =>
  t.db.select().from(userConsents).where(eq(userConsents.userId, user.id)).orderBy(userConsents.consentType);

const save = (user: TestUser, consents: { consentType: string; consentGiven: boolean }[]) =>
  user.client.put<{ message: string; consents: ConsentBody[] }>('/api/consents', { consents });

describe('access', () => {
  it('anonymous visitors can neither read nor save consents', async () => {
    expect((await t.anon.get('/api/consents')).status).toBe(401);
    const res = await t.anon.put('/api/consents', {
      consents: [{ consentType: 'analytics', consentGiven: true }],
    });
    expect(res.status).toBe(401);
  });

  it('employees, managers and admins each manage their own', async () => {
    for (const user of [a.employee, a.manager, a.admin]) {
      const list = await user.client.get<{ consents: unknown[] }>('/api/consents');
      expect(list.status).toBe(200);
      expect(list.body.consents).toEqual([]);
      const res = await save(user, [{ consentType: 'functional', consentGiven: true }]);
      expect(res.status).toBe(200);
    }
    await t.db.delete(userConsents);
  });

  it('a person whose seat was removed can still manage their consents (it is their data, not the company’s)', async () => {
    const gone = await createTeam(t, 'Gone');
    await setCompanyOf(t, gone.employee.id, null);
    const res = await save(gone.employee, [{ consentType: 'analytics', consentGiven: false }]);
    expect(res.status).toBe(200);
    expect((await gone.employee.client.get('/api/consents')).status).toBe(200);
  });
});

describe('grant and withdraw', () => {
  it('granting stores consent_given, version 1.0, the user agent and never the IP address', async () => {
    const res = await a.employee.client.request<{ message: string; consents: ConsentBody[] }>(
      'PUT',
      '/api/consents',
      { consents: [{ consentType: 'functional', consentGiven: true }] },
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0' },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Functional consent granted');
    expect(res.body.consents).toEqual([
      expect.objectContaining({ consentType: 'functional', consentGiven: true, consentVersion: '1.0' }),
    ]);
    const [row] = await rowsOf(a.employee);
    expect(row).toMatchObject({
      consentType: 'functional',
      consentGiven: true,
      consentVersion: '1.0',
      consentWithdrawnDate: null,
      ipAddress: null,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
    });
  });

  it('withdrawing records the withdrawal date and keeps the grant date; granting again clears it', async () => {
    const [before] = await rowsOf(a.employee);
    const res = await save(a.employee, [{ consentType: 'functional', consentGiven: false }]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Functional consent withdrawn');
    const [withdrawn] = await rowsOf(a.employee);
    expect(withdrawn!.consentGiven).toBe(false);
    expect(withdrawn!.consentWithdrawnDate).toBeInstanceOf(Date);
    expect(withdrawn!.consentDate).toEqual(before!.consentDate);
    expect(res.body.consents[0]!.consentWithdrawnDate).toBe(withdrawn!.consentWithdrawnDate!.toISOString());

    const again = await save(a.employee, [{ consentType: 'functional', consentGiven: true }]);
    expect(again.body.message).toBe('Functional consent granted');
    const [regranted] = await rowsOf(a.employee);
    expect(regranted!.consentGiven).toBe(true);
    expect(regranted!.consentWithdrawnDate).toBeNull();
    expect(regranted!.consentDate.getTime()).toBeGreaterThanOrEqual(before!.consentDate.getTime());
  });

  it('refusing a consent that was never given is recorded without a withdrawal date', async () => {
    const res = await save(a.manager, [{ consentType: 'marketing', consentGiven: false }]);
    expect(res.body.message).toBe('Marketing consent withdrawn');
    const [row] = await rowsOf(a.manager);
    expect(row).toMatchObject({ consentType: 'marketing', consentGiven: false, consentWithdrawnDate: null });
  });

  it('a cookie-banner choice saves the three categories at once; one row per type and version', async () => {
    const res = await save(a.admin, [
      { consentType: 'functional', consentGiven: true },
      { consentType: 'analytics', consentGiven: false },
      { consentType: 'marketing', consentGiven: false },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Cookie preferences saved');
    await save(a.admin, [
      { consentType: 'functional', consentGiven: true },
      { consentType: 'analytics', consentGiven: true },
      { consentType: 'marketing', consentGiven: true },
    ]);
    const rows = await rowsOf(a.admin);
    expect(rows.map((r) => [r.consentType, r.consentGiven])).toEqual([
      ['analytics', true],
      ['functional', true],
      ['marketing', true],
    ]);
  });

  it('lists the newest decision first', async () => {
    const user = (await createTeam(t, 'Order')).employee;
    await save(user, [{ consentType: 'analytics', consentGiven: true }]);
    await new Promise((r) => setTimeout(r, 5));
    await save(user, [{ consentType: 'marketing', consentGiven: true }]);
    const list = await user.client.get<{ consents: ConsentBody[] }>('/api/consents');
    expect(list.body.consents.map((c) => c.consentType)).toEqual(['marketing', 'analytics']);
  });

  it('concurrent saves of the same consent leave exactly one row', async () => {
    const user = (await createTeam(t, 'Race')).employee;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        save(user, [{ consentType: 'analytics', consentGiven: i % 2 === 0 }]),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const rows = await t.db
      .select()
      .from(userConsents)
      .where(and(eq(userConsents.userId, user.id), eq(userConsents.consentType, 'analytics')));
    expect(rows).toHaveLength(1);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown type', { consents: [{ consentType: 'essential', consentGiven: false }] }],
    ['no consents', { consents: [] }],
    [
      'the same type twice',
      {
        consents: [
          { consentType: 'analytics', consentGiven: true },
          { consentType: 'analytics', consentGiven: false },
        ],
      },
    ],
    ['a string instead of a boolean', { consents: [{ consentType: 'analytics', consentGiven: 'yes' }] }],
    [
      'another version',
      { consents: [{ consentType: 'analytics', consentGiven: true, consentVersion: '0.9' }] },
    ],
    [
      'a user id',
      {
        userId: '00000000-0000-4000-8000-000000000000',
        consents: [{ consentType: 'analytics', consentGiven: true }],
      },
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    const user = b.employee;
    const before = await rowsOf(user);
    const res = await user.client.put('/api/consents', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(await rowsOf(user)).toEqual(before);
  });
});

describe('nobody reads or changes another person’s consents', () => {
  it('each person sees only their own, within and across companies', async () => {
    await save(a.employee, [{ consentType: 'marketing', consentGiven: true }]);
    const victim = await rowsOf(a.employee);
    for (const other of [a.manager, b.admin, b.employee]) {
      const list = await other.client.get<{ consents: ConsentBody[] }>('/api/consents');
      expect(list.status).toBe(200);
      if (other !== a.manager) assertNoLeak(list.body, a);
      const own = await rowsOf(other);
      expect(list.body.consents.map((c) => [c.consentType, c.consentGiven]).sort()).toEqual(
        own.map((r) => [r.consentType, r.consentGiven]).sort(),
      );
      const saved = await save(other, [{ consentType: 'marketing', consentGiven: false }]);
      expect(saved.status).toBe(200);
    }
    expect(await rowsOf(a.employee)).toEqual(victim);
  });

  it('a user id in the body cannot redirect the write to someone else', async () => {
    const victim = await rowsOf(a.employee);
    const res = await b.admin.client.put('/api/consents', {
      userId: a.employee.id,
      consents: [{ consentType: 'functional', consentGiven: false }],
    });
    expect(res.status).toBe(400);
    expect(await rowsOf(a.employee)).toEqual(victim);
  });
});
