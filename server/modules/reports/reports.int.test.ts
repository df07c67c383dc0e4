import type { CompanyHoliday } from '@domain/contracts/holidays';
import type { Report } from '@domain/contracts/reports';
import { ABSENTEEISM_DEFINITION, PERIOD_END_BEFORE_START, PERIOD_TOO_LONG } from '@domain/reports';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absences, memberships, memberWorkSchedules, profiles, timeEntries } from '../../db/schema';
import {
  assertNoLeak,
  createCompany,
  createTeam,
  createTwoCompanies,
  createUser,
  type TestTeam,
  type TestUser,
} from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let a: TestTeam;
let b: TestTeam;
// February 2026: 20 weekdays, no holiday in Barcelona (checked below).
const FEB = 'from=2026-02-01&to=2026-02-28';

async function entries(user: TestUser, companyId: string, days: number[], hours: number) {
  await t.db.insert(timeEntries).values(
    days.map((d) => {
      const date = `2026-02-${String(d).padStart(2, '0')}`;
      const clockIn = new Date(`${date}T07:00:00Z`);
      return {
        companyId,
        userId: user.id,
        workDate: date,
        clockIn,
        clockOut: new Date(clockIn.getTime() + hours * 3_600_000),
        totalHours: hours,
      };
    }),
  );
}

const weekdays = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((d) => {
    const w = new Date(Date.UTC(2026, 1, d)).getUTCDay();
    return w !== 0 && w !== 6;
  });

beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
  ({ a, b } = await createTwoCompanies(t));
  const c = a.company.id;
  // The manager works 20 hours a week (4 a day); a name a spreadsheet would run as a formula.
  await t.db
    .update(profiles)
    .set({ firstName: '', lastName: '=HYPERLINK("http://evil")' })
    .where(eq(profiles.id, a.manager.id));
  await t.db
    .insert(memberWorkSchedules)
    .values({ companyId: c, userId: a.manager.id, startsOn: '2020-01-01', hours: [4, 4, 4, 4, 4, 0, 0] });
  // Profiles made in 2025, so balances chain from then (nothing carried: the company has no carry-over). The
  // members first, then the people: Citus refuses an update of a reference table that selects a distributed one.
  const members = await t.db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(eq(memberships.companyId, c));
  await t.db
    .update(profiles)
    .set({ createdAt: new Date('2025-06-01T10:00:00Z') })
    .where(
      inArray(
        profiles.id,
        members.map((m) => m.id),
      ),
    );
  const base = { companyId: c, reason: 'private reason' };
  await t.db.insert(absences).values([
    // Employee: a vacation week (5 days) and a sick morning (0.5).
    {
      ...base,
      userId: a.employee.id,
      absenceType: 'vacation',
      startDate: '2026-02-09',
      endDate: '2026-02-13',
      status: 'approved',
    },
    {
      ...base,
      userId: a.employee.id,
      absenceType: 'sick_leave',
      startDate: '2026-02-20',
      endDate: '2026-02-20',
      halfDayStart: true,
      status: 'approved',
    },
    // Manager: a personal day on Monday 16.
    {
      ...base,
      userId: a.manager.id,
      absenceType: 'personal_day',
      startDate: '2026-02-16',
      endDate: '2026-02-16',
      status: 'approved',
    },
    // Admin: a pending vacation (not an absence yet, but pending in the balance) and a rejected one.
    {
      ...base,
      userId: a.admin.id,
      absenceType: 'vacation',
      startDate: '2026-02-23',
      endDate: '2026-02-24',
      status: 'pending',
    },
    {
      ...base,
      userId: a.admin.id,
      absenceType: 'sick_leave',
      startDate: '2026-02-02',
      endDate: '2026-02-03',
      status: 'rejected',
    },
    // Company B's employee, to prove nothing crosses over.
    {
      companyId: b.company.id,
      userId: b.employee.id,
      absenceType: 'vacation',
      startDate: '2026-02-02',
      endDate: '2026-02-06',
      status: 'approved',
    },
  ]);
  // Employee: 14 days of 8 h (the other weekdays are absences or missing). Manager: 19 days of 4.5 h.
  const employeeDays = weekdays(1, 28)
    .filter((d) => d < 9 || d > 13)
    .slice(0, 14);
  await entries(a.employee, c, employeeDays, 8);
  await entries(
    a.manager,
    c,
    weekdays(1, 28).filter((d) => d !== 16),
    4.5,
  );
  await entries(b.employee, b.company.id, weekdays(1, 28), 9);
});
afterAll(async () => {
  await t?.close();
});

const person = (r: Report, user: TestUser) => r.people.find((p) => p.userId === user.id)!;

