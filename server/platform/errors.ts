import { AppError, ERROR_STATUS, type ErrorBody, type ErrorCode, type FieldError } from '@domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { Audit } from './audit';

const GENERIC_5XX = 'Something went wrong. Please try again.';

const STATUS_TO_CODE: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * One error handler for the whole API: one JSON shape, validation errors name their fields, 5xx bodies
 * hide internals (the request id lets support find the log line).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance, opts: { audit: Audit; exposeInternals: boolean }) => {
    app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
      let status: number;
      let body: ErrorBody;

      if (err instanceof AppError) {
        status = err.status;
        body = {
          error: {
            code: err.code,
            message: err.message,
            ...(err.fields ? { fields: err.fields } : {}),
            ...(err.reason ? { reason: err.reason } : {}),
          },
        };
      } else if (hasZodFastifySchemaValidationErrors(err)) {
        const fields: FieldError[] = err.validation.map((v) => ({
          field: fieldPath(v.instancePath, v.params),
          message: v.message ?? 'Invalid value',
        }));
        status = 400;
        body = { error: { code: 'VALIDATION_FAILED', message: validationSummary(fields), fields } };
      } else if (isResponseSerializationError(err)) {
        request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
        status = 500;
        body = { error: { code: 'INTERNAL', message: GENERIC_5XX } };
      } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        status = err.statusCode;
        const code = STATUS_TO_CODE[status] ?? 'BAD_REQUEST';
        body = { error: { code, message: clientMessage(err, status) } };
      } else {
        request.log.error({ err }, 'unhandled error');
        status = err instanceof Error && 'statusCode' in err && err.statusCode === 503 ? 503 : 500;
        body = {
          error: {
            code: status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL',
            message: opts.exposeInternals && err instanceof Error ? err.message : GENERIC_5XX,
          },
        };
      }

      if (status >= 500) body.error.requestId = String(request.id);
      if (status === 400 || status === 401 || status === 403 || status === 429) {
        const outcome = status === 400 ? 'invalid' : status === 429 ? 'failure' : 'denied';
        opts.audit(request, `${request.method} ${request.routeOptions.url ?? 'unknown'}`, outcome, {
          status,
          code: body.error.code,
        });
      }
      if (status === 429 && err instanceof AppError && 'retryAfter' in err) {
        reply.header('retry-after', String((err as AppError & { retryAfter: number }).retryAfter));
      }
      reply.status(status).type('application/json').send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({
        error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` },
      });
    });
  },
  { name: 'errors' },
);

function fieldPath(instancePath: string, params: unknown): string {
  const base = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const extra = (params as { keys?: string[] } | undefined)?.keys;
  if (extra && extra.length > 0) return [base, extra.join(',')].filter(Boolean).join('.');
  return base || 'body';
}

function validationSummary(fields: FieldError[]): string {
  const first = fields[0];
  if (!first) return 'The request is not valid.';
  return fields.length === 1
    ? `${first.field}: ${first.message}`
    : `${first.field}: ${first.message} (and ${fields.length - 1} more)`;
}

function clientMessage(err: FastifyError, status: number): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON.';
    default:
      return status === 404 ? 'Not found' : err.message.split('\n')[0]!.slice(0, 200);
  }
}

export { ERROR_STATUS };
