import { todayIn } from '@domain/calendar';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema';
import { createTeam, setCompanyOf, TEST_PASSWORD } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ smtp: true });
});
afterAll(async () => {
  await t?.close();
});

const periods = async (companyId: string, userId: string) =>
  t.db
    .select({ joinedOn: memberships.joinedOn, leftOn: memberships.leftOn })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
    .orderBy(asc(memberships.joinedOn));

describe('membership periods', () => {
  it('a company founded at sign-up has its admin as a member from today', async () => {
    const email = `founder-${Date.now()}@example.test`;
    const res = await t.anon.post('/api/accounts/sign-up', {
      email,
      password: TEST_PASSWORD,
      firstName: 'Núria',
      lastName: 'Vidal',
      companyName: 'Forn Vidal',
    });
    expect(res.status).toBe(201);
    const row = (
      await t.db.execute<{ user_id: string; company_id: string }>(
        `select p.id as user_id, p.active_company_id as company_id from profiles p where p.email = '${email}'`,
      )
    ).rows[0]!;
    expect(await periods(row.company_id, row.user_id)).toEqual([
      { joinedOn: todayIn('Europe/Madrid'), leftOn: null },
    ]);
  });

  it('removal ends the period today; joining again starts a new one and leaves the old one as it was', async () => {
    const team = await createTeam(t, 'Periods');
    const today = todayIn('Europe/Madrid');
    expect((await team.admin.client.delete(`/api/team/members/${team.employee.id}`)).status).toBe(200);
    expect(await periods(team.company.id, team.employee.id)).toEqual([
      { joinedOn: '2020-01-01', leftOn: today },
    ]);
    // Back the same day: a new period starts; the old one keeps its dates.
    await setCompanyOf(t, team.employee.id, team.company.id);
    expect(await periods(team.company.id, team.employee.id)).toEqual([
      { joinedOn: '2020-01-01', leftOn: today },
      { joinedOn: today, leftOn: null },
    ]);
  });

  it('deleting the company ends every open period', async () => {
    const team = await createTeam(t, 'Closing');
    expect((await team.admin.client.delete('/api/company', { confirmation: 'DELETE COMPANY' })).status).toBe(
      200,
    );
    for (const person of [team.admin, team.manager, team.employee]) {
      const [period] = await periods(team.company.id, person.id);
      expect(period?.leftOn).toBe(todayIn('Europe/Madrid'));
    }
  });
});
