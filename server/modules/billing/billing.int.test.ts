import type { SubscriptionStatusResponse } from '@domain/contracts/billing';
import { formatterFor } from '@domain/i18n/format';
import { and, count, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  billingCheckouts,
  billingEvents,
  billingInvoices,
  invitations,
  memberships,
  rateLimits,
  subscriptions,
  users,
} from '../../db/schema';
import { subscribeInSandbox } from '../../test/billing';
import {
  assertNoLeak,
  createCompany,
  createTwoCompanies,
  createUser,
  type TestTeam,
  type TestUser,
} from '../../test/factories';
import { createTestContext, TEST_ORIGIN, TestClient, type TestContext } from '../../test/harness';
import { SANDBOX_CLOCK_QUEUE } from './jobs.service';

let t: TestContext;
let a: TestTeam;
let b: TestTeam;
beforeAll(async () => {
  t = await createTestContext({ smtp: true });
  ({ a, b } = await createTwoCompanies(t));
});
afterAll(async () => {
  await t?.close();
});
// Factories sign every user in from one address; the sign-in limit is tested in the accounts module.
beforeEach(async () => {
  await t.db.delete(rateLimits).where(like(rateLimits.key, 'sign-in%'));
});

type Status = SubscriptionStatusResponse;
interface ErrorBody {
  error: { code: string; message: string; fields?: { field: string; message: string }[] };
}

let n = 0;
const freshEmail = (label: string) => `${label}-${Date.now().toString(36)}-${n++}@example.test`;

/** A company with only its admin: the free plan has one seat left. */
async function soloCompany(label: string): Promise<{ companyId: string; admin: TestUser }> {
  const company = await createCompany(t, { name: `Solo ${label} ${n++}` });
  const admin = await createUser(t, { companyId: company.id, role: 'admin', firstName: label });
  return { companyId: company.id, admin };
}

const status = async (client: TestClient) => (await client.get<Status>('/api/billing/subscription')).body;
const invite = (client: TestClient, email = freshEmail('invitee')) =>
  client.post<{ id: string; code: string } & ErrorBody>('/api/invitations', {
    name: 'Nuria Soler',
    email,
    position: 'Baker',
  });
const subscriptionsOf = (companyId: string) =>
  t.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
const invoicesOf = (companyId: string) =>
  t.db.select().from(billingInvoices).where(eq(billingInvoices.companyId, companyId));
const checkoutsOf = (companyId: string) =>
  t.db.select().from(billingCheckouts).where(eq(billingCheckouts.companyId, companyId));

