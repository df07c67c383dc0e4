import { AppError } from '@domain/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema';
import { createTeam, createTwoCompanies, setCompanyOf, type TestTeam } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { ACCESS_POLICIES, memberOf } from './access';
import { newFileKey } from './storage';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    routes: (app) => {
      // One probe route per policy: the policy, not the handler, decides who gets in.
      for (const access of ACCESS_POLICIES) {
        app.get(`/api/test/${access}`, { config: { access } }, async (request) => ({
          ok: true,
          companyId: request.member?.companyId ?? null,
        }));
      }
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('database password is hunter2');
      });
      app.get('/api/test/app-error', { config: { access: 'member' } }, async (request) => {
        memberOf(request);
        throw new AppError('CONFLICT', 'A clear message');
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

// Routes that anyone may call. Adding a public route is a decision: it must be listed here.
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/openapi.json',
  'GET /api/auth/*',
  'POST /api/auth/*',
  'POST /api/accounts/sign-up',
  'POST /api/accounts/password-reset/check',
  'POST /api/accounts/password-reset',
  'POST /api/invitations/validate',
  // The iCal feed: calendar apps cannot sign in; the URL's 256-bit token is the credential.
  'GET /api/calendar-feed.ics',
  // Stripe's events: authenticated by their signature over the raw body.
  'POST /api/billing/webhook',
  // Unsubscribe links of optional e-mails work without signing in: their signed token is the credential.
  'POST /api/notifications/unsubscribe',
  'GET /api/notifications/unsubscribe/one-click',
  'POST /api/notifications/unsubscribe/one-click',
]);

describe('access policy registry', () => {
  it('every API route declares a policy, and public ones are deliberate', () => {
    const api = t.app.routeRegistry.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/test/'),
    );
    expect(api.length).toBeGreaterThan(5);
    for (const route of api) {
      expect(ACCESS_POLICIES, `${route.method} ${route.url}`).toContain(route.access);
      if (route.access === 'public')
        expect(PUBLIC_ROUTES, `${route.method} ${route.url} is public`).toContain(
          `${route.method} ${route.url}`,
        );
    }
  });

  it('refuses to start when a route has no policy', async () => {
    const { default: Fastify } = await import('fastify');
    const { accessPlugin } = await import('./access');
    const app = Fastify();
    await app.register(accessPlugin, { auth: {} as never, db: {} as never });
    await expect(async () => {
      app.get('/api/forgotten', async () => ({}));
      await app.ready();
    }).rejects.toThrow(/has no access policy/);
  });
});

describe('policies', () => {
  let team: TestTeam;
  beforeAll(async () => {
    team = await createTeam(t);
  });

  it.each([
    ['public', [200, 200, 200, 200]],
    ['signedIn', [401, 200, 200, 200]],
    ['member', [401, 200, 200, 200]],
    ['manager', [401, 403, 200, 200]],
    ['admin', [401, 403, 403, 200]],
  ] as const)('%s: anonymous, employee, manager, admin', async (policy, expected) => {
    const clients = [t.anon, team.employee.client, team.manager.client, team.admin.client];
    const statuses = await Promise.all(clients.map(async (c) => (await c.get(`/api/test/${policy}`)).status));
    expect(statuses).toEqual(expected);
  });

  it('admin refusal uses the spec text', async () => {
    const res = await team.employee.client.get('/api/test/admin');
    expect(res.body).toEqual({
      error: { code: 'FORBIDDEN', message: 'Access denied. Admin privileges required.' },
    });
  });

  it('a profile without company gets 403 on every tenant route but can still read itself', async () => {
    const revoked = await createTeam(t);
    await setCompanyOf(t, revoked.employee.id, null);
    for (const p of ['member', 'manager', 'admin']) {
      const res = await revoked.employee.client.get(`/api/test/${p}`);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: { code: 'NO_COMPANY' } });
    }
    const me = await revoked.employee.client.get<{ profile: { companyId: null }; company: null }>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.company).toBeNull();
  });

  it('members of a deleted company lose tenant access at once', async () => {
    const gone = await createTeam(t);
    await t.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, gone.company.id));
    expect((await gone.admin.client.get('/api/test/member')).status).toBe(403);
  });

  it('the member context is the session company, whatever the request says', async () => {
    const { a, b } = await createTwoCompanies(t);
    const res = await b.admin.client.request<{ companyId: string }>(
      'GET',
      `/api/test/member?companyId=${a.company.id}`,
      undefined,
      {
        'x-company-id': a.company.id,
      },
    );
    expect(res.body.companyId).toBe(b.company.id);
  });
});

describe('errors', () => {
  it('hides internals of a 5xx behind a generic message with a request id', async () => {
    const res = await t.anon.get<{ error: { message: string; requestId: string } }>('/api/test/boom');
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    expect(res.body.error.message).toBe('Something went wrong. Please try again.');
    expect(res.body.error.requestId).toBeTruthy();
  });

  it('maps an AppError to its status and message', async () => {
    const team = await createTeam(t);
    const res = await team.admin.client.get('/api/test/app-error');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'CONFLICT', message: 'A clear message' } });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.anon.post('/api/nothing-here', {});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await t.anon.request('POST', '/api/accounts/sign-up', undefined, {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
  });
});

describe('cross-site requests and headers', () => {
  it('refuses a write from a foreign Origin', async () => {
    const res = await t.anon.request(
      'POST',
      '/api/accounts/sign-up',
      { email: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });

  it('refuses a text/plain POST (a cross-site form) with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-up',
      headers: { 'content-type': 'text/plain' },
      payload: '{"email":"a@b.c"}',
    });
    expect(res.statusCode).toBe(415);
  });

  it('never sends CORS headers, even to a foreign or null Origin', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('sends security headers and no-store on API responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // production only
  });
});

describe('stored files', () => {
  it('are served only to members of the owning company, as images with nosniff', async () => {
    const { a, b } = await createTwoCompanies(t);
    const key = newFileKey(a.company.id, 'avatars');
    await t.app.storage.put(key, Buffer.from('RIFF0000WEBP'), 'image/webp');
    const own = await a.employee.client.get(`/api/files/${key}`);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(String(own.headers['content-disposition'])).toMatch(/^inline; filename="[\w-]+\.webp"$/);
    expect((await b.admin.client.get(`/api/files/${key}`)).status).toBe(404);
    expect((await t.anon.get(`/api/files/${key}`)).status).toBe(401);
    expect((await a.admin.client.get(`/api/files/companies/${a.company.id}/../../etc/passwd`)).status).toBe(
      404,
    );
  });
});

describe('OpenAPI', () => {
  it('documents the routes with their access policy', async () => {
    const res = await t.anon.get<{ paths: Record<string, Record<string, { 'x-access'?: string }>> }>(
      '/api/openapi.json',
    );
    expect(res.status).toBe(200);
    expect(res.body.paths['/api/accounts/sign-up']?.post?.['x-access']).toBe('public');
    expect(res.body.paths['/api/me']?.get?.['x-access']).toBe('signedIn');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
  });
});
