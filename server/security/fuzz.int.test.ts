// Property-based fuzzing of every API route from its zod contract (fuzz.ts): company B's people and anonymous
// callers send shaped, borderline, mistyped and hostile requests. Properties: never a 5xx, never a change to
// company A, never a polluted Object.prototype.
//
// Budget: FUZZ_RUNS requests in all (default 300, spread over the routes, at least 3 each) — e.g.
// `FUZZ_RUNS=20000 npx vitest run --project integration server/security/fuzz` for a long run. FUZZ_SEED
// replays a failure (fast-check prints the seed and the shrunk request).
import type { Role } from '@domain/roles';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type TestTeam } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import type { FuzzCase } from './fuzz';
import { requestArb } from './fuzz';
import { apiRoutes, inOrder, send } from './matrix';
import { routeKey, urlOf } from './route-inputs';
import { changesBetween, snapshotCompany } from './snapshot';
import { seedVictim, type Victim } from './victim';

let t: TestContext;
let victim: Victim;
let attacker: TestTeam;
beforeAll(async () => {
  // FUZZ_LOG=1 prints the server's error log (the stack behind a 5xx).
  t = await createTestContext({
    env: { RATE_LIMIT_MULTIPLIER: '10000', ...(process.env.FUZZ_LOG ? { LOG_LEVEL: 'error' } : {}) },
  });
  [victim, attacker] = await Promise.all([seedVictim(t), createTeam(t, 'Fuzzer')]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const TOTAL = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

describe('fuzzing every route from its contract', () => {
  it('no 5xx, no change to another company, no prototype pollution', async () => {
    const routes = inOrder(apiRoutes(t.app));
    const perRoute = Math.max(3, Math.ceil(TOTAL / routes.length));
    const snapshot = () =>
      snapshotCompany(t.db, victim.company.id, {
        people: victim.people,
        uploadsDir: `${t.config.dataDir}/uploads`,
      });
    const baseline = await snapshot();
    const callers = fc.constantFrom<Role | 'anonymous'>('admin', 'manager', 'employee', 'anonymous');
    let requests = 0;
    for (const route of routes) {
      const arb = fc.record({ caller: callers, request: requestArb(route, victim.ids) });
      await fc.assert(
        fc.asyncProperty(
          arb,
          async ({ caller, request }: { caller: Role | 'anonymous'; request: FuzzCase }) => {
            requests++;
            const url = urlOf(route, request);
            const client = caller === 'anonymous' ? null : attacker[caller].client;
            const res = await send(
              t.app,
              client,
              route.method,
              url,
              { body: undefined, multipart: false },
              request.bodyText !== undefined ? { rawBody: request.bodyText } : {},
            );
            if (res.statusCode >= 500) {
              throw new Error(
                `${caller} ${route.method} ${url.slice(0, 300)} → ${res.statusCode} ${res.body}`,
              );
            }
          },
        ),
        { numRuns: perRoute, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true },
      );
      const changes = changesBetween(baseline, await snapshot());
      expect(changes, `${routeKey(route)} changed company A`).toEqual([]);
      expect(
        ({} as { polluted?: unknown }).polluted,
        `${routeKey(route)} polluted Object.prototype`,
      ).toBeUndefined();
    }
    expect(requests).toBeGreaterThanOrEqual(Math.min(TOTAL, routes.length * 3));
  }, 180_000);
});
