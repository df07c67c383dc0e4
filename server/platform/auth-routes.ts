import { AppError, type ErrorBody, type FieldError } from '@domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '../i18n/i18n';
import type { Audit } from './audit';
import type { BetterAuth } from './auth';
import { passwordProblemText } from './passwords';
import { emailFromBody, enforceLimits, type RateLimiter, type RouteRateLimit } from './rate-limit';

// Per IP, and per account *from that IP*: an attacker elsewhere can never lock the real person out.
const SIGN_IN_LIMITS: RouteRateLimit[] = [
  { rule: { name: 'sign-in:ip', max: 30, windowSeconds: 900 }, subject: 'ip' },
  { rule: { name: 'sign-in:account', max: 10, windowSeconds: 900 }, subject: emailFromBody },
];
const RESET_REQUEST_LIMITS: RouteRateLimit[] = [
  { rule: { name: 'reset-request:ip', max: 10, windowSeconds: 3600 }, subject: 'ip' },
  { rule: { name: 'reset-request:account', max: 5, windowSeconds: 3600 }, subject: emailFromBody },
];
const VERIFY_RESEND_LIMITS: RouteRateLimit[] = [
  { rule: { name: 'verify-resend:ip', max: 10, windowSeconds: 3600 }, subject: 'ip' },
  { rule: { name: 'verify-resend:account', max: 5, windowSeconds: 3600 }, subject: emailFromBody },
];

interface AuthEndpoint {
  limits?: RouteRateLimit[];
  /** Written after better-auth answers: success when it said 2xx, failure otherwise. */
  audit?: string;
}

/**
 * The better-auth endpoints this app uses, by method and exact path: the only ones that reach its handler.
 * Everything else answers 404, and that includes on purpose what only our own endpoints may do: sign-up (POST
 * /api/accounts/sign-up), the name and picture (PATCH /api/profile, validated), devices (/api/profile/sessions,
 * which never shows a session token), e-mail change and account deletion (off).
 *
 * The path is decided once, on the raw request line: one that is not in normal form (dot segments, `%`
 * escapes, backslashes, doubled or trailing slashes, capitals, `;`) is refused with 400 before anything else,
 * because better-auth resolves such spellings to a route of its own while a lookup by exact path would miss
 * them; limits, audit and the allow-list would then disagree with what runs (issue 12).
 */
const ENDPOINTS: Record<string, AuthEndpoint> = {
  'POST /api/auth/sign-in/email': { limits: SIGN_IN_LIMITS, audit: 'auth.sign-in' },
  'POST /api/auth/sign-out': { audit: 'auth.sign-out' },
  'GET /api/auth/get-session': {},
  'GET /api/auth/verify-email': {},
  'POST /api/auth/send-verification-email': { limits: VERIFY_RESEND_LIMITS },
  'POST /api/auth/request-password-reset': { limits: RESET_REQUEST_LIMITS },
  'POST /api/auth/reset-password': {
    limits: [{ rule: { name: 'reset:ip', max: 20, windowSeconds: 3600 }, subject: 'ip' }],
  },
  'POST /api/auth/change-password': {
    limits: [{ rule: { name: 'change-password:ip', max: 20, windowSeconds: 3600 }, subject: 'ip' }],
  },
  'POST /api/auth/two-factor/enable': { audit: 'auth.two-factor.enable' },
  'POST /api/auth/two-factor/disable': { audit: 'auth.two-factor.disable' },
  'POST /api/auth/two-factor/generate-backup-codes': { audit: 'auth.two-factor.generate-backup-codes' },
  // The second factor: six digits are guessable without a limit (better-auth also locks after failures).
  'POST /api/auth/two-factor/verify-totp': {
    limits: [{ rule: { name: 'two-factor:ip', max: 10, windowSeconds: 900 }, subject: 'ip' }],
    audit: 'auth.two-factor.verify-totp',
  },
  'POST /api/auth/two-factor/verify-backup-code': {
    limits: [{ rule: { name: 'two-factor-backup:ip', max: 10, windowSeconds: 900 }, subject: 'ip' }],
    audit: 'auth.two-factor.verify-backup-code',
  },
};

