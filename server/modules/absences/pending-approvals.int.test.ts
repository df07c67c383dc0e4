// Issue 16: Pending Approvals computes the requesters' balances in one pass. Counted on the SQL the app sends
// for one request (server/test/sql-log.ts): a company with 13 pending requests costs the same number of
// statements as one with 3, and every figure is the one the allowance rules give.
import type { PendingApproval } from '@domain/contracts/absences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absences } from '../../db/schema';
import { createTeam, createUser, type TestTeam } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { statementsOf } from '../../test/sql-log';
import { setEntitlement, setPolicy, today } from './test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

type Pending = { approvals: PendingApproval[]; twoStepApproval: boolean };

// Next year: every date below is in the future and in one year, whatever day the tests run.
const YEAR = Number(today().slice(0, 4)) + 1;
const day = (monthDay: string) => `${YEAR}-${monthDay}`;

/**
 * A company whose `people` employees each have: an allowance of 10 + i days in YEAR (i = 0, 1, …), an
 * approved vacation of 3 calendar days, and two pending vacations of 5 and 9 calendar days. Plus one pending
 * sick leave. Calendar-day counting and no carry-over, so the figures are plain sums.
 */
async function companyWithPending(label: string, people: number) {
  const team = await createTeam(t, label);
  const companyId = team.company.id;
  await setPolicy(t, companyId, { vacationCounting: 'calendar_days', carryOverMaxDays: 0 });
  const requesters = [];
  for (let i = 0; i < people; i++) {
    const person = await createUser(t, { companyId, firstName: `${label}-${i}`, signIn: false });
    await setEntitlement(t, companyId, person.id, YEAR, 10 + i);
    const of = { companyId, userId: person.id, absenceType: 'vacation' as const };
    await t.db.insert(absences).values([
      { ...of, startDate: day('02-01'), endDate: day('02-03'), status: 'approved' },
      { ...of, startDate: day('03-01'), endDate: day('03-05'), status: 'pending' },
      { ...of, startDate: day('05-01'), endDate: day('05-09'), status: 'pending' },
    ]);
    requesters.push(person);
  }
  await t.db.insert(absences).values({
    companyId,
    userId: team.employee.id,
    absenceType: 'sick_leave',
    startDate: day('04-01'),
    endDate: day('04-02'),
    status: 'pending',
  });
  return { team, requesters };
}

async function pendingOf(team: TestTeam) {
  let body: Pending | undefined;
  const sent = await statementsOf(async () => {
    const res = await team.admin.client.get<Pending>('/api/absences/pending');
    expect(res.status).toBe(200);
    body = res.body;
  });
  return { statements: sent, approvals: body!.approvals };
}

describe('Pending Approvals', () => {
  it('reads the same number of statements for 3 pending requests as for 13', async () => {
    const small = await companyWithPending('few', 1);
    const large = await companyWithPending('many', 6);
    // A first request of each admin, so that nothing done once per session is counted.
    await pendingOf(small.team);
    await pendingOf(large.team);

    const few = await pendingOf(small.team);
    const many = await pendingOf(large.team);
    expect(few.approvals).toHaveLength(3);
    expect(many.approvals).toHaveLength(13);
    const shown = (s: string[]) => s.map((x) => x.replace(/\s+/g, ' ').slice(0, 120)).join('\n');
    expect(many.statements.length, `${shown(few.statements)}\n----\n${shown(many.statements)}`).toBe(
      few.statements.length,
    );
  });

  it('shows each requester’s own available days and whether the request exceeds them', async () => {
    const { team, requesters } = await companyWithPending('figures', 4);
    const { approvals } = await pendingOf(team);
    expect(approvals).toHaveLength(9);
    requesters.forEach((person, i) => {
      const mine = approvals.filter((a) => a.userId === person.id);
      // Available before these pending requests: allowance 10 + i − 3 approved days = 7 + i.
      // The 5-day request fits (5 ≤ 7 + i); the 9-day one exceeds it when 7 + i < 9, so for i = 0 and 1.
      const five = mine.find((a) => a.startDate === day('03-01'))!;
      const nine = mine.find((a) => a.startDate === day('05-01'))!;
      expect(five).toMatchObject({ days: 5, availableDays: 7 + i, exceedsAllowance: false });
      expect(nine).toMatchObject({ days: 9, availableDays: 7 + i, exceedsAllowance: i < 2 });
    });
    const sick = approvals.find((a) => a.absenceType === 'sick_leave')!;
    expect(sick).toMatchObject({ days: 2, availableDays: null, exceedsAllowance: false });
  });
});
