import { AppError } from '@domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Audit } from './audit';
import type { BetterAuth } from './auth';
import { emailFromBody, enforceLimits, type RateLimiter, type RouteRateLimit } from './rate-limit';

// Per IP, and per account *from that IP*: an attacker elsewhere can never lock the real person out.
const LIMITS: Record<string, RouteRateLimit[]> = {
  '/api/auth/sign-in/email': [
    { rule: { name: 'sign-in:ip', max: 30, windowSeconds: 900 }, subject: 'ip' },
    { rule: { name: 'sign-in:account', max: 10, windowSeconds: 900 }, subject: emailFromBody },
  ],
  '/api/auth/request-password-reset': [
    { rule: { name: 'reset-request:ip', max: 10, windowSeconds: 3600 }, subject: 'ip' },
    { rule: { name: 'reset-request:account', max: 5, windowSeconds: 3600 }, subject: emailFromBody },
  ],
  '/api/auth/reset-password': [{ rule: { name: 'reset:ip', max: 20, windowSeconds: 3600 }, subject: 'ip' }],
  '/api/auth/send-verification-email': [
    { rule: { name: 'verify-resend:ip', max: 10, windowSeconds: 3600 }, subject: 'ip' },
    { rule: { name: 'verify-resend:account', max: 5, windowSeconds: 3600 }, subject: emailFromBody },
  ],
  // The second factor: six digits are guessable without a limit (better-auth also locks after failures).
  '/api/auth/two-factor/verify-totp': [
    { rule: { name: 'two-factor:ip', max: 10, windowSeconds: 900 }, subject: 'ip' },
  ],
  '/api/auth/two-factor/verify-backup-code': [
    { rule: { name: 'two-factor-backup:ip', max: 10, windowSeconds: 900 }, subject: 'ip' },
  ],
  '/api/auth/change-password': [
    { rule: { name: 'change-password:ip', max: 20, windowSeconds: 3600 }, subject: 'ip' },
  ],
};

const emailOf = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
};

/**
 * Routes that only our own endpoints may trigger (sign-up goes through POST /api/accounts/sign-up; devices are
 * listed and ended through /api/profile/sessions, which never shows a session token).
 */
const BLOCKED = new Set([
  '/api/auth/sign-up/email',
  '/api/auth/update-user',
  '/api/auth/delete-user',
  '/api/auth/change-email',
  '/api/auth/list-sessions',
  '/api/auth/revoke-session',
  '/api/auth/revoke-sessions',
  '/api/auth/revoke-other-sessions',
]);

/** Mounts better-auth's handler at /api/auth/* with our rate limits and audit trail around it. */
export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: BetterAuth; limiter: RateLimiter; audit: Audit; appUrl: string },
) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    async handler(request, reply) {
      const path = request.url.split('?')[0] ?? '';
      if (BLOCKED.has(path)) throw new AppError('NOT_FOUND', 'Not found');
      const limits = LIMITS[path];
      if (limits && request.method === 'POST') await enforceLimits(opts.limiter, request, limits);

      const url = new URL(request.url, opts.appUrl);
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value === undefined) continue;
        headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      // better-auth reads the client address from this header; set it from Fastify's trusted view.
      headers.set('x-forwarded-for', request.ip);
      const body =
        request.method === 'POST' && request.body !== undefined ? JSON.stringify(request.body) : undefined;
      if (body) headers.set('content-type', 'application/json');
      headers.delete('content-length');
      const response = await opts.auth.handler(new Request(url, { method: request.method, headers, body }));

      if (path === '/api/auth/sign-in/email') {
        opts.audit(request, 'auth.sign-in', response.ok ? 'success' : 'failure', {
          email: emailOf(request),
          status: response.status,
        });
      } else if (path.startsWith('/api/auth/two-factor/') && request.method === 'POST') {
        opts.audit(
          request,
          `auth.${path.slice('/api/auth/'.length).replaceAll('/', '.')}`,
          response.ok ? 'success' : 'failure',
          {
            status: response.status,
          },
        );
      } else if (path === '/api/auth/sign-out') {
        opts.audit(request, 'auth.sign-out', 'success');
      }

      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key === 'set-cookie' || key === 'content-length') continue;
        reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      return reply.send(text.length > 0 ? normaliseError(text, response.status) : null);
    },
  });
}

/** Removes every `token` field, at any depth (sign-in's top-level token, get-session's session.token). */
function withoutTokens(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  let removed = false;
  if (!Array.isArray(value) && 'token' in value) {
    delete (value as { token?: unknown }).token;
    removed = true;
  }
  for (const child of Object.values(value)) removed = withoutTokens(child) || removed;
  return removed;
}

/**
 * better-auth errors ({ code, message }) become our error shape. Successful bodies lose every `token`: the
 * session lives in the httpOnly cookie only, never where page scripts can read it.
 */
function normaliseError(text: string, status: number): string {
  if (status < 400) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (withoutTokens(parsed)) return JSON.stringify(parsed);
    } catch {}
    return text;
  }
  try {
    const parsed = JSON.parse(text) as { code?: string; message?: string };
    const code =
      status === 429
        ? 'RATE_LIMITED'
        : status === 401
          ? 'UNAUTHENTICATED'
          : status === 403
            ? 'FORBIDDEN'
            : 'BAD_REQUEST';
    return JSON.stringify({
      error: { code, message: parsed.message ?? 'Request failed', reason: parsed.code },
    });
  } catch {
    return text;
  }
}
