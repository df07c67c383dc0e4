import { AppError } from '@domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers (ASVS 3.4) and cross-site request protection for cookie-authenticated writes (ASVS 3.5):
 * - a state-changing request that carries an Origin must come from one of ours;
 * - API writes accept only JSON or multipart bodies, so a cross-site text/plain or form POST never reaches a
 *   handler (and JSON from another origin needs a CORS preflight, which we never grant);
 * - no CORS headers are ever sent, so foreign origins cannot read responses.
 */
export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { trustedOrigins: string[]; production: boolean; rawBodyPaths: string[] },
  ) => {
    // Helmet's middleware, made once: @fastify/helmet made it again for every request (parsing the policy
    // each time), a few per cent of a signed-in read's CPU (docs/PERFORMANCE.md).
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // Radix and the toaster position popovers with inline style attributes.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'"],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'none'"],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
          ...(opts.production ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      strictTransportSecurity: opts.production
        ? { maxAge: 31_536_000, includeSubDomains: true, preload: false }
        : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      frameguard: { action: 'deny' },
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );

    // The checks below run on every request and rarely refuse one: plain callbacks, not async functions, so that a
    // request that passes them makes no promise for each (docs/PERFORMANCE.md).
    app.addHook('onRequest', (request, _reply, done) => done(refusedWrite(request, opts)));

    // Text that PostgreSQL cannot store, refused or repaired at the door for every route (found by the fuzzer):
    // - U+0000 fails any text or jsonb column (a 500 deep inside a query, or in better-auth's own queries);
    // - a lone surrogate ("\ud800" in JSON) fails jsonb (history, job payloads, the audit trail). A browser
    //   encoding such a string sends U+FFFD instead, so the same replacement happens here.
    app.addHook('preValidation', (request, _reply, done) => done(refusedText(request)));

    // Personal data must not stay in shared caches or the browser's back/forward cache (ASVS 14.3.2).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'security' },
);

/**
 * Why a state-changing request is refused before anything reads it, if it is: an Origin that is not one of ours,
 * or an API body that is neither JSON nor multipart.
 */
function refusedWrite(request: FastifyRequest, opts: { trustedOrigins: string[]; rawBodyPaths: string[] }) {
  if (!UNSAFE.has(request.method)) return undefined;
  const origin = request.headers.origin;
  if (origin !== undefined && !opts.trustedOrigins.includes(origin)) {
    return new AppError(
      'FORBIDDEN',
      /*i18n*/ { id: 'errors.crossSite', message: 'Cross-site request refused.' },
    );
  }
  const path = request.url.split('?')[0] ?? '';
  if (!path.startsWith('/api/') || opts.rawBodyPaths.some((p) => path.startsWith(p))) return undefined;
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
  if (hasBody && type !== 'application/json' && type !== 'multipart/form-data') {
    return new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      /*i18n*/ {
        id: 'errors.unsupportedMediaType',
        message: 'Unsupported content type: send application/json.',
      },
    );
  }
  return undefined;
}

/** The request's params, query and body with lone surrogates repaired (in place); the refusal if they cannot be. */
function refusedText(request: FastifyRequest) {
  const parts = request as unknown as Record<'params' | 'query' | 'body', unknown>;
  for (const part of ['params', 'query', 'body'] as const) {
    const result = cleanText(parts[part]);
    if (result === REFUSED) {
      return new AppError(
        'VALIDATION_FAILED',
        /*i18n*/ {
          id: 'errors.nulCharacter',
          message: 'The request contains a character that is not allowed (U+0000).',
        },
      );
    }
    if (result === TOO_DEEP)
      return new AppError(
        'VALIDATION_FAILED',
        /*i18n*/ { id: 'errors.nestedTooDeeply', message: 'The request is nested too deeply.' },
      );
    if (result !== parts[part]) parts[part] = result;
  }
  return undefined;
}

const REFUSED = Symbol('refused');
const TOO_DEEP = Symbol('too deep');
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A parsed request part (string, array, object; a raw Buffer is left alone) with lone surrogates replaced by
 * U+FFFD, REFUSED when a key or value contains U+0000, or TOO_DEEP when it nests deeper than any contract
 * allows. Objects are changed in place (request bodies are plain JSON).
 */
function cleanText(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return REFUSED;
    return value.replace(LONE_SURROGATE, '\uFFFD');
  }
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  if (depth > 32) return TOO_DEEP;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const cleanKey = cleanText(key);
    const child = cleanText(record[key], depth + 1);
    if (cleanKey === REFUSED || child === REFUSED) return REFUSED;
    if (child === TOO_DEEP) return TOO_DEEP;
    if (cleanKey !== key) {
      delete record[key];
      record[cleanKey as string] = child;
    } else if (child !== record[key]) {
      record[key] = child;
    }
  }
  return value;
}
