import { getStoredFile } from '@domain/contracts/platform';
import { AppError, type ErrorText } from '@domain/errors';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { memberOf } from './access';
import { MAX_IMAGE_BYTES } from './images';
import { route } from './route';
import { contentTypeOf, type Storage } from './storage';

/**
 * Multipart uploads (one file, at most a little over 2 MB so the friendly message can be given) and
 * GET /api/files/*: stored files served only to members of the company that owns them, as images with
 * nosniff and a server-chosen name, never as HTML.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, opts: { storage: Storage }) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1, fields: 5, parts: 6, fieldSize: 1000 },
      throwFileSizeLimit: false,
    });

    route(app, getStoredFile, async (request, reply) => {
      const key = request.params['*'];
      const companyId = memberOf(request).companyId;
      // Another company's file is "not found", exactly like a missing one.
      if (!key.startsWith(`companies/${companyId}/`))
        throw new AppError(
          'NOT_FOUND',
          /*i18n*/ { id: 'errors.uploads.fileNotFound', message: 'File not found' },
        );
      // Only pictures are served here; a data export (a ZIP) has its own route, for its owner alone.
      if (!contentTypeOf(key).startsWith('image/'))
        throw new AppError(
          'NOT_FOUND',
          /*i18n*/ { id: 'errors.uploads.fileNotFound', message: 'File not found' },
        );
      const file = await opts.storage.get(key);
      if (!file)
        throw new AppError(
          'NOT_FOUND',
          /*i18n*/ { id: 'errors.uploads.fileNotFound', message: 'File not found' },
        );
      return reply
        .type(file.contentType)
        .header('content-disposition', `inline; filename="${key.split('/').pop()}"`)
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.body);
    });
  },
  { name: 'uploads' },
);

/** Reads the single uploaded file of a multipart request; refuses a missing or oversized one. */
export async function readUpload(
  request: FastifyRequest,
  tooLargeMessage: ErrorText = /*i18n*/ {
    id: 'errors.uploads.tooLarge',
    message: 'File size must be less than 2MB',
  },
) {
  if (!request.isMultipart())
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      /*i18n*/ { id: 'errors.uploads.notMultipart', message: 'Send the file as multipart/form-data.' },
    );
  const file = await request.file();
  if (!file)
    throw new AppError(
      'VALIDATION_FAILED',
      /*i18n*/ { id: 'errors.uploads.noFile', message: 'Please select an image file' },
    );
  const body = await file.toBuffer();
  if (file.file.truncated || body.length > MAX_IMAGE_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
  return { body, filename: file.filename, mimetype: file.mimetype };
}
