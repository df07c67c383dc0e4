import type { DataExport } from '@domain/contracts/exports';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, timeEntries, timeEntryHistory } from '../../db/schema';
import {
  assertNoLeak,
  createTwoCompanies,
  createUser,
  type TestTeam,
  type TestUser,
} from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { mondayAfter, vacation } from '../absences/test-support';
import { entry, fillMonth, monthFromNow } from '../time-entries/test-support';
import { buildExport, cleanupExports } from './exports.service';

let t: TestContext;
let a: TestTeam;
let b: TestTeam;
beforeAll(async () => {
  t = await createTestContext({ smtp: true, env: { RATE_LIMIT_MULTIPLIER: '50' } });
  ({ a, b } = await createTwoCompanies(t));
  // A little of everything for A's employee: two months of entries, a change (history), an absence, consents.
  await fillMonth(a.employee.client, monthFromNow(-2));
  await fillMonth(a.employee.client, monthFromNow(-1));
  const day = `${monthFromNow(-1)}-15`;
  await t.db
    .delete(timeEntries)
    .where(and(eq(timeEntries.userId, a.employee.id), eq(timeEntries.workDate, day)));
  const created = await a.employee.client.post(
    '/api/time-entries',
    entry(day, '08:00', '15:00', { notes: '=HYPERLINK("x")' }),
  );
  expect([200, 201]).toContain(created.status);
  const start = mondayAfter(20);
  expect((await a.employee.client.post('/api/absences', vacation(start, start))).status).toBe(201);
  await a.employee.client.put('/api/consents', {
    consents: [{ consentType: 'analytics', consentGiven: true }],
  });
  // Someone else's data in the same company, which must not appear in A's employee's export.
  await fillMonth(a.manager.client, monthFromNow(-1));
});
afterAll(async () => {
  await t?.close();
});

type ExportBody = { export: DataExport };

async function waitReady(client: TestClient, id: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  const seen: number[] = [];
  while (Date.now() < deadline) {
    const res = await client.get<ExportBody>(`/api/exports/${id}`);
    expect(res.status).toBe(200);
    seen.push(res.body.export.progress);
    if (res.body.export.status === 'ready' || res.body.export.status === 'failed')
      return { ...res.body.export, seen };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`export ${id} not ready in ${timeoutMs} ms`);
}

async function downloadZip(client: TestClient, id: string) {
  const res = await client.get(`/api/exports/${id}/download`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="plantel-.+\.zip"$/);
  return unzipSync(new Uint8Array(res.raw.rawPayload));
}

const json = (files: Record<string, Uint8Array>, name: string) =>
  JSON.parse(strFromU8(files[name]!)) as Record<string, unknown>[];
const csv = (files: Record<string, Uint8Array>, name: string) =>
  parse(Buffer.from(files[name]!), { bom: true, columns: true }) as Record<string, string>[];

