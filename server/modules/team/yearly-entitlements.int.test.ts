// Issue 14: allowance, manual adjustment and carry-over belong to a year. Each defect the issue lists is
// reproduced through the API (they failed on the code before yearly entitlements), then the pro-rata of a
// joiner is checked to be the same figure on every screen that shows a balance.
import { yearOf } from '@domain/calendar';
import type { AllowanceSummary } from '@domain/contracts/absences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absences, companies } from '../../db/schema';
import { createTeam, createUser, type TestTeam, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { setPolicy, setProfile, today } from '../absences/test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const year = yearOf(today());

/** Someone who joined on `joinedOn` (their profile created that day too, as before memberships). */
async function joiner(team: TestTeam, joinedOn: string): Promise<TestUser> {
  const person = await createUser(t, { companyId: team.company.id, joinedOn });
  await setProfile(t, person.id, { createdAt: new Date(`${joinedOn}T10:00:00Z`) });
  return person;
}

async function approvedVacation(
  team: TestTeam,
  person: TestUser,
  startDate: string,
  endDate: string,
  halfDayStart = false,
) {
  await t.db.insert(absences).values({
    companyId: team.company.id,
    userId: person.id,
    absenceType: 'vacation',
    startDate,
    endDate,
    halfDayStart,
    status: 'approved',
  });
}

const balance = async (person: TestUser, y: number) =>
  (await person.client.get<AllowanceSummary>(`/api/absences/allowance?year=${y}`)).body;

interface ManagedBody {
  members: Array<{
    id: string;
    holidayAllowance: number;
    usedHolidayDays: number;
    remainingHolidayDays: number;
  }>;
}

describe('yearly entitlements (issue 14 defects)', () => {
  it('raising an allowance this year leaves last year and its carry-over as they were', async () => {
    const team = await createTeam(t, 'raise');
    await setPolicy(t, team.company.id, { vacationCounting: 'calendar_days', carryOverMaxDays: 5 });
    const person = await joiner(team, `${year - 1}-01-01`);
    // Last year: 25 days, 10 used (1–10 Aug, calendar days) → 15 left → 5 carried (the maximum).
    await approvedVacation(team, person, `${year - 1}-08-01`, `${year - 1}-08-10`);
    expect(await balance(person, year - 1)).toMatchObject({ totalAllowance: 25, remainingDays: 15 });

    const raise = await team.admin.client.put(`/api/team/members/${person.id}/holiday-allowance`, {
      holidayAllowance: 30,
      manualHolidayAdjustment: 0,
    });
    expect(raise.status).toBe(200);

    // Last year is unchanged: 25 − 10 = 15 (the defect showed 30 − 10 = 20).
    expect(await balance(person, year - 1)).toMatchObject({
      totalAllowance: 25,
      usedDays: 10,
      remainingDays: 15,
    });
    // This year: 30 + 5 carried = 35.
    expect(await balance(person, year)).toMatchObject({
      totalAllowance: 30,
      carriedOver: 5,
      remainingDays: 35,
    });
  });

  it('takes the manual adjustment off only in its own year, not again in every year of the chain', async () => {
    const team = await createTeam(t, 'adjust');
    await setPolicy(t, team.company.id, { vacationCounting: 'calendar_days', carryOverMaxDays: 5 });
    const person = await joiner(team, `${year}-01-01`);
    // This year: 18 days (1–18 Mar) + a half day (6 Apr) = 18.5 used.
    await approvedVacation(team, person, `${year}-03-01`, `${year}-03-18`);
    await approvedVacation(team, person, `${year}-04-06`, `${year}-04-06`, true);
    const set = await team.admin.client.put(`/api/team/members/${person.id}/holiday-allowance`, {
      holidayAllowance: 25,
      manualHolidayAdjustment: 2,
    });
    expect(set.status).toBe(200);

    // This year: 25 − 2 − 18.5 = 4.5 remaining → 4.5 carried (under the maximum of 5).
    expect(await balance(person, year)).toMatchObject({ adjustment: 2, usedDays: 18.5, remainingDays: 4.5 });
    // Next year: 25 − 0 (the adjustment was this year's) + 4.5 = 29.5 (the defect: 25 − 2 + 4.5 = 27.5).
    expect(await balance(person, year + 1)).toMatchObject({
      totalAllowance: 25,
      adjustment: 0,
      carriedOver: 4.5,
      remainingDays: 29.5,
    });
  });

  it('Settings → Team shows the balance with carry-over and accepts an edit that keeps it positive', async () => {
    const team = await createTeam(t, 'team');
    await setPolicy(t, team.company.id, { vacationCounting: 'calendar_days', carryOverMaxDays: 20 });
    const person = await joiner(team, `${year - 1}-01-01`);
    // Last year: 25, nothing used → 20 carried (the maximum). This year: 5 used (2–6 Feb).
    await approvedVacation(team, person, `${year}-02-02`, `${year}-02-06`);
    const row = async () =>
      (await team.admin.client.get<ManagedBody>('/api/team/members')).body.members.find(
        (m) => m.id === person.id,
      );
    // 25 + 20 carried − 5 used = 40 (the defect showed 25 − 5 = 20).
    expect(await row()).toMatchObject({ holidayAllowance: 25, usedHolidayDays: 5, remainingHolidayDays: 40 });
    expect((await balance(person, year)).remainingDays).toBe(40);

    // Lowering this year's allowance to 3 leaves 3 + 20 − 5 = 18: valid (the defect refused it: 3 − 5 < 0).
    const lower = await team.admin.client.put(`/api/team/members/${person.id}/holiday-allowance`, {
      holidayAllowance: 3,
      manualHolidayAdjustment: 0,
    });
    expect(lower.status).toBe(200);
    expect(await row()).toMatchObject({ holidayAllowance: 3, remainingHolidayDays: 18 });
    expect((await balance(person, year)).remainingDays).toBe(18);
    expect((await balance(person, year - 1)).totalAllowance).toBe(25);
  });

  it("a joiner's pro-rata balance is the same on every screen", async () => {
    const team = await createTeam(t, 'joiner');
    // The company has used Plantel for years: a joiner of this year is pro-rated.
    await t.db
      .update(companies)
      .set({ createdAt: new Date('2020-01-01T10:00:00Z') })
      .where(eq(companies.id, team.company.id));
    await setPolicy(t, team.company.id, { vacationCounting: 'calendar_days' });
    const person = await joiner(team, `${year}-07-01`);
    await approvedVacation(team, person, `${year}-08-03`, `${year}-08-04`);
    // 1 Jul – 31 Dec = 184 days; 25 × 184 / 365 = 12.6 (or / 366 = 12.57) → 12.5 to the nearest half day;
    // 2 used → 10.5 left.
    const own = await balance(person, year);
    expect(own).toMatchObject({
      totalAllowance: 12.5,
      annualAllowance: 25,
      proRata: { membershipDays: 184, rounding: 'nearest' },
      usedDays: 2,
      remainingDays: 10.5,
    });
    const dashboard = await person.client.get<{ allowance: AllowanceSummary }>('/api/dashboard');
    expect(dashboard.body.allowance).toEqual(own);
    const managed = await team.admin.client.get<ManagedBody>('/api/team/members');
    expect(managed.body.members.find((m) => m.id === person.id)).toMatchObject({
      holidayAllowance: 25,
      entitledHolidayDays: 12.5,
      remainingHolidayDays: 10.5,
    });
    const edited = await team.admin.client.get<AllowanceSummary>(
      `/api/team/members/${person.id}/holiday-allowance?year=${year}`,
    );
    expect(edited.body).toEqual(own);
    const report = await team.admin.client.get<{
      people: Array<{ userId: string; balance: { allowance: number; remaining: number } }>;
    }>(`/api/reports?from=${year}-01-01&to=${year}-12-31`);
    expect(report.body.people.find((p) => p.userId === person.id)?.balance).toMatchObject({
      allowance: 12.5,
      remaining: 10.5,
    });
    // The company rounds up: 12.6 → 13, so 11 left, everywhere.
    await setPolicy(t, team.company.id, { allowanceRounding: 'up' });
    expect(await balance(person, year)).toMatchObject({ totalAllowance: 13, remainingDays: 11 });
  });
});
