// Issue 14, defect "An approved month can drift": a future entry deleted after submission left the month
// at 95 % and the admin could still approve it; a sick leave approved later inside an approved month
// changed its expected hours (132 → 124). These reproduce both through the API, then check the fix: the
// figures are frozen with the approval (a snapshot) and nothing changes a submitted or approved month.

import type { MonthView } from '@domain/contracts/time-entries';
import type { TeamTimesheets } from '@domain/contracts/timesheets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { fillMonth, monthFromNow, monthOf, summaryOf, type Write } from '../time-entries/test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

describe('a submitted month cannot lose a future entry, and below 100 % it cannot be approved', () => {
  it('the employee’s delete of a future day becomes a correction request; the month stays at 100 %', async () => {
    const { employee, admin } = await createTeam(t, 'future');
    // Next month: every one of its days is after today.
    const month = monthFromNow(1);
    await fillMonth(employee.client, month);
    expect((await employee.client.post('/api/timesheets/submit', { month })).status).toBe(200);
    const before = await monthOf(employee.client, month);
    const last = before.entries.at(-1)!;

    const del = await employee.client.delete<Write>(`/api/time-entries/${last.id}`);
    // Before the fix: 200 "deleted" and the month at 95 % (or so) while it waits for approval.
    expect(del.status).toBe(202);
    expect(del.body).toMatchObject({ outcome: 'correction_requested', correction: { action: 'delete' } });
    const after = await monthOf(employee.client, month);
    expect(after.entries.map((e) => e.id)).toContain(last.id);
    expect(summaryOf(after).completion).toBe(100);

    // A future day added to the submitted month waits for an admin too (not saved at once).
    const edit = await employee.client.patch<Write>(`/api/time-entries/${before.entries[0]!.id}`, {
      clockIn: `${before.entries[0]!.date}T08:00`,
      clockOut: `${before.entries[0]!.date}T15:00`,
    });
    expect(edit.status).toBe(202);

    // The admin decides the corrections first, then approves: the figures are frozen with the approval.
    for (const c of (await monthOf(employee.client, month)).corrections.filter(
      (x) => x.status === 'pending',
    )) {
      const res = await admin.client.post(`/api/time-corrections/${c.id}/reject`, { reason: 'No' });
      expect(res.status).toBe(200);
    }
    const ok = await admin.client.post(`/api/team-timesheets/${employee.id}/approve`, { month });
    expect(ok.status).toBe(200);
    const approved = await admin.client.get<MonthView>(`/api/team-timesheets/${employee.id}?month=${month}`);
    expect(approved.body.approval?.snapshot?.summary).toEqual(summaryOf(after));
    expect(approved.body.approval?.snapshot?.days).toHaveLength(after.entries.length);
  });

  it('the live clock starts no new entry in a submitted month', async () => {
    const { employee } = await createTeam(t, 'clock');
    const month = monthFromNow(0);
    await fillMonth(employee.client, month);
    expect((await employee.client.post('/api/timesheets/submit', { month })).status).toBe(200);
    const res = await employee.client.post('/api/time-entries/clock', { action: 'clock_in' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: { message: expect.stringContaining('Add the time in the time entry dialog instead') },
    });
  });

  it('an approval is refused when the month fell below 100 % after it was submitted', async () => {
    // The sole admin's own month: they change it directly (admins are not asked for corrections) and
    // are the only one who can approve it.
    const { admin } = await createTeam(t, 'below');
    const month = monthFromNow(1);
    await fillMonth(admin.client, month);
    expect((await admin.client.post('/api/timesheets/submit', { month })).status).toBe(200);
    const view = await monthOf(admin.client, month);
    const del = await admin.client.delete<Write>(`/api/time-entries/${view.entries.at(-1)!.id}`);
    expect(del.body).toMatchObject({ outcome: 'deleted' });
    const completion = summaryOf(await monthOf(admin.client, month)).completion;
    expect(completion).toBeLessThan(100);

    const res = await admin.client.post(`/api/team-timesheets/${admin.id}/approve`, { month });
    // Before the fix: 200, an approved month at 95 %.
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: {
        message: expect.stringContaining(`timesheet for ${monthLabel(month)} is ${completion}% complete`),
      },
    });
    expect((await monthOf(admin.client, month)).approval?.status).toBe('submitted');
  });
});

const monthLabel = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric' });

