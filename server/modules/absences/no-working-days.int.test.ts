// A request that uses no working days is refused (issue 17 item 7): it was accepted without a word.
// The test company is in Barcelona: Fri 25 Dec 2026 (Christmas) and Sat 26 Dec (St Stephen) are bank
// holidays, Sun 27 Dec is a Sunday; Mon 28 Dec is a working day.
import { NO_WORKING_DAYS } from '@domain/absences';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absences } from '../../db/schema';
import { createTeam, type TestTeam } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { setPolicy, vacation, type WriteBody } from './test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

async function rowCount(companyId: string) {
  const [row] = await t.db.select({ n: count() }).from(absences).where(eq(absences.companyId, companyId));
  return row!.n;
}

type Refusal = { error: { code: string; message: string; fields: { field: string; message: string }[] } };

describe('a request that uses no working days', () => {
  let team: TestTeam;
  beforeAll(async () => {
    team = await createTeam(t, 'no-days');
  });

  it.each([
    ['a weekend plus two bank holidays (Fri 25 – Sun 27 Dec)', vacation('2026-12-25', '2026-12-27')],
    ['a weekend (Sat 5 – Sun 6 Dec)', vacation('2026-12-05', '2026-12-06')],
    ['sick leave on a Sunday', { ...vacation('2026-12-06', '2026-12-06'), absenceType: 'sick_leave' }],
  ])('is refused with a 400 that says why, and nothing is created: %s', async (_what, body) => {
    const before = await rowCount(team.company.id);
    const res = await team.employee.client.post<Refusal>('/api/absences', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: NO_WORKING_DAYS,
      fields: [{ field: 'endDate', message: NO_WORKING_DAYS }],
    });
    expect(await rowCount(team.company.id)).toBe(before);
  });

  it('is refused when an edit moves a request onto days off, and the request stays as it was', async () => {
    const created = await team.employee.client.post<WriteBody>(
      '/api/absences',
      vacation('2026-12-28', '2026-12-28'),
    );
    expect(created.status).toBe(201);
    expect(created.body.absence.days).toBe(1);
    const id = created.body.absence.id;
    const res = await team.employee.client.patch<Refusal>(
      `/api/absences/${id}`,
      vacation('2026-12-25', '2026-12-27'),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(NO_WORKING_DAYS);
    const mine = await team.employee.client.get<{ absences: WriteBody['absence'][] }>('/api/absences/mine');
    expect(mine.body.absences.find((a) => a.id === id)).toMatchObject({
      startDate: '2026-12-28',
      endDate: '2026-12-28',
    });
  });

  it('accepts the same days with one working day in them (Fri 25 – Mon 28 Dec uses 1 day)', async () => {
    const res = await team.manager.client.post<WriteBody>(
      '/api/absences',
      vacation('2026-12-25', '2026-12-28'),
    );
    expect(res.status).toBe(201);
    expect(res.body.absence.days).toBe(1);
  });

  it('accepts a weekend when the company counts calendar days (Sat 5 + Sun 6 Dec = 2 days)', async () => {
    const other = await createTeam(t, 'calendar-days');
    await setPolicy(t, other.company.id, { vacationCounting: 'calendar_days' });
    const res = await other.employee.client.post<WriteBody>(
      '/api/absences',
      vacation('2026-12-05', '2026-12-06'),
    );
    expect(res.status).toBe(201);
    expect(res.body.absence.days).toBe(2);
  });
});
