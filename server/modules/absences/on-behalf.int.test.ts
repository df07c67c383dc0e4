// Issue 17 item 1: admins and managers act on someone else's absence (spec 001 section 6: admins "edit or
// cancel any absence, including past ones", managers "approved absences even in the past") and record one
// for them (the employee phoned in sick); the person is e-mailed and the change history says who did it.
import { addDays } from '@domain/calendar';
import type { AbsenceDetail, MemberAbsences } from '@domain/contracts/absences';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absenceEvents, absences, timesheetApprovals } from '../../db/schema';
import {
  assertNoLeak,
  createTeam,
  createTwoCompanies,
  createUser,
  type TestTeam,
} from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { APPROVED_SNAPSHOT } from '../time-entries/test-support';
import {
  mondayAfter,
  nextWorkingDay,
  setPolicy,
  vacation,
  type WriteBody,
  workingMondays,
} from './test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ smtp: true, env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

const sick = (startDate: string, endDate: string) => ({ absenceType: 'sick_leave', startDate, endDate });

async function historyOf(companyId: string, absenceId: string) {
  return t.db
    .select({
      action: absenceEvents.action,
      actorId: absenceEvents.actorId,
      actorName: absenceEvents.actorName,
    })
    .from(absenceEvents)
    .where(and(eq(absenceEvents.companyId, companyId), eq(absenceEvents.absenceId, absenceId)))
    .orderBy(asc(absenceEvents.at), asc(absenceEvents.id));
}

