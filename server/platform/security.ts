import { AppError } from '@domain/errors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
    await app.register(helmet, {
      global: true,
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

    app.addHook('onRequest', async (request) => {
      if (!UNSAFE.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin !== undefined && !opts.trustedOrigins.includes(origin)) {
        throw new AppError('FORBIDDEN', 'Cross-site request refused.');
      }
      const path = request.url.split('?')[0] ?? '';
      if (!path.startsWith('/api/') || opts.rawBodyPaths.some((p) => path.startsWith(p))) return;
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const hasBody =
        Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
      if (hasBody && type !== 'application/json' && type !== 'multipart/form-data') {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type: send application/json.');
      }
    });

    // Personal data must not stay in shared caches or the browser's back/forward cache (ASVS 14.3.2).
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'security' },
);
