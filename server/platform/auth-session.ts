import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import type { Role } from '@domain/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { companies, memberships, sessions, users } from '../db/schema';
import { type BetterAuth, SESSION_ABSOLUTE_SECONDS } from './auth';
import { type Database, isDistributed } from './db';

/**
 * A signed-in request's session, user and company membership, read in one prepared statement.
 *
 * better-auth's getSession costs a context, a WebCrypto key import and two reads per request; this reads the
 * same rows (the session by token, its user) and the member (profile role and live company) in one round
 * trip, with the cookie's signature key imported once. Nothing is cached between requests: a signed-out,
 * removed or deleted session is refused by the very next request. better-auth keeps everything that writes:
 * when the session is due for its sliding renewal (updateAge) or has expired, the request goes through
 * better-auth's getSession, which renews the row and the cookie, or deletes the expired row.
 */
export interface ResolvedSession {
  userId: string;
  email: string;
  sessionId: string;
  /** The company the session works in (null before the person has one). */
  activeCompanyId: string | null;
  /**
   * The open membership in the session's company; null when there is none (Access Revoked, an invitation
   * waiting) or the company is deleted.
   */
  member: { companyId: string; role: Role } | null;
  /** Set-Cookie headers from a renewal by better-auth, to forward with the answer. */
  setCookies: string[];
}

interface CookieSettings {
  cookieName: string;
  key: KeyObject;
  expiresInMs: number;
  updateAgeMs: number;
}

export function createSessionResolver(opts: {
  auth: BetterAuth;
  db: Database;
  /**
   * False when the pool goes through a transaction-mode pooler (PgBouncer 1.18 keeps no protocol-level
   * named statement between transactions: the next transaction may run on another server connection, where
   * the name is unknown). The same statements are then sent unnamed: parsed and planned on every request.
   */
  namedStatements?: boolean;
}) {
  const { auth, db } = opts;
  const named = opts.namedStatements ?? true;
  // drizzle's prepare() takes a name; pg sends an empty one as the unnamed statement.
  const nameOf = (name: string) => (named ? name : '');
  let settings: Promise<CookieSettings> | undefined;
  // better-auth's own settings, so the cookie name (`__Host-` in production) and secret never drift from it.
  const load = async (): Promise<CookieSettings> => {
    const ctx = await auth.$context;
    return {
      cookieName: ctx.authCookies.sessionToken.name,
      key: createSecretKey(Buffer.from(ctx.secret, 'utf8')),
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    };
  };

  // Built on first use (the plugin is registered before anything is asked), prepared once per connection
  // (unless namedStatements is false).
  // On one PostgreSQL the session, its user and the member (the open membership in the session's company)
  // are one statement. On Citus the session and user live on the coordinator and the membership on the
  // company's shard, and a join between them would ask every shard: there the session is read first and the
  // member second, by (company, person), so that read routes to one shard.
  const prepareJoined = () => prepareSessionStatement(db, nameOf('plantel_session_by_token'));
  const prepareSession = () =>
    db
      .select(sessionColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, sql.placeholder('token')))
      .limit(1)
      .prepare(nameOf('plantel_session_only_by_token'));
  const prepareMember = () =>
    db
      .select({ role: memberships.role, companyId: companies.id })
      .from(memberships)
      .innerJoin(companies, and(eq(companies.id, memberships.companyId), isNull(companies.deletedAt)))
      .where(
        and(
          eq(memberships.companyId, sql.placeholder('companyId')),
          eq(companies.id, sql.placeholder('companyId')),
          eq(memberships.userId, sql.placeholder('userId')),
          isNull(memberships.leftOn),
        ),
      )
      .limit(1)
      .prepare(nameOf('plantel_member_of_session'));
  type Row = Awaited<ReturnType<ReturnType<typeof prepareJoined>['execute']>>[number];
  let read: Promise<(token: string) => Promise<Row | undefined>> | undefined;
  const reader = async (): Promise<(token: string) => Promise<Row | undefined>> => {
    if (!(await isDistributed(db))) {
      const joined = prepareJoined();
      return async (token) => (await joined.execute({ token }))[0];
    }
    const session = prepareSession();
    const member = prepareMember();
    return async (token) => {
      const row = (await session.execute({ token }))[0];
      if (!row) return undefined;
      const found = row.activeCompanyId
        ? (await member.execute({ companyId: row.activeCompanyId, userId: row.userId }))[0]
        : undefined;
      return { ...row, role: found?.role ?? null, companyId: found?.companyId ?? null };
    };
  };

  return async function resolveSession(cookieHeader: string | undefined): Promise<ResolvedSession | null> {
    if (!cookieHeader) return null;
    settings ??= load();
    const { cookieName, key, expiresInMs, updateAgeMs } = await settings;
    const token = verifiedToken(cookieHeader, cookieName, key);
    if (!token) return null;
    read ??= reader();
    const row = await (await read)(token);
    if (!row) return null;
    const now = Date.now();
    if (now - row.createdAt.getTime() > SESSION_ABSOLUTE_SECONDS * 1000) {
      // Absolute limit reached: end the session even though it was in use.
      await db.delete(sessions).where(eq(sessions.id, row.sessionId));
      return null;
    }
    const member = row.companyId && row.role ? { companyId: row.companyId, role: row.role } : null;
    const expiresAt = row.expiresAt.getTime();
    // better-auth's rule (api/routes/session.ts): renew once updateAge has passed since the last renewal.
    const dueForRenewal = expiresAt - expiresInMs + updateAgeMs <= now;
    if (expiresAt > now && !dueForRenewal) {
      return {
        userId: row.userId,
        email: row.email,
        sessionId: row.sessionId,
        activeCompanyId: row.activeCompanyId,
        member,
        setCookies: [],
      };
    }
    // Expired (better-auth deletes it) or due for renewal (better-auth extends it and sends a new cookie).
    const { headers, response } = await auth.api.getSession({
      headers: new Headers({ cookie: cookieHeader }),
      returnHeaders: true,
    });
    if (!response || response.session.id !== row.sessionId) return null;
    return {
      userId: row.userId,
      email: row.email,
      sessionId: row.sessionId,
      activeCompanyId: row.activeCompanyId,
      member,
      setCookies: headers?.getSetCookie?.() ?? [],
    };
  };
}

