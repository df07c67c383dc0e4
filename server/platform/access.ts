import { randomUUID } from 'node:crypto';
import { ACCESS_POLICIES, type AccessPolicy } from '@domain/contracts/endpoint';
import { AppError } from '@domain/errors';
import { type Role, roleMayCall } from '@domain/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { BetterAuth } from './auth';
import { createSessionResolver } from './auth-session';
import type { Database } from './db';

type SessionResolver = ReturnType<typeof createSessionResolver>;

// The policies (public, signedIn, member, manager, admin) are part of each endpoint's contract.
export { ACCESS_POLICIES, type AccessPolicy } from '@domain/contracts/endpoint';

export interface Viewer {
  userId: string;
  email: string;
  sessionId: string;
}

export interface Member extends Viewer {
  companyId: string;
  role: Role;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessPolicy;
  /** The route's zod schemas (params, querystring, body…): the security suite fuzzes requests from them. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its policy: the route-policy test and the cross-company matrix read it. */
    routeRegistry: RegisteredRoute[];
  }
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
    member: Member | null;
    /** Resolves the session once per request (public routes may call it to know who is asking). */
    loadViewer(): Promise<Viewer | null>;
  }
}

/** The session's company member; throws when the route's policy did not guarantee one (a bug). */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw new AppError('INTERNAL', 'Route needs the member policy');
  return request.member;
}

export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('INTERNAL', 'Route needs the signedIn policy');
  return request.viewer;
}

/** better-auth's mount point, and the routes the platform tests add to a test app. */
const NOT_FROM_CONTRACT = /^\/api\/(auth\/\*$|test\/)/;

const resolved = Symbol('viewer-resolved');

/**
 * The signed-in person of a public route that adapts to them (the app's HTML: its preloads), or null: the
 * session read as a signed-in route reads it, a cookie renewed by better-auth forwarded with the answer.
 */
export async function optionalViewer(request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> {
  const viewer = await request.loadViewer();
  forwardRefreshedCookie(request, reply);
  // The member comes with the session's statement: a public route may look at it as a signed-in one does.
  request.member = (request as ResolvingRequest)[memberOfSession] ?? null;
  return viewer;
}

export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { auth: BetterAuth; db: Database; namedStatements?: boolean }) => {
    const registry: RegisteredRoute[] = [];
    const resolveSession = createSessionResolver(opts);
    app.decorate('routeRegistry', registry);
    app.decorateRequest('viewer', null);
    app.decorateRequest('member', null);
    app.decorateRequest('loadViewer', function (this: FastifyRequest) {
      return resolveViewer(this, resolveSession);
    });

    // Fail at start-up, not in production, when a route forgets its policy.
    app.addHook('onRoute', (route) => {
      const access = (route.config as { access?: unknown } | undefined)?.access;
      // Static files, the SPA and the API docs (registered by plugins) are public by nature; every other
      // API route must say who may call it.
      const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
      if (access === undefined && !isApi) {
        route.config = { ...(route.config as object), access: 'public' };
        return;
      }
      if (access === undefined || !ACCESS_POLICIES.includes(access as AccessPolicy)) {
        throw new Error(`Route ${route.method} ${route.url} has no access policy (config.access)`);
      }
      // Every API route is registered from its contract (platform/route.ts), so the client, the OpenAPI
      // document and the security suites read what the server serves. better-auth's handler is mounted as
      // one route; its endpoints are contracts with `provider: 'better-auth'`.
      const fromContract = (route.config as { endpoint?: unknown } | undefined)?.endpoint !== undefined;
      if (isApi && !fromContract && !NOT_FROM_CONTRACT.test(route.url)) {
        throw new Error(
          `Route ${route.method} ${route.url} is not registered from an endpoint of domain/contracts`,
        );
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD')
          registry.push({ method, url: route.url, access: access as AccessPolicy, schema: route.schema });
      }
    });

    // A plain callback for the public routes (the site, its files, sign-in): no promise made for them.
    app.addHook('onRequest', (request, reply, done) => {
      const policy = request.routeOptions.config.access;
      if (policy === undefined || policy === 'public') return done(); // undefined: the 404 handler
      admit(request, reply, policy).then(() => done(), done);
    });
  },
  { name: 'access' },
);

