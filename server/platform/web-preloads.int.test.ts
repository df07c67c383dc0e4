// The app's HTML names what its page loads (server/platform/web-preloads.ts): the route's chunks from the build
// manifest, its catalogs in the reader's language; and it answers the API reads the page starts
// (server/platform/page-reads.ts), the screen's only for a valid session.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, type TestUser } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { answersIn } from '../test/page-reads';
import { statementsOf } from '../test/sql-log';

let t: TestContext;
let webDir: string;
let german: TestUser;
let manager: TestUser;
let admin: TestUser;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'plantel-web-'));
  mkdirSync(path.join(webDir, '.vite'), { recursive: true });
  const html = (entry: string) =>
    `<!doctype html><html><head><title>x</title><script type="module" crossorigin src="/assets/${entry}.js"></script></head><body><div id="root"></div></body></html>`;
  writeFileSync(path.join(webDir, 'index.html'), html('app'));
  writeFileSync(path.join(webDir, 'site.html'), html('site'));
  const chunk = (file: string, imports: string[] = []) => ({ file: `assets/${file}.js`, imports });
  writeFileSync(
    path.join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({
      '_app.js': chunk('app'),
      'app/layouts/app-providers.tsx': chunk('app-providers', ['_app.js']),
      'app/layouts/app-layout.tsx': chunk('app-layout', ['_app.js']),
      'app/routes/app/dashboard.tsx': chunk('dashboard'),
      'locales/de/app.po': chunk('app-de'),
      'locales/de/app-dashboard.po': chunk('app-dashboard-de'),
      'locales/fr/app.po': chunk('app-fr'),
      'locales/fr/app-dashboard.po': chunk('app-dashboard-fr'),
    }),
  );
  t = await createTestContext({ config: { webDir } });
  const company = await createCompany(t, { language: 'de' });
  german = await createUser(t, { companyId: company.id, role: 'employee' });
  manager = await createUser(t, { companyId: company.id, role: 'manager' });
  admin = await createUser(t, { companyId: company.id, role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': 'fr-FR,fr', ...headers },
  });
  expect(res.statusCode).toBe(200);
  const links = (kind: string) =>
    [...res.body.matchAll(new RegExp(`<link rel="${kind}"[^>]* href="([^"]+)">`, 'g'))].map((m) => m[1]);
  const answers = answersIn(res.body);
  return { res, modules: links('modulepreload'), answers, data: answers.map((a) => a.url) };
};

describe("the app's HTML", () => {
  it("answers a signed-in person's reads and loads the screen's texts in their language", async () => {
    const { res, modules, data, answers } = await page('/app/dashboard', { cookie: german.client.cookie! });
    expect(data).toEqual(['/api/me', '/api/sample-data', '/api/dashboard']);
    // Each answer is the API's own: what the person's own request answers.
    for (const answer of answers) {
      const own = await t.app.inject({
        method: 'GET',
        url: answer.url,
        headers: { cookie: german.client.cookie! },
      });
      expect(answer.status, answer.url).toBe(200);
      expect(Object.keys(answer.body).sort(), answer.url).toEqual(Object.keys(own.json()).sort());
    }
    expect((answers[0]!.body.user as { id: string }).id).toBe(german.id);
    // Their answers are theirs: no cache keeps the page.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(modules).toEqual(
      expect.arrayContaining([
        '/assets/app-providers.js',
        '/assets/app-layout.js',
        '/assets/dashboard.js',
        '/assets/app-de.js',
        '/assets/app-dashboard-de.js',
      ]),
    );
    expect(modules).not.toContain('/assets/app.js'); // the HTML's own script
    expect(res.headers.vary).toMatch(/cookie/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it("answers Reports' read of this month for a manager, not for an employee or with another period asked", async () => {
    const now = new Date();
    const month = now.toISOString().slice(0, 7);
    // The month's last day: day 0 of the next month.
    const lastDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
    const managers = await page('/app/reports', { cookie: manager.client.cookie! });
    expect(managers.data).toEqual([
      '/api/me',
      '/api/sample-data',
      `/api/reports?from=${month}-01&to=${month}-${lastDay}`,
    ]);
    const lastMonth = await page('/app/reports?period=last_month', { cookie: manager.client.cookie! });
    expect(lastMonth.data).toEqual(['/api/me', '/api/sample-data']);
    const employees = await page('/app/reports', { cookie: german.client.cookie! });
    expect(employees.data).toEqual(['/api/me', '/api/sample-data']);
  });

  it("answers a visitor, or a cookie that is no session, only who they are, in the browser's language", async () => {
    for (const headers of [{}, { cookie: 'plantel.session_token=forged.signature' }] as Record<
      string,
      string
    >[]) {
      const { res, data, answers, modules } = await page('/app/dashboard', headers);
      expect(data).toEqual(['/api/me']);
      expect(answers[0]!.status).toBe(401);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(modules).toContain('/assets/app-dashboard-fr.js');
    }
  });

  it('is sent gzipped to a browser that accepts it, the same page', async () => {
    const plain = await page('/app/dashboard', { cookie: german.client.cookie! });
    const res = await t.app.inject({
      method: 'GET',
      url: '/app/dashboard',
      headers: {
        'accept-language': 'fr-FR,fr',
        'accept-encoding': 'gzip, deflate, br',
        cookie: german.client.cookie!,
      },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/);
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.res.body);
  });

  it("answers every main screen's reads, each one the person may make (answered 200)", async () => {
    const screens =
      'dashboard absences time-tracking team team-timesheets reports invitations settings account'
        .split(' ')
        .map((s) => `/app/${s}`);
    const reads: Record<string, number> = {};
    for (const person of [german, manager, admin]) {
      for (const screen of screens) {
        const { answers } = await page(screen, { cookie: person.client.cookie! });
        for (const { url, status } of answers) {
          expect(`${screen} ${url} ${status}`).toBe(`${screen} ${url} 200`);
          reads[person.role] = (reads[person.role] ?? 0) + 1;
        }
      }
    }
    // Besides the session and the banner on each of the nine (18): the employee's dashboard, Team Overview, the
    // 4 reads of their absences, 2 of Time Tracking, their sessions (9); a manager's also the pending requests
    // and the team on Absences and this month's report (12); an admin's also Team Timesheets, the 2 of
    // Invitations and the 3 of Settings (18).
    expect(reads).toEqual({ employee: 18 + 9, manager: 18 + 12, admin: 18 + 18 });
  });

  it("reads the session once for a page and its reads: the page's session is lent to its reads", async () => {
    // An admin's Absences: the session, the banner and 6 reads of the screen (the test above), 8 reads in all.
    let body = '';
    const statements = await statementsOf(async () => {
      body = (await page('/app/absences', { cookie: admin.client.cookie! })).res.body;
    });
    expect(body).toContain('"url":"/api/absences/pending","status":200');
    expect(statements.filter((s) => /\bfrom\s+"sessions"/i.test(s))).toHaveLength(1);
  });

  it("lends a page's session to its own reads only: a made-up lending header is a request without a session", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { 'x-plantel-page-read': '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers no read outside the app', async () => {
    expect((await page('/auth', { cookie: german.client.cookie! })).data).toEqual([]);
  });
});