/** Lower-case words joined by single slashes: nothing a URL parser could resolve into another path. */
const NORMAL_AUTH_PATH = /^\/api\/auth(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

/**
 * The endpoint a request is for, decided on the path exactly as the client sent it (`request.url` is the raw
 * request target; Fastify's router only chose the `/api/auth/*` wildcard).
 */
export function authEndpointOf(method: string, rawUrl: string) {
  const q = rawUrl.indexOf('?');
  const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
  if (!NORMAL_AUTH_PATH.test(path)) {
    throw new AppError(
      'BAD_REQUEST',
      /*i18n*/ { id: 'errors.auth.addressNotNormalized', message: 'This address is not in its normal form.' },
    );
  }
  const endpoint = ENDPOINTS[`${method} ${path}`];
  if (!endpoint) throw new AppError('NOT_FOUND', /*i18n*/ { id: 'errors.notFound', message: 'Not found' });
  return { path, search: q === -1 ? '' : rawUrl.slice(q), ...endpoint };
}

const emailOf = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
};

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
      const endpoint = authEndpointOf(request.method, request.url);
      if (endpoint.limits) await enforceLimits(opts.limiter, request, endpoint.limits);

      // better-auth sees the checked path and nothing else.
      const url = new URL(`${endpoint.path}${endpoint.search}`, opts.appUrl);
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

      if (endpoint.audit === 'auth.sign-in') {
        opts.audit(request, endpoint.audit, response.ok ? 'success' : 'failure', {
          email: emailOf(request),
          status: response.status,
        });
      } else if (endpoint.audit === 'auth.sign-out') {
        opts.audit(request, endpoint.audit, 'success');
      } else if (endpoint.audit) {
        opts.audit(request, endpoint.audit, response.ok ? 'success' : 'failure', { status: response.status });
      }

      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key === 'set-cookie' || key === 'content-length') continue;
        reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      const answer = text.length > 0 || response.status >= 500 ? authAnswerBody(text, response.status) : null;
      return reply.send(answer === null ? null : await inRequesterLanguage(answer, request));
    },
  });
}

/**
 * Our own refusal inside better-auth (the weak-password check of reset and change password: platform/auth.ts)
 * in the requester's language, as our routes answer theirs: the hook can only throw English, and one code
 * (WEAK_PASSWORD) covers several reasons, so the reason is found again from the password sent. better-auth's
 * own errors stay English here: the client shows its own text for each of their codes (`reason`).
 */
async function inRequesterLanguage(answer: string, request: FastifyRequest): Promise<string> {
  if (!answer.includes('"WEAK_PASSWORD"')) return answer;
  const password = (request.body as { newPassword?: unknown } | undefined)?.newPassword;
  const problem = typeof password === 'string' ? passwordProblemText(password) : null;
  if (!problem) return answer;
  const body = JSON.parse(answer) as ErrorBody;
  return JSON.stringify({
    error: { ...body.error, message: translate(await request.locale(), problem) },
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

const GENERIC_5XX = 'Something went wrong. Please try again.';
/** better-auth's validation messages: `[body.password] Invalid input: …; [body.email] …`. */
const AUTH_ISSUE = /^\[(?:body|query)\.([\w.]+)\] (.+)$/;

/** better-auth's schema errors as our own routes answer theirs: field names and messages, never its paths. */
function validationBody(message: string | undefined): ErrorBody {
  const fields: FieldError[] = [];
  for (const part of (message ?? '').split('; ')) {
    const match = AUTH_ISSUE.exec(part);
    if (!match) return { error: { code: 'VALIDATION_FAILED', message: 'The request is not valid.' } };
    fields.push({ field: match[1]!, message: match[2]! });
  }
  const first = fields[0]!;
  const more = fields.length > 1 ? ` (and ${fields.length - 1} more)` : '';
  return { error: { code: 'VALIDATION_FAILED', message: `${first.field}: ${first.message}${more}`, fields } };
}

/**
 * A better-auth answer as the body we send. Errors ({ code, message }) become our error shape: its schema
 * errors read like ours (issue 12: they showed `[body.password] …`), a 5xx is generic like ours, other
 * errors keep their message and code (the sign-in form shows them). Successful bodies lose every `token`: the
 * session lives in the httpOnly cookie only, never where page scripts can read it.
 */
export function authAnswerBody(text: string, status: number): string {
  if (status < 400) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (withoutTokens(parsed)) return JSON.stringify(parsed);
    } catch {}
    return text;
  }
  if (status >= 500) return JSON.stringify({ error: { code: 'INTERNAL', message: GENERIC_5XX } });
  try {
    const parsed = JSON.parse(text) as { code?: string; message?: string };
    if (status === 400 && parsed.code === 'VALIDATION_ERROR') {
      return JSON.stringify(validationBody(parsed.message));
    }
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
