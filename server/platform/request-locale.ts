import { DEFAULT_LOCALE, effectiveLocale, type Locale } from '@domain/i18n/locales';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { companies, profiles } from '../db/schema';
import { acceptLanguageLocale } from '../i18n/i18n';
import type { Database, Db } from './db';

/**
 * The language a person reads: their own, else their company's (`companyId`, else their active company's), else
 * English. Two small reads by primary key rather than a join (on Citus profiles and companies live apart), the
 * second only when the person follows their company. `null` for someone without a profile.
 */
export async function personLocale(
  db: Db,
  userId: string,
  companyId?: string | null,
): Promise<Locale | null> {
  const [person] = await db
    .select({ language: profiles.language, activeCompanyId: profiles.activeCompanyId })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!person) return null;
  const company = companyId ?? person.activeCompanyId;
  if (person.language || !company) return effectiveLocale(person.language, null);
  const [row] = await db
    .select({ language: companies.language })
    .from(companies)
    .where(eq(companies.id, company))
    .limit(1);
  return effectiveLocale(null, row?.language ?? DEFAULT_LOCALE);
}

/** A member's language: their own, else the company's. */
export async function memberLocale(db: Db, member: { userId: string; companyId: string }): Promise<Locale> {
  return (await personLocale(db, member.userId, member.companyId)) ?? DEFAULT_LOCALE;
}

/**
 * The language of a request's answer when it is an error (platform/errors.ts calls it then, and only then: the
 * session look-up of every request stays as it is). Someone signed in reads their own language, else their
 * company's (the session's, for a member); anyone else the best match of the browser's Accept-Language, which is
 * what the client itself starts from (web/lib/i18n).
 */
export function createRequestLocale(db: Database) {
  return async (request: FastifyRequest): Promise<Locale> => {
    const userId = request.member?.userId ?? request.viewer?.userId;
    const own = userId ? await personLocale(db, userId, request.member?.companyId) : null;
    return own ?? acceptLanguageLocale(request.headers['accept-language']);
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The requester's language (createRequestLocale's rule), looked up on the first call and kept for the
     * request: the error handler asks for it, and so does a route whose answer carries a text for people.
     */
    locale(): Promise<Locale>;
  }
}

const found = Symbol('request-locale');
type WithLocale = FastifyRequest & { [found]?: Promise<Locale> };

/** Decorates every request with `locale()`; nothing is read until a handler asks. */
export const requestLocalePlugin = fp(
  async (app: FastifyInstance, opts: { localeOf: (request: FastifyRequest) => Promise<Locale> }) => {
    app.decorateRequest('locale', function (this: FastifyRequest) {
      const request = this as WithLocale;
      request[found] ??= opts.localeOf(this);
      return request[found];
    });
  },
  { name: 'request-locale' },
);
