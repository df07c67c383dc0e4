import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbedded } from '../../server/platform/database';
import { startMailCatcher } from './mail-catcher';

/**
 * Starts what the browser tests run against: a PostgreSQL (embedded, in a temp directory), an SMTP mail
 * catcher with a small HTTP API for the test workers, and the production build of the app.
 */
export default async function globalSetup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-e2e-'));
  const pg = await startEmbedded(
    dir,
    { info: () => {}, warn: console.warn },
    { fast: true, dbName: 'plantel_e2e' },
  );
  const mail = await startMailCatcher();
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;

  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: path.join(dir, 'app-data'),
      // As `npm start` reaches its embedded server: through the socket.
      DATABASE_URL: pg.localUrl ?? pg.url,
      SMTP_URL: mail.smtpUrl,
      BILLING_PROVIDER: 'sandbox',
      RATE_LIMIT_MULTIPLIER: '50',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForReady(`${baseUrl}/api/ready`, server);

  process.env.PLANTEL_BASE_URL = baseUrl;
  process.env.PLANTEL_MAIL_API = mail.apiUrl;
  process.env.PLANTEL_E2E_DATABASE_URL = pg.url;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await mail.close();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

async function waitForReady(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The app did not become ready at ${url}`);
}
