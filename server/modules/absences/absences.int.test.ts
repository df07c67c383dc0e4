import { addDays, yearOf } from '@domain/calendar';
import type { AllowanceSummary, PendingApproval } from '@domain/contracts/absences';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absences } from '../../db/schema';
import {
  assertNoLeak,
  createTeam,
  createTwoCompanies,
  createUser,
  type TestTeam,
} from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { ownStatements, readsCompanyCalendar, readsCompanyRow, statementsOf } from '../../test/sql-log';
import { usedVacationDays } from './allowance.service';
import {
  mondayAfter,
  mondayAfterInOneYear,
  setEntitlement,
  setPolicy,
  setProfile,
  today,
  vacation,
  type WriteBody,
  workingMondays,
} from './test-support';

let t: TestContext;
beforeAll(async () => {
  // Many sign-ins from one address: lift the sign-in limit as the browser tests do.
  t = await createTestContext({ smtp: true, env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

type Pending = { approvals: PendingApproval[]; twoStepApproval: boolean };
type Mine = { absences: WriteBody['absence'][]; approvedOnSubmission: boolean };

async function rowCount(companyId: string) {
  const [row] = await t.db.select({ n: count() }).from(absences).where(eq(absences.companyId, companyId));
  return row!.n;
}

describe('request and decide', () => {
  let team: TestTeam;
  beforeAll(async () => {
    team = await createTeam(t, 'flow');
  });

  it('employee requests vacation → approvers e-mailed → manager approves → employee told', async () => {
    const start = mondayAfter(40);
    const created = await team.employee.client.post<WriteBody>(
      '/api/absences',
      vacation(start, addDays(start, 4), { reason: 'Family trip' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.absence).toMatchObject({
      status: 'pending',
      userId: team.employee.id,
      reason: 'Family trip',
      approvedBy: null,
      canEdit: true,
      canCancel: true,
    });
    expect(created.body.absence.days).toBeGreaterThan(0);
    const id = created.body.absence.id;

    const mine = await team.employee.client.get<Mine>('/api/absences/mine');
    expect(mine.body.absences.map((a) => a.id)).toContain(id);
    expect(mine.body.approvedOnSubmission).toBe(false);

    for (const approver of [team.manager, team.admin]) {
      const pending = await approver.client.get<Pending>('/api/absences/pending');
      const item = pending.body.approvals.find((a) => a.id === id);
      expect(item?.requester).toMatchObject({ id: team.employee.id, role: 'employee' });
      expect(item?.canApprove).toBe(true);
      const mail = await t.smtp!.waitFor(approver.email, 'New absence request from');
      expect(mail.text).toContain('Family trip');
      expect(mail.text).toContain('http://localhost:3000/app/absences');
    }

    const approved = await team.manager.client.post<WriteBody>(`/api/absences/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.absence).toMatchObject({
      status: 'approved',
      approvedBy: { id: team.manager.id },
    });
    expect(approved.body.absence.approvedAt).toBeTruthy();
    await t.smtp!.waitFor(team.employee.email, 'Your absence request was approved');
  });

  it('rejects with an optional reason, which the requester receives', async () => {
    const start = mondayAfter(70);
    const { body } = await team.employee.client.post<WriteBody>('/api/absences', {
      absenceType: 'personal_day',
      startDate: start,
      endDate: start,
    });
    const res = await team.admin.client.post<WriteBody>(`/api/absences/${body.absence.id}/reject`, {
      reason: 'Inventory week',
    });
    expect(res.status).toBe(200);
    expect(res.body.absence).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Inventory week',
      approvedBy: { id: team.admin.id },
    });
    const mail = await t.smtp!.waitFor(team.employee.email, 'Your absence request was rejected');
    expect(mail.text).toContain('Reason: Inventory week');
    // Already decided: nothing more to do.
    const again = await team.manager.client.post(`/api/absences/${body.absence.id}/approve`);
    expect(again.status).toBe(409);
  });

  it('lists the own requests newest first', async () => {
    const res = await team.employee.client.get<Mine>('/api/absences/mine');
    const created = res.body.absences.map((a) => a.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });
});

describe('who decides (spec 001 section 6)', () => {
  it('nobody approves their own request; a sole admin is approved on submission', async () => {
    const team = await createTeam(t, 'self');
    const start = mondayAfter(100);
    const own = await team.admin.client.post<WriteBody>('/api/absences', vacation(start, start));
    expect(own.status).toBe(201);
    expect(own.body.absence).toMatchObject({ status: 'approved', autoApproved: true });
    expect((await team.admin.client.get<Mine>('/api/absences/mine')).body.approvedOnSubmission).toBe(true);

    const managers = await team.manager.client.post<WriteBody>('/api/absences', vacation(start, start));
    expect(managers.body.absence.status).toBe('pending');
    const self = await team.manager.client.post(`/api/absences/${managers.body.absence.id}/approve`);
    expect(self.status).toBe(403);
    expect(self.body).toMatchObject({ error: { message: 'You cannot approve your own request' } });
    // A manager's request is for the admins.
    const managerList = await team.manager.client.get<Pending>('/api/absences/pending');
    expect(managerList.body.approvals.map((a) => a.id)).not.toContain(managers.body.absence.id);
    expect((await team.admin.client.post(`/api/absences/${managers.body.absence.id}/approve`)).status).toBe(
      200,
    );

    // With a second admin, admins' requests wait for the other admin.
    const second = await createUser(t, { companyId: team.company.id, role: 'admin' });
    const theirs = await second.client.post<WriteBody>('/api/absences', vacation(start, start));
    expect(theirs.body.absence).toMatchObject({ status: 'pending', autoApproved: false });
    expect((await team.admin.client.get<Mine>('/api/absences/mine')).body.approvedOnSubmission).toBe(false);
    const byManager = await team.manager.client.post(`/api/absences/${theirs.body.absence.id}/reject`);
    expect(byManager.status).toBe(403);
    const adminList = await team.admin.client.get<Pending>('/api/absences/pending');
    expect(adminList.body.approvals.map((a) => a.id)).toContain(theirs.body.absence.id);
    const secondList = await second.client.get<Pending>('/api/absences/pending');
    expect(secondList.body.approvals.map((a) => a.id)).not.toContain(theirs.body.absence.id);
    expect((await team.admin.client.post(`/api/absences/${theirs.body.absence.id}/approve`)).status).toBe(
      200,
    );
  });

  it('employees cannot see or decide approvals; anonymous callers are refused everywhere', async () => {
    const team = await createTeam(t, 'matrix');
    const start = mondayAfter(120);
    const { body } = await team.manager.client.post<WriteBody>('/api/absences', vacation(start, start));
    const id = body.absence.id;
    expect((await team.employee.client.get('/api/absences/pending')).status).toBe(403);
    expect((await team.employee.client.post(`/api/absences/${id}/approve`)).status).toBe(403);
    expect((await team.employee.client.post(`/api/absences/${id}/reject`)).status).toBe(403);
    expect((await team.employee.client.get('/api/company/absence-policy')).status).toBe(403);
    expect((await team.manager.client.get('/api/company/absence-policy')).status).toBe(403);

    const routes: [string, string][] = [
      ['GET', '/api/absences/mine'],
      ['GET', '/api/absences/pending'],
      ['GET', `/api/absences/team-away?startDate=${start}&endDate=${start}`],
      ['GET', '/api/absences/allowance'],
      ['POST', '/api/absences'],
      ['PATCH', `/api/absences/${id}`],
      ['DELETE', `/api/absences/${id}`],
      ['POST', `/api/absences/${id}/approve`],
      ['POST', `/api/absences/${id}/reject`],
      ['GET', '/api/company/absence-policy'],
      ['PUT', '/api/company/absence-policy'],
    ];
    for (const [method, url] of routes) {
      const res = await t.anon.request(
        method as 'GET',
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(res.status, `${method} ${url}`).toBe(401);
    }
    expect((await t.db.select().from(absences).where(eq(absences.id, id)))[0]?.status).toBe('pending');
  });

  it('two-step approval: a manager approves first, an admin gives the final approval', async () => {
    const team = await createTeam(t, 'two-step');
    await setPolicy(t, team.company.id, { twoStepApproval: true });
    const start = mondayAfter(150);
    const { body } = await team.employee.client.post<WriteBody>('/api/absences', vacation(start, start));
    const id = body.absence.id;

    const first = await team.manager.client.post<WriteBody>(`/api/absences/${id}/approve`);
    expect(first.status).toBe(200);
    expect(first.body.absence).toMatchObject({
      status: 'pending',
      firstApprovedBy: { id: team.manager.id },
      approvedBy: null,
    });
    await t.smtp!.waitFor(team.admin.email, 'awaits your final approval');
    expect((await team.manager.client.post(`/api/absences/${id}/approve`)).status).toBe(409);
    expect((await team.manager.client.post(`/api/absences/${id}/reject`)).status).toBe(409);
    const managerList = await team.manager.client.get<Pending>('/api/absences/pending');
    expect(managerList.body.twoStepApproval).toBe(true);
    expect(managerList.body.approvals.map((a) => a.id)).not.toContain(id);
    const adminList = await team.admin.client.get<Pending>('/api/absences/pending');
    expect(adminList.body.approvals.find((a) => a.id === id)?.firstApprovedBy?.id).toBe(team.manager.id);

    const final = await team.admin.client.post<WriteBody>(`/api/absences/${id}/approve`);
    expect(final.body.absence).toMatchObject({ status: 'approved', approvedBy: { id: team.admin.id } });
  });
});

describe('edit and cancel (spec 001 section 4.1)', () => {
  let team: TestTeam;
  beforeAll(async () => {
    team = await createTeam(t, 'edit');
  });

  it('editing a pending request keeps it pending; editing an approved one makes it pending again', async () => {
    const start = mondayAfter(30);
    const { body } = await team.employee.client.post<WriteBody>('/api/absences', vacation(start, start));
    const id = body.absence.id;
    const edited = await team.employee.client.patch<WriteBody>(
      `/api/absences/${id}`,
      vacation(start, addDays(start, 1), { reason: 'Longer' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      statusReset: false,
      absence: { status: 'pending', reason: 'Longer' },
    });

    await team.manager.client.post(`/api/absences/${id}/approve`);
    const again = await team.employee.client.patch<WriteBody>(
      `/api/absences/${id}`,
      vacation(start, addDays(start, 2)),
    );
    expect(again.body).toMatchObject({
      statusReset: true,
      absence: { status: 'pending', approvedBy: null, approvedAt: null, endDate: addDays(start, 2) },
    });
    await t.smtp!.waitFor(team.manager.email, 'Changed absence request from');
  });

  it('the owner cannot change or cancel an approved absence that has ended; managers and admins can', async () => {
    const start = mondayAfter(-20); // a working Monday 14–20 days ago: ended when the test asks
    const { body } = await team.employee.client.post<WriteBody>('/api/absences', {
      absenceType: 'sick_leave',
      startDate: start,
      endDate: addDays(start, 1),
    });
    const id = body.absence.id;
    await team.admin.client.post(`/api/absences/${id}/approve`);
    const mine = await team.employee.client.get<Mine>('/api/absences/mine');
    expect(mine.body.absences.find((a) => a.id === id)).toMatchObject({ canEdit: false, canCancel: false });

    const edit = await team.employee.client.patch(`/api/absences/${id}`, {
      absenceType: 'sick_leave',
      startDate: start,
      endDate: start,
    });
    expect(edit.status).toBe(403);
    expect((await team.employee.client.delete(`/api/absences/${id}`)).status).toBe(403);

    const byManager = await team.manager.client.patch<WriteBody>(`/api/absences/${id}`, {
      absenceType: 'sick_leave',
      startDate: start,
      endDate: start,
    });
    expect(byManager.status).toBe(200);
    expect(byManager.body.absence.endDate).toBe(start);
    expect((await team.admin.client.delete(`/api/absences/${id}`)).status).toBe(200);
    expect(await t.db.select().from(absences).where(eq(absences.id, id))).toHaveLength(0);
  });

  it("an employee cannot edit or cancel someone else's request (403), nor change a rejected one", async () => {
    const start = mondayAfter(200);
    const other = await team.manager.client.post<WriteBody>('/api/absences', vacation(start, start));
    const id = other.body.absence.id;
    const edit = await team.employee.client.patch(`/api/absences/${id}`, vacation(start, start));
    expect(edit.status).toBe(403);
    expect(edit.body).toMatchObject({ error: { message: 'You can only change your own absence requests' } });
    expect((await team.employee.client.delete(`/api/absences/${id}`)).status).toBe(403);

    const own = await team.employee.client.post<WriteBody>('/api/absences', vacation(start, start));
    await team.admin.client.post(`/api/absences/${own.body.absence.id}/reject`, {});
    const changeRejected = await team.employee.client.patch(
      `/api/absences/${own.body.absence.id}`,
      vacation(start, start),
    );
    expect(changeRejected.status).toBe(403);
    expect((await team.employee.client.delete(`/api/absences/${own.body.absence.id}`)).status).toBe(200);
  });
});

describe('bad input', () => {
  let team: TestTeam;
  beforeAll(async () => {
    team = await createTeam(t, 'bad');
  });

  it.each([
    ['missing fields', { absenceType: 'vacation' }, 'Please fill in all required fields'],
    [
      'an empty start date',
      { absenceType: 'vacation', startDate: '', endDate: '2027-01-04' },
      'Please fill in all required fields',
    ],
    [
      'an unknown type',
      { absenceType: 'sabbatical', startDate: '2027-01-04', endDate: '2027-01-04' },
      'Please fill in all required fields',
    ],
    [
      'an impossible date',
      { absenceType: 'vacation', startDate: '2027-02-30', endDate: '2027-03-01' },
      'Not a valid date',
    ],
    [
      'a reason over 1000 characters',
      { absenceType: 'vacation', startDate: '2027-01-04', endDate: '2027-01-04', reason: 'x'.repeat(1001) },
      'Reason must be at most 1000 characters',
    ],
    [
      'a status (mass assignment)',
      { absenceType: 'vacation', startDate: '2027-01-04', endDate: '2027-01-04', status: 'approved' },
      'Unrecognized key',
    ],
    // `userId` is a field now (admins and managers record for a member): an employee's is refused with 403
    // and an unknown person is not found (on-behalf.int.test.ts).
  ])('refuses %s with 400 and creates nothing', async (_label, body, message) => {
    const before = await rowCount(team.company.id);
    const res = await team.employee.client.post('/api/absences', body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await rowCount(team.company.id)).toBe(before);
  });

  it('refuses start after end, half days on several days and dates more than 2 years away', async () => {
    const start = mondayAfter(10);
    const cases: [Record<string, unknown>, string][] = [
      [vacation(addDays(start, 2), start), 'Start date cannot be after end date'],
      [
        vacation(start, addDays(start, 1), { halfDayStart: true }),
        'Half-day options apply only to single-day requests',
      ],
      [
        vacation(start, start, { halfDayStart: true, halfDayEnd: true }),
        'Choose either the morning or the afternoon off',
      ],
      [vacation(addDays(today(), 740), addDays(today(), 741)), 'Dates must be within 2 years of today'],
      [vacation(addDays(today(), -740), addDays(today(), -739)), 'Dates must be within 2 years of today'],
    ];
    const before = await rowCount(team.company.id);
    for (const [body, message] of cases) {
      const res = await team.employee.client.post('/api/absences', body);
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
    }
    expect(await rowCount(team.company.id)).toBe(before);
  });

  it('an update needs both dates', async () => {
    const start = mondayAfter(12);
    const { body } = await team.employee.client.post<WriteBody>('/api/absences', vacation(start, start));
    const res = await team.employee.client.patch(`/api/absences/${body.absence.id}`, {
      absenceType: 'vacation',
      startDate: start,
      endDate: '',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Please select both start and end dates');
  });

  it('a malformed id is refused with 400 and an unknown one with 404', async () => {
    const res = await team.admin.client.post('/api/absences/not-a-uuid/approve');
    expect(res.status).toBe(400);
    const missing = await team.admin.client.post(
      '/api/absences/00000000-0000-4000-8000-000000000000/approve',
    );
    expect(missing.status).toBe(404);
  });
});

describe('overlaps and concurrency', () => {
  it('two non-rejected absences of one person cannot overlap', async () => {
    const team = await createTeam(t, 'overlap');
    const start = mondayAfter(60);
    const first = await team.employee.client.post<WriteBody>(
      '/api/absences',
      vacation(start, addDays(start, 4)),
    );
    const clash = await team.employee.client.post('/api/absences', {
      absenceType: 'sick_leave',
      startDate: addDays(start, 4),
      endDate: addDays(start, 6),
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      error: { message: 'Another absence request already covers some of these days' },
    });
    // Someone else may be away on the same days: the form warns about it.
    const other = await team.manager.client.post('/api/absences', vacation(start, start));
    expect(other.status).toBe(201);
    const away = await team.manager.client.get<{ away: { name: string; status: string }[] }>(
      `/api/absences/team-away?startDate=${start}&endDate=${start}`,
    );
    expect(away.body.away).toEqual([
      expect.objectContaining({ name: `${team.employee.firstName} Tester`, status: 'pending' }),
    ]);
    // A rejected request does not block the days.
    await team.admin.client.post(`/api/absences/${first.body.absence.id}/reject`, {});
    expect(
      (await team.employee.client.post('/api/absences', vacation(addDays(start, 1), addDays(start, 2))))
        .status,
    ).toBe(201);
  });

  it('of two overlapping requests sent at once, exactly one is created', async () => {
    const team = await createTeam(t, 'race');
    const start = mondayAfter(80);
    const results = await Promise.all(
      [0, 1, 2].map((i) =>
        team.employee.client.post('/api/absences', vacation(addDays(start, i), addDays(start, i + 3))),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('of a concurrent approve and reject of one request, exactly one wins', async () => {
    const team = await createTeam(t, 'decide-race');
    for (const start of workingMondays(90, 3)) {
      const { body } = await team.employee.client.post<WriteBody>('/api/absences', vacation(start, start));
      const id = body.absence.id;
      const [approve, reject] = await Promise.all([
        team.manager.client.post<WriteBody>(`/api/absences/${id}/approve`),
        team.admin.client.post<WriteBody>(`/api/absences/${id}/reject`, { reason: 'No' }),
      ]);
      expect([approve.status, reject.status].sort()).toEqual([200, 409]);
      const [row] = await t.db.select().from(absences).where(eq(absences.id, id));
      expect(row!.status).toBe(approve.status === 200 ? 'approved' : 'rejected');
      expect(row!.approvedBy).toBe(approve.status === 200 ? team.manager.id : team.admin.id);
    }
  });
});

describe('allowance', () => {
  it('refuses a vacation beyond the remaining days, counting pending requests', async () => {
    const team = await createTeam(t, 'allowance');
    await setPolicy(t, team.company.id, { vacationCounting: 'calendar_days' });
    const start = mondayAfterInOneYear(20, 16);
    const year = yearOf(start);
    await setEntitlement(t, team.company.id, team.employee.id, year, 10, 1);
    const within = await team.employee.client.post('/api/absences', vacation(start, addDays(start, 6)));
    expect(within.status).toBe(201);
    const summary = await team.employee.client.get<AllowanceSummary>(`/api/absences/allowance?year=${year}`);
    expect(summary.body).toMatchObject({
      year,
      totalAllowance: 10,
      adjustment: 1,
      usedDays: 0,
      pendingDays: 7,
      remainingDays: 9,
      availableDays: 2,
      countingMode: 'calendar_days',
    });
    const beyond = await team.employee.client.post(
      '/api/absences',
      vacation(addDays(start, 14), addDays(start, 16)),
    );
    expect(beyond.status).toBe(409);
    expect(beyond.body).toMatchObject({
      error: {
        message: `Not enough vacation days left: this request needs 3 days in ${year} but only 2 days are available.`,
      },
    });
    // Other types do not use the allowance.
    expect(
      (
        await team.employee.client.post('/api/absences', {
          absenceType: 'unpaid_leave',
          startDate: addDays(start, 14),
          endDate: addDays(start, 16),
        })
      ).status,
    ).toBe(201);
  });

  it('a manager cannot approve beyond the allowance; an admin may, after confirming', async () => {
    const team = await createTeam(t, 'over');
    await setPolicy(t, team.company.id, { vacationCounting: 'calendar_days' });
    const start = mondayAfterInOneYear(25, 4);
    const { body } = await team.employee.client.post<WriteBody>(
      '/api/absences',
      vacation(start, addDays(start, 4)),
    );
    await setEntitlement(t, team.company.id, team.employee.id, yearOf(start), 3);
    const id = body.absence.id;
    const list = await team.admin.client.get<Pending>('/api/absences/pending');
    expect(list.body.approvals.find((a) => a.id === id)).toMatchObject({
      exceedsAllowance: true,
      availableDays: 3,
    });

    const byManager = await team.manager.client.post(`/api/absences/${id}/approve`);
    expect(byManager.status).toBe(409);
    expect(JSON.stringify(byManager.body)).toContain('Only an admin can approve it.');
    const unconfirmed = await team.admin.client.post(`/api/absences/${id}/approve`, {});
    expect(unconfirmed.status).toBe(409);
    expect(JSON.stringify(unconfirmed.body)).toContain('Confirm to approve it anyway.');
    const confirmed = await team.admin.client.post<WriteBody>(`/api/absences/${id}/approve`, {
      allowOverAllowance: true,
    });
    expect(confirmed.body.absence.status).toBe('approved');
    const summary = await team.employee.client.get<AllowanceSummary>(
      `/api/absences/allowance?year=${yearOf(start)}`,
    );
    expect(summary.body).toMatchObject({ usedDays: 5, remainingDays: -2 });
  });

  it('splits a request across New Year and carries unused days into the next year until they expire', async () => {
    const team = await createTeam(t, 'carry');
    await setPolicy(t, team.company.id, {
      vacationCounting: 'calendar_days',
      carryOverMaxDays: 5,
      carryOverExpiry: '03-31',
    });
    const year = yearOf(today()) + (today().slice(5) > '12-20' ? 1 : 0);
    // The person has been here since last year, and used 15 of 25 days then.
    await setProfile(t, team.employee.id, { createdAt: new Date(`${year - 1}-02-01T10:00:00Z`) });
    await t.db.insert(absences).values({
      companyId: team.company.id,
      userId: team.employee.id,
      absenceType: 'vacation',
      startDate: `${year - 1}-08-01`,
      endDate: `${year - 1}-08-15`,
      status: 'approved',
    });
    const res = await team.employee.client.post<WriteBody>(
      '/api/absences',
      vacation(`${year}-12-28`, `${year + 1}-01-03`),
    );
    expect(res.status).toBe(201);
    await team.manager.client.post(`/api/absences/${res.body.absence.id}/approve`);

    const thisYear = await team.employee.client.get<AllowanceSummary>(`/api/absences/allowance?year=${year}`);
    expect(thisYear.body).toMatchObject({
      usedDays: 4,
      carriedOver: 5,
      carriedOverExpiresOn: `${year}-03-31`,
    });
    const nextYear = await team.employee.client.get<AllowanceSummary>(
      `/api/absences/allowance?year=${year + 1}`,
    );
    expect(nextYear.body).toMatchObject({
      usedDays: 3,
      carriedOver: 5,
      carriedOverExpiresOn: `${year + 1}-03-31`,
    });
    expect(await usedVacationDays(t.db, team.company.id, team.employee.id, year + 1)).toBe(3);
    expect(await usedVacationDays(t.db, team.company.id, 'f0000000-0000-4000-8000-000000000000', year)).toBe(
      0,
    );
  });
});

describe('absence policy', () => {
  it('admins read and change the counting mode, carry-over, pro-rata rounding and two-step approval', async () => {
    const team = await createTeam(t, 'policy');
    const initial = await team.admin.client.get('/api/company/absence-policy');
    expect(initial.body).toEqual({
      vacationCounting: 'working_days',
      carryOverMaxDays: 0,
      carryOverExpiry: null,
      allowanceRounding: 'nearest',
      twoStepApproval: false,
    });
    const next = {
      vacationCounting: 'calendar_days',
      carryOverMaxDays: 5,
      carryOverExpiry: '03-31',
      allowanceRounding: 'up',
      twoStepApproval: true,
    };
    const saved = await team.admin.client.put('/api/company/absence-policy', next);
    expect(saved.body).toEqual(next);
    expect((await team.admin.client.get('/api/company/absence-policy')).body).toEqual(next);
    const bad = await team.admin.client.put('/api/company/absence-policy', {
      ...next,
      carryOverExpiry: '02-29',
    });
    expect(bad.status).toBe(400);
    const tooMany = await team.admin.client.put('/api/company/absence-policy', {
      ...next,
      carryOverMaxDays: 400,
    });
    expect(tooMany.status).toBe(400);
    const rounding = await team.admin.client.put('/api/company/absence-policy', {
      ...next,
      allowanceRounding: 'down',
    });
    expect(rounding.status).toBe(400);
    // Left out, the rounding stays as it was.
    const { allowanceRounding: _, ...withoutRounding } = next;
    await team.admin.client.put('/api/company/absence-policy', withoutRounding);
    expect((await team.admin.client.get('/api/company/absence-policy')).body).toEqual(next);
  });
});

describe('cross-company', () => {
  it("company B's members get 404 on company A's absences and change nothing", async () => {
    const { a, b } = await createTwoCompanies(t);
    const start = mondayAfter(45);
    const { body } = await a.employee.client.post<WriteBody>(
      '/api/absences',
      vacation(start, start, { reason: 'secret' }),
    );
    const id = body.absence.id;
    for (const intruder of [b.admin, b.manager, b.employee]) {
      const attempts = [
        intruder.client.patch(`/api/absences/${id}`, vacation(start, start)),
        intruder.client.delete(`/api/absences/${id}`),
      ];
      if (intruder.role !== 'employee') {
        attempts.push(
          intruder.client.post(`/api/absences/${id}/approve`),
          intruder.client.post(`/api/absences/${id}/reject`, {}),
        );
      }
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(404);
        assertNoLeak(res.body, a);
      }
      for (const url of [
        '/api/absences/mine',
        `/api/absences/team-away?startDate=${start}&endDate=${start}`,
        '/api/absences/allowance',
        ...(intruder.role !== 'employee' ? ['/api/absences/pending'] : []),
      ]) {
        const res = await intruder.client.get(url);
        expect(res.status, url).toBe(200);
        assertNoLeak(res.body, a);
        expect(JSON.stringify(res.body)).not.toContain('secret');
      }
    }
    const [row] = await t.db
      .select()
      .from(absences)
      .where(and(eq(absences.id, id), eq(absences.companyId, a.company.id)));
    expect(row).toMatchObject({ status: 'pending', startDate: start, reason: 'secret' });

    // Company rules are the session's company's: B's admin changing them leaves A's alone.
    await b.admin.client.put('/api/company/absence-policy', {
      vacationCounting: 'calendar_days',
      carryOverMaxDays: 3,
      carryOverExpiry: null,
      twoStepApproval: true,
    });
    const aPolicy = await a.admin.client.get('/api/company/absence-policy');
    expect(aPolicy.body).toMatchObject({ vacationCounting: 'working_days', twoStepApproval: false });
  });
});

describe('reads of one request', () => {
  // Issue 16: with carry-over, a balance counts the holidays of every year since the person joined; the company
  // row brought those of the current year at most, and the calendar of the others was a second read. The row
  // now brings the calendar from the first year a carry-over chain can start to next year.
  it('the own absences, the allowance and pending approvals read the company with its calendar, once', async () => {
    const team = await createTeam(t, 'calendar');
    await setPolicy(t, team.company.id, { carryOverMaxDays: 5 });
    const start = mondayAfter(30);
    const made = await team.employee.client.post('/api/absences', vacation(start, addDays(start, 2)));
    expect(made.status).toBe(201);
    const screens = [
      // the company with its calendar, the absences
      { who: team.employee, path: '/api/absences/mine', own: 2 },
      // the company with its calendar, the balance's entitlements, periods and vacations
      { who: team.employee, path: '/api/absences/allowance', own: 2 },
      // the company with its calendar, the requests, their requesters' balances
      { who: team.admin, path: '/api/absences/pending', own: 3 },
    ];
    for (const { who, path, own } of screens) {
      await who.client.get(path); // what is done once per session is not counted
      let status = 0;
      const sent = ownStatements(
        await statementsOf(async () => {
          status = (await who.client.get(path)).status;
        }),
      );
      const shown = `${path}\n${sent.map((s) => s.replace(/\s+/g, ' ').slice(0, 140)).join('\n')}`;
      expect(status, path).toBe(200);
      expect(sent.filter(readsCompanyCalendar), shown).toHaveLength(1);
      expect(sent.filter(readsCompanyRow), shown).toHaveLength(1);
      expect(sent, shown).toHaveLength(own);
    }
  });

  it('creating an absence reads the company and its calendar once', async () => {
    const team = await createTeam(t, 'reads');
    const start = mondayAfter(40);
    let status = 0;
    const sent = await statementsOf(async () => {
      status = (await team.employee.client.post('/api/absences', vacation(start, addDays(start, 4)))).status;
    });
    expect(status).toBe(201);
    // The allowance check, the approvers' e-mail and the answer each count the days of the request.
    expect(sent.filter(readsCompanyCalendar)).toHaveLength(1);
    expect(sent.filter(readsCompanyRow)).toHaveLength(1);
  });
});