describe('who may call what', () => {
  it('every billing route: anonymous 401, employee and manager 403, admin gets through', async () => {
    const checkout = await a.admin.client.post<{ checkoutId: string }>('/api/billing/checkout', {
      teamSize: 5,
    });
    expect(checkout.status).toBe(201);
    const id = checkout.body.checkoutId;
    const calls: Array<[string, (c: TestClient) => Promise<{ status: number }>]> = [
      ['status', (c) => c.get('/api/billing/subscription')],
      ['refresh', (c) => c.post('/api/billing/subscription/refresh')],
      ['checkout', (c) => c.post('/api/billing/checkout', { teamSize: 5 })],
      ['update', (c) => c.patch('/api/billing/subscription', { desiredTeamSize: 5 })],
      ['cancel', (c) => c.post('/api/billing/subscription/cancel')],
      ['portal', (c) => c.post('/api/billing/portal', {})],
      ['invoices', (c) => c.get('/api/billing/invoices')],
      ['sandbox checkout', (c) => c.get(`/api/billing/sandbox/checkouts/${id}`)],
      ['sandbox cancel', (c) => c.post(`/api/billing/sandbox/checkouts/${id}/cancel`)],
      ['sandbox pay', (c) => c.post(`/api/billing/sandbox/checkouts/${id}/pay`)],
      ['sandbox renewal', (c) => c.post('/api/billing/sandbox/renewal', { outcome: 'paid' })],
    ];
    for (const [name, call] of calls) {
      const statuses = [];
      for (const c of [t.anon, a.employee.client, a.manager.client]) statuses.push((await call(c)).status);
      expect(statuses, name).toEqual([401, 403, 403]);
      expect([401, 403], name).not.toContain((await call(a.admin.client)).status);
    }
    const denied = await a.employee.client.get<ErrorBody>('/api/billing/subscription');
    expect(denied.body.error.message).toBe('Access denied. Admin privileges required.');
  });

  it("another company's admin gets 404 on a checkout and changes nothing; statuses never leak", async () => {
    const solo = await soloCompany('Victim');
    const checkout = await solo.admin.client.post<{ checkoutId: string }>('/api/billing/checkout', {
      teamSize: 3,
    });
    const id = checkout.body.checkoutId;
    for (const call of [
      () => b.admin.client.get(`/api/billing/sandbox/checkouts/${id}`),
      () => b.admin.client.post(`/api/billing/sandbox/checkouts/${id}/pay`),
      () => b.admin.client.post(`/api/billing/sandbox/checkouts/${id}/cancel`),
    ]) {
      const res = await call();
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(solo.companyId);
    }
    expect((await checkoutsOf(solo.companyId))[0]).toMatchObject({ status: 'open' });
    expect(await subscriptionsOf(b.company.id)).toHaveLength(0);
    expect(await subscriptionsOf(solo.companyId)).toHaveLength(0);
    for (const path of ['/api/billing/subscription', '/api/billing/invoices']) {
      assertNoLeak((await b.admin.client.get(path)).body, a);
    }
    // The checkout still works for its own company.
    expect((await solo.admin.client.post(`/api/billing/sandbox/checkouts/${id}/pay`)).status).toBe(200);
    expect((await status(b.admin.client)).subscribed).toBe(false);
  });

  it('the Stripe webhook does not exist with the sandbox', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('free plan and seat limits', () => {
  it('a company of one is on the free plan with one seat left; the 2nd member is free, the 3rd needs payment', async () => {
    const solo = await soloCompany('Free');
    expect(await status(solo.admin.client)).toMatchObject({
      billingEnabled: true,
      state: 'none',
      subscribed: false,
      isFreePlan: true,
      teamSize: 1,
      seatsPaid: 2,
      seatsUsed: 1,
      seatsRemaining: 1,
      monthlyPrice: 0,
      subscriptionEnd: null,
      requiresPayment: false,
      canManageBilling: false,
    });
    expect((await invite(solo.admin.client)).status).toBe(201);
    const refused = await invite(solo.admin.client);
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({ code: 'SEAT_LIMIT' });
    expect(refused.body.error.message).toContain('team size limit');
    const [{ n: created }] = (await t.db
      .select({ n: count() })
      .from(invitations)
      .where(eq(invitations.companyId, solo.companyId))) as [{ n: number }];
    expect(created).toBe(1);
    expect(await status(solo.admin.client)).toMatchObject({
      seatsUsed: 2,
      seatsRemaining: 0,
      isFreePlan: true,
    });
  });

  it('a team that outgrew the free plan without paying shows Payment Required and cannot invite', async () => {
    expect(await status(a.admin.client)).toMatchObject({
      isFreePlan: false,
      subscribed: false,
      teamSize: 3,
      requiresPayment: true,
    });
    expect((await invite(a.admin.client)).status).toBe(402);
  });

  it('ten parallel invitations for the last free seat: exactly one is created', async () => {
    const solo = await soloCompany('Race');
    const results = await Promise.all(Array.from({ length: 10 }, () => invite(solo.admin.client)));
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(402)]);
  });
});

describe('subscribing through the sandbox', () => {
  it('validates the team size: above the free seats, not below the team, at most 1000', async () => {
    const solo = await soloCompany('Sizes');
    await invite(solo.admin.client);
    const cases: Array<[unknown, string]> = [
      [2, 'Up to 2 members are free. Choose at least 3 members to subscribe.'],
      [1001, 'Team size cannot be more than 1000 members.'],
      [3.5, 'Team size must be a whole number'],
      ['4', 'Team size must be a number'],
    ];
    for (const [teamSize, message] of cases) {
      const res = await solo.admin.client.post<ErrorBody>('/api/billing/checkout', { teamSize });
      expect(res.status, String(teamSize)).toBe(400);
      expect(res.body.error.fields?.[0]?.message).toBe(message);
    }
    const extra = await solo.admin.client.post<ErrorBody>('/api/billing/checkout', {
      teamSize: 3,
      companyId: b.company.id,
    });
    expect(extra.status).toBe(400);
    expect(await checkoutsOf(solo.companyId)).toHaveLength(0);
  });

  it('an abandoned checkout changes nothing, and cannot be paid afterwards', async () => {
    const solo = await soloCompany('Abandon');
    const before = await status(solo.admin.client);
    const checkout = await solo.admin.client.post<{ checkoutId: string; url: string }>(
      '/api/billing/checkout',
      { teamSize: 4 },
    );
    expect(checkout.body.url).toBe(`${TEST_ORIGIN}/billing/sandbox/checkout/${checkout.body.checkoutId}`);
    const cancelled = await solo.admin.client.post<{ redirectUrl: string }>(
      `/api/billing/sandbox/checkouts/${checkout.body.checkoutId}/cancel`,
    );
    expect(cancelled.body.redirectUrl).toBe(`${TEST_ORIGIN}/app/invitations?payment_cancelled=true`);
    expect({ ...(await status(solo.admin.client)) }).toEqual(before);
    expect(await subscriptionsOf(solo.companyId)).toHaveLength(0);
    expect(await invoicesOf(solo.companyId)).toHaveLength(0);
    const late = await solo.admin.client.post(
      `/api/billing/sandbox/checkouts/${checkout.body.checkoutId}/pay`,
    );
    expect(late.status).toBe(410);
    expect(await subscriptionsOf(solo.companyId)).toHaveLength(0);
  });

  it('paying subscribes for a month, records the invoice, and a second click changes nothing more', async () => {
    const solo = await soloCompany('Payer');
    await invite(solo.admin.client);
    const checkout = await solo.admin.client.post<{ checkoutId: string }>('/api/billing/checkout', {
      teamSize: 3,
      returnTo: 'billing',
    });
    const page = await solo.admin.client.get(`/api/billing/sandbox/checkouts/${checkout.body.checkoutId}`);
    expect(page.body).toMatchObject({ status: 'open', teamSize: 3, paidSeats: 1, monthlyPrice: 1 });

    const clicks = await Promise.all(
      [0, 1].map(() =>
        solo.admin.client.post<{ redirectUrl: string }>(
          `/api/billing/sandbox/checkouts/${checkout.body.checkoutId}/pay`,
        ),
      ),
    );
    for (const click of clicks) {
      expect(click.body.redirectUrl).toBe(`${TEST_ORIGIN}/app/settings?tab=billing&payment_success=true`);
    }
    const paid = await status(solo.admin.client);
    expect(paid).toMatchObject({
      state: 'active',
      subscribed: true,
      isFreePlan: false,
      seatsPaid: 3,
      seatsUsed: 2,
      seatsRemaining: 1,
      monthlyPrice: 1,
      cancelAtPeriodEnd: false,
      requiresPayment: false,
      canManageBilling: true,
    });
    const days = (new Date(paid.subscriptionEnd!).getTime() - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(await subscriptionsOf(solo.companyId)).toHaveLength(1);
    const history = await solo.admin.client.get<{
      invoices: { amount: number; status: string; seats: number }[];
    }>('/api/billing/invoices');
    expect(history.body.invoices).toEqual([
      // The sandbox's invoice is a PDF made by Plantel (invoices.int.test.ts reads it).
      expect.objectContaining({
        amount: 1,
        status: 'paid',
        seats: 3,
        pdfUrl: expect.stringMatching(/^\/api\/billing\/invoices\/[0-9a-f-]{36}\/pdf$/),
      }),
    ]);

    expect((await invite(solo.admin.client)).status).toBe(201);
    expect((await invite(solo.admin.client)).status).toBe(402);
    // A second subscription is refused: the team size is changed instead.
    const again = await solo.admin.client.post<ErrorBody>('/api/billing/checkout', { teamSize: 5 });
    expect(again.status).toBe(409);
  });
});

describe('changing the team size', () => {
  let solo: { companyId: string; admin: TestUser };
  beforeAll(async () => {
    solo = await soloCompany('Resize');
    await subscribeInSandbox(solo.admin.client, 3);
    await invite(solo.admin.client);
    await invite(solo.admin.client);
  });

  it('refuses below the seats in use or above 1000 with a clear message, and changes nothing', async () => {
    const below = await solo.admin.client.patch<ErrorBody>('/api/billing/subscription', {
      desiredTeamSize: 2,
    });
    expect(below.status).toBe(400);
    expect(below.body.error.message).toBe(
      'Your team uses 3 seats (1 members and 2 open invitations). Choose a team size of at least 3, or delete invitations first.',
    );
    const above = await solo.admin.client.patch<ErrorBody>('/api/billing/subscription', {
      desiredTeamSize: 1001,
    });
    expect(above.status).toBe(400);
    expect(above.body.error.message).toContain('Team size cannot be more than 1000 members.');
    expect((await status(solo.admin.client)).seatsPaid).toBe(3);
  });

  it('an increase is charged at once (prorated) and adds seats; a decrease only lowers the next renewal', async () => {
    const up = await solo.admin.client.patch<{ message: string; status: Status }>(
      '/api/billing/subscription',
      {
        desiredTeamSize: 5,
      },
    );
    expect(up.status).toBe(200);
    expect(up.body.message).toContain('now covers 5 members');
    expect(up.body.status).toMatchObject({ seatsPaid: 5, seatsRemaining: 2, monthlyPrice: 3 });
    const invoices = await invoicesOf(solo.companyId);
    expect(invoices).toHaveLength(2);
    const proration = invoices.find((i) => i.description.includes('prorated'))!;
    // Two more paid seats for (almost) a whole month: just under 2 €.
    expect(proration.amountCents).toBeGreaterThan(190);
    expect(proration.amountCents).toBeLessThanOrEqual(200);

    const down = await solo.admin.client.patch<{ message: string; status: Status }>(
      '/api/billing/subscription',
      { desiredTeamSize: 4 },
    );
    expect(down.body.message).toContain('nothing is refunded');
    expect(down.body.status).toMatchObject({ seatsPaid: 4, monthlyPrice: 2 });
    expect(await invoicesOf(solo.companyId)).toHaveLength(2);
  });
});

// Issue 15: these answers carry what only the server knows (the new price, the end of the period), so the
// server writes them in the requester's language; English stays the spec's, character for character.
describe("the team size answers in the admin's language", () => {
  it('writes the new price and the end of the period in English, then in Spanish', async () => {
    const solo = await soloCompany('Idiomas');
    await subscribeInSandbox(solo.admin.client, 3);
    const up = await solo.admin.client.patch<{ message: string }>('/api/billing/subscription', {
      desiredTeamSize: 4,
    });
    expect(up.body.message).toBe(
      'Your team plan now covers 4 members (€2.00 a month). The added seats are charged now for the rest of the current billing period.',
    );

    expect((await solo.admin.client.put('/api/profile/language', { language: 'es' })).status).toBe(200);
    const more = await solo.admin.client.patch<{ message: string }>('/api/billing/subscription', {
      desiredTeamSize: 5,
    });
    const euros = formatterFor('es').currency(3);
    expect(euros).not.toBe('€3.00');
    expect(more.body.message).toBe(
      `Tu plan de equipo cubre ahora 5 miembros (${euros} al mes). Las plazas añadidas se cobran ahora por el resto del periodo de facturación actual.`,
    );

    const end = (await status(solo.admin.client)).subscriptionEnd!;
    const cancelled = await solo.admin.client.post<{ message: string }>('/api/billing/subscription/cancel');
    expect(cancelled.status).toBe(200);
    // The company's day of the period's end ("24 de diciembre de 2026"); Europe/Madrid is the default zone.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(end));
    expect(cancelled.body.message).toBe(
      `Suscripción cancelada. Tu plan de equipo sigue activo hasta el ${formatterFor('es').longDate(day)} y no se renovará; los pagos ya realizados no se reembolsan.`,
    );
  });
});

describe('a failed renewal', () => {
  it('tells the admins, blocks invitations and joins, keeps members in; paying settles it', async () => {
    const company = await createCompany(t, { name: `Late Payer ${n++}` });
    const admin = await createUser(t, { companyId: company.id, role: 'admin', email: freshEmail('payer') });
    const employee = await createUser(t, { companyId: company.id });
    await subscribeInSandbox(admin.client, 5);
    const joiner = await createUser(t, { companyId: null, email: freshEmail('joiner') });
    const pending = await invite(admin.client, joiner.email);

    expect((await admin.client.post('/api/billing/sandbox/renewal', { outcome: 'failed' })).status).toBe(200);
    const mail = await t.smtp!.waitFor(admin.email, 'Payment failed');
    expect(mail.text).toContain('no one new can be invited or join until the payment succeeds');
    expect(mail.text).toContain(`${TEST_ORIGIN}/app/settings?tab=billing`);
    expect(await status(admin.client)).toMatchObject({
      state: 'past_due',
      subscribed: true,
      paymentFailed: true,
      requiresPayment: true,
      seatsRemaining: 0,
    });
    const refused = await invite(admin.client);
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toContain('subscription plan');
    expect((await joiner.client.post('/api/invitations/accept', { code: pending.body.code })).status).toBe(
      402,
    );
    expect((await employee.client.get('/api/team')).status).toBe(200);
    const history = await admin.client.get<{ invoices: { status: string }[] }>('/api/billing/invoices');
    expect(history.body.invoices.map((i) => i.status)).toEqual(['failed', 'paid']);

    expect((await admin.client.post('/api/billing/sandbox/renewal', { outcome: 'paid' })).status).toBe(200);
    expect(await status(admin.client)).toMatchObject({ state: 'active', paymentFailed: false });
    expect((await joiner.client.post('/api/invitations/accept', { code: pending.body.code })).status).toBe(
      200,
    );
    const after = await admin.client.get<{ invoices: { status: string }[] }>('/api/billing/invoices');
    expect(after.body.invoices.map((i) => i.status)).toEqual(['paid', 'paid']);
  });
});

describe('cancelling and the end of the period', () => {
  it('ten parallel acceptances with one free seat left: exactly one person joins', async () => {
    const solo = await soloCompany('Crowd');
    await subscribeInSandbox(solo.admin.client, 11);
    const people = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createUser(t, { companyId: null, email: freshEmail(`crowd${i}`) }),
      ),
    );
    const codes: string[] = [];
    for (const person of people) {
      const created = await invite(solo.admin.client, person.email);
      expect(created.status).toBe(201);
      codes.push(created.body.code);
    }
    const cancelled = await solo.admin.client.post<{ finalAmount: number; message: string }>(
      '/api/billing/subscription/cancel',
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.finalAmount).toBe(0);
    expect(cancelled.body.message).toMatch(
      /^Subscription cancelled\. Your team plan stays active until \d+ \w+ \d{4}/,
    );
    expect(await status(solo.admin.client)).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
    // Cancelling twice is harmless.
    expect((await solo.admin.client.post('/api/billing/subscription/cancel')).status).toBe(200);

    // The paid period ends: the sandbox's clock ends the subscription; the free plan's 2 seats remain.
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: sql`now() - interval '1 minute'` })
      .where(eq(subscriptions.companyId, solo.companyId));
    const ended = (await solo.admin.client.post<Status>('/api/billing/subscription/refresh')).body;
    expect(ended).toMatchObject({
      state: 'canceled',
      subscribed: false,
      seatsPaid: 2,
      requiresPayment: true,
    });

    const results = await Promise.all(
      people.map((p, i) => p.client.post<ErrorBody>('/api/invitations/accept', { code: codes[i] })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refusals = results.filter((r) => r.status !== 200);
    expect(refusals).toHaveLength(9);
    for (const r of refusals) {
      expect(r.status).toBe(402);
      expect(r.body.error.message).toContain('team size limit');
    }
    const [{ n: members }] = (await t.db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.companyId, solo.companyId), isNull(memberships.leftOn)))) as [{ n: number }];
    expect(members).toBe(2);
  });

  it('an invited sign-up whose seat went away before verification is told why after signing in', async () => {
    const solo = await soloCompany('Shrink');
    await subscribeInSandbox(solo.admin.client, 3);
    const email = freshEmail('late');
    const invitation = await invite(solo.admin.client, email);
    const signUp = await t.anon.post('/api/accounts/sign-up', {
      firstName: 'Late',
      lastName: 'Joiner',
      email,
      password: 'a sturdy passphrase',
      invitationCode: invitation.body.code,
    });
    expect(signUp.status).toBe(201);
    // Meanwhile a colleague joins another way and the paid plan ends: the free plan's 2 seats are full.
    await createUser(t, { companyId: solo.companyId, signIn: false });
    await t.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.companyId, solo.companyId));
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const joiner = await new TestClient(t.app).signIn(email, 'a sturdy passphrase');
    const pending = await joiner.post<{ status: string; reason: string; message: string }>(
      '/api/invitations/pending-join',
    );
    expect(pending.body).toMatchObject({ status: 'failed', reason: 'seat_limit' });
    expect(pending.body.message).toContain('has reached their team size limit');
  });

  it('the portal: the sandbox portal page once there is a billing account; none before', async () => {
    const solo = await soloCompany('Portal');
    const none = await solo.admin.client.post<ErrorBody>('/api/billing/portal', {});
    expect(none.status).toBe(409);
    await subscribeInSandbox(solo.admin.client, 3);
    const portal = await solo.admin.client.post<{ url: string }>('/api/billing/portal', {});
    expect(portal.body.url).toBe(`${TEST_ORIGIN}/billing/sandbox/portal`);
    const noSub = await (await soloCompany('NoSub')).admin.client.post<ErrorBody>(
      '/api/billing/subscription/cancel',
    );
    expect(noSub.status).toBe(409);
  });

  it("the sandbox's clock renews due subscriptions every hour (each period billed once)", async () => {
    const solo = await soloCompany('Clock');
    await subscribeInSandbox(solo.admin.client, 4);
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: sql`now() - interval '1 minute'` })
      .where(eq(subscriptions.companyId, solo.companyId));
    await Promise.all([
      solo.admin.client.post('/api/billing/subscription/refresh'),
      solo.admin.client.post('/api/billing/subscription/refresh'),
    ]);
    const invoices = await invoicesOf(solo.companyId);
    expect(invoices.map((i) => i.description).sort()).toEqual([
      'Team plan: 4 members, first month',
      'Team plan: 4 members, monthly renewal',
    ]);
    expect((await status(solo.admin.client)).state).toBe('active');
    const rows = await t.db.execute<{ cron: string }>(
      sql`select cron from pgboss.schedule where name = ${SANDBOX_CLOCK_QUEUE}`,
    );
    expect(rows.rows).toEqual([{ cron: '11 * * * *' }]);
    const events = await t.db
      .select({ n: count() })
      .from(billingEvents)
      .where(
        and(eq(billingEvents.companyId, solo.companyId), like(billingEvents.eventId, 'sbx_evt_renewal%')),
      );
    expect(events[0]!.n).toBe(2);
  });
});

describe('with BILLING_PROVIDER=none', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestContext({ env: { BILLING_PROVIDER: 'none' } });
  });
  afterAll(async () => {
    await off?.close();
  });

  it('billing is off: no seat limit, and the billing actions say so', async () => {
    const company = await createCompany(off);
    const admin = await createUser(off, { companyId: company.id, role: 'admin' });
    expect((await admin.client.get('/api/billing/subscription')).body).toMatchObject({
      billingEnabled: false,
      seatsPaid: null,
      seatsRemaining: null,
      requiresPayment: false,
      isFreePlan: false,
    });
    for (let i = 0; i < 4; i++) {
      expect((await invite(admin.client)).status).toBe(201);
    }
    const checkout = await admin.client.post<ErrorBody>('/api/billing/checkout', { teamSize: 5 });
    expect(checkout.status).toBe(409);
    expect(checkout.body.error.message).toBe(
      'Billing is turned off on this server, so there is no seat limit.',
    );
  });
});