describe('Download my data', () => {
  let done: DataExport;
  let files: Record<string, Uint8Array>;

  it('asking several times at once starts one export; its progress ends at 100 and the ZIP is e-mailed as ready', async () => {
    const { employee } = a;
    const started = performance.now();
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map(() => employee.client.post<ExportBody>('/api/exports/personal')),
    );
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 202, 202]);
    const ids = new Set(answers.map((r) => r.body.export.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    done = await waitReady(employee.client, id!);
    const elapsed = performance.now() - started;
    expect(done.status).toBe('ready');
    expect(done.progress).toBe(100);
    expect(done.downloadUrl).toBe(`/api/exports/${id}/download`);
    expect(done.fileName).toMatch(/^plantel-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(new Date(done.expiresAt!).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    // Reported, not asserted (budgets are measured by the bench): a personal export ≤ 2 s.
    expect(elapsed).toBeGreaterThan(0);
    const rows = await t.db.select().from(dataExports).where(eq(dataExports.userId, employee.id));
    expect(rows).toHaveLength(1);

    const mail = await t.smtp!.waitFor(employee.email, 'Your data export is ready');
    expect(mail.text).toContain('/app/account?tab=privacy');
    expect(mail.text).not.toContain('/download');
    expect(mail.html).toContain('Download');

    const latest = await employee.client.get<ExportBody>('/api/exports/latest?kind=personal');
    expect(latest.body.export?.id).toBe(id);
  });

  it('the ZIP holds the profile, absences, time entries with their history, timesheet decisions and consents, as JSON and CSV', async () => {
    const { employee, manager } = a;
    files = await downloadZip(employee.client, done.id);
    const names = Object.keys(files).sort();
    for (const part of [
      'profile',
      'absences',
      'absence-history',
      'time-entries',
      'time-entry-history',
      'timesheet-decisions',
      'time-corrections',
      'consents',
      'email-preferences',
      'signed-in-devices',
    ]) {
      expect(names).toContain(`${part}.json`);
      expect(names).toContain(`${part}.csv`);
    }
    expect(names).toContain('README.txt');

    const [profile] = json(files, 'profile.json');
    expect(profile).toMatchObject({ id: employee.id, email: employee.email, role: 'employee' });
    const [profileCsv] = csv(files, 'profile.csv');
    expect(profileCsv).toMatchObject({ email: employee.email, role: 'employee' });

    const entries = await t.db.select().from(timeEntries).where(eq(timeEntries.userId, employee.id));
    expect(json(files, 'time-entries.json')).toHaveLength(entries.length);
    expect(csv(files, 'time-entries.csv')).toHaveLength(entries.length);
    // A formula-looking note stays as text in the CSV.
    expect(csv(files, 'time-entries.csv').some((r) => r.notes === `'=HYPERLINK("x")`)).toBe(true);
    expect(json(files, 'time-entries.json').some((r) => r.notes === '=HYPERLINK("x")')).toBe(true);

    const history = await t.db
      .select()
      .from(timeEntryHistory)
      .where(eq(timeEntryHistory.userId, employee.id));
    expect(history.length).toBeGreaterThan(0);
    expect(json(files, 'time-entry-history.json')).toHaveLength(history.length);
    expect(json(files, 'absences.json')).toEqual([
      expect.objectContaining({ absenceType: 'vacation', status: 'pending', userId: employee.id }),
    ]);
    expect(json(files, 'consents.json')).toEqual([
      expect.objectContaining({ consentType: 'analytics', consentGiven: true, consentVersion: '1.0' }),
    ]);
    expect(json(files, 'timesheet-decisions.json')).toEqual([]);
    expect(csv(files, 'timesheet-decisions.csv')).toEqual([]);
    expect(strFromU8(files['timesheet-decisions.csv']!)).toContain('status');

    // Only the person's own data, and no credential.
    const everything = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n');
    expect(everything).not.toContain(manager.id);
    expect(everything).not.toContain(manager.email);
    const token = employee.client.cookie!.split('=')[1]!.split('.')[0]!;
    expect(everything).not.toContain(token);
    expect(json(files, 'signed-in-devices.json')[0]).not.toHaveProperty('token');
  });

  it('another account, in the company or outside it, gets 404 for the export and its download, and nothing changes', async () => {
    for (const other of [a.manager, a.admin, b.admin, b.employee]) {
      for (const url of [`/api/exports/${done.id}`, `/api/exports/${done.id}/download`]) {
        const res = await other.client.get(url);
        expect(res.status, `${url} as ${other.role}`).toBe(404);
        assertNoLeak(res.body, a);
      }
      const latest = await other.client.get<ExportBody>('/api/exports/latest?kind=personal');
      expect(latest.body.export?.id).not.toBe(done.id);
    }
    expect(await t.anon.get(`/api/exports/${done.id}/download`)).toMatchObject({ status: 401 });
    expect((await t.anon.post('/api/exports/personal')).status).toBe(401);
    // The file is not reachable through the pictures route either.
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, done.id));
    expect((await a.employee.client.get(`/api/files/${row!.fileKey}`)).status).toBe(404);
  });

  it('an expired link answers 410, and the cleanup deletes its file', async () => {
    const { employee } = a;
    await t.db
      .update(dataExports)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(dataExports.id, done.id));
    const res = await employee.client.get(`/api/exports/${done.id}/download`);
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ error: { code: 'GONE', message: expect.stringContaining('expired') } });
    const view = await employee.client.get<ExportBody>(`/api/exports/${done.id}`);
    expect(view.body.export).toMatchObject({ status: 'expired', downloadUrl: null });

    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, done.id));
    expect(await t.app.storage.get(row!.fileKey!)).not.toBeNull();
    await cleanupExports({ ...deps(), storage: t.app.storage });
    expect(await t.app.storage.get(row!.fileKey!)).toBeNull();
    const [after] = await t.db.select().from(dataExports).where(eq(dataExports.id, done.id));
    expect(after!.fileKey).toBeNull();
    expect((await employee.client.get(`/api/exports/${done.id}/download`)).status).toBe(410);
    // Other people still get 404, not 410: an expired export is still somebody else's.
    expect((await b.admin.client.get(`/api/exports/${done.id}/download`)).status).toBe(404);
  });

  it('a new export after the last one finished is a new job', async () => {
    const res = await a.employee.client.post<ExportBody>('/api/exports/personal');
    expect(res.status).toBe(202);
    expect(res.body.export.id).not.toBe(done.id);
    expect((await waitReady(a.employee.client, res.body.export.id)).status).toBe('ready');
  });

  it('while one is running, asking again answers the same job', async () => {
    const [running] = await t.db
      .insert(dataExports)
      .values({
        companyId: a.company.id,
        userId: a.manager.id,
        kind: 'personal',
        status: 'running',
        progress: 40,
      })
      .returning();
    const res = await a.manager.client.post<ExportBody>('/api/exports/personal');
    expect(res.status).toBe(202);
    expect(res.body.export).toMatchObject({
      id: running!.id,
      status: 'running',
      progress: 40,
      downloadUrl: null,
    });
    expect((await a.manager.client.get(`/api/exports/${running!.id}/download`)).status).toBe(409);
    // A job retried after a crash builds it to the end.
    await buildExport(deps(), running!.id);
    const [after] = await t.db.select().from(dataExports).where(eq(dataExports.id, running!.id));
    expect(after).toMatchObject({ status: 'ready', progress: 100 });
  });

  it('bad input: an unknown kind or id, or a body naming someone else, is refused', async () => {
    const body = await a.employee.client.post('/api/exports/personal', { userId: a.manager.id });
    expect(body.status).toBe(400);
    const kind = await a.employee.client.get('/api/exports/latest?kind=everything');
    expect(kind.status).toBe(400);
    expect((await a.employee.client.get('/api/exports/not-a-uuid')).status).toBe(400);
    expect((await a.employee.client.get(`/api/exports/${crypto.randomUUID()}/download`)).status).toBe(404);
  });
});

