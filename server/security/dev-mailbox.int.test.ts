// Issue 12, item 3: without SMTP_URL the development mailbox shows every e-mail, reset links included, so it
// answers only a browser on this machine: the socket's address must be loopback (X-Forwarded-For, even from
// a trusted proxy, cannot make a remote visitor local), and behind a local proxy the client must be too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/harness';

let direct: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    createTestContext(),
    createTestContext({ env: { TRUST_PROXY: 'true' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

const mailbox = (t: TestContext, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress, headers });

describe('the development mailbox', () => {
  it('shows the reset link to this machine only', async () => {
    const user = await createUser(direct, { companyId: null, signIn: false });
    const asked = await direct.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify({ email: user.email, redirectTo: '/reset-password' }),
    });
    expect(asked.statusCode).toBe(200);
    await expect
      .poll(async () => (await mailbox(direct, '127.0.0.1')).body, { timeout: 10_000 })
      .toContain('access_token=');
    for (const local of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await mailbox(direct, local)).statusCode, local).toBe(200);
    }
    for (const remote of ['203.0.113.7', '192.168.1.20', '10.0.0.2', '::ffff:192.168.1.20', 'fe80::1']) {
      const res = await mailbox(direct, remote);
      expect(res.statusCode, remote).toBe(404);
      expect(res.body, remote).not.toContain('access_token');
    }
  });

  it('a remote visitor cannot pose as local with X-Forwarded-For, nor reach it through a local proxy', async () => {
    // Without a trusted proxy the header is ignored; with one, the socket is still the remote visitor's.
    for (const t of [direct, proxied]) {
      const res = await mailbox(t, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' });
      expect(res.statusCode).toBe(404);
    }
    // A proxy on this machine forwarding a remote visitor: the socket is local, the client is not.
    expect((await mailbox(proxied, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
    expect((await mailbox(proxied, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
  });
});
