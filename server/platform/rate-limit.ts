import { AppError } from '@domain/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from './db';

export interface RateLimitRule {
  /** Counter name, e.g. 'sign-in:ip'. */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL so every app server behind a load balancer shares them.
 * One statement per check: insert or bump, resetting the window when it has passed.
 */
export function createRateLimiter(db: Database, opts: { multiplier?: number } = {}) {
  const multiplier = opts.multiplier ?? 1;
  return {
    async consume(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
      const key = `${rule.name}:${subject}`.slice(0, 300);
      const result = await db.execute<{ count: number; retry: number }>(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, ceil(extract(epoch from reset_at - now()))::int as retry`);
      const row = result.rows[0]!;
      return { allowed: row.count <= rule.max * multiplier, retryAfterSeconds: Math.max(1, row.retry) };
    },
    async purgeExpired(): Promise<void> {
      await db.execute(sql`delete from rate_limits where reset_at < now()`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export interface RouteRateLimit {
  rule: RateLimitRule;
  /** What is counted: the client address, or a key derived from the (unvalidated) request. */
  subject: 'ip' | ((request: FastifyRequest) => string | null);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Checked before validation, so malformed requests count too. */
    rateLimits?: RouteRateLimit[];
  }
}

export async function enforceLimits(limiter: RateLimiter, request: FastifyRequest, limits: RouteRateLimit[]) {
  for (const limit of limits) {
    const subject = limit.subject === 'ip' ? request.ip : limit.subject(request);
    if (!subject) continue;
    const result = await limiter.consume(limit.rule, subject);
    if (!result.allowed) {
      throw Object.assign(
        new AppError(
          'RATE_LIMITED',
          /*i18n*/ {
            id: 'errors.rateLimited',
            message: 'Too many attempts. Please wait a few minutes and try again.',
          },
        ),
        {
          retryAfter: result.retryAfterSeconds,
        },
      );
    }
  }
}

/** Enforces each route's `config.rateLimits`. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { limiter: RateLimiter }) => {
    // A plain callback: most routes have no limit, and make no promise for it.
    app.addHook('preValidation', (request, _reply, done) => {
      const limits = request.routeOptions.config.rateLimits;
      if (!limits || limits.length === 0) return done();
      enforceLimits(opts.limiter, request, limits).then(() => done(), done);
    });
  },
  { name: 'rate-limit' },
);

/** The e-mail in a request body, lower-cased, joined to the address (see auth-routes.ts for why). */
export const emailFromBody = (request: FastifyRequest): string | null => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `${email.trim().toLowerCase()}|${request.ip}` : null;
};
