// Issue 14, defect "The iCal feed shows colleagues' sick leave and maternity leave": health data (GDPR art. 9)
// left the product in every member's calendar. Sick, maternity, paternity and unpaid leave are shown by type
// only to the person, managers and admins (domain/absence-privacy.ts); every other viewer, and every feed whose
// owner is not one of them, gets "Away" — the type never leaves the server for them.

import type { Schedule } from '@domain/contracts/schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absences } from '../../db/schema';
import { createTeam, createUser, type TestTeam, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let team: TestTeam;
let colleague: TestUser;
const PRIVATE_WORDS = ['sick_leave', 'maternity_leave', 'paternity_leave', 'unpaid_leave'];
const PRIVATE_LABELS = ['Sick Leave', 'Maternity Leave', 'Paternity Leave', 'Unpaid Leave'];

beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
  team = await createTeam(t, 'P');
  colleague = await createUser(t, { companyId: team.company.id, firstName: 'Colleague', lastName: 'Tester' });
  const base = { companyId: team.company.id, reason: 'private reason', status: 'approved' as const };
  await t.db.insert(absences).values([
    // December 2026 (the feed reaches a year ahead of today, 2026-11 when written; the dates stay inside it).
    {
      ...base,
      userId: colleague.id,
      absenceType: 'sick_leave',
      startDate: '2026-12-14',
      endDate: '2026-12-15',
    },
    {
      ...base,
      userId: team.admin.id,
      absenceType: 'maternity_leave',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    },
    {
      ...base,
      userId: team.manager.id,
      absenceType: 'unpaid_leave',
      startDate: '2026-12-16',
      endDate: '2026-12-16',
    },
    {
      ...base,
      userId: colleague.id,
      absenceType: 'paternity_leave',
      startDate: '2026-12-21',
      endDate: '2026-12-23',
    },
    {
      ...base,
      userId: colleague.id,
      absenceType: 'vacation',
      startDate: '2026-12-02',
      endDate: '2026-12-03',
    },
    // The employee's own sick leave: they see it as such.
    {
      ...base,
      userId: team.employee.id,
      absenceType: 'sick_leave',
      startDate: '2026-12-09',
      endDate: '2026-12-09',
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

async function feedOf(user: TestUser): Promise<string> {
  const { body } = await user.client.post<{ url: string }>('/api/calendar-feed');
  const url = new URL(body.url);
  const res = await t.anon.get<string>(`${url.pathname}${url.search}`);
  expect(res.status).toBe(200);
  return res.raw.body;
}

describe("iCal feed: colleagues' private absence types", () => {
  it("an employee's feed shows a colleague's sick, maternity, paternity and unpaid leave as Away", async () => {
    const ics = await feedOf(team.employee);
    expect(ics).toContain('SUMMARY:Colleague Tester · Away');
    expect(ics).toContain(`SUMMARY:${team.admin.firstName} Tester · Away`);
    expect(ics).toContain(`SUMMARY:${team.manager.firstName} Tester · Away`);
    expect(ics).not.toContain('Maternity');
    expect(ics).not.toContain('Paternity');
    expect(ics).not.toContain('Unpaid');
    // Their own sick leave as such; a colleague's vacation is not private.
    expect(ics).toContain(`SUMMARY:${team.employee.firstName} Tester · Sick Leave`);
    expect(ics).toContain('SUMMARY:Colleague Tester · Vacation');
    expect(ics.match(/Sick Leave/g)).toHaveLength(1);
    expect(ics).not.toContain('private reason');
  });

  it('the feeds of managers and admins keep the types', async () => {
    for (const owner of [team.manager, team.admin]) {
      const ics = await feedOf(owner);
      expect(ics).toContain('SUMMARY:Colleague Tester · Sick Leave');
      expect(ics).toContain('SUMMARY:Colleague Tester · Paternity Leave');
      expect(ics).toContain(`SUMMARY:${team.admin.firstName} Tester · Maternity Leave`);
      expect(ics).toContain(`SUMMARY:${team.manager.firstName} Tester · Unpaid Leave`);
      expect(ics).not.toContain('· Away');
    }
  });
});

describe('Team Overview and team calendar', () => {
  it('sends an employee "away" for a colleague\'s private absence, never the type', async () => {
    const res = await team.employee.client.get<Schedule>('/api/schedule?month=2026-12');
    expect(res.status).toBe(200);
    const byId = new Map(res.body.members.map((m) => [m.id, m]));
    expect(byId.get(colleague.id)!.absences.map((a) => [a.startDate, a.absenceType])).toEqual([
      ['2026-12-02', 'vacation'],
      ['2026-12-14', 'away'],
      ['2026-12-21', 'away'],
    ]);
    expect(byId.get(team.admin.id)!.absences.map((a) => a.absenceType)).toEqual(['away']);
    expect(byId.get(team.manager.id)!.absences.map((a) => a.absenceType)).toEqual(['away']);
    expect(byId.get(team.employee.id)!.absences.map((a) => a.absenceType)).toEqual(['sick_leave']);
    const others = JSON.stringify(res.body.members.filter((m) => m.id !== team.employee.id));
    for (const word of PRIVATE_WORDS) expect(others).not.toContain(word);
  });

  it('sends managers and admins the types', async () => {
    for (const viewer of [team.manager, team.admin]) {
      const res = await viewer.client.get<Schedule>('/api/schedule?month=2026-12');
      const types = res.body.members.flatMap((m) => m.absences.map((a) => a.absenceType)).sort();
      expect(types).toEqual([
        'maternity_leave',
        'paternity_leave',
        'sick_leave',
        'sick_leave',
        'unpaid_leave',
        'vacation',
      ]);
    }
  });
});

describe('other lists an employee sees', () => {
  it("the dashboard sends an employee no colleague's private type", async () => {
    const res = await colleague.client.get('/api/dashboard');
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    // The colleague's own recent requests (their sick and paternity leave) are theirs to see; nobody else's.
    expect(text).not.toContain('maternity_leave');
    expect(text).not.toContain('unpaid_leave');
    const employee = JSON.stringify((await team.employee.client.get('/api/dashboard')).body);
    for (const word of ['maternity_leave', 'paternity_leave', 'unpaid_leave']) {
      expect(employee).not.toContain(word);
    }
  });

  it('the teammates-away warning of the request form names who is away, never why', async () => {
    const res = await team.employee.client.get<{ away: { name: string }[] }>(
      '/api/absences/team-away?startDate=2026-12-14&endDate=2026-12-16',
    );
    expect(res.status).toBe(200);
    expect(res.body.away.map((a) => a.name).sort()).toEqual(
      ['Colleague Tester', `${team.admin.firstName} Tester`, `${team.manager.firstName} Tester`].sort(),
    );
    const text = JSON.stringify(res.body);
    for (const word of [...PRIVATE_WORDS, ...PRIVATE_LABELS, 'private reason'])
      expect(text).not.toContain(word);
  });
});
