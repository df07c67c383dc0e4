import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type App, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { connectDatabase, type Database } from '../platform/db';
import { createCitusDatabase, dropCitusDatabase } from './citus';
import { startTestSmtp, type TestSmtp } from './smtp';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestContext {
  app: App;
  db: Database;
  config: Config;
  smtp: TestSmtp | undefined;
  /** An anonymous client. */
  anon: TestClient;
  /**
   * Another app on this same database, with other settings (a restart with a new configuration). The caller
   * closes it; the database stays until `close()`.
   */
  otherApp(env: Record<string, string>): Promise<App>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database cloned from the migrated template (one per test file).
 * `smtp: true` starts an in-process SMTP server and points the app at it.
 */
export async function createTestContext(
  opts: {
    smtp?: boolean;
    env?: Record<string, string>;
    /** Settings that have no environment variable (e.g. `webDir`, the built SPA to serve). */
    config?: Partial<Config>;
    routes?: (app: App) => void;
  } = {},
): Promise<TestContext> {
  const adminUrl = inject('pgAdminUrl');
  const citus = inject('citus');
  const name = `t_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  let url: string;
  if (citus) {
    url = await createCitusDatabase(citus, name);
  } else {
    const admin = connectDatabase(adminUrl, { max: 1 });
    await admin.pool.query(`create database ${name} template plantel_template`);
    await admin.close();
    url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  }
  const database = connectDatabase(url, { max: 10 });
  const smtp = opts.smtp ? await startTestSmtp() : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plantel-data-'));
  const envOf = (env: Record<string, string> | undefined) => ({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: dataDir,
    BILLING_PROVIDER: 'sandbox',
    // TEST_LOG_LEVEL=error shows the app's log (a 500's cause) while debugging a test; silent otherwise.
    ...(process.env.TEST_LOG_LEVEL ? { LOG_LEVEL: process.env.TEST_LOG_LEVEL } : {}),
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
    ...env,
  });
  const config = loadConfig(envOf(opts.env), opts.config);
  const app = await buildApp({ config, database: { ...database, url } });
  opts.routes?.(app);
  await app.ready();

  return {
    app,
    db: database.db,
    config,
    smtp,
    anon: new TestClient(app),
    async otherApp(env) {
      const other = await buildApp({
        config: loadConfig(envOf({ ...opts.env, ...env }), opts.config),
        database: { ...database, url },
        jobWorkers: false,
      });
      await other.ready();
      return other;
    },
    async close() {
      await app.close();
      await database.close();
      await smtp?.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (citus) {
        await dropCitusDatabase(citus, name);
      } else {
        const drop = connectDatabase(adminUrl, { max: 1 });
        await drop.pool.query(`drop database if exists ${name} with (force)`);
        await drop.close();
      }
    },
  };
}

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
  cookies: string[];
}

/** A browser-like client: keeps its session cookie and sends our Origin on writes. */
export class TestClient {
  cookie: string | undefined;
  constructor(
    readonly app: App,
    cookie?: string,
  ) {
    this.cookie = cookie;
  }

  async request<T = unknown>(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await this.app.inject({
      method,
      url,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(method !== 'GET' && method !== 'HEAD' ? { origin: new URL(this.app.config.appUrl).origin } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    const setCookies = [res.headers['set-cookie'] ?? []].flat().map(String);
    const session = setCookies.find((c) => c.includes('session_token='));
    if (session) {
      const value = session.split(';')[0]!;
      this.cookie = value.endsWith('=') ? undefined : value;
    }
    let parsed: unknown = res.body;
    try {
      parsed = res.body ? JSON.parse(res.body) : undefined;
    } catch {}
    return {
      status: res.statusCode,
      body: parsed as T,
      headers: res.headers,
      raw: res,
      cookies: setCookies,
    } satisfies TestResponse<T>;
  }

  get<T = unknown>(url: string) {
    return this.request<T>('GET', url);
  }
  post<T = unknown>(url: string, body?: unknown) {
    return this.request<T>('POST', url, body ?? {});
  }
  put<T = unknown>(url: string, body?: unknown) {
    return this.request<T>('PUT', url, body ?? {});
  }
  patch<T = unknown>(url: string, body?: unknown) {
    return this.request<T>('PATCH', url, body ?? {});
  }
  delete<T = unknown>(url: string, body?: unknown) {
    return this.request<T>('DELETE', url, body);
  }

  async signIn(email: string, password: string) {
    const res = await this.post('/api/auth/sign-in/email', { email, password });
    if (res.status !== 200)
      throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return this;
  }
}
