import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local fake of the parts of Stripe's HTTP API that billing uses (customers, Checkout Sessions,
 * subscriptions, billing portal sessions), for tests: the app's Stripe SDK is pointed at it through
 * STRIPE_API_BASE. It records every request (form fields and headers, Idempotency-Key included) and keeps
 * just enough state to answer like Stripe. Webhooks are built with `event()` and signed with the Stripe
 * library's own test-header helper (`sign()`), so the app verifies real signatures.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

type Json = Record<string, unknown>;

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 24 * 3600;

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** The customer completes the Checkout Session: Stripe creates the subscription. */
  completeCheckout(sessionId: string): Json;
  /** The next `times` requests to a path that starts with `prefix` answer 500. */
  failNext(prefix: string, times?: number): void;
  /** A Stripe event object around `object`. */
  event(type: string, object: Json, created?: number): Json;
  /** The payload and Stripe-Signature header of an event, signed with the webhook secret. */
  sign(event: Json, secret: string, timestamp?: number): { payload: string; signature: string };
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const failing = new Map<string, number>();
  const signer = new Stripe('sk_test_signer');

  const subscriptionObject = (values: {
    customer: string;
    quantity: number;
    metadata: Record<string, string>;
  }): Json => {
    const start = nowSeconds();
    return {
      id: id('sub'),
      object: 'subscription',
      customer: values.customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: values.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            quantity: values.quantity,
            current_period_start: start,
            current_period_end: start + MONTH,
            price: { id: 'price_seat' },
          },
        ],
      },
    };
  };

  const fields = (form: Record<string, string>, prefix: string) =>
    Object.fromEntries(
      Object.entries(form)
        .filter(([k]) => k.startsWith(`${prefix}[`))
        .map(([k, v]) => [k.slice(prefix.length + 1, -1), v]),
    );

  function route(method: string, path: string, form: Record<string, string>): [number, Json] {
    if (method === 'POST' && path === '/v1/customers') {
      return [
        200,
        { id: id('cus'), object: 'customer', name: form.name, metadata: fields(form, 'metadata') },
      ];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session: Json = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: form.customer,
        client_reference_id: form.client_reference_id,
        subscription: null,
        metadata: fields(form, 'metadata'),
        url: `https://checkout.stripe.test/c/pay/${id('cs')}`,
        expires_at: nowSeconds() + 24 * 3600,
        quantity: Number(form['line_items[0][quantity]']),
        subscriptionMetadata: fields(form, 'subscription_data[metadata]'),
      };
      sessions.set(String(session.id), session);
      return [200, session];
    }
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      return session
        ? [200, session]
        : [404, { error: { type: 'invalid_request_error', message: 'No such' } }];
    }
    const subMatch = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subMatch) {
      const sub = subscriptions.get(subMatch[1]!);
      if (!sub) return [404, { error: { type: 'invalid_request_error', message: 'No such subscription' } }];
      if (method === 'POST') {
        const item = (sub.items as { data: Json[] }).data[0]!;
        if (form['items[0][quantity]']) item.quantity = Number(form['items[0][quantity]']);
        if (form.cancel_at_period_end) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
      }
      return [200, sub];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return [
        200,
        {
          id: id('bps'),
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `https://billing.stripe.test/p/session/${id('bps')}`,
        },
      ];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } }];
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
      const key = req.headers['idempotency-key'];
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        form,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        authorization: req.headers.authorization,
      });
      const failure = [...failing.keys()].find((p) => url.pathname.startsWith(p));
      let status: number;
      let json: Json;
      if (failure) {
        const left = (failing.get(failure) ?? 1) - 1;
        if (left > 0) failing.set(failure, left);
        else failing.delete(failure);
        [status, json] = [500, { error: { type: 'api_error', message: 'Something went wrong at Stripe' } }];
      } else {
        [status, json] = route(req.method ?? 'GET', url.pathname, form);
      }
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    subscriptions,
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const sub = subscriptionObject({
        customer: String(session.customer),
        quantity: Number(session.quantity),
        metadata: session.subscriptionMetadata as Record<string, string>,
      });
      subscriptions.set(String(sub.id), sub);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
      return sub;
    },
    failNext(prefix, times = 1) {
      failing.set(prefix, times);
    },
    event(type, object, created = nowSeconds()) {
      return {
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(object) },
      };
    },
    sign(event, secret, timestamp) {
      const payload = JSON.stringify(event);
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret,
        ...(timestamp ? { timestamp } : {}),
      });
      return { payload, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
