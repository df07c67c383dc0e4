import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { createTestContext, TestClient, type TestContext } from '../test/harness';

// The same app with NODE_ENV=production: secure cookies, HSTS, no development pages, no internals in 5xx.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    env: {
      NODE_ENV: 'production',
      BILLING_SANDBOX_IN_PRODUCTION: 'true',
      APP_URL: 'https://plantel.example',
      SMTP_URL: 'smtp://127.0.0.1:9',
      LOG_LEVEL: 'silent',
    },
    routes: (app) => {
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('secret detail');
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('production mode', () => {
  it('issues a __Host- session cookie that is Secure, HttpOnly and SameSite=Lax', async () => {
    const user = await createUser(t, { companyId: null, signIn: false });
    const res = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(200);
    const cookie = res.cookies.find((c) => c.includes('session_token='))!;
    expect(cookie).toMatch(/^__Host-plantel\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
    // The request path reads and verifies that cookie itself (platform/auth-session.ts): same name, same key.
    const me = await new TestClient(t.app, cookie.split(';')[0]).get('/api/me');
    expect(me.status).toBe(200);
    const unprefixed = cookie.split(';')[0]!.replace('__Host-', '');
    expect((await new TestClient(t.app, unprefixed).get('/api/me')).status).toBe(401);
  });

  it('sends HSTS for a year with subdomains', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('has no development mailbox', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });

  it('hides internals of errors', async () => {
    const res = await t.anon.get<{ error: { message: string } }>('/api/test/boom');
    expect(res.status).toBe(500);
    expect(res.body.error.message).toBe('Something went wrong. Please try again.');
  });

  it('answers better-auth’s validation errors as our own routes do: no schema paths (issue 12, item 7)', async () => {
    const cases: [string, unknown, { field: string; message: string }[]][] = [
      [
        '/api/auth/sign-in/email',
        { email: 'ana@example.test', password: ['x'] },
        [{ field: 'password', message: 'Invalid input: expected string, received array' }],
      ],
      [
        '/api/auth/sign-in/email',
        {},
        [
          { field: 'email', message: 'Invalid input: expected string, received undefined' },
          { field: 'password', message: 'Invalid input: expected string, received undefined' },
        ],
      ],
      [
        '/api/auth/two-factor/verify-totp',
        { code: [] },
        [{ field: 'code', message: 'Invalid input: expected string, received array' }],
      ],
    ];
    for (const [url, body, fields] of cases) {
      const res = await t.anon.post<{ error: Record<string, unknown> }>(url, body);
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body), url).not.toMatch(/\[?body\./);
      expect(res.body.error).toEqual({
        code: 'VALIDATION_FAILED',
        message:
          fields.length === 1
            ? `${fields[0]!.field}: ${fields[0]!.message}`
            : `${fields[0]!.field}: ${fields[0]!.message} (and ${fields.length - 1} more)`,
        fields,
      });
    }
    // The same shape as a validation error of our own routes.
    const ours = await t.anon.post<{ error: Record<string, unknown> }>('/api/accounts/password-reset/check', {
      token: ['x'],
    });
    expect(Object.keys(ours.body.error).sort()).toEqual(['code', 'fields', 'message']);
    expect(ours.body.error.code).toBe('VALIDATION_FAILED');
  });
});
