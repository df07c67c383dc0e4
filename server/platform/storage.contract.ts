import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFileKey, type Storage } from './storage';

export interface StorageUnderTest {
  storage: Storage;
  cleanup(): Promise<void>;
}

/**
 * What every Storage adapter promises (local disk, S3): the app's modules rely on exactly this. Run it with a
 * factory that gives a fresh, empty store.
 */
export function storageContract(name: string, factory: () => Promise<StorageUnderTest>) {
  describe(`${name} storage contract`, () => {
    let s: StorageUnderTest;
    let storage: Storage;
    beforeAll(async () => {
      s = await factory();
      storage = s.storage;
    });
    afterAll(async () => {
      await storage?.close?.();
      await s?.cleanup();
    });

    const webp = (text: string) => Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.from(text)]);

    it('gives back the bytes it stored, typed by the key’s extension', async () => {
      const key = newFileKey(randomUUID(), 'avatars');
      const body = Buffer.concat([webp('round trip'), Buffer.from([0, 255, 1, 254])]);
      await storage.put(key, body, 'image/webp');
      const got = await storage.get(key);
      expect(got?.body.equals(body)).toBe(true);
      expect(got?.contentType).toBe('image/webp');

      const png = newFileKey(randomUUID(), 'logos', 'png');
      await storage.put(png, Buffer.from('png bytes'), 'image/png');
      expect((await storage.get(png))?.contentType).toBe('image/png');

      // Data exports are ZIP archives, typed as such whatever the caller passed.
      const zip = newFileKey(randomUUID(), 'exports', 'zip');
      const archive = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
      await storage.put(zip, archive, 'application/zip');
      const gotZip = await storage.get(zip);
      expect(gotZip?.body.equals(archive)).toBe(true);
      expect(gotZip?.contentType).toBe('application/zip');
    });

    it('keeps a file of a few megabytes intact', async () => {
      const key = newFileKey(randomUUID(), 'logos');
      const body = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
      body.write('the end', body.length - 7);
      await storage.put(key, body, 'image/webp');
      expect((await storage.get(key))?.body.equals(body)).toBe(true);
    });

    it('answers null for a file that does not exist', async () => {
      expect(await storage.get(newFileKey(randomUUID(), 'avatars'))).toBeNull();
    });

    it('replaces a file put twice under the same key', async () => {
      const key = newFileKey(randomUUID(), 'avatars');
      await storage.put(key, webp('first'), 'image/webp');
      await storage.put(key, webp('second'), 'image/webp');
      expect((await storage.get(key))?.body.equals(webp('second'))).toBe(true);
    });

    it('deletes a file, and deleting a missing one is not an error', async () => {
      const key = newFileKey(randomUUID(), 'avatars');
      await storage.put(key, webp('to delete'), 'image/webp');
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    const companyId = randomUUID();
    const invalidKeys = [
      '',
      '../../etc/passwd',
      `companies/${companyId}/../../../etc/passwd.webp`,
      `companies/${companyId}/avatars/../x.webp`,
      `companies/${companyId}/avatars/photo.svg`,
      `companies/${companyId}/avatars/photo.html`,
      `companies/${companyId}/exports/data.zip.html`,
      `companies/not-a-company/avatars/abc.webp`,
      `/companies/${companyId}/avatars/abc.webp`,
      `companies/${companyId}/avatars/a b.webp`,
      `companies/${companyId}/avatars/abc.webp?x=1`,
      `other/${companyId}/avatars/abc.webp`,
    ];

    it('refuses to store under a key the server would not have made', async () => {
      for (const key of invalidKeys) {
        await expect(storage.put(key, webp('x'), 'image/webp'), key).rejects.toThrow(/Invalid storage key/);
      }
    });

    it('reads nothing and deletes nothing through an invalid key', async () => {
      const key = newFileKey(companyId, 'avatars');
      await storage.put(key, webp('kept'), 'image/webp');
      for (const bad of invalidKeys) {
        expect(await storage.get(bad), bad).toBeNull();
        await storage.delete(bad);
      }
      // A traversal back to the real file is refused too.
      const sneaky = `companies/${companyId}/logos/../avatars/${key.split('/').pop()}`;
      expect(await storage.get(sneaky)).toBeNull();
      await storage.delete(sneaky);
      expect((await storage.get(key))?.body.equals(webp('kept'))).toBe(true);
    });

    it("deletes every file of one company, and only that company's", async () => {
      const doomed = randomUUID();
      const neighbour = randomUUID();
      const doomedKeys = [
        ...Array.from({ length: 5 }, () => newFileKey(doomed, 'avatars')),
        newFileKey(doomed, 'logos', 'png'),
      ];
      const keptKeys = [newFileKey(neighbour, 'avatars'), newFileKey(neighbour, 'logos')];
      for (const key of [...doomedKeys, ...keptKeys]) await storage.put(key, webp(key), 'image/webp');

      await storage.deleteCompanyFiles(doomed);

      for (const key of doomedKeys) expect(await storage.get(key), key).toBeNull();
      for (const key of keptKeys) expect((await storage.get(key))?.body.equals(webp(key)), key).toBe(true);
      // A company without files, or purged twice, is fine.
      await expect(storage.deleteCompanyFiles(doomed)).resolves.toBeUndefined();
      await expect(storage.deleteCompanyFiles(randomUUID())).resolves.toBeUndefined();
    });

    it('refuses to purge anything but one company id', async () => {
      const key = newFileKey(randomUUID(), 'avatars');
      await storage.put(key, webp('survives'), 'image/webp');
      for (const bad of ['', '..', '*', 'companies', `${randomUUID()}/..`, `${randomUUID().slice(0, 8)}`]) {
        await expect(storage.deleteCompanyFiles(bad), bad).rejects.toThrow(/Invalid company id/);
      }
      expect(await storage.get(key)).not.toBeNull();
    });
  });
}
