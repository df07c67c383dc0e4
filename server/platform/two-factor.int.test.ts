import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { createTestContext, TestClient, type TestContext } from '../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { LOG_LEVEL: 'error' } });
});
afterAll(async () => {
  await t?.close();
});

const codeFor = (totpURI: string) => {
  const secret = new URL(totpURI).searchParams.get('secret')!;
  return createOTP(base32.decode(secret)).totp();
};

describe('two-factor authentication (TOTP)', () => {
  it('can be enabled with the password, then sign-in needs the code', async () => {
    const user = await createUser(t, { companyId: null });
    expect((await user.client.post('/api/auth/two-factor/enable', { password: 'wrong' })).status).toBe(400);
    const enabled = await user.client.post<{ totpURI: string; backupCodes: string[] }>(
      '/api/auth/two-factor/enable',
      {
        password: TEST_PASSWORD,
      },
    );
    expect(enabled.status).toBe(200);
    expect(enabled.body.totpURI).toMatch(/^otpauth:\/\/totp\/Plantel:/);
    expect(enabled.body.backupCodes).toHaveLength(10);
    // Not active until a code from the app proves the secret was saved.
    expect(
      (
        await user.client.post('/api/auth/two-factor/verify-totp', {
          code: await codeFor(enabled.body.totpURI),
        })
      ).status,
    ).toBe(200);

    const browser = new TestClient(t.app);
    const first = await browser.post<{ twoFactorRedirect?: boolean }>('/api/auth/sign-in/email', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(first.status).toBe(200);
    expect(first.body.twoFactorRedirect).toBe(true);
    expect(browser.cookie).toBeUndefined(); // no session yet
    const twoFactorCookie = first.cookies.find((c) => c.startsWith('plantel.two_factor='))!.split(';')[0]!;

    const wrong = await browser.request(
      'POST',
      '/api/auth/two-factor/verify-totp',
      { code: '000000' },
      { cookie: twoFactorCookie },
    );
    expect(wrong.status).toBe(401);
    const right = await browser.request(
      'POST',
      '/api/auth/two-factor/verify-totp',
      { code: await codeFor(enabled.body.totpURI) },
      { cookie: twoFactorCookie },
    );
    expect(right.status).toBe(200);
    expect((await browser.get('/api/me')).status).toBe(200);

    // A backup code works once.
    const other = new TestClient(t.app);
    const again = await other.post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    const cookie = again.cookies.find((c) => c.startsWith('plantel.two_factor='))!.split(';')[0]!;
    const backup = enabled.body.backupCodes[0]!;
    expect(
      (await other.request('POST', '/api/auth/two-factor/verify-backup-code', { code: backup }, { cookie }))
        .status,
    ).toBe(200);
    const reuse = new TestClient(t.app);
    const third = await reuse.post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    const cookie3 = third.cookies.find((c) => c.startsWith('plantel.two_factor='))!.split(';')[0]!;
    expect(
      (
        await reuse.request(
          'POST',
          '/api/auth/two-factor/verify-backup-code',
          { code: backup },
          { cookie: cookie3 },
        )
      ).status,
    ).not.toBe(200);
  });

  it('guessing codes gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/verify-totp',
        remoteAddress: '10.9.9.9',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ code: '123456' }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