/** Refuses a request its route's policy does not let the session make (the session is read here, once). */
async function admit(request: FastifyRequest, reply: FastifyReply, policy: Exclude<AccessPolicy, 'public'>) {
  const viewer = await request.loadViewer();
  forwardRefreshedCookie(request, reply);
  if (!viewer)
    throw new AppError(
      'UNAUTHENTICATED',
      /*i18n*/ { id: 'errors.signedOut', message: 'You must be signed in.' },
    );
  // Read with the session (platform/auth-session.ts). A signedIn route may look at it (null: no company).
  const member = (request as ResolvingRequest)[memberOfSession] ?? null;
  request.member = member;
  if (policy === 'signedIn') return;
  if (!member)
    throw new AppError(
      'NO_COMPANY',
      /*i18n*/ { id: 'errors.noCompany', message: 'No longer associated with any company' },
    );
  if (!roleMayCall(policy, member.role)) {
    throw new AppError(
      'FORBIDDEN',
      policy === 'admin'
        ? /*i18n*/ { id: 'errors.adminOnly', message: 'Access denied. Admin privileges required.' }
        : /*i18n*/ { id: 'errors.managerOnly', message: 'Access denied. Manager privileges required.' },
    );
  }
}

const refreshedCookie = Symbol('refreshed-cookie');
const memberOfSession = Symbol('member-of-session');

type ResolvingRequest = FastifyRequest & {
  [resolved]?: boolean;
  [refreshedCookie]?: string[];
  [memberOfSession]?: Member | null;
};

/** The header a page's API reads carry (page-reads.ts): the token its session is lent under. */
const LENT_SESSION_HEADER = 'x-plantel-page-read';
const lentSessions = new Map<string, { viewer: Viewer; member: Member | null }>();

/**
 * Lends a page request's session to the API reads it answers in-process (page-reads.ts) while `run` runs: `run` gets
 * the headers that name it, a random token valid only until `run` is over (never sent to a browser). Each read then
 * admits itself with the session its page read a moment before instead of reading it again, 1 statement for the
 * page instead of 1 + 8 on an admin's Absences. Nothing outlives the page's request: a sign-out ends the session
 * for every request that starts after it, as before.
 */
export async function withLentSession<T>(
  request: FastifyRequest,
  run: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const viewer = request.viewer;
  if (!viewer) return run({});
  const token = randomUUID();
  lentSessions.set(token, { viewer, member: request.member });
  try {
    return await run({ [LENT_SESSION_HEADER]: token });
  } finally {
    lentSessions.delete(token);
  }
}

async function resolveViewer(
  request: FastifyRequest,
  resolveSession: SessionResolver,
): Promise<Viewer | null> {
  const r = request as ResolvingRequest;
  if (r[resolved]) return request.viewer;
  r[resolved] = true;
  const token = request.headers[LENT_SESSION_HEADER];
  const lent = typeof token === 'string' ? lentSessions.get(token) : undefined;
  if (lent) {
    request.viewer = lent.viewer;
    r[memberOfSession] = lent.member;
    return lent.viewer;
  }
  const session = await resolveSession(request.headers.cookie);
  if (!session) return null;
  if (session.setCookies.length > 0) r[refreshedCookie] = session.setCookies;
  const viewer = { userId: session.userId, email: session.email, sessionId: session.sessionId };
  request.viewer = viewer;
  r[memberOfSession] = session.member ? { ...viewer, ...session.member } : null;
  return viewer;
}

function forwardRefreshedCookie(request: FastifyRequest, reply: FastifyReply) {
  const cookies = (request as ResolvingRequest)[refreshedCookie];
  if (cookies) reply.header('set-cookie', cookies);
}
