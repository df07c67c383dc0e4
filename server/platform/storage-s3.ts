import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import { assertValidKey, companyPrefix, contentTypeOf, isValidKey, type Storage } from './storage';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Scaleway, OVH…), so every app server sees
 * the same files. Same contract as the local disk (storage.contract.ts): the same key validation, null for a
 * missing file, and the purge of a company lists its prefix and deletes what it finds.
 *
 * The bucket stays private: files are read through GET /api/files/*, which checks the company first.
 */
export function s3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible stores reject the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A stuck store must fail the request, not hold it (and a connection) until the client gives up.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
  const Bucket = config.bucket;

  return {
    async put(key, body, contentType) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: 'private, max-age=3600',
        }),
      );
    },

    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return null;
        const body = Buffer.from(await res.Body.transformToByteArray());
        return { body, contentType: contentTypeOf(key) };
      } catch (e) {
        // A missing file is null; a missing bucket or bad credentials are errors, never "no file".
        if (e instanceof NoSuchKey || (e instanceof S3ServiceException && e.name === 'NoSuchKey'))
          return null;
        throw e;
      }
    },

    async delete(key) {
      if (!isValidKey(key)) return;
      // S3 answers 204 whether or not the object existed.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deleteCompanyFiles(companyId) {
      const Prefix = companyPrefix(companyId);
      // Each page holds at most 1,000 keys, which is also the most one DeleteObjects accepts.
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((o) =>
          o.Key?.startsWith(Prefix) ? [{ Key: o.Key }] : [],
        );
        if (keys.length > 0) {
          const res = await client.send(
            new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
          );
          if (res.Errors && res.Errors.length > 0) {
            const first = res.Errors[0]!;
            throw new Error(
              `${res.Errors.length} files of company ${companyId} not deleted (${first.Key}: ${first.Code} ${first.Message})`,
            );
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async close() {
      client.destroy();
    },
  };
}