describe('GET /api/reports', () => {
  it('counts February for every member: absenteeism by type, hours against expected, balances', async () => {
    const holidays = await a.admin.client.get<{ holidays: CompanyHoliday[] }>(
      '/api/holidays?from=2026-02-01&to=2026-02-28',
    );
    expect(holidays.body.holidays).toEqual([]);

    const res = await a.admin.client.get<Report>(`/api/reports?${FEB}`);
    expect(res.status).toBe(200);
    const r = res.body;
    expect(r).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-28',
      coveredTo: '2026-02-28',
      balanceYear: 2026,
    });
    // By first name; the manager's is empty.
    expect(r.people.map((p) => p.userId)).toEqual([a.manager.id, a.admin.id, a.employee.id]);

    const employee = person(r, a.employee);
    // Absenteeism counts the sick morning only (the vacation is planned): 0.5 ÷ 20 = 2.5 %.
    expect(employee.absenteeism).toEqual({
      workingDays: 20,
      absenceDays: 5.5,
      unplannedDays: 0.5,
      rate: 2.5,
      byType: {
        vacation: 5,
        sick_leave: 0.5,
        personal_day: 0,
        maternity_leave: 0,
        paternity_leave: 0,
        unpaid_leave: 0,
      },
    });
    // Expected (20 − 5.5) × 8 = 116 h; worked 14 × 8 = 112 h.
    expect(employee.hours).toEqual({
      expectedHours: 116,
      workedHours: 112,
      variance: -4,
      overtime: 0,
      undertime: 4,
      daysWorked: 14,
    });
    expect(employee.balance).toEqual({
      allowance: 25,
      adjustment: 0,
      carriedOver: 0,
      carriedOverExpired: 0,
      used: 5,
      pending: 0,
      remaining: 20,
    });

    const manager = person(r, a.manager);
    expect(manager.hoursPerWeek).toBe(20);
    // A personal day is planned: it takes its day off the expected hours, not the absenteeism rate.
    expect(manager.absenteeism).toMatchObject({
      absenceDays: 1,
      unplannedDays: 0,
      rate: 0,
      byType: expect.objectContaining({ personal_day: 1 }),
    });
    // Expected (20 − 1) × 4 = 76 h; worked 19 × 4.5 = 85.5 h.
    expect(manager.hours).toMatchObject({
      expectedHours: 76,
      workedHours: 85.5,
      overtime: 9.5,
      undertime: 0,
    });

    const admin = person(r, a.admin);
    expect(admin.absenteeism).toMatchObject({ absenceDays: 0, rate: 0 });
    expect(admin.hours).toMatchObject({ expectedHours: 160, workedHours: 0, undertime: 160, daysWorked: 0 });
    expect(admin.balance).toMatchObject({ used: 0, pending: 2, remaining: 25 });

    // 0.5 unplanned day ÷ 60 working days = 0.83 % → 0.8 %.
    expect(r.company.absenteeism).toMatchObject({
      workingDays: 60,
      absenceDays: 6.5,
      unplannedDays: 0.5,
      rate: 0.8,
    });
    expect(r.company.hours).toEqual({
      expectedHours: 352,
      workedHours: 197.5,
      variance: -154.5,
      overtime: 9.5,
      undertime: 164,
      daysWorked: 33,
    });
    expect(JSON.stringify(r)).not.toContain('private reason');
  });

  it('gives managers the same report; employees get 403, anonymous callers 401', async () => {
    const manager = await a.manager.client.get<Report>(`/api/reports?${FEB}`);
    expect(manager.status).toBe(200);
    expect(manager.body.company).toEqual(
      (await a.admin.client.get<Report>(`/api/reports?${FEB}`)).body.company,
    );
    expect((await a.employee.client.get(`/api/reports?${FEB}`)).status).toBe(403);
    expect((await a.employee.client.get(`/api/reports/export?${FEB}&table=hours&format=csv`)).status).toBe(
      403,
    );
    expect((await t.anon.get(`/api/reports?${FEB}`)).status).toBe(401);
  });

  it('counts a period only up to today, and nothing of one still to come', async () => {
    const year = new Date().getUTCFullYear();
    const next = await a.admin.client.get<Report>(`/api/reports?from=${year + 1}-01-01&to=${year + 1}-03-31`);
    expect(next.status).toBe(200);
    expect(next.body.coveredTo).toBeNull();
    expect(next.body.company.absenteeism.workingDays).toBe(0);
    expect(next.body.company.hours.expectedHours).toBe(0);
    expect(next.body.balanceYear).toBe(year + 1);
    const current = await a.admin.client.get<Report>(`/api/reports?from=${year}-01-01&to=${year}-12-31`);
    expect(current.body.coveredTo).toBe(current.body.today);
  });

  it('refuses a period that ends before it starts or lasts more than 3 years, with the reason', async () => {
    for (const path of ['/api/reports', '/api/reports/export']) {
      const extra = path.endsWith('export') ? '&table=hours&format=xlsx' : '';
      const backwards = await a.admin.client.get<{ error: { message: string; fields: unknown[] } }>(
        `${path}?from=2026-03-01&to=2026-02-28${extra}`,
      );
      expect(backwards.status).toBe(400);
      expect(backwards.body.error.message).toBe(PERIOD_END_BEFORE_START);
      expect(backwards.body.error.fields).toEqual([{ field: 'to', message: PERIOD_END_BEFORE_START }]);
      const long = await a.admin.client.get<{ error: { message: string } }>(
        `${path}?from=2023-01-01&to=2026-01-01${extra}`,
      );
      expect(long.status).toBe(400);
      expect(long.body.error.message).toBe(PERIOD_TOO_LONG);
    }
    expect((await a.admin.client.get('/api/reports?from=2023-01-01&to=2025-12-31')).status).toBe(200);
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-02-01',
      'from=feb&to=mar',
      `${FEB}&userId=x`,
    ]) {
      expect((await a.admin.client.get(`/api/reports?${query}`)).status, query).toBe(400);
    }
    for (const query of [
      `${FEB}&table=people&format=csv`,
      `${FEB}&table=hours&format=pdf`,
      `${FEB}&format=csv`,
    ]) {
      expect((await a.admin.client.get(`/api/reports/export?${query}`)).status, query).toBe(400);
    }
  });

  it('shows company B only its own members and figures', async () => {
    const res = await b.manager.client.get<Report>(`/api/reports?${FEB}`);
    expect(res.status).toBe(200);
    assertNoLeak(res.body, a);
    expect(res.body.people).toHaveLength(3);
    expect(person(res.body, b.employee).absenteeism.absenceDays).toBe(5);
    expect(person(res.body, b.employee).hours.workedHours).toBe(180);
    const file = await b.admin.client.get(`/api/reports/export?${FEB}&table=absenteeism&format=csv`);
    expect(file.status).toBe(200);
    assertNoLeak(file.raw.body, a);
  });
});

