import { AppError, ERROR_STATUS, type ErrorBody, type ErrorCode, type FieldError } from '@domain/errors';
import { DEFAULT_LOCALE, type Locale } from '@domain/i18n/locales';
import type { Message } from '@domain/i18n/message';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { fixedText } from '../i18n/fixed-texts';
import { translate } from '../i18n/i18n';
import type { Audit } from './audit';

const GENERIC_5XX = /*i18n*/ { id: 'errors.generic', message: 'Something went wrong. Please try again.' };

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
  async (
    app: FastifyInstance,
    opts: {
      audit: Audit;
      exposeInternals: boolean;
      /**
       * The requester's language, asked only when an error is answered (never on the way in): a member's or
       * a signed-in person's own else their company's, else the best match of Accept-Language.
       */
      localeOf?: (request: FastifyRequest) => Promise<Locale>;
    },
  ) => {
    app.setErrorHandler(async (err: FastifyError | AppError, request, reply) => {
      let status: number;
      let body: ErrorBody;
      const locale = await requestLocale(request, opts.localeOf);
      // English is the message as thrown (the spec's texts, verbatim); other languages come from the catalogs.
      const text = (message: Message, english?: string) =>
        locale === DEFAULT_LOCALE && english !== undefined ? english : translate(locale, message);

      if (err instanceof AppError) {
        status = err.status;
        const localized =
          locale === DEFAULT_LOCALE
            ? { message: err.message, fields: err.fields }
            : err.localized((m) => translate(locale, m), fixedText);
        body = {
          error: {
            code: err.code,
            message: localized.message,
            ...(localized.fields ? { fields: localized.fields } : {}),
            ...(err.reason ? { reason: err.reason } : {}),
          },
        };
      } else if (hasZodFastifySchemaValidationErrors(err)) {
        const fields: FieldError[] = err.validation.map((v) => ({
          field: fieldPath(v.instancePath, v.params),
          message: v.message ? fixedMessage(v.message, text) : text(INVALID_VALUE),
        }));
        status = 400;
        body = { error: { code: 'VALIDATION_FAILED', message: validationSummary(fields, text), fields } };
      } else if (isResponseSerializationError(err)) {
        request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
        status = 500;
        body = { error: { code: 'INTERNAL', message: text(GENERIC_5XX) } };
      } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        status = err.statusCode;
        const code = STATUS_TO_CODE[status] ?? 'BAD_REQUEST';
        body = { error: { code, message: clientMessage(err, status, text) } };
      } else {
        request.log.error({ err }, 'unhandled error');
        status = err instanceof Error && 'statusCode' in err && err.statusCode === 503 ? 503 : 500;
        body = {
          error: {
            code: status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL',
            message: opts.exposeInternals && err instanceof Error ? err.message : text(GENERIC_5XX),
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
      return reply.status(status).type('application/json').send(body);
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

type Text = (message: Message, english?: string) => string;

/** A contract's field message (fixed English) in the requester's language, where the table knows it. */
function fixedMessage(english: string, text: Text): string {
  const found = fixedText(english);
  return found ? text(found, english) : english;
}

const INVALID_VALUE = /*i18n*/ { id: 'errors.invalidValue', message: 'Invalid value' };

function validationSummary(fields: FieldError[], text: Text): string {
  const first = fields[0];
  if (!first) return text(/*i18n*/ { id: 'errors.requestInvalid', message: 'The request is not valid.' });
  return fields.length === 1
    ? `${first.field}: ${first.message}`
    : text(
        /*i18n*/ {
          id: 'errors.validationSummary',
          message: '{field}: {message} (and {more} more)',
          values: { field: first.field, message: first.message, more: fields.length - 1 },
        },
        `${first.field}: ${first.message} (and ${fields.length - 1} more)`,
      );
}

function clientMessage(err: FastifyError, status: number, text: Text): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return text(
        /*i18n*/ {
          id: 'errors.unsupportedMediaType',
          message: 'Unsupported content type: send application/json.',
        },
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return text(/*i18n*/ { id: 'errors.bodyTooLarge', message: 'The request body is too large.' });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return text(/*i18n*/ { id: 'errors.bodyEmpty', message: 'The request body is empty.' });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return text(/*i18n*/ { id: 'errors.bodyNotJson', message: 'The request body is not valid JSON.' });
    default:
      return status === 404
        ? text(/*i18n*/ { id: 'errors.notFound', message: 'Not found' })
        : err.message.split('\n')[0]!.slice(0, 200);
  }
}

/** The requester's language for an error answer; a failure to find it never hides the error itself. */
async function requestLocale(
  request: FastifyRequest,
  localeOf: ((request: FastifyRequest) => Promise<Locale>) | undefined,
): Promise<Locale> {
  if (!localeOf) return DEFAULT_LOCALE;
  try {
    return await localeOf(request);
  } catch (err) {
    request.log.warn({ err }, "could not find the requester's language");
    return DEFAULT_LOCALE;
  }
}

export { ERROR_STATUS };
