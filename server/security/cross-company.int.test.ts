// The cross-company and role matrices, generated from the route registry: every API route, every role. A route
// added later is in the matrix without editing this file; one whose parameters nobody classified fails the
// first test below until PATH_PARAMS / ID_FIELDS (route-inputs.ts) say what they name.
import type { Role } from '@domain/roles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../platform/access';
import { createTeam, type TestTeam } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { pool } from './http';
import { apiRoutes, inOrder, missingApiHeaders, RUN_LAST, send, visibleText } from './matrix';
import {
  AUTH_PROBES,
  exampleInput,
  FILTER_FIELDS,
  type IdKind,
  KIND_CLASS,
  paramsOf,
  type RequestInput,
  routeKey,
  unknownValue,
  urlOf,
} from './route-inputs';
import { changesBetween, snapshotCompany } from './snapshot';
import { leaksOf, seedVictim, type Victim } from './victim';

let t: TestContext;
let victim: Victim;
let attacker: TestTeam;
let routes: RegisteredRoute[];
let victimTokens: string[];
const ROLES: Role[] = ['admin', 'manager', 'employee'];

beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '10000' } });
  [victim, attacker] = await Promise.all([seedVictim(t), createTeam(t, 'Attacker')]);
  routes = apiRoutes(t.app);
  victimTokens = (
    await t.db.execute<{ token: string }>(
      sql`select token from sessions where user_id = ${victim.admin.id} order by created_at`,
    )
  ).rows.map((r) => r.token);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const snapshotVictim = () =>
  snapshotCompany(t.db, victim.company.id, {
    people: victim.people,
    uploadsDir: `${t.config.dataDir}/uploads`,
  });

interface Case {
  route: RegisteredRoute;
  role: Role | 'anonymous';
  url: string;
  input: RequestInput;
  /** The request names one of A's own resources: only 400/403/404 may answer. */
  foreign: boolean;
}

/** Requests of one route for one role of B, each with different ids of A (up to three per kind). */
function attackCases(route: RegisteredRoute, role: Role): Case[] {
  if (route.url === '/api/auth/*') {
    return (AUTH_PROBES[route.method] ?? []).map((probe) => ({
      route,
      role,
      url: `/api/auth/${probe.path}`,
      input: {
        params: {},
        query: {},
        body: probe.body ? { token: victimTokens[0] } : undefined,
        multipart: false,
      },
      foreign: probe.body !== undefined,
    }));
  }
  const kinds = paramsOf(route)
    .filter((p) => !FILTER_FIELDS.has(p.name))
    .map((p) => p.kind)
    .filter((k): k is IdKind => k !== undefined && KIND_CLASS[k] === 'owned');
  const variants = Math.max(1, ...kinds.map((k) => Math.min(3, victim.ids[k].length)));
  return Array.from({ length: variants }, (_, n) => {
    const { input } = exampleInput(route, (kind) => {
      if (KIND_CLASS[kind] === 'owned') {
        const list = victim.ids[kind];
        if (list.length === 0) throw new Error(`company A has no ${kind}: seed one in victim.ts`);
        return list[(n + ROLES.indexOf(role)) % list.length]!;
      }
      if (KIND_CLASS[kind] === 'shared') return victim.ids[kind][0]!;
      return unknownValue(kind);
    });
    return { route, role, url: urlOf(route, input), input, foreign: kinds.length > 0 };
  });
}