describe('GET /api/reports/export', () => {
  it('CSV: BOM, CRLF, the table with the company line, formula-looking cells neutralised', async () => {
    const res = await a.admin.client.get(`/api/reports/export?${FEB}&table=hours&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="hours-2026-02-01-to-2026-02-28-company-a-[a-z0-9-]+\.csv"$/,
    );
    const raw = res.raw.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(raw.toString('utf8')).toContain('\r\n');
    const rows = parse(raw.toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Employee',
      'Email',
      'Hours/Week',
      'Expected Hours',
      'Worked Hours',
      'Overtime',
      'Undertime',
      'Variance',
      'Days Worked',
    ]);
    expect(rows.find((r) => r[1] === a.employee.email)).toEqual([
      `${a.employee.firstName} Tester`,
      a.employee.email,
      '40',
      '116',
      '112',
      '0',
      '4',
      '-4',
      '14',
    ]);
    expect(rows.find((r) => r[1] === a.manager.email)![0]).toBe(`'=HYPERLINK("http://evil")`);
    expect(rows.at(-1)).toEqual(['Company', '', '', '352', '197.5', '9.5', '164', '-154.5', '33']);
  });

  it('CSV for Excel in Spanish, French or German: semicolons, decimal commas', async () => {
    const res = await a.admin.client.get(`/api/reports/export?${FEB}&table=hours&format=csv&csv=semicolon`);
    expect(res.status).toBe(200);
    const rows = parse(res.raw.rawPayload.toString('utf8'), { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]).toHaveLength(9);
    expect(rows.at(-1)).toEqual(['Company', '', '', '352', '197,5', '9,5', '164', '-154,5', '33']);
    const wrong = await a.admin.client.get(`/api/reports/export?${FEB}&table=hours&format=csv&csv=tab`);
    expect(wrong.status).toBe(400);
  });

  it('XLSX of each table opens with the figures as numbers', async () => {
    for (const [table, header, check] of [
      ['absenteeism', 'Absenteeism (%)', (row: unknown[]) => row.includes(2.5)],
      ['balances', 'Remaining', (row: unknown[]) => row.includes(20)],
      ['hours', 'Undertime', (row: unknown[]) => row.includes(116)],
    ] as const) {
      const res = await a.manager.client.get(`/api/reports/export?${FEB}&table=${table}&format=xlsx`);
      expect(res.status, table).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
      const ws = book.worksheets[0]!;
      const rows = ws
        .getSheetValues()
        .filter(Boolean)
        .map((r) => (r as unknown[]).slice(1));
      expect(rows[1]).toEqual(['Company', a.company.name]);
      expect(
        rows.some((r) => r.includes(header)),
        table,
      ).toBe(true);
      const employeeRow = rows.find((r) => r[1] === a.employee.email)!;
      expect(check(employeeRow), `${table}: ${JSON.stringify(employeeRow)}`).toBe(true);
    }
  });
});

// Issue 14, defect "Reports count people from the start of the period, not from the day they joined (120
// expected hours for someone who joined on the 24th), and absenteeism includes planned vacation (23.3 %
// instead of 6.7 %)". Monday 9 to Friday 27 March 2026: 15 weekdays, no holiday in Barcelona (checked).
describe('Reports count each person while a member, and absenteeism without planned leave', () => {
  const MARCH = 'from=2026-03-09&to=2026-03-27';

  it('counts someone who joined on Tuesday 24 March from that day: 32 expected hours, not 120', async () => {
    const team = await createTeam(t, 'J');
    const joiner = await createUser(t, {
      companyId: team.company.id,
      firstName: 'Joiner',
      lastName: 'Tester',
      joinedOn: '2026-03-24',
    });
    const holidays = await team.admin.client.get<{ holidays: CompanyHoliday[] }>(
      '/api/holidays?from=2026-03-09&to=2026-03-27',
    );
    expect(holidays.body.holidays).toEqual([]);
    const res = await team.admin.client.get<Report>(`/api/reports?${MARCH}`);
    expect(res.status).toBe(200);
    const p = person(res.body, joiner);
    // Member on Tue 24, Wed 25, Thu 26, Fri 27: 4 working days × 8 h = 32 h (before the fix: 15 × 8 = 120 h).
    expect(p.absenteeism.workingDays).toBe(4);
    expect(p.hours.expectedHours).toBe(32);
    expect(p.hours.undertime).toBe(32);
    // Everyone else was a member all along: 15 days × 8 h each. The company: 3 × 120 + 32 = 392 h.
    expect(person(res.body, team.employee).hours.expectedHours).toBe(120);
    expect(res.body.company.hours.expectedHours).toBe(392);
    expect(res.body.company.absenteeism.workingDays).toBe(3 * 15 + 4);
  });

  it('absenteeism counts sick leave, not vacation: 2 ÷ 30 = 6.7 %, not 7 ÷ 30 = 23.3 %', async () => {
    const company = await createCompany(t);
    const [admin, employee] = await Promise.all([
      createUser(t, { companyId: company.id, role: 'admin', firstName: 'Ada' }),
      createUser(t, { companyId: company.id, firstName: 'Ben' }),
    ]);
    const base = { companyId: company.id, userId: employee.id, status: 'approved' as const };
    await t.db.insert(absences).values([
      // Sick Tuesday 10 and Wednesday 11: 2 days, unplanned.
      { ...base, absenceType: 'sick_leave', startDate: '2026-03-10', endDate: '2026-03-11' },
      // A vacation week, Monday 16 to Friday 20: 5 days, planned.
      { ...base, absenceType: 'vacation', startDate: '2026-03-16', endDate: '2026-03-20' },
    ]);
    const res = await admin!.client.get<Report>(`/api/reports?${MARCH}`);
    expect(res.status).toBe(200);
    // Two people × 15 scheduled working days = 30; unplanned 2: 2 ÷ 30 = 6.67 % → 6.7 %.
    expect(res.body.company.absenteeism).toMatchObject({
      workingDays: 30,
      absenceDays: 7,
      unplannedDays: 2,
      rate: 6.7,
    });
    // Ben: 2 ÷ 15 = 13.3 %; his vacation still takes its days off his expected hours: (15 − 7) × 8 = 64 h.
    const ben = person(res.body, employee!);
    expect(ben.absenteeism).toMatchObject({ workingDays: 15, absenceDays: 7, unplannedDays: 2, rate: 13.3 });
    expect(ben.absenteeism.byType).toMatchObject({ sick_leave: 2, vacation: 5 });
    expect(ben.hours.expectedHours).toBe(64);

    // The export prints the figure with its definition: the CSV's last row, the XLSX's title block.
    const csv = await admin!.client.get(`/api/reports/export?${MARCH}&table=absenteeism&format=csv`);
    const rows = parse(csv.raw.rawPayload.toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]!.slice(2, 6)).toEqual([
      'Working Days',
      'Absence Days',
      'Unplanned Days',
      'Absenteeism (%)',
    ]);
    expect(rows.at(-2)!.slice(0, 6)).toEqual(['Company', '', '30', '7', '2', '6.7']);
    expect(rows.at(-1)![0]).toBe(ABSENTEEISM_DEFINITION);
    const xlsx = await admin!.client.get(`/api/reports/export?${MARCH}&table=absenteeism&format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.raw.rawPayload as unknown as ArrayBuffer);
    const values = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(values.some((r) => r.includes('Definition') && r.includes(ABSENTEEISM_DEFINITION))).toBe(true);
  });
});
