import type { SubscriptionStatusResponse } from '@domain/contracts/billing';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingEvents, billingInvoices, rateLimits, subscriptions } from '../../db/schema';
import { subscribeInSandbox } from '../../test/billing';
import { createCompany, createUser, type TestUser } from '../../test/factories';
import { createTestContext, TEST_ORIGIN, TestClient, type TestContext } from '../../test/harness';
import { type FakeStripe, startFakeStripe } from '../../test/stripe-fake';

/**
 * The Stripe provider against a local fake of Stripe's HTTP API (STRIPE_API_BASE), with webhooks signed by the
 * Stripe library's test-header helper: the app verifies real signatures over the raw body.
 */
const WEBHOOK_SECRET = 'whsec_test_secret_for_plantel';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestContext;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestContext({
    smtp: true,
    env: {
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_plantel',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_ID: 'price_seat',
      STRIPE_API_BASE: stripe.url,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});
beforeEach(async () => {
  await t.db.delete(rateLimits).where(like(rateLimits.key, 'sign-in%'));
});

type Status = SubscriptionStatusResponse;
type Json = Record<string, unknown>;
let n = 0;
const freshEmail = (label: string) => `${label}-${Date.now().toString(36)}-${n++}@example.test`;

async function company(label: string): Promise<{ id: string; admin: TestUser }> {
  const c = await createCompany(t, { name: `Stripe ${label} ${n++}` });
  const admin = await createUser(t, { companyId: c.id, role: 'admin', email: freshEmail(label) });
  return { id: c.id, admin };
}

const status = async (client: TestClient) => (await client.get<Status>('/api/billing/subscription')).body;

function deliver(
  event: Json,
  opts: { signature?: string | null; payload?: string; timestamp?: number } = {},
) {
  const signed = stripe.sign(event, WEBHOOK_SECRET, opts.timestamp);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  const signature = opts.signature === undefined ? signed.signature : opts.signature;
  if (signature !== null) headers['stripe-signature'] = signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers,
    payload: opts.payload ?? signed.payload,
  });
}

/** Checkout as the admin, the customer pays at (fake) Stripe: answers the session and its subscription. */
async function subscribe(admin: TestClient, teamSize: number) {
  const res = await admin.post<{ checkoutId: string; url: string }>('/api/billing/checkout', { teamSize });
  expect(res.status).toBe(201);
  const session = [...stripe.sessions.values()].find(
    (s) => (s.metadata as Json).checkoutId === res.body.checkoutId,
  )!;
  const subscription = stripe.completeCheckout(String(session.id));
  return { checkout: res.body, session, subscription };
}

const eventCount = async (companyId: string) =>
  (await t.db.select({ n: count() }).from(billingEvents).where(eq(billingEvents.companyId, companyId)))[0]!.n;

const invoice = (sub: Json, values: Json) => ({
  id: `in_${n++}_${Date.now()}`,
  object: 'invoice',
  created: Math.floor(Date.now() / 1000),
  currency: 'eur',
  billing_reason: 'subscription_cycle',
  amount_paid: 0,
  amount_due: 300,
  invoice_pdf: null,
  hosted_invoice_url: null,
  lines: { object: 'list', data: [{ quantity: (sub.items as { data: Json[] }).data[0]!.quantity }] },
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription: sub.id, metadata: sub.metadata },
  },
  ...values,
});

