// Issue 12, items 5 to 7: input the contracts must refuse with a clear 400 (years outside what the app
// supports, line breaks in one-line fields), and error answers that show no internals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type TestTeam } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { apiRoutes, send } from './matrix';
import { exampleInput, paramsOf, routeKey, unknownValue, urlOf } from './route-inputs';

let t: TestContext;
let team: TestTeam;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  team = await createTeam(t, 'Inputs');
});
afterAll(async () => {
  await t?.close();
});

/** Sends the route's valid example with `field` (query or body) set to `value`, as the company's admin. */
async function sendWith(route: ReturnType<typeof apiRoutes>[number], field: string, value: unknown) {
  const { input } = exampleInput(route, (kind) => (kind === 'user' ? team.employee.id : unknownValue(kind)));
  const where = paramsOf(route).find((p) => p.name === field && p.in !== 'path')!.in;
  if (where === 'query') input.query = { ...input.query, [field]: value };
  else input.body = { ...(input.body as object), [field]: value };
  return send(t.app, team.admin.client, route.method, urlOf(route, input), input);
}

const messageOf = (text: string) => {
  try {
    return (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text.slice(0, 80);
  } catch {
    return text.slice(0, 80);
  }
};

const routesWith = (field: string) =>
  apiRoutes(t.app).filter((r) => paramsOf(r).some((p) => p.name === field && p.in !== 'path'));

describe('years outside 2000–2100 (item 5)', () => {
  const MONTHS = ['9999-12', '0001-01', '1899-12', '2101-01', '1999-12'];

  it('every route with a month answers 400 with a clear message, never 500', async () => {
    const routes = routesWith('month');
    // schedule, time entries (month, Bulk Apply, Clear Month), submit/approve/reject, team timesheets, export
    expect(routes.map(routeKey).length).toBeGreaterThanOrEqual(9);
    const failures: string[] = [];
    for (const route of routes) {
      for (const month of MONTHS) {
        const res = await sendWith(route, 'month', month);
        const message = messageOf(res.body);
        if (res.statusCode !== 400 || !message.includes('between 2000 and 2100')) {
          failures.push(`${routeKey(route)} month=${month} → ${res.statusCode} ${message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('every route with a date answers such years without a 5xx (no calendar is computed for them)', async () => {
    const failures: string[] = [];
    for (const field of ['date', 'from', 'to', 'startDate', 'endDate']) {
      for (const route of routesWith(field)) {
        for (const date of ['9999-12-31', '0001-01-01', '1899-12-31', '2101-01-01', '1999-12-31']) {
          const res = await sendWith(route, field, date);
          if (res.statusCode >= 500) {
            failures.push(`${routeKey(route)} ${field}=${date} → ${res.statusCode} ${messageOf(res.body)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