describe('an approved month keeps its figures', () => {
  // October 2026 in Barcelona (the test company's region): 31 days from Thursday 1st.
  //   weekdays: Thu 1, Fri 2, then four full weeks (5–9, 12–16, 19–23, 26–30) = 2 + 4 × 5 = 22
  //   holidays on weekdays: Mon 12 (Fiesta Nacional de España) → working days = 22 − 1 = 21
  //   approved vacation Mon 19 – Thu 22 and the afternoon of Fri 23: 4 + 0.5 = 4.5 days
  //   expected hours = (21 − 4.5) × 8 h = 16.5 × 8 = 132
  //   a sick day on Wed 28 approved later would make it (21 − 5.5) × 8 = 15.5 × 8 = 124 (the defect).
  const month = '2026-10';

  it('a sick leave approved later (or asked for, or a cancelled vacation) is refused; holidays do not move it', async () => {
    const { employee, admin } = await createTeam(t, 'frozen');
    const vacation = await employee.client.post<{ absence: { id: string } }>('/api/absences', {
      absenceType: 'vacation',
      startDate: '2026-10-19',
      endDate: '2026-10-22',
    });
    // A half day is a request of its own (half days apply to single-day requests).
    const afternoon = await employee.client.post<{ absence: { id: string } }>('/api/absences', {
      absenceType: 'vacation',
      startDate: '2026-10-23',
      endDate: '2026-10-23',
      halfDayEnd: true,
    });
    for (const { body } of [vacation, afternoon]) {
      expect((await admin.client.post(`/api/absences/${body.absence.id}/approve`, {})).status).toBe(200);
    }
    // Asked for while the month is open; decided only after the month is approved.
    const sick = await employee.client.post<{ absence: { id: string } }>('/api/absences', {
      absenceType: 'sick_leave',
      startDate: '2026-10-28',
      endDate: '2026-10-28',
    });
    expect(sick.status).toBe(201);

    await fillMonth(employee.client, month);
    expect((await employee.client.post('/api/timesheets/submit', { month })).status).toBe(200);
    expect((await admin.client.post(`/api/team-timesheets/${employee.id}/approve`, { month })).status).toBe(
      200,
    );

    const figures = async () => {
      const team = await admin.client.get<TeamTimesheets>(`/api/team-timesheets?month=${month}`);
      const row = team.body.members.find((m) => m.id === employee.id)!;
      const own = await monthOf(employee.client, month);
      return { team: row.summary, own: own.approval?.snapshot?.summary };
    };
    const approved = await figures();
    expect(approved.team).toMatchObject({
      workingDays: 21,
      absenceDays: 4.5,
      expectedHours: 132,
      completion: 100,
    });
    expect(approved.own).toEqual(approved.team);

    const name = 'frozen-employee Tester';
    const message = `${name}'s timesheet for October 2026 is already approved`;
    const decided = await admin.client.post(`/api/absences/${sick.body.absence.id}/approve`, {});
    // Before the fix: 200, and the approved month's expected hours became 124.
    expect(decided.status).toBe(409);
    expect(decided.body).toMatchObject({ error: { message: expect.stringContaining(message) } });

    const asked = await employee.client.post('/api/absences', {
      absenceType: 'sick_leave',
      startDate: '2026-10-29',
      endDate: '2026-10-29',
    });
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ error: { message: expect.stringContaining(message) } });
    const cancelled = await admin.client.delete(`/api/absences/${vacation.body.absence.id}`);
    expect(cancelled.status).toBe(409);
    // Moving the pending sick day to another day of October: its new day is in the approved month.
    const moved = await employee.client.patch(`/api/absences/${sick.body.absence.id}`, {
      absenceType: 'sick_leave',
      startDate: '2026-10-27',
      endDate: '2026-10-27',
    });
    expect(moved.status).toBe(409);

    // A company holiday added later on Wed 28: the approved figures come from the snapshot.
    const holiday = await admin.client.post('/api/holidays/company', {
      name: 'Late closure',
      date: '2026-10-28',
    });
    expect(holiday.status).toBe(201);
    expect(await figures()).toEqual(approved);
    const csv = await admin.client.request(
      'GET',
      `/api/team-timesheets/${employee.id}/export?month=${month}&format=csv`,
    );
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('132');
  });

  it('a submitted month refuses absences in it too, naming the month and what to do', async () => {
    const { employee, admin } = await createTeam(t, 'waiting');
    await fillMonth(employee.client, month);
    expect((await employee.client.post('/api/timesheets/submit', { month })).status).toBe(200);
    const res = await employee.client.post('/api/absences', {
      absenceType: 'sick_leave',
      startDate: '2026-09-30',
      endDate: '2026-10-01',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: {
        message:
          "waiting-employee Tester's timesheet for October 2026 is waiting for approval: an admin must reject it before anything in that month can change.",
      },
    });
    // Rejected, the month is open again.
    const reason = { month, reason: 'Add the sick day' };
    expect((await admin.client.post(`/api/team-timesheets/${employee.id}/reject`, reason)).status).toBe(200);
    const again = await employee.client.post('/api/absences', {
      absenceType: 'sick_leave',
      startDate: '2026-09-30',
      endDate: '2026-10-01',
    });
    expect(again.status).toBe(201);
  });
});