describe('recording an absence for someone else', () => {
  let team: TestTeam;
  beforeAll(async () => {
    team = await createTeam(t, 'rec');
  });

  it('an admin records a past sick leave for an employee: approved at once, the employee e-mailed, history says who', async () => {
    const start = mondayAfter(-20);
    const res = await team.admin.client.post<WriteBody>('/api/absences', {
      ...sick(start, addDays(start, 1)),
      userId: team.employee.id,
      reason: 'Phoned in sick',
    });
    expect(res.status).toBe(201);
    expect(res.body.absence).toMatchObject({
      userId: team.employee.id,
      status: 'approved',
      approvedBy: { id: team.admin.id },
      canEdit: true,
      canCancel: true,
    });
    const mail = await t.smtp!.waitFor(team.employee.email, 'recorded an absence for you');
    expect(mail.subject).toBe('rec-admin Tester recorded an absence for you');
    expect(mail.text).toContain('Sick Leave');
    expect(mail.text).toContain('It is approved.');
    expect(mail.text).toContain('Phoned in sick');

    const mine = await team.employee.client.get<{ absences: { id: string }[] }>('/api/absences/mine');
    expect(mine.body.absences.map((a) => a.id)).toContain(res.body.absence.id);

    const detail = await team.employee.client.get<AbsenceDetail>(`/api/absences/${res.body.absence.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.person.id).toBe(team.employee.id);
    expect(detail.body.history).toMatchObject([
      { action: 'recorded', actorId: team.admin.id, actorName: 'rec-admin Tester', status: 'approved' },
    ]);
  });

  it("a manager's record for an employee is approved; with two-step approval it waits for an admin", async () => {
    // Two working Mondays a week or more apart (counted from today, `mondayAfter(-60)` and `mondayAfter(-52)` were
    // both 19 October on 7 December's run: 12 October, a bank holiday, moved the first a week on).
    const [start, later] = workingMondays(-60, 2) as [string, string];
    const one = await team.manager.client.post<WriteBody>('/api/absences', {
      ...sick(start, start),
      userId: team.employee.id,
    });
    expect(one.status).toBe(201);
    expect(one.body.absence).toMatchObject({ status: 'approved', approvedBy: { id: team.manager.id } });

    await setPolicy(t, team.company.id, { twoStepApproval: true });
    try {
      const two = await team.manager.client.post<WriteBody>('/api/absences', {
        ...sick(later, later),
        userId: team.employee.id,
      });
      expect(two.body.absence).toMatchObject({ status: 'pending', firstApprovedBy: { id: team.manager.id } });
      const mail = await t.smtp!.waitFor(
        team.employee.email,
        (m) => m.subject.includes('recorded an absence') && m.text.includes('It waits for an approval.'),
      );
      expect(mail.subject).toBe('rec-manager Tester recorded an absence for you');
    } finally {
      await setPolicy(t, team.company.id, { twoStepApproval: false });
    }
  });

  it("a manager's record for an admin waits for an admin's decision", async () => {
    const start = mondayAfter(-90);
    const res = await team.manager.client.post<WriteBody>('/api/absences', {
      ...sick(start, start),
      userId: team.admin.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.absence.status).toBe('pending');
  });

  it('an employee cannot record for a colleague (403) and nothing is written', async () => {
    const start = mondayAfter(-30);
    const res = await team.employee.client.post('/api/absences', {
      ...sick(start, start),
      userId: team.manager.id,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      error: { message: 'Only admins and managers can record an absence for someone else' },
    });
    const rows = await t.db.select().from(absences).where(eq(absences.userId, team.manager.id));
    expect(rows.filter((r) => r.startDate === start)).toHaveLength(0);
    // Someone who is no member of the company: not found.
    const unknown = await team.admin.client.post('/api/absences', {
      ...sick(start, start),
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: 'Employee not found' } });
  });
});

describe("changing and cancelling someone else's approved absence, past ones included", () => {
  let team: TestTeam;
  beforeAll(async () => {
    team = await createTeam(t, 'chg');
  });

  async function approvedPast(days: number) {
    const start = mondayAfter(days);
    const created = await team.employee.client.post<WriteBody>('/api/absences', vacation(start, start));
    expect(created.status).toBe(201);
    const approved = await team.admin.client.post<WriteBody>(
      `/api/absences/${created.body.absence.id}/approve`,
    );
    expect(approved.body.absence.status).toBe('approved');
    return { id: created.body.absence.id, start };
  }

  it('a manager edits an ended approved vacation: it stays approved, the employee is e-mailed, the history has every step', async () => {
    const { id, start } = await approvedPast(-45);
    const edited = await team.manager.client.patch<WriteBody>(`/api/absences/${id}`, {
      ...sick(start, start),
      reason: 'Was sick, not on holiday',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      statusReset: false,
      absence: { absenceType: 'sick_leave', status: 'approved' },
    });
    const mail = await t.smtp!.waitFor(team.employee.email, 'chg-manager Tester changed your absence');
    expect(mail.text).toContain('Sick Leave');

    const detail = await team.manager.client.get<AbsenceDetail>(`/api/absences/${id}`);
    expect(detail.body.history.map((e) => [e.action, e.actorName])).toEqual([
      ['requested', 'chg-employee Tester'],
      ['approved', 'chg-admin Tester'],
      ['edited', 'chg-manager Tester'],
    ]);
  });

  it('an admin cancels an ended approved absence: deleted, its history kept with the cancellation, the employee e-mailed', async () => {
    const { id } = await approvedPast(-66);
    const res = await team.admin.client.delete(`/api/absences/${id}`);
    expect(res.status).toBe(200);
    expect(await t.db.select().from(absences).where(eq(absences.id, id))).toHaveLength(0);
    expect((await historyOf(team.company.id, id)).map((e) => e.action)).toEqual([
      'requested',
      'approved',
      'cancelled',
    ]);
    const mail = await t.smtp!.waitFor(team.employee.email, 'chg-admin Tester cancelled your absence');
    expect(mail.text).toContain('It no longer counts.');
  });

  it("a manager cannot edit or cancel a colleague's pending request (spec: approved absences)", async () => {
    const start = mondayAfter(60);
    const created = await team.employee.client.post<WriteBody>('/api/absences', vacation(start, start));
    const id = created.body.absence.id;
    const edit = await team.manager.client.patch(`/api/absences/${id}`, vacation(start, start));
    expect(edit.status).toBe(403);
    expect(edit.body).toMatchObject({
      error: { message: "A manager can change or cancel someone else's absence once it is approved" },
    });
    expect((await team.manager.client.delete(`/api/absences/${id}`)).status).toBe(403);
    // The admin may: the admin's edit of a pending request still waits for a decision.
    const byAdmin = await team.admin.client.patch<WriteBody>(`/api/absences/${id}`, vacation(start, start));
    expect(byAdmin.body.absence.status).toBe('pending');
  });

  it('a month approved in the timesheets stays locked: no record, edit or cancellation there', async () => {
    const { id, start } = await approvedPast(-120);
    const [year, month] = start.split('-').map(Number);
    await t.db.insert(timesheetApprovals).values({
      companyId: team.company.id,
      userId: team.employee.id,
      year: year!,
      month: month!,
      status: 'approved',
      submittedAt: new Date(),
      approvedAt: new Date(),
      snapshot: APPROVED_SNAPSHOT,
    });
    const edit = await team.admin.client.patch(`/api/absences/${id}`, sick(start, start));
    expect(edit.status).toBe(409);
    expect((await team.admin.client.delete(`/api/absences/${id}`)).status).toBe(409);
    const record = await team.admin.client.post('/api/absences', {
      ...sick(nextWorkingDay(start), nextWorkingDay(start)),
      userId: team.employee.id,
    });
    expect(record.status).toBe(409);
    expect((await historyOf(team.company.id, id)).map((e) => e.action)).toEqual(['requested', 'approved']);
  });

  it("Settings → Team: an admin or manager lists a member's absences; an employee may not", async () => {
    const list = await team.manager.client.get<MemberAbsences>(`/api/absences/members/${team.employee.id}`);
    expect(list.status).toBe(200);
    expect(list.body.person.id).toBe(team.employee.id);
    expect(list.body.absences.length).toBeGreaterThan(0);
    expect((await team.employee.client.get(`/api/absences/members/${team.manager.id}`)).status).toBe(403);
  });

  it("an employee cannot read a colleague's absence (404)", async () => {
    const start = mondayAfter(80);
    const created = await team.manager.client.post<WriteBody>('/api/absences', vacation(start, start));
    expect((await team.employee.client.get(`/api/absences/${created.body.absence.id}`)).status).toBe(404);
  });
});

describe('cross-company', () => {
  it("company B's admin and manager cannot record for, list, read or change company A's people (404)", async () => {
    const { a, b } = await createTwoCompanies(t);
    const start = mondayAfter(-25);
    const own = await a.admin.client.post<WriteBody>('/api/absences', {
      ...sick(start, start),
      userId: a.employee.id,
      reason: 'secret',
    });
    const id = own.body.absence.id;
    for (const intruder of [b.admin, b.manager]) {
      const attempts = await Promise.all([
        intruder.client.post('/api/absences', {
          ...sick(nextWorkingDay(start), nextWorkingDay(start)),
          userId: a.employee.id,
        }),
        intruder.client.get(`/api/absences/members/${a.employee.id}`),
        intruder.client.get(`/api/absences/${id}`),
        intruder.client.patch(`/api/absences/${id}`, sick(start, start)),
        intruder.client.delete(`/api/absences/${id}`),
      ]);
      for (const res of attempts) {
        expect(res.status).toBe(404);
        assertNoLeak(res.body, a);
      }
    }
    const rows = await t.db.select().from(absences).where(eq(absences.userId, a.employee.id));
    expect(rows).toHaveLength(1);
    expect(await historyOf(b.company.id, id)).toHaveLength(0);
    expect((await historyOf(a.company.id, id)).map((e) => e.action)).toEqual(['recorded']);
  });
});

describe('the form for someone else', () => {
  it('warns about the colleagues away beside that person: the recorder included, the person left out', async () => {
    const team = await createTeam(t, 'away-for');
    const day = mondayAfter(40);
    expect((await team.admin.client.post('/api/absences', vacation(day, day))).status).toBe(201);
    expect((await team.employee.client.post('/api/absences', vacation(day, day))).status).toBe(201);
    type Away = { away: { userId: string }[] };
    const query = `/api/absences/team-away?startDate=${day}&endDate=${day}`;
    // For themselves, the admin sees the employee away.
    const own = await team.admin.client.get<Away>(query);
    expect(own.body.away.map((a) => a.userId)).toEqual([team.employee.id]);
    // Recording for the employee: the admin is the colleague away, not the employee.
    const forEmployee = await team.admin.client.get<Away>(`${query}&userId=${team.employee.id}`);
    expect(forEmployee.status).toBe(200);
    expect(forEmployee.body.away.map((a) => a.userId)).toEqual([team.admin.id]);
    // Someone outside the company is not found.
    const other = await createTeam(t, 'away-for-other');
    expect((await team.admin.client.get(`${query}&userId=${other.employee.id}`)).status).toBe(404);
  });
});

describe("the approvers' e-mail when someone else changed the request", () => {
  it('names who made the change, not only whose absence it is', async () => {
    const team = await createTeam(t, 'who-changed');
    const second = await createUser(t, {
      companyId: team.company.id,
      role: 'manager',
      firstName: 'Noa',
      lastName: 'Second',
    });
    const day = mondayAfter(50);
    const created = await second.client.post<WriteBody>('/api/absences', vacation(day, day));
    const id = created.body.absence.id;
    expect((await team.admin.client.post(`/api/absences/${id}/approve`, {})).status).toBe(200);
    // A manager moves another manager's approved day: it goes back to an admin.
    const edited = await team.manager.client.patch<WriteBody>(
      `/api/absences/${id}`,
      vacation(nextWorkingDay(day), nextWorkingDay(day)),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.absence.status).toBe('pending');
    const mail = await t.smtp!.waitFor(team.admin.email, 'Changed absence request from Noa Second');
    expect(mail.text).toContain("who-changed-manager Tester changed Noa Second's approved absence request.");
  });
});
