import { yearOf } from '@domain/calendar';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, holidayEntitlements, memberships, memberWorkSchedules } from '../../db/schema';
import {
  assertNoLeak,
  createTeam,
  createTwoCompanies,
  createUser,
  personOf,
  type TestTeam,
} from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { setEntitlement, today } from '../absences/test-support';

let t: TestContext;
let a: TestTeam;
let b: TestTeam;
beforeAll(async () => {
  t = await createTestContext();
  ({ a, b } = await createTwoCompanies(t));
});
afterAll(async () => {
  await t?.close();
});

const profile = async (id: string) => (await personOf(t, { id }))!;

interface ManagedBody {
  members: Array<{ id: string; role: string; weeklyHours: number; remainingHolidayDays: number }>;
  totals: { members: number; admins: number; managers: number };
}

describe('who may call what', () => {
  it('the directory is for every member; managing is for admins only', async () => {
    const target = a.employee.id;
    const calls: Array<[string, (c: TestClient) => Promise<{ status: number }>, number[]]> = [
      ['directory', (c) => c.get('/api/team'), [401, 200, 200, 200]],
      ['managed list', (c) => c.get('/api/team/members'), [401, 403, 403, 200]],
      ['role', (c) => c.put(`/api/team/members/${target}/role`, { role: 'employee' }), [401, 403, 403, 200]],
      [
        'allowance',
        (c) =>
          c.put(`/api/team/members/${target}/holiday-allowance`, {
            holidayAllowance: 25,
            manualHolidayAdjustment: 0,
          }),
        [401, 403, 403, 200],
      ],
    ];
    for (const [name, call, expected] of calls) {
      const statuses = [];
      for (const c of [t.anon, a.employee.client, a.manager.client, a.admin.client])
        statuses.push((await call(c)).status);
      expect(statuses, name).toEqual(expected);
    }
    const team = await createTeam(t, 'Removal');
    const statuses = [];
    for (const c of [t.anon, team.employee.client, team.manager.client])
      statuses.push((await c.delete(`/api/team/members/${team.employee.id}`)).status);
    expect(statuses).toEqual([401, 403, 403]);
  });

  it('a person without company gets 403 NO_COMPANY on the directory', async () => {
    const loner = await createUser(t, { companyId: null });
    expect((await loner.client.get('/api/team')).body).toMatchObject({ error: { code: 'NO_COMPANY' } });
  });
});

describe('directory and managed list', () => {
  it('lists the company members with name, e-mail, picture and role, in joining order', async () => {
    const res = await a.employee.client.get<{ members: Array<Record<string, unknown>> }>('/api/team');
    expect(res.body.members).toHaveLength(3);
    expect(Object.keys(res.body.members[0]!).sort()).toEqual(
      ['avatarUrl', 'email', 'firstName', 'id', 'lastName', 'role'].sort(),
    );
    expect(res.body.members.map((m) => m.email)).toEqual(
      expect.arrayContaining([a.admin.email, a.manager.email, a.employee.email]),
    );
    assertNoLeak((await b.employee.client.get('/api/team')).body, a);
  });

  it('gives admins the totals, hours per day and remaining days (allowance − used − adjustment)', async () => {
    await setEntitlement(t, b.company.id, b.manager.id, yearOf(today()), 22, 2);
    // 37 h a week as the migration leaves it: Monday to Friday 7.4 h.
    await t.db.insert(memberWorkSchedules).values({
      companyId: b.company.id,
      userId: b.manager.id,
      startsOn: '2020-01-01',
      hours: [7.4, 7.4, 7.4, 7.4, 7.4, 0, 0],
    });
    const res = await b.admin.client.get<ManagedBody>('/api/team/members');
    expect(res.body.totals).toEqual({ members: 3, admins: 1, managers: 1 });
    expect(res.body.members.find((m) => m.id === b.manager.id)).toMatchObject({
      workWeek: [7.4, 7.4, 7.4, 7.4, 7.4, 0, 0],
      weeklyHours: 37,
      remainingHolidayDays: 20,
      usedHolidayDays: 0,
    });
    assertNoLeak(res.body, a);
  });
});