describe('checkout', () => {
  it('creates the customer and a subscription-mode Checkout Session with quantity = paid seats', async () => {
    const c = await company('Checkout');
    const before = stripe.requests.length;
    const res = await c.admin.client.post<{ url: string; checkoutId: string }>('/api/billing/checkout', {
      teamSize: 4,
      returnTo: 'billing',
    });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const [customer, session] = stripe.requests.slice(before);
    expect(customer).toMatchObject({ method: 'POST', path: '/v1/customers' });
    expect(customer!.form['metadata[companyId]']).toBe(c.id);
    expect(customer!.authorization).toBe('Bearer sk_test_plantel');
    expect(session).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(session!.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_seat',
      'line_items[0][quantity]': '2',
      'metadata[companyId]': c.id,
      'metadata[teamSize]': '4',
      'metadata[checkoutId]': res.body.checkoutId,
      'subscription_data[metadata][companyId]': c.id,
      success_url: `${TEST_ORIGIN}/app/settings?tab=billing&payment_success=true`,
      cancel_url: `${TEST_ORIGIN}/app/settings?tab=billing&payment_cancelled=true`,
    });
    for (const request of [customer!, session!]) expect(request.idempotencyKey).toMatch(UUID_V4);
    // A second checkout reuses the customer.
    await c.admin.client.post('/api/billing/checkout', { teamSize: 3 });
    expect(stripe.requests.slice(before + 2).map((r) => r.path)).toEqual(['/v1/checkout/sessions']);
  });

  it('a failed call is retried with the same Idempotency-Key; when Stripe stays down, a clear 503', async () => {
    const c = await company('Down');
    let before = stripe.requests.length;
    stripe.failNext('/v1/checkout/sessions', 1);
    expect((await c.admin.client.post('/api/billing/checkout', { teamSize: 3 })).status).toBe(201);
    const attempts = stripe.requests.slice(before).filter((r) => r.path === '/v1/checkout/sessions');
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.idempotencyKey).toBe(attempts[0]!.idempotencyKey);

    const d = await company('Down2');
    before = stripe.requests.length;
    stripe.failNext('/v1/customers', 3);
    const res = await d.admin.client.post<{ error: { message: string } }>('/api/billing/checkout', {
      teamSize: 3,
    });
    expect(res.status).toBe(503);
    expect(res.body.error.message).toBe(
      'The payment provider could not be reached. Please try again in a moment.',
    );
    expect(stripe.requests.slice(before)).toHaveLength(3);
    expect((await status(d.admin.client)).canManageBilling).toBe(false);
  });

  it('a forced re-check finds a paid checkout before its webhook arrives', async () => {
    const c = await company('Refresh');
    await subscribe(c.admin.client, 3);
    expect((await status(c.admin.client)).subscribed).toBe(false);
    const refreshed = await c.admin.client.post<Status>('/api/billing/subscription/refresh');
    expect(refreshed.body).toMatchObject({ subscribed: true, seatsPaid: 3, monthlyPrice: 1 });
    expect(refreshed.body.subscriptionEnd).not.toBeNull();
  });
});

