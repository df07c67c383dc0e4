import type { Schedule } from '@domain/contracts/schedule';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absences, calendarFeeds } from '../../db/schema';
import {
  assertNoLeak,
  createTwoCompanies,
  createUser,
  setCompanyOf,
  type TestTeam,
} from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { readsCompanyCalendar, readsCompanyRow, statementsOf } from '../../test/sql-log';

let t: TestContext;
let a: TestTeam;
let b: TestTeam;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
  ({ a, b } = await createTwoCompanies(t));
  // December 2026 in company A: an approved vacation across New Year, an approved half day, a pending one.
  // A rejected request is never shown.
  const base = { companyId: a.company.id, reason: 'private reason' };
  await t.db.insert(absences).values([
    {
      ...base,
      userId: a.employee.id,
      absenceType: 'vacation',
      startDate: '2026-12-28',
      endDate: '2027-01-05',
      status: 'approved',
    },
    {
      ...base,
      userId: a.manager.id,
      absenceType: 'personal_day',
      startDate: '2026-12-02',
      endDate: '2026-12-02',
      halfDayStart: true,
      status: 'approved',
    },
    {
      ...base,
      userId: a.admin.id,
      absenceType: 'sick_leave',
      startDate: '2026-12-10',
      endDate: '2026-12-11',
      status: 'pending',
    },
    {
      ...base,
      userId: a.admin.id,
      absenceType: 'vacation',
      startDate: '2026-11-20',
      endDate: '2026-12-01',
      status: 'approved',
    },
    {
      ...base,
      userId: a.manager.id,
      absenceType: 'vacation',
      startDate: '2026-12-21',
      endDate: '2026-12-22',
      status: 'rejected',
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('Team Overview schedule', () => {
  it("gives every day with the company's holidays and every member's approved absences and pending requests of the month", async () => {
    const res = await a.employee.client.get<Schedule>('/api/schedule?month=2026-12');
    expect(res.status).toBe(200);
    const { body } = res;
    expect(body).toMatchObject({ month: '2026-12', country: 'ES', region: 'barcelona' });
    expect(body.days).toHaveLength(31);
    expect(body.days[0]).toEqual({ date: '2026-12-01', holiday: null });
    expect(body.days.filter((d) => d.holiday).map((d) => [d.date, d.holiday])).toEqual([
      ['2026-12-08', 'Immaculate Conception'],
      ['2026-12-25', 'Christmas Day'],
      ['2026-12-26', "St Stephen's Day"],
    ]);
    // Ordered by first name: A-admin, A-employee, A-manager.
    expect(body.members.map((m) => m.id)).toEqual([a.admin.id, a.employee.id, a.manager.id]);
    const byId = new Map(body.members.map((m) => [m.id, m]));
    expect(byId.get(a.employee.id)?.absences).toEqual([
      expect.objectContaining({ absenceType: 'vacation', startDate: '2026-12-28', endDate: '2027-01-05' }),
    ]);
    expect(byId.get(a.manager.id)?.absences).toEqual([
      expect.objectContaining({ absenceType: 'personal_day', halfDayStart: true, halfDayEnd: false }),
    ]);
    // An absence from the month before reaches into it; a pending request is there too, marked pending, and a
    // colleague's pending sick leave is "away" for the employee like an approved one.
    expect(byId.get(a.admin.id)?.absences.map((x) => [x.startDate, x.absenceType, x.status])).toEqual([
      ['2026-11-20', 'vacation', 'approved'],
      ['2026-12-10', 'away', 'pending'],
    ]);
    const asAdmin = await a.admin.client.get<Schedule>('/api/schedule?month=2026-12');
    const own = asAdmin.body.members.find((m) => m.id === a.admin.id);
    expect(own?.absences.map((x) => [x.absenceType, x.status])).toContainEqual(['sick_leave', 'pending']);
    expect(byId.get(a.admin.id)).toMatchObject({ role: 'admin', email: a.admin.email });
    // Reasons stay private.
    expect(JSON.stringify(body)).not.toContain('private reason');
  });

  it('reads the company row and its calendar in one statement', async () => {
    const sent = await statementsOf(async () =>
      expect((await a.employee.client.get('/api/schedule?month=2026-12')).status).toBe(200),
    );
    const company = sent.filter(readsCompanyRow);
    expect(company).toHaveLength(1);
    expect(sent.filter(readsCompanyCalendar)).toEqual(company);
  });

  it('shows only the own company', async () => {
    const res = await b.employee.client.get<Schedule>('/api/schedule?month=2026-12');
    expect(res.status).toBe(200);
    assertNoLeak(res.body, a);
    expect(res.body.members).toHaveLength(3);
    expect(res.body.members.every((m) => m.absences.length === 0)).toBe(true);
  });

  it('refuses a malformed month and anonymous callers', async () => {
    for (const month of ['2026-13', '2026-1', 'december', '']) {
      expect((await a.employee.client.get(`/api/schedule?month=${month}`)).status, month).toBe(400);
    }
    expect((await t.anon.get('/api/schedule?month=2026-12')).status).toBe(401);
  });
});

describe('iCal feeds', () => {
  const feedPath = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  it("serves the team's approved absences and the company's holidays to whoever has the URL", async () => {
    expect((await a.employee.client.get('/api/calendar-feed')).body).toEqual({
      active: false,
      createdAt: null,
    });
    const created = await a.employee.client.post<{ url: string }>('/api/calendar-feed');
    expect(created.status).toBe(201);
    const { url } = created.body;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar-feed\.ics\?token=[\w-]{43}$/);
    expect((await a.employee.client.get<{ active: boolean }>('/api/calendar-feed')).body.active).toBe(true);

    const feed = await t.anon.get<string>(feedPath(url));
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = feed.raw.body;
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`SUMMARY:${a.employee.firstName} Tester · Vacation`);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261228');
    expect(ics).toContain('DTEND;VALUE=DATE:20270106');
    expect(ics).toContain(`SUMMARY:${a.manager.firstName} Tester · Personal Day (AM)`);
    expect(ics).toContain('SUMMARY:Christmas Day (bank holiday)');
    expect(ics).not.toContain('Sick Leave'); // pending
    expect(ics).not.toContain('private reason');
    // Only the token's hash is stored.
    const token = new URL(url).searchParams.get('token')!;
    const rows = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, a.employee.id));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("reads the company once for a feed: the token's own query gives its name, time zone and region", async () => {
    const { url } = (await a.admin.client.post<{ url: string }>('/api/calendar-feed')).body;
    const sent = await statementsOf(async () => expect((await t.anon.get(feedPath(url))).status).toBe(200));
    expect(sent.filter((text) => text.includes('"companies"'))).toHaveLength(1);
    expect(sent.filter(readsCompanyCalendar)).toHaveLength(1);
  });

  it('a new URL revokes the old one; a revoked, unknown or foreign token is 404', async () => {
    const first = await a.manager.client.post<{ url: string }>('/api/calendar-feed');
    const second = await a.manager.client.post<{ url: string }>('/api/calendar-feed');
    expect((await t.anon.get(feedPath(first.body.url))).status).toBe(404);
    expect((await t.anon.get(feedPath(second.body.url))).status).toBe(200);
    expect((await a.manager.client.delete('/api/calendar-feed')).status).toBe(200);
    expect((await t.anon.get(feedPath(second.body.url))).status).toBe(404);
    expect((await a.manager.client.get<{ active: boolean }>('/api/calendar-feed')).body.active).toBe(false);
    expect(
      (await t.anon.get('/api/calendar-feed.ics?token=unknown-token-unknown-token-unknown-token')).status,
    ).toBe(404);
    expect((await t.anon.get('/api/calendar-feed.ics')).status).toBe(400);

    // Company B's feed shows company B only.
    const bFeed = await b.employee.client.post<{ url: string }>('/api/calendar-feed');
    const bIcs = (await t.anon.get(feedPath(bFeed.body.url))).raw.body;
    expect(bIcs).toContain('BEGIN:VCALENDAR');
    assertNoLeak(bIcs, a);
  });

  it('stops working when its owner leaves the company', async () => {
    const leaver = await createUser(t, { companyId: a.company.id });
    const { body } = await leaver.client.post<{ url: string }>('/api/calendar-feed');
    expect((await t.anon.get(feedPath(body.url))).status).toBe(200);
    await setCompanyOf(t, leaver.id, null);
    expect((await t.anon.get(feedPath(body.url))).status).toBe(404);
  });

  it('needs a member for managing the URL', async () => {
    expect((await t.anon.get('/api/calendar-feed')).status).toBe(401);
    expect((await t.anon.post('/api/calendar-feed')).status).toBe(401);
    expect((await t.anon.delete('/api/calendar-feed')).status).toBe(401);
  });
});