const deps = () => ({
  db: t.db,
  storage: t.app.storage,
  jobs: t.app.jobs,
  mailer: t.app.mailer,
  appUrl: t.config.appUrl,
  log: t.app.log,
});

describe('company export', () => {
  let files: Record<string, Uint8Array>;
  let outsider: TestUser;

  it('employees and managers cannot ask for it (403); an admin gets every table of the company as CSV', async () => {
    expect((await a.employee.client.post('/api/exports/company')).status).toBe(403);
    expect((await a.manager.client.post('/api/exports/company')).status).toBe(403);
    const res = await a.admin.client.post<ExportBody>('/api/exports/company');
    expect(res.status).toBe(202);
    expect(res.body.export.kind).toBe('company');
    const done = await waitReady(a.admin.client, res.body.export.id);
    expect(done.status).toBe('ready');
    expect(done.fileName).toMatch(/^plantel-company-data-company-a-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.zip$/);
    await t.smtp!.waitFor(a.admin.email, 'Your company data export is ready');
    files = await downloadZip(a.admin.client, done.id);

    // Every table with a company_id column is there, plus the company itself.
    const tables = await t.db.execute<{ table_name: string }>(sql`
      select distinct table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'company_id'`);
    expect(tables.rows.length).toBeGreaterThan(15);
    for (const { table_name } of tables.rows) expect(Object.keys(files)).toContain(`${table_name}.csv`);
    expect(csv(files, 'companies.csv')).toEqual([
      expect.objectContaining({ id: a.company.id, name: a.company.name }),
    ]);
    // The people (accounts belong to no company) are in people.csv; their roles in memberships.csv.
    expect(
      csv(files, 'people.csv')
        .map((p) => p.email)
        .sort(),
    ).toEqual([a.admin.email, a.manager.email, a.employee.email].sort());
    expect(
      csv(files, 'memberships.csv')
        .map((m) => m.role)
        .sort(),
    ).toEqual(['admin', 'employee', 'manager']);
    const entries = await t.db.select().from(timeEntries).where(eq(timeEntries.companyId, a.company.id));
    expect(csv(files, 'time_entries.csv')).toHaveLength(entries.length);
    expect(csv(files, 'time_entry_history.csv').length).toBeGreaterThan(0);
    expect(csv(files, 'absences.csv')).toHaveLength(1);
    // Whose user ids the records carry, with their membership periods.
    expect(
      csv(files, 'people.csv')
        .map((p) => p.email)
        .sort(),
    ).toEqual([a.admin.email, a.manager.email, a.employee.email].sort());
    expect(csv(files, 'people.csv')[0]).toMatchObject({ joined_on: '2020-01-01', left_on: '' });
  });

  it('holds nothing of company B, and no secrets (invitation codes, feed token hashes, storage keys)', async () => {
    const everything = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n');
    assertNoLeak(everything, b);
    expect(Object.keys(csv(files, 'invitations.csv')[0] ?? { created_at: '' })).not.toContain('code');
    expect(strFromU8(files['invitations.csv']!).split('\r\n')[0]).not.toMatch(/(^|,)code(,|$)/);
    expect(strFromU8(files['calendar_feeds.csv']!)).not.toContain('token_hash');
    expect(strFromU8(files['data_exports.csv']!)).not.toContain('file_key');
  });

  it("company B's admin gets 404 for A's company export; a demoted admin no longer sees their own", async () => {
    const [row] = await t.db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.companyId, a.company.id), eq(dataExports.kind, 'company')));
    for (const other of [b.admin, b.employee, a.manager]) {
      expect((await other.client.get(`/api/exports/${row!.id}/download`)).status).toBe(404);
    }
    outsider = await createUser(t, { companyId: a.company.id, role: 'admin' });
    const own = await outsider.client.post<ExportBody>('/api/exports/company');
    await waitReady(outsider.client, own.body.export.id);
    await t.db.execute(sql`update memberships set role = 'employee' where user_id = ${outsider.id}`);
    expect((await outsider.client.get(`/api/exports/${own.body.export.id}/download`)).status).toBe(404);
    const latest = await outsider.client.get<ExportBody>('/api/exports/latest?kind=company');
    expect(latest.body.export).toBeNull();
  });
});
