// Retention (issue 14, "Leavers disappear"): a member who leaves or is removed stays in Team Timesheets, the
// Bulk Export CSV and the employee detail for the months of their membership, marked as a former member and
// read-only; their daily record stays exportable.

import type { MonthView } from '@domain/contracts/time-entries';
import type { TeamTimesheets } from '@domain/contracts/timesheets';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, createUser, type TestTeam, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { entry, fillMonth, monthFromNow, monthOf } from '../time-entries/test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ smtp: true, env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

const october = '2025-10';
const november = '2025-11';

async function teamMonth(admin: TestUser, month: string) {
  const res = await admin.client.get<TeamTimesheets>(`/api/team-timesheets?month=${month}`);
  expect(res.status).toBe(200);
  return res.body;
}

async function bulkRows(admin: TestUser, month: string) {
  const res = await admin.client.get(`/api/team-timesheets/export?month=${month}&csv=comma`);
  expect(res.status).toBe(200);
  return parse(res.raw.rawPayload.toString('utf8'), { bom: true, columns: true }) as Record<string, string>[];
}

describe('a removed member stays in the months they worked, read-only', () => {
  let team: TestTeam;
  let leaver: TestUser;
  let correctionId: string;
  beforeAll(async () => {
    team = await createTeam(t, 'retention');
    leaver = await createUser(t, {
      companyId: team.company.id,
      firstName: 'Lucía',
      lastName: 'Leaver',
      joinedOn: '2025-09-01',
    });
    // October: submitted and rejected. November: submitted, waiting for a decision when they leave.
    await fillMonth(leaver.client, october);
    expect((await leaver.client.post('/api/timesheets/submit', { month: october })).status).toBe(200);
    const rejected = await team.admin.client.post(`/api/team-timesheets/${leaver.id}/reject`, {
      month: october,
      reason: 'Two breaks missing',
    });
    expect(rejected.status).toBe(200);
    await fillMonth(leaver.client, november);
    expect((await leaver.client.post('/api/timesheets/submit', { month: november })).status).toBe(200);
    // A correction of a November day, still waiting when they leave.
    const day = (await monthOf(leaver.client, november)).entries[2]!;
    const asked = await leaver.client.patch<{ correction: { id: string } }>(
      `/api/time-entries/${day.id}`,
      entry(day.date, '08:00', '16:00'),
    );
    expect(asked.status).toBe(202);
    correctionId = asked.body.correction.id;

    const removed = await team.admin.client.delete(`/api/team/members/${leaver.id}`);
    expect(removed.status).toBe(200);
  });

  it('lists the rejected October in Team Timesheets, marked as a former member that nobody can decide', async () => {
    const body = await teamMonth(team.admin, october);
    const row = body.members.find((m) => m.id === leaver.id);
    expect(row).toMatchObject({
      firstName: 'Lucía',
      lastName: 'Leaver',
      status: 'rejected',
      rejectedReason: 'Two breaks missing',
      former: true,
      canDecide: false,
    });
    expect(row!.summary.totalHours).toBeGreaterThan(0);
    // The current members are not former members.
    expect(body.members.find((m) => m.id === team.employee.id)?.former).toBe(false);
    expect(body.counts.draftOrRejected).toBe(4);
  });

  it('keeps the October rows in the Bulk Export CSV', async () => {
    const rows = await bulkRows(team.admin, october);
    const mine = rows.filter((r) => r.Email === leaver.email);
    expect(mine.length).toBeGreaterThan(0);
    // 09:00–17:00 with a one-hour break.
    expect(mine.some((r) => r['Total Hours'] === '7.00')).toBe(true);
  });

  it('refuses to approve or reject the submitted November, which stays submitted', async () => {
    const row = (await teamMonth(team.admin, november)).members.find((m) => m.id === leaver.id);
    expect(row).toMatchObject({ status: 'submitted', former: true, canDecide: false });
    const approve = await team.admin.client.post(`/api/team-timesheets/${leaver.id}/approve`, {
      month: november,
    });
    expect(approve.status).toBe(409);
    expect(JSON.stringify(approve.body)).toContain('no longer a member');
    const reject = await team.admin.client.post(`/api/team-timesheets/${leaver.id}/reject`, {
      month: november,
      reason: 'Late',
    });
    expect(reject.status).toBe(409);
    const after = (await teamMonth(team.admin, november)).members.find((m) => m.id === leaver.id);
    expect(after?.status).toBe('submitted');
  });

  it('refuses to decide the pending correction of their November, which stays pending', async () => {
    const approve = await team.admin.client.post(`/api/time-corrections/${correctionId}/approve`);
    expect(approve.status).toBe(409);
    expect(JSON.stringify(approve.body)).toContain('Lucía Leaver is no longer a member of the company');
    const reject = await team.admin.client.post(`/api/time-corrections/${correctionId}/reject`, {
      reason: 'Too late',
    });
    expect(reject.status).toBe(409);
    const detail = await team.admin.client.get<MonthView>(
      `/api/team-timesheets/${leaver.id}?month=${november}`,
    );
    expect(detail.body.corrections.find((c) => c.id === correctionId)?.status).toBe('pending');
  });

  it('opens the employee detail read-only, and its exports and the inspection export still work', async () => {
    const detail = await team.admin.client.get<MonthView>(
      `/api/team-timesheets/${leaver.id}?month=${october}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      former: true,
      readOnly: true,
      canDecide: false,
      person: { firstName: 'Lucía', lastName: 'Leaver' },
      approval: { status: 'rejected' },
    });
    expect(detail.body.entries.length).toBeGreaterThan(0);
    for (const format of ['csv', 'xlsx', 'pdf']) {
      const file = await team.admin.client.get(
        `/api/team-timesheets/${leaver.id}/export?month=${october}&format=${format}`,
      );
      expect(file.status).toBe(200);
      if (format === 'xlsx') {
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
        const employee = book.worksheets[0]!.getRow(3).getCell(2).text;
        expect(employee).toBe(`Lucía Leaver <${leaver.email}> – Former member`);
      }
    }
    const inspection = await team.admin.client.get(
      `/api/team-timesheets/${leaver.id}/inspection-export?from=2025-10-01&to=2025-11-30`,
    );
    expect(inspection.status).toBe(200);
  });

  it('is not listed for months after they left, nor for months before they joined', async () => {
    const later = await teamMonth(team.admin, monthFromNow(1));
    expect(later.members.find((m) => m.id === leaver.id)).toBeUndefined();
    const before = await teamMonth(team.admin, '2025-08');
    expect(before.members.find((m) => m.id === leaver.id)).toBeUndefined();
    const detail = await team.admin.client.get(`/api/team-timesheets/${leaver.id}?month=2025-08`);
    expect(detail.status).toBe(404);
  });

  it('shows nothing of the former member to a manager, an employee or another company', async () => {
    expect((await team.manager.client.get(`/api/team-timesheets?month=${october}`)).status).toBe(403);
    const other = await createTeam(t, 'other');
    const foreign = await teamMonth(other.admin, october);
    expect(foreign.members.find((m) => m.id === leaver.id)).toBeUndefined();
    const detail = await other.admin.client.get(`/api/team-timesheets/${leaver.id}?month=${october}`);
    expect(detail.status).toBe(404);
    // The person's own access is revoked as before.
    expect((await leaver.client.get(`/api/time-entries/month?month=${october}`)).status).toBe(403);
  });
});

describe('a member whose account an admin deleted stays too', () => {
  it('lists their October as a former member', async () => {
    const team = await createTeam(t, 'deleted');
    const gone = await createUser(t, { companyId: team.company.id, firstName: 'Dora', lastName: 'Deleted' });
    await fillMonth(gone.client, october);
    const res = await team.admin.client.delete(`/api/privacy/members/${gone.id}`);
    expect(res.status).toBe(200);
    const row = (await teamMonth(team.admin, october)).members.find((m) => m.id === gone.id);
    expect(row).toMatchObject({ former: true, canDecide: false });
    expect((await bulkRows(team.admin, october)).some((r) => r.Email === gone.email)).toBe(true);
  });
});