describe('every route can be reached by the matrix', () => {
  it('every parameter that names something is classified, and every route has a valid example', () => {
    const unclassified: string[] = [];
    const invalid: string[] = [];
    for (const route of routes) {
      for (const p of paramsOf(route)) {
        if ((p.in === 'path' || p.idLike) && !p.kind)
          unclassified.push(`${routeKey(route)}: ${p.in} parameter "${p.key}"`);
      }
      const { problems } = exampleInput(route, (kind) => unknownValue(kind));
      if (problems.length > 0) invalid.push(`${routeKey(route)}: ${problems.join('; ')}`);
    }
    expect(unclassified, 'add these to PATH_PARAMS or ID_FIELDS in server/security/route-inputs.ts').toEqual(
      [],
    );
    expect(invalid, 'add a hint in route-inputs.ts hints() for these fields').toEqual([]);
  });

  it("company A has rows in every tenant table (so the matrix has A's data to protect)", async () => {
    const tables = await t.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.columns where table_schema = 'public'
          and column_name = 'company_id' and table_name <> 'audit_events' order by table_name`,
    );
    const empty: string[] = [];
    for (const { table_name } of tables.rows) {
      const res = await t.db.execute<{ n: number }>(
        sql`select count(*)::int n from ${sql.identifier(table_name)} where company_id = ${victim.company.id}`,
      );
      if (res.rows[0]!.n === 0) empty.push(table_name);
    }
    expect(empty, 'seed company A with these in server/security/victim.ts').toEqual([]);
  });
});

describe("cross-company matrix: company B's admin, manager and employee against company A", () => {
  it('no route shows A’s data or changes it; a request naming A’s resource gets 400, 403 or 404', async () => {
    const failures: string[] = [];
    const hit = new Set<string>();
    const baseline = await snapshotVictim();
    const ordered = inOrder(routes);
    for (const route of ordered) {
      if (RUN_LAST.has(routeKey(route))) {
        // Before B's admin may end B's company, B must still be itself (or the last routes proved nothing).
        for (const role of ROLES) {
          const me = await attacker[role].client.get<{ company: { id: string } | null }>('/api/me');
          expect(me.body.company?.id, `${role} of B is still in B`).toBe(attacker.company.id);
        }
      }
      const cases = ROLES.flatMap((role) => attackCases(route, role));
      await pool(cases, 6, async (c) => {
        const caller = attacker[c.role as Role].client;
        const res = await send(t.app, caller, route.method, c.url, c.input);
        hit.add(routeKey(route));
        if (process.env.MATRIX_DEBUG)
          console.log(`${c.role} ${route.method} ${c.url} ${res.statusCode} ${res.body.slice(0, 100)}`);
        const label = `${c.role} ${route.method} ${c.url} → ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${label}: server error ${res.body.slice(0, 200)}`);
        if (c.foreign && ![400, 403, 404].includes(res.statusCode))
          failures.push(`${label}: expected 400/403/404 for A's resource`);
        const leaks = leaksOf(visibleText(res), victim);
        if (leaks.length > 0) failures.push(`${label}: shows A's ${leaks.join(', ')}`);
        const missing = missingApiHeaders(res);
        if (missing.length > 0) failures.push(`${label}: missing ${missing.join(', ')}`);
      });
      const changes = changesBetween(baseline, await snapshotVictim());
      if (changes.length > 0) {
        failures.push(`${routeKey(route)} changed A's ${changes.join(', ')}`);
        break;
      }
    }
    expect(failures).toEqual([]);
    expect([...hit].sort()).toEqual(routes.map(routeKey).sort());
  }, 120_000);
});

describe('role matrix from the access policies', () => {
  let team: TestTeam;
  beforeAll(async () => {
    team = await createTeam(t, 'Roles');
  });

  const RANK = { employee: 0, manager: 1, admin: 2 } as const;
  const NEEDS: Record<string, number | null> = {
    public: null,
    signedIn: null,
    member: 0,
    manager: 1,
    admin: 2,
  };

  it('anonymous callers get 401 on every route that is not public', async () => {
    const failures: string[] = [];
    await pool(
      routes.filter((r) => r.access !== 'public'),
      6,
      async (route) => {
        const { input } = exampleInput(route, (kind) => unknownValue(kind));
        const res = await send(t.app, null, route.method, urlOf(route, input), input);
        if (res.statusCode !== 401) failures.push(`${routeKey(route)} → ${res.statusCode}`);
        const missing = missingApiHeaders(res);
        if (missing.length > 0) failures.push(`${routeKey(route)}: missing ${missing.join(', ')}`);
      },
    );
    expect(failures).toEqual([]);
  });

  it('employees and managers get 403 below the policy; at or above it the policy lets them through', async () => {
    const failures: string[] = [];
    let denied = 0;
    for (const route of inOrder(routes.filter((r) => r.access !== 'public'))) {
      const { input } = exampleInput(route, (kind) => unknownValue(kind));
      const url = route.url === '/api/auth/*' ? '/api/auth/get-session' : urlOf(route, input);
      const needed = NEEDS[route.access];
      // Deleting the company ends every session: the roles below the policy go first, the admin last.
      const probe = async (role: Role) => {
        const res = await send(t.app, team[role].client, route.method, url, input);
        const label = `${role} ${routeKey(route)} → ${res.statusCode} ${res.body.slice(0, 120)}`;
        const below = needed !== null && needed !== undefined && RANK[role] < needed;
        if (below) {
          denied++;
          if (res.statusCode !== 403) failures.push(`${label}: expected 403`);
          else if (!/privileges required/.test(res.body)) failures.push(`${label}: expected the spec's text`);
        } else if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500) {
          failures.push(`${label}: the policy should let ${role} through`);
        }
      };
      if (RUN_LAST.has(routeKey(route))) for (const role of [...ROLES].reverse()) await probe(role);
      else await Promise.all(ROLES.map(probe));
    }
    expect(failures).toEqual([]);
    expect(denied).toBeGreaterThan(20);
  }, 60_000);
});
