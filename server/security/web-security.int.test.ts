// Sessions, cross-site requests, rate limits, security headers and uploads, for every route where the rule
// applies to every route. What a module's own tests already prove (sign-out ends the session, a new sign-in
// issues a new token, a password change ends the other sessions, sign-in/sign-up/invitation-code limits) is not
// repeated here; see docs/SECURITY.md for where each row is tested.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_CLICK_PATH } from '../modules/notifications/notifications.routes';
import { createTeam, createUser, TEST_PASSWORD, type TestTeam } from '../test/factories';
import { createTestContext, TestClient, type TestContext } from '../test/harness';
import { multipart, pool } from './http';
import { apiRoutes, inOrder, missingApiHeaders, send } from './matrix';
import { exampleInput, routeKey, unknownValue, urlOf } from './route-inputs';
import { changesBetween, peopleOf, snapshotCompany } from './snapshot';
import { mondayAfter, pngImage } from './victim';

let t: TestContext;
let team: TestTeam;
beforeAll(async () => {
  t = await createTestContext();
  team = await createTeam(t, 'Web');
});
afterAll(async () => {
  await t?.close();
});

const snapshotOf = async (companyId: string) =>
  snapshotCompany(t.db, companyId, {
    people: await peopleOf(t.db, companyId),
    uploadsDir: path.join(t.config.dataDir, 'uploads'),
  });

