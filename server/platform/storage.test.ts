import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, ConfigError, loadConfig } from '../config';
import { type FakeS3, startFakeS3 } from '../test/fake-s3';
import { createStorage, localDiskStorage, newFileKey, type Storage } from './storage';
import { storageContract } from './storage.contract';
import { s3Storage } from './storage-s3';

type S3Config = Extract<Config['storage'], { driver: 's3' }>;

const s3ConfigFor = (fake: FakeS3, overrides: Partial<S3Config> = {}): S3Config => ({
  driver: 's3',
  bucket: fake.bucket,
  region: fake.region,
  endpoint: fake.url,
  forcePathStyle: true,
  credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey },
  ...overrides,
});

storageContract('local disk', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-storage-'));
  return {
    storage: localDiskStorage(dir),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

storageContract('S3 (fake S3 API)', async () => {
  // Two keys a page, so the purge of a company has to follow continuation tokens.
  const fake = await startFakeS3({ pageSize: 2 });
  return { storage: s3Storage(s3ConfigFor(fake)), cleanup: fake.close };
});

describe('S3 storage', () => {
  let fake: FakeS3;
  let storage: Storage;
  beforeAll(async () => {
    fake = await startFakeS3({ pageSize: 2 });
    storage = s3Storage(s3ConfigFor(fake));
  });
  afterAll(async () => {
    await storage?.close?.();
    await fake?.close();
  });

  it('stores the object under the key itself, with its content type', async () => {
    const key = newFileKey(randomUUID(), 'avatars');
    await storage.put(key, Buffer.from('webp'), 'image/webp');
    expect(fake.objects.get(key)).toEqual({ body: Buffer.from('webp'), contentType: 'image/webp' });
  });

  it('purges a company with a listing and batch deletes, never object by object', async () => {
    const companyId = randomUUID();
    for (let i = 0; i < 5; i++)
      await storage.put(newFileKey(companyId, 'avatars'), Buffer.from('x'), 'image/webp');
    fake.log.length = 0;
    await storage.deleteCompanyFiles(companyId);
    expect(fake.log.map((l) => l.split(' ')[1])).toEqual([
      'ListObjectsV2',
      'DeleteObjects',
      'ListObjectsV2',
      'DeleteObjects',
      'ListObjectsV2',
      'DeleteObjects',
    ]);
    expect([...fake.objects.keys()].some((k) => k.includes(companyId))).toBe(false);
  });

  it('fails the purge when the store could not delete a file (the job retries)', async () => {
    const companyId = randomUUID();
    const stuck = newFileKey(companyId, 'logos');
    await storage.put(stuck, Buffer.from('x'), 'image/webp');
    fake.failDeletes.add(stuck);
    try {
      await expect(storage.deleteCompanyFiles(companyId)).rejects.toThrow(/not deleted.*AccessDenied/);
    } finally {
      fake.failDeletes.clear();
    }
  });

  it('reports a missing bucket or wrong credentials as errors, never as a missing file', async () => {
    const key = newFileKey(randomUUID(), 'avatars');
    const noBucket = s3Storage(s3ConfigFor(fake, { bucket: 'no-such-bucket' }));
    const wrongSecret = s3Storage(
      s3ConfigFor(fake, { credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: 'wrong' } }),
    );
    try {
      await expect(noBucket.get(key)).rejects.toThrow(/bucket does not exist/);
      await expect(wrongSecret.get(key)).rejects.toThrow(/Bad signature/);
      await expect(wrongSecret.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Bad signature/);
      expect(fake.objects.has(key)).toBe(false);
    } finally {
      await noBucket.close?.();
      await wrongSecret.close?.();
    }
  });

  it('is the adapter STORAGE_DRIVER=s3 selects', async () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: fake.bucket,
      S3_REGION: fake.region,
      S3_ENDPOINT: fake.url,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: fake.accessKeyId,
      S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
      AUTH_SECRET: 'x'.repeat(32),
    });
    const selected = await createStorage(config.storage);
    try {
      const key = newFileKey(randomUUID(), 'logos');
      await selected.put(key, Buffer.from('via config'), 'image/webp');
      expect(fake.objects.get(key)?.body.toString()).toBe('via config');
    } finally {
      await selected.close?.();
    }
  });
});

describe('storage configuration', () => {
  const base = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/plantel-config-test' };
  const production = {
    ...base,
    NODE_ENV: 'production',
    APP_URL: 'https://plantel.example',
    SMTP_URL: 'smtp://mail.example:587',
    BILLING_PROVIDER: 'none',
  };

  it('keeps uploads on the local disk under DATA_DIR by default', () => {
    expect(loadConfig(base).storage).toEqual({ driver: 'local', dir: '/tmp/plantel-config-test/uploads' });
  });

  it('reads the S3 settings', () => {
    expect(
      loadConfig({
        ...base,
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'plantel-uploads',
        S3_REGION: 'eu-west-3',
        S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'AKID',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'plantel-uploads',
      region: 'eu-west-3',
      endpoint: 'https://s3.fr-par.scw.cloud',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' },
    });
    // Without keys the AWS SDK's own chain (instance or task role) is used.
    expect(loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'plantel-uploads' }).storage).toMatchObject(
      {
        region: 'us-east-1',
        endpoint: undefined,
        forcePathStyle: false,
        credentials: undefined,
      },
    );
  });

  it('refuses an incomplete or unsafe S3 configuration', () => {
    const invalid = [
      { STORAGE_DRIVER: 's3' },
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'Not_A_Bucket' },
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'AKID' },
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1', S3_ENDPOINT: 'not a url' },
      { STORAGE_DRIVER: 'ftp' },
    ];
    for (const env of invalid)
      expect(() => loadConfig({ ...base, ...env }), JSON.stringify(env)).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...production, STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1', S3_ENDPOINT: 'http://minio:9000' }),
    ).toThrow(/https in production/);
    expect(
      loadConfig({
        ...production,
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'b-1',
        S3_ENDPOINT: 'https://minio.internal',
      }).storage.driver,
    ).toBe('s3');
  });
});