describe('changes', () => {
  it('changes a role and the allowance', async () => {
    const id = a.employee.id;
    expect((await a.admin.client.put(`/api/team/members/${id}/role`, { role: 'manager' })).status).toBe(200);
    const allowance = await a.admin.client.put(`/api/team/members/${id}/holiday-allowance`, {
      holidayAllowance: 30,
      manualHolidayAdjustment: 5,
    });
    expect(allowance.status).toBe(200);
    expect(await profile(id)).toMatchObject({ role: 'manager' });
    // This year's entitlement, recorded with who set it.
    const [row] = await t.db.select().from(holidayEntitlements).where(eq(holidayEntitlements.userId, id));
    expect(row).toMatchObject({ year: yearOf(today()), allowance: 30, adjustment: 5, updatedBy: a.admin.id });
    await a.admin.client.put(`/api/team/members/${id}/role`, { role: 'employee' });
    // Role changes are sensitive: they are in the audit trail with who did it.
    await expect
      .poll(async () =>
        (
          await t.db
            .select({ details: auditEvents.details })
            .from(auditEvents)
            .where(and(eq(auditEvents.action, 'team.role-changed'), eq(auditEvents.userId, a.admin.id)))
        ).map((r) => r.details?.role),
      )
      .toEqual(expect.arrayContaining(['manager', 'employee']));
  });

  it('refuses allowances outside 0–365, a negative remainder, a bad role', async () => {
    const id = a.employee.id;
    const before = await profile(id);
    const bad: Array<[string, unknown, string]> = [
      [
        'holiday-allowance',
        { holidayAllowance: 366, manualHolidayAdjustment: 0 },
        'Annual allowance must be between 0 and 365',
      ],
      [
        'holiday-allowance',
        { holidayAllowance: 10, manualHolidayAdjustment: -1 },
        'Manual adjustment must be between 0 and 365',
      ],
      [
        'holiday-allowance',
        { holidayAllowance: 10, manualHolidayAdjustment: 11 },
        'Remaining days cannot be negative. Lower the manual adjustment or raise the allowance.',
      ],
      ['role', { role: 'owner' }, 'Choose employee, manager or admin'],
      ['role', { role: 'admin', companyId: b.company.id }, ''],
    ];
    for (const [path, body, message] of bad) {
      const res = await a.admin.client.put<{ error: { fields: { message: string }[] } }>(
        `/api/team/members/${id}/${path}`,
        body,
      );
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      if (message) expect(res.body.error.fields.map((f) => f.message)).toContain(message);
    }
    expect(await profile(id)).toEqual(before);
  });

  it('an admin of another company touches nothing: 404 for every member route', async () => {
    const id = a.employee.id;
    const before = await profile(id);
    const calls = [
      b.admin.client.put(`/api/team/members/${id}/role`, { role: 'admin' }),
      b.admin.client.put(`/api/team/members/${id}/holiday-allowance`, {
        holidayAllowance: 1,
        manualHolidayAdjustment: 0,
      }),
      b.admin.client.delete(`/api/team/members/${id}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      assertNoLeak(res.body, a);
    }
    expect(await profile(id)).toEqual(before);
  });
});

describe('at least one admin', () => {
  it('nobody changes their own role; the last admin can be neither demoted nor removed, nor leave', async () => {
    const team = await createTeam(t, 'Solo');
    const own = await team.admin.client.put(`/api/team/members/${team.admin.id}/role`, { role: 'employee' });
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ error: { message: 'You cannot change your own role.' } });
    const leave = await team.admin.client.delete(`/api/team/members/${team.admin.id}`);
    expect(leave.status).toBe(409);
    expect(leave.body).toMatchObject({
      error: {
        message: 'A company must always have at least one admin. Make another member an admin first.',
      },
    });
    expect(await profile(team.admin.id)).toMatchObject({ role: 'admin', companyId: team.company.id });

    // With a second admin, one may leave; the other is then the last.
    await team.admin.client.put(`/api/team/members/${team.manager.id}/role`, { role: 'admin' });
    expect((await team.admin.client.delete(`/api/team/members/${team.admin.id}`)).status).toBe(200);
    expect((await team.manager.client.delete(`/api/team/members/${team.manager.id}`)).status).toBe(409);
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const team = await createTeam(t, 'Duel');
    await team.admin.client.put(`/api/team/members/${team.manager.id}/role`, { role: 'admin' });
    const [x, y] = await Promise.all([
      team.admin.client.put(`/api/team/members/${team.manager.id}/role`, { role: 'employee' }),
      team.manager.client.put(`/api/team/members/${team.admin.id}/role`, { role: 'employee' }),
    ]);
    // The second to run is no longer an admin by then.
    expect([x.status, y.status].sort()).toEqual([200, 403]);
    const admins = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.companyId, team.company.id), isNull(memberships.leftOn)));
    expect(admins.filter((p) => p.role === 'admin')).toHaveLength(1);
  });

  it('two admins removing each other at once leave one admin', async () => {
    const team = await createTeam(t, 'Split');
    await team.admin.client.put(`/api/team/members/${team.manager.id}/role`, { role: 'admin' });
    const results = await Promise.all([
      team.admin.client.delete(`/api/team/members/${team.manager.id}`),
      team.manager.client.delete(`/api/team/members/${team.admin.id}`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
  });
});

describe('removing a member', () => {
  it('frees the seat: the person keeps the account, sees Access Revoked, and is gone from the team', async () => {
    const team = await createTeam(t, 'Remove');
    const res = await team.admin.client.delete(`/api/team/members/${team.employee.id}`);
    expect(res.status).toBe(200);
    expect(await profile(team.employee.id)).toMatchObject({ companyId: null });
    const me = await team.employee.client.get<{ company: null; profile: { companyId: null } }>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.company).toBeNull();
    expect((await team.employee.client.get('/api/team')).body).toMatchObject({
      error: { code: 'NO_COMPANY' },
    });
    const list = await team.admin.client.get<{ members: { id: string }[] }>('/api/team');
    expect(list.body.members.map((m) => m.id)).not.toContain(team.employee.id);
    expect((await team.admin.client.delete(`/api/team/members/${team.employee.id}`)).status).toBe(404);
  });
});
