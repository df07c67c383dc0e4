import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_AFTER_DAYS, purgeDeletedCompanies } from '../modules/company/company.service';
import { createTeam, type TestTeam } from '../test/factories';
import { type FakeS3, startFakeS3 } from '../test/fake-s3';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/harness';
import { keyFromUrl } from './storage';

// The whole app with STORAGE_DRIVER=s3: uploads, downloads and the purge of a deleted company go to the bucket.
let fake: FakeS3;
let t: TestContext;
let team: TestTeam;
beforeAll(async () => {
  fake = await startFakeS3();
  t = await createTestContext({
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: fake.bucket,
      S3_REGION: fake.region,
      S3_ENDPOINT: fake.url,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: fake.accessKeyId,
      S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
    },
  });
  team = await createTeam(t);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function uploadImage(cookie: string, url: string, body: Buffer) {
  const boundary = '----plantel-s3-test';
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return { status: res.statusCode, body: res.json() as Record<string, string> };
}

const png = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();

describe('uploads on S3-compatible storage', () => {
  it('stores an avatar in the bucket and serves it to the company, replacing the old file', async () => {
    const first = await uploadImage(team.employee.client.cookie!, '/api/profile/avatar', await png());
    expect(first.status).toBe(200);
    const key = keyFromUrl(first.body.avatarUrl)!;
    expect(fake.objects.get(key)?.contentType).toBe('image/webp');

    const served = await team.manager.client.get(first.body.avatarUrl!);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.raw.rawPayload.equals(fake.objects.get(key)!.body)).toBe(true);

    const second = await uploadImage(team.employee.client.cookie!, '/api/profile/avatar', await png());
    expect(second.status).toBe(200);
    expect(fake.objects.has(key)).toBe(false);
    expect(fake.objects.has(keyFromUrl(second.body.avatarUrl)!)).toBe(true);
  });

  it('purges the files of a deleted company from the bucket', async () => {
    const other = await createTeam(t, 'B');
    const logo = await uploadImage(team.admin.client.cookie!, '/api/company/logo', await png());
    expect(logo.status).toBe(200);
    const keptLogo = await uploadImage(other.admin.client.cookie!, '/api/company/logo', await png());
    expect((await team.admin.client.delete('/api/company', { confirmation: 'DELETE COMPANY' })).status).toBe(
      200,
    );

    const deps = { db: t.db, storage: t.app.storage, dataProtectionEmail: 'x@example.test', log: t.app.log };
    const later = new Date(Date.now() + (PURGE_AFTER_DAYS + 1) * 24 * 3600 * 1000);
    expect((await purgeDeletedCompanies(deps, later)).purged).toBe(1);

    expect([...fake.objects.keys()].filter((k) => k.startsWith(`companies/${team.company.id}/`))).toEqual([]);
    expect(fake.objects.has(keyFromUrl(keptLogo.body.logoUrl)!)).toBe(true);
  });
});