describe('webhooks', () => {
  it('a forged, tampered, stale or missing signature is refused with 400 and changes nothing', async () => {
    const c = await company('Forged');
    const { session } = await subscribe(c.admin.client, 5);
    const event = stripe.event('checkout.session.completed', { ...session, status: 'complete' });
    const good = stripe.sign(event, WEBHOOK_SECRET);
    const forged = stripe.sign(event, 'whsec_someone_else');
    const cases = [
      deliver(event, { signature: forged.signature }),
      deliver(event, { signature: null }),
      deliver(event, { signature: good.signature, payload: good.payload.replace('"5"', '"50"') }),
      deliver(event, {
        signature: good.signature,
        payload: JSON.stringify(JSON.parse(good.payload), null, 2),
      }),
      deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      deliver(event, { signature: 'garbage' }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    }
    expect(await eventCount(c.id)).toBe(0);
    expect((await status(c.admin.client)).subscribed).toBe(false);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'text/plain', 'stripe-signature': good.signature },
      payload: good.payload,
    });
    expect(wrongType.statusCode).toBe(415);
  });

  it('checkout.session.completed subscribes the company; the same event twice (even at once) applies once', async () => {
    const c = await company('Replay');
    const { session, subscription } = await subscribe(c.admin.client, 5);
    const completed = stripe.event('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
    });
    const results = await Promise.all([deliver(completed), deliver(completed), deliver(completed)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results[0]!.json()).toEqual({ received: true });
    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await eventCount(c.id)).toBe(1);
    expect(await status(c.admin.client)).toMatchObject({
      subscribed: true,
      seatsPaid: 5,
      monthlyPrice: 3,
      canManageBilling: true,
    });
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.companyId, c.id))).toHaveLength(1);

    const paid = invoice(subscription, {
      billing_reason: 'subscription_create',
      amount_paid: 300,
      invoice_pdf: 'https://pay.stripe.test/invoice/acct/in_1/pdf',
      hosted_invoice_url: 'https://invoice.stripe.test/i/in_1',
    });
    const paidEvent = stripe.event('invoice.paid', paid);
    await Promise.all([deliver(paidEvent), deliver(paidEvent)]);
    const history = await c.admin.client.get<{ invoices: Json[] }>('/api/billing/invoices');
    expect(history.body.invoices).toEqual([
      expect.objectContaining({
        amount: 3,
        status: 'paid',
        seats: 5,
        description: 'Team plan: 5 members, first month',
        pdfUrl: 'https://pay.stripe.test/invoice/acct/in_1/pdf',
        hostedUrl: 'https://invoice.stripe.test/i/in_1',
      }),
    ]);
    // Stripe's invoice is Stripe's document: Plantel makes no PDF of it (issue 17: the sandbox's only).
    const id = (history.body.invoices[0] as { id: string }).id;
    expect((await c.admin.client.get(`/api/billing/invoices/${id}/pdf`)).status).toBe(404);
  });

  it('events out of order end in the newest state; a deleted subscription stays deleted', async () => {
    const c = await company('Order');
    const { session, subscription } = await subscribe(c.admin.client, 3);
    const t0 = Math.floor(Date.now() / 1000);
    const withQuantity = (quantity: number) => ({
      ...subscription,
      items: {
        object: 'list',
        data: [{ ...(subscription.items as { data: Json[] }).data[0], quantity }],
      },
    });
    // `updated` (5 seats) arrives before the checkout's completion and an older update (4 seats).
    await deliver(stripe.event('customer.subscription.updated', withQuantity(3), t0 + 20));
    await deliver(
      stripe.event(
        'checkout.session.completed',
        { ...session, status: 'complete', payment_status: 'paid', subscription: subscription.id },
        t0,
      ),
    );
    await deliver(stripe.event('customer.subscription.updated', withQuantity(2), t0 + 10));
    expect(await status(c.admin.client)).toMatchObject({ subscribed: true, seatsPaid: 5 });

    await deliver(
      stripe.event('customer.subscription.deleted', { ...withQuantity(3), status: 'canceled' }, t0 + 40),
    );
    await deliver(stripe.event('customer.subscription.updated', withQuantity(6), t0 + 30));
    await deliver(stripe.event('customer.subscription.updated', withQuantity(6), t0 + 50));
    expect(await status(c.admin.client)).toMatchObject({
      state: 'canceled',
      subscribed: false,
      seatsPaid: 2,
    });
  });

  it('invoice.payment_failed: the admins get one e-mail, invitations stop, members stay; recovery reopens them', async () => {
    const c = await company('Failed');
    const employee = await createUser(t, { companyId: c.id });
    const { session, subscription } = await subscribe(c.admin.client, 4);
    await deliver(
      stripe.event('checkout.session.completed', {
        ...session,
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
      }),
    );
    const failed = invoice(subscription, { amount_due: 200 });
    const event = stripe.event('invoice.payment_failed', failed);
    await Promise.all([deliver(event), deliver(event), deliver(event)]);
    await t.smtp!.waitFor(c.admin.email, 'Payment failed');
    // Give a duplicate e-mail time to show up if one had been queued.
    await new Promise((r) => setTimeout(r, 500));
    expect(t.smtp!.messages.filter((m) => m.to.includes(c.admin.email))).toHaveLength(1);
    expect(await status(c.admin.client)).toMatchObject({
      state: 'past_due',
      paymentFailed: true,
      requiresPayment: true,
    });
    const refused = await c.admin.client.post<{ error: { message: string } }>('/api/invitations', {
      name: 'Ana',
      email: freshEmail('ana'),
      position: 'Cook',
    });
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toContain('subscription plan');
    expect((await employee.client.get('/api/team')).status).toBe(200);
    const update = await c.admin.client.patch('/api/billing/subscription', { desiredTeamSize: 6 });
    expect(update.status).toBe(409);

    await deliver(stripe.event('invoice.paid', { ...failed, amount_paid: 200 }));
    await deliver(stripe.event('customer.subscription.updated', { ...subscription, status: 'active' }));
    expect(await status(c.admin.client)).toMatchObject({ state: 'active', paymentFailed: false });
    const [row] = await t.db
      .select()
      .from(billingInvoices)
      .where(
        and(eq(billingInvoices.companyId, c.id), eq(billingInvoices.providerInvoiceId, String(failed.id))),
      );
    expect(row).toMatchObject({ status: 'paid', amountCents: 200 });
    // A late copy of the failure does not turn the paid invoice back.
    await deliver(stripe.event('invoice.payment_failed', failed));
    expect(
      (await c.admin.client.get<{ invoices: { status: string }[] }>('/api/billing/invoices')).body
        .invoices[0]!.status,
    ).toBe('paid');
  });

  it('an event for a company we do not know is acknowledged and ignored', async () => {
    const res = await deliver(
      stripe.event('customer.subscription.updated', {
        id: 'sub_unknown',
        object: 'subscription',
        status: 'active',
        customer: 'cus_x',
        metadata: {},
        items: { object: 'list', data: [{ id: 'si_x', quantity: 1 }] },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect((await deliver(stripe.event('charge.refunded', { id: 'ch_1' }))).statusCode).toBe(200);
  });
});

describe('changing, managing and cancelling', () => {
  let c: { id: string; admin: TestUser };
  let subscriptionId: string;
  beforeAll(async () => {
    c = await company('Manage');
    const { session, subscription } = await subscribe(c.admin.client, 3);
    subscriptionId = String(subscription.id);
    await deliver(
      stripe.event('checkout.session.completed', {
        ...session,
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
      }),
    );
  });

  it('an increase is invoiced at once with proration; a decrease waits for the renewal without credit', async () => {
    let before = stripe.requests.length;
    const up = await c.admin.client.patch<{ status: Status }>('/api/billing/subscription', {
      desiredTeamSize: 6,
    });
    expect(up.status).toBe(200);
    expect(up.body.status).toMatchObject({ seatsPaid: 6, monthlyPrice: 4 });
    const [read, write] = stripe.requests.slice(before);
    expect(read).toMatchObject({ method: 'GET', path: `/v1/subscriptions/${subscriptionId}` });
    expect(write).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${subscriptionId}` });
    expect(write!.form).toMatchObject({
      'items[0][quantity]': '4',
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
    expect(write!.idempotencyKey).toMatch(UUID_V4);

    before = stripe.requests.length;
    const down = await c.admin.client.patch<{ status: Status }>('/api/billing/subscription', {
      desiredTeamSize: 5,
    });
    expect(down.body.status).toMatchObject({ seatsPaid: 5, monthlyPrice: 3 });
    expect(stripe.requests.slice(before)[1]!.form).toMatchObject({
      'items[0][quantity]': '3',
      proration_behavior: 'none',
    });
    expect(stripe.requests.slice(before)[1]!.form.payment_behavior).toBeUndefined();
  });

  it('the customer portal link comes from Stripe and returns to the Billing tab', async () => {
    const res = await c.admin.client.post<{ url: string }>('/api/billing/portal', {});
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const request = stripe.requests.at(-1)!;
    expect(request).toMatchObject({ path: '/v1/billing_portal/sessions' });
    expect(request.form.return_url).toBe(`${TEST_ORIGIN}/app/settings?tab=billing`);
  });

  it('cancelling sets cancel_at_period_end at Stripe; the company can then be deleted', async () => {
    const refused = await c.admin.client.delete('/api/company', { confirmation: 'DELETE COMPANY' });
    expect(refused.status).toBe(409);
    const res = await c.admin.client.post<{ finalAmount: number; message: string }>(
      '/api/billing/subscription/cancel',
    );
    expect(res.status).toBe(200);
    expect(res.body.finalAmount).toBe(0);
    expect(stripe.requests.at(-1)!.form).toMatchObject({ cancel_at_period_end: 'true' });
    expect(await status(c.admin.client)).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
    expect((await c.admin.client.delete('/api/company', { confirmation: 'DELETE COMPANY' })).status).toBe(
      200,
    );
  });
});

describe('switching from the sandbox to Stripe (issue 12, item 2)', () => {
  it('seats "bought" in the sandbox never count under Stripe: after the restart the company is on the free 2 seats', async () => {
    const c = await company('switch');
    // The same database served by a sandbox server first (the default provider), where paying costs nothing.
    const sandboxApp = await t.otherApp({ BILLING_PROVIDER: 'sandbox' });
    try {
      const admin = new TestClient(sandboxApp, c.admin.client.cookie);
      await subscribeInSandbox(admin, 1000);
      expect(await status(admin)).toMatchObject({ subscribed: true, seatsPaid: 1000 });
    } finally {
      await sandboxApp.close();
    }

    // Restarted with Stripe: nothing was paid there, so the free plan's 2 seats are all there is.
    expect(await status(c.admin.client)).toMatchObject({
      subscribed: false,
      isFreePlan: true,
      seatsPaid: 2,
      canManageBilling: false,
    });
    const invite = (email: string) =>
      c.admin.client.post<{ error?: { code: string } }>('/api/invitations', {
        name: 'Nuria Soler',
        email,
        position: 'Baker',
      });
    expect((await invite(freshEmail('first'))).status).toBe(201);
    const refused = await invite(freshEmail('second'));
    expect(refused.status).toBe(402);
    expect(refused.body.error?.code).toBe('SEAT_LIMIT');
    // The admin can subscribe at Stripe for real: the sandbox subscription is no obstacle.
    await subscribe(c.admin.client, 3);
    const refreshed = await c.admin.client.post<Status>('/api/billing/subscription/refresh');
    expect(refreshed.body).toMatchObject({ subscribed: true, seatsPaid: 3 });
  });
});