describe('sessions', () => {
  it('a session planted before sign-in is never adopted: signing in issues a new one, the planted one stays its owner’s', async () => {
    const victim = await createUser(t, { companyId: team.company.id, signIn: false });
    // The attacker's own valid session cookie, planted in the victim's browser.
    const browser = new TestClient(t.app, team.employee.client.cookie);
    await browser.signIn(victim.email, TEST_PASSWORD);
    expect(browser.cookie).not.toBe(team.employee.client.cookie);
    const me = await browser.get<{ user: { id: string } }>('/api/me');
    expect(me.body.user.id).toBe(victim.id);
    // The planted cookie still belongs to the attacker: it gives no access to the victim's account.
    const planted = await new TestClient(t.app, team.employee.client.cookie).get<{ user: { id: string } }>(
      '/api/me',
    );
    expect(planted.body.user.id).toBe(team.employee.id);

    // A made-up token in the cookie is ignored, and signing in replaces it.
    const forged = new TestClient(t.app, 'plantel.session_token=attacker-chosen-token.c2lnbmF0dXJl');
    expect((await forged.get('/api/me')).status).toBe(401);
    await forged.signIn(victim.email, TEST_PASSWORD);
    expect(forged.cookie).not.toContain('attacker-chosen-token');
  });

  it('a cookie with a tampered signature or token is refused', async () => {
    const cookie = team.admin.client.cookie!;
    const [name, value] = cookie.split('=') as [string, string];
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    const flip = (s: string) => (s[0] === 'A' ? `B${s.slice(1)}` : `A${s.slice(1)}`);
    for (const bad of [`${flip(token)}.${signature}`, `${token}.${flip(signature)}`, token]) {
      const res = await new TestClient(t.app, `${name}=${encodeURIComponent(bad)}`).get('/api/me');
      expect(res.status, bad).toBe(401);
    }
  });

  it('no answer shows a session token to page scripts (better-auth’s own endpoints included)', async () => {
    const user = await createUser(t, { companyId: team.company.id, signIn: false });
    const client = new TestClient(t.app);
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    const [token] = (
      await t.db.execute<{ token: string }>(sql`select token from sessions where user_id = ${user.id}`)
    ).rows.map((r) => r.token);
    const answers = [
      signIn,
      await client.get('/api/auth/get-session'),
      await client.get('/api/me'),
      await client.get('/api/profile/sessions'),
    ];
    for (const res of answers) expect(JSON.stringify(res.body)).not.toContain(token);
    // better-auth's session list and revocation by token are not exposed (the account page uses our own).
    for (const [method, url] of [
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/revoke-session'],
      ['POST', '/api/auth/revoke-sessions'],
      ['POST', '/api/auth/revoke-other-sessions'],
    ] as const) {
      const res = await client.request(method, url, method === 'POST' ? { token } : undefined);
      expect(res.status, url).toBe(404);
    }
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('signing out ends every request path at once, including file URLs', async () => {
    const user = await createUser(t, { companyId: team.company.id, signIn: true });
    const copy = new TestClient(t.app, user.client.cookie);
    await user.client.post('/api/auth/sign-out');
    for (const url of ['/api/me', '/api/team', `/api/files/companies/${team.company.id}/avatars/x.webp`]) {
      expect((await copy.get(url)).status, url).toBe(401);
    }
  });
});

describe('cross-site requests', () => {
  it('every write route refuses a foreign Origin and a cross-site form body, before anything changes', async () => {
    const writes = inOrder(apiRoutes(t.app).filter((r) => r.method !== 'GET'));
    expect(writes.length).toBeGreaterThan(30);
    const before = await snapshotOf(team.company.id);
    const failures: string[] = [];
    await pool(writes, 6, async (route) => {
      const { input } = exampleInput(route, (kind) => unknownValue(kind));
      const url = route.url === '/api/auth/*' ? '/api/auth/sign-out' : urlOf(route, input);
      const foreign = await send(t.app, team.admin.client, route.method, url, input, {
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      if (foreign.statusCode !== 403)
        failures.push(`${routeKey(route)} foreign Origin → ${foreign.statusCode}`);
      if (route.url === '/api/billing/webhook') return; // raw body, authenticated by its signature
      // RFC 8058: mail clients post a form body here; it is authenticated by its signed token, not a cookie.
      if (route.url === ONE_CLICK_PATH) return;
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const form = await send(t.app, team.admin.client, route.method, url, input, {
          headers: { 'content-type': type },
          rawBody: type === 'text/plain' ? JSON.stringify(input.body ?? {}) : 'confirmation=DELETE+COMPANY',
        });
        if (form.statusCode !== 415) failures.push(`${routeKey(route)} ${type} → ${form.statusCode}`);
      }
    });
    expect(failures).toEqual([]);
    expect(changesBetween(before, await snapshotOf(team.company.id))).toEqual([]);
    expect((await team.admin.client.get('/api/me')).status).toBe(200);
  });

  it('no GET route changes anything (a link or an image tag cannot act for the user)', async () => {
    const reader = await createTeam(t, 'Reader');
    const before = await snapshotOf(reader.company.id);
    const gets = apiRoutes(t.app).filter((r) => r.method === 'GET');
    for (const role of ['admin', 'manager', 'employee'] as const) {
      await pool(gets, 6, async (route) => {
        const { input } = exampleInput(route, (kind) => unknownValue(kind));
        await send(t.app, reader[role].client, 'GET', urlOf(route, input), input);
      });
    }
    expect(changesBetween(before, await snapshotOf(reader.company.id))).toEqual([]);
  });
});

describe('text PostgreSQL cannot store (found by the fuzzer)', () => {
  const raw = (client: TestClient, method: 'POST' | 'PATCH', url: string, json: string) =>
    t.app.inject({
      method,
      url,
      headers: {
        cookie: client.cookie ?? '',
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
      },
      payload: json,
    });

  it('U+0000 anywhere is refused with 400 before any handler runs, better-auth’s routes included', async () => {
    const before = await snapshotOf(team.company.id);
    const cases: Array<[TestClient, 'POST' | 'PATCH', string, string]> = [
      [team.employee.client, 'PATCH', '/api/profile', '{"firstName":"Ana\\u0000","lastName":"B"}'],
      [
        team.employee.client,
        'POST',
        '/api/time-entries',
        '{"clockIn":"2026-01-05T09:00","notes":"x\\u0000"}',
      ],
      [new TestClient(t.app), 'POST', '/api/auth/sign-in/email', '{"email":"\\u0000","password":"x"}'],
      [new TestClient(t.app), 'POST', '/api/auth/send-verification-email', '{"email":"a\\u0000@b.c"}'],
      [team.employee.client, 'PATCH', '/api/profile', '{"first\\u0000Name":"Ana","lastName":"B"}'],
    ];
    for (const [client, method, url, json] of cases) {
      const res = await raw(client, method, url, json);
      expect(res.statusCode, `${url} ${json}`).toBe(400);
    }
    expect((await raw(team.employee.client, 'PATCH', `/api/time-entries/%00`, '{}')).statusCode).toBe(400);
    expect(changesBetween(before, await snapshotOf(team.company.id))).toEqual([]);
  });

  it('a lone surrogate is stored as U+FFFD: notes and their history, absence reasons and their e-mail, the audit', async () => {
    const day = '2025-03-04';
    const entry = await raw(
      team.manager.client,
      'POST',
      '/api/time-entries',
      `{"clockIn":"${day}T09:00","clockOut":"${day}T10:00","notes":"half \\ud800 pair"}`,
    );
    expect(entry.statusCode, entry.body).toBe(201);
    expect(JSON.parse(entry.body).entry.notes).toBe('half \uFFFD pair');
    const history = await team.manager.client.get<{ items: unknown[] }>(
      `/api/time-entries/history?date=${day}`,
    );
    expect(history.body.items).toHaveLength(1);

    const absence = await raw(
      team.employee.client,
      'POST',
      '/api/absences',
      `{"absenceType":"vacation","startDate":"${mondayAfter(90)}","endDate":"${mondayAfter(90)}","reason":"\\udc00 trip"}`,
    );
    expect(absence.statusCode, absence.body).toBe(201);
    expect(JSON.parse(absence.body).absence.reason).toBe('\uFFFD trip');

    const signIn = await raw(
      new TestClient(t.app),
      'POST',
      '/api/auth/sign-in/email',
      '{"email":"\\ud800@x.example","password":"x"}',
    );
    expect(signIn.statusCode).toBeLessThan(500);
    await new Promise((r) => setTimeout(r, 200)); // the audit is written after the answer
    const audit = await t.db.execute<{ n: number }>(
      sql`select count(*)::int n from audit_events where request_id = ${signIn.headers['x-request-id'] ?? ''} or details->>'email' = ${'\uFFFD@x.example'}`,
    );
    expect(audit.rows[0]!.n).toBeGreaterThan(0);
  });
});

describe('rate limits not covered by the modules’ tests', () => {
  const attempts = async (url: string, body: (i: number) => unknown, ip: string, n: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        payload: JSON.stringify(body(i)),
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };

  it.each([
    [
      'reset request, one address for one account',
      '/api/auth/request-password-reset',
      5,
      () => ({ email: 'x@example.test' }),
    ],
    [
      'reset request, one address',
      '/api/auth/request-password-reset',
      10,
      (i: number) => ({ email: `r${i}@example.test` }),
    ],
    [
      'reset with a token',
      '/api/auth/reset-password',
      20,
      () => ({ token: 'guess', newPassword: 'a long passphrase 1' }),
    ],
    ['reset token check', '/api/accounts/password-reset/check', 30, () => ({ token: 'guess' })],
    [
      'reset through the app',
      '/api/accounts/password-reset',
      20,
      () => ({ token: 'guess', password: 'a long passphrase 1' }),
    ],
    [
      'verification e-mail resend',
      '/api/auth/send-verification-email',
      5,
      () => ({ email: 'v@example.test' }),
    ],
  ])(
    '%s (%s): 429 after %i, with Retry-After; another address is not affected',
    async (_name, url, max, body) => {
      const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const statuses = await attempts(url, body, ip, max + 1);
      expect(statuses.slice(0, max).every((s) => s !== 429)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      const other = await attempts(url, body, `${ip.replace(/\.\d+$/, '')}.251`, 1);
      expect(other[0]).not.toBe(429);
    },
  );
});

describe('security headers', () => {
  let web: TestContext;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'plantel-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    const html = (title: string) =>
      `<!doctype html><html><head><title>${title}</title></head><body><div id="root"></div></body></html>`;
    writeFileSync(path.join(webDir, 'index.html'), html('app'));
    writeFileSync(path.join(webDir, 'site.html'), html('site'));
    writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
    web = await createTestContext({
      env: {
        NODE_ENV: 'production',
        BILLING_SANDBOX_IN_PRODUCTION: 'true',
        APP_URL: 'https://plantel.example',
        SMTP_URL: 'smtp://127.0.0.1:9',
        LOG_LEVEL: 'silent',
      },
      config: { webDir },
    });
  });
  afterAll(async () => {
    await web?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('every HTML page, asset and API answer (every registered route) carries them, HSTS included', async () => {
    const pages = [
      '/',
      '/privacy',
      '/pricing',
      '/auth',
      '/join/abc',
      '/app',
      '/app/dashboard',
      '/nope/deeper',
    ];
    const failures: string[] = [];
    for (const url of [...pages, '/assets/app-1234.js', '/api/docs/']) {
      const res = await web.app.inject({ method: 'GET', url });
      const h = res.headers;
      const csp = String(h['content-security-policy']);
      const missing = [
        res.statusCode === 200 ? null : `status ${res.statusCode}`,
        /frame-ancestors 'none'/.test(csp) || url.startsWith('/api/docs') ? null : 'frame-ancestors',
        /object-src 'none'/.test(csp) || url.startsWith('/api/docs') ? null : 'object-src',
        /base-uri 'none'/.test(csp) || url.startsWith('/api/docs') ? null : 'base-uri',
        /script-src 'self'/.test(csp) ? null : 'script-src',
        h['x-content-type-options'] === 'nosniff' ? null : 'nosniff',
        h['x-frame-options'] === 'DENY' ? null : 'x-frame-options',
        h['referrer-policy'] === 'strict-origin-when-cross-origin' ? null : 'referrer-policy',
        h['strict-transport-security'] === 'max-age=31536000; includeSubDomains' ? null : 'HSTS',
      ].filter(Boolean);
      if (missing.length > 0) failures.push(`${url}: ${missing.join(', ')}`);
    }
    for (const url of pages) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    await pool(apiRoutes(web.app), 8, async (route) => {
      const { input } = exampleInput(route, (kind) => unknownValue(kind));
      const res = await send(web.app, null, route.method, urlOf(route, input), input);
      const missing = missingApiHeaders(res);
      if (res.headers['strict-transport-security'] !== 'max-age=31536000; includeSubDomains')
        missing.push('HSTS');
      if (missing.length > 0) failures.push(`${routeKey(route)} → ${res.statusCode}: ${missing.join(', ')}`);
    });
    expect(failures).toEqual([]);
  });
});

describe('uploads, on every route that takes a file', () => {
  /** A PNG that declares width × height pixels of 1 bit, compressed to almost nothing (a decompression bomb). */
  function bombPng(width: number, height: number): Buffer {
    const crcTable = Array.from({ length: 256 }, (_, n) => {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      return c >>> 0;
    });
    const crc = (buf: Buffer) => {
      let c = 0xffffffff;
      for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
      return (c ^ 0xffffffff) >>> 0;
    };
    const chunk = (type: string, data: Buffer) => {
      const len = Buffer.alloc(4);
      len.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const sum = Buffer.alloc(4);
      sum.writeUInt32BE(crc(body));
      return Buffer.concat([len, body, sum]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr.writeUInt8(1, 8); // 1 bit per pixel
    ihdr.writeUInt8(0, 9); // greyscale
    const raw = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // every row: filter 0, all zero
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }

  const uploadRoutes = () =>
    apiRoutes(t.app).filter((r) =>
      ((r.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data'),
    );

  it('refuses SVG with script, HTML polyglots, disguised files, oversized files and bombs; stores nothing', async () => {
    const routes = uploadRoutes();
    expect(routes.map(routeKey).sort()).toEqual(['POST /api/company/logo', 'POST /api/profile/avatar']);
    const png = await pngImage(48);
    const bomb = bombPng(9000, 9000);
    expect(bomb.length).toBeLessThan(100_000);
    const cases: Array<[string, Buffer, string, string, number]> = [
      [
        'SVG with script, named .png',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
        ),
        'logo.png',
        'image/png',
        400,
      ],
      [
        'SVG declared as SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'a.svg',
        'image/svg+xml',
        400,
      ],
      [
        'HTML page with a PNG inside',
        Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), png]),
        'a.png',
        'image/png',
        400,
      ],
      [
        'PDF named .jpg',
        Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
        'a.jpg',
        'image/jpeg',
        400,
      ],
      [
        'ZIP (a GIFAR-style archive)',
        Buffer.from('PK\u0003\u0004'.padEnd(200, '\u0000')),
        'a.gif',
        'image/gif',
        400,
      ],
      ['truncated PNG', png.subarray(0, 60), 'a.png', 'image/png', 400],
      ['decompression bomb (81 megapixels in a tiny PNG)', bomb, 'a.png', 'image/png', 400],
      ['over 2 MB', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 10)]), 'a.png', 'image/png', 413],
    ];
    for (const route of routes) {
      const before = await snapshotOf(team.company.id);
      for (const [name, body, filename, type, status] of cases) {
        const form = multipart({ body, name: filename, type });
        const res = await send(
          t.app,
          team.admin.client,
          'POST',
          route.url,
          { body: undefined, multipart: false },
          {
            headers: { 'content-type': form.contentType },
            rawBody: form.payload,
          },
        );
        expect(res.statusCode, `${route.url}: ${name} → ${res.body}`).toBe(status);
      }
      expect(changesBetween(before, await snapshotOf(team.company.id)), route.url).toEqual([]);
    }
  });

  it('a valid image with a script appended is stored re-encoded, without the script, served as an image', async () => {
    const payload = '<script>alert(document.cookie)</script><?php system($_GET["c"]); ?>';
    const polyglot = Buffer.concat([await pngImage(48), Buffer.from(payload)]);
    for (const route of uploadRoutes()) {
      const form = multipart({ body: polyglot, name: 'x.html', type: 'text/html' });
      const res = await send(
        t.app,
        team.admin.client,
        'POST',
        route.url,
        { body: undefined, multipart: false },
        {
          headers: { 'content-type': form.contentType },
          rawBody: form.payload,
        },
      );
      expect(res.statusCode, route.url).toBe(200);
      const url = String(
        Object.values(JSON.parse(res.body) as Record<string, string>).find((v) =>
          v.startsWith('/api/files/'),
        ),
      );
      expect(url).toMatch(/^\/api\/files\/companies\/[\w-]+\/\w+\/[\w-]+\.webp$/);
      const stored = readFileSync(path.join(t.config.dataDir, 'uploads', url.replace('/api/files/', '')));
      expect(stored.includes(Buffer.from('<script'))).toBe(false);
      expect(stored.subarray(8, 12).toString()).toBe('WEBP');
      const served = await team.employee.client.get(url);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(String(served.headers['content-security-policy'])).toContain('sandbox');
    }
    const files = readdirSync(path.join(t.config.dataDir, 'uploads', 'companies', team.company.id), {
      recursive: true,
    }).map(String);
    expect(files.every((f) => !f.endsWith('.html') && !f.endsWith('.png'))).toBe(true);
  });
});