/** What both ways of reading a session take from the session row and its user. */
const sessionColumns = {
  sessionId: sessions.id,
  userId: sessions.userId,
  expiresAt: sessions.expiresAt,
  createdAt: sessions.createdAt,
  activeCompanyId: sessions.activeCompanyId,
  email: users.email,
};

/**
 * The one statement of a signed-in request on one PostgreSQL: the session by token, its user and the member
 * (the open membership in the session's company, the company live). `name` '' sends it unnamed. Exported for
 * the cluster run, which measures what unnamed statements cost (scripts/cluster/).
 */
export function prepareSessionStatement(db: Database, name: string) {
  const memberJoin = and(
    eq(memberships.companyId, sessions.activeCompanyId),
    eq(memberships.userId, sessions.userId),
    isNull(memberships.leftOn),
  );
  return db
    .select({ ...sessionColumns, role: memberships.role, companyId: companies.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, memberJoin)
    .leftJoin(companies, and(eq(companies.id, memberships.companyId), isNull(companies.deletedAt)))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare(name);
}

/**
 * The session token from the signed cookie, as better-call's getSignedCookie reads it: the first cookie of
 * that name, URI-decoded, `<token>.<base64 HMAC-SHA256 of token>`. Null when absent or not signed by us.
 */
export function verifiedToken(cookieHeader: string, cookieName: string, key: KeyObject): string | null {
  const raw = cookieValue(cookieHeader, cookieName);
  if (!raw) return null;
  let value = raw;
  if (value.includes('%')) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', key).update(token, 'utf8').digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return token;
}

/** The first cookie named `name` in a Cookie header (better-call keeps the first too), unquoted. */
function cookieValue(header: string, name: string): string | null {
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) return null;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.charCodeAt(0) === 34) value = value.slice(1, -1);
      return value;
    }
    index = end + 1;
  }
  return null;
}
