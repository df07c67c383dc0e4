import type { HolidayManager } from '@domain/contracts/holidays';
import { COUNTRIES } from '@domain/holidays/regions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyHolidayOverrides, companyHolidays } from '../../db/schema';
import { assertNoLeak, createTeam, createTwoCompanies, type TestTeam } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { ownStatements, statementsOf } from '../../test/sql-log';
import { bankHolidays } from './bank-holidays';
import { companyHolidaysBetween } from './holidays.service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

type Holidays = { holidays: { date: string; name: string; kind: string; scope: string | null }[] };

describe("the company's holidays", () => {
  it('gives the 2026 bank holidays of every supported region, and only them', async () => {
    const team = await createTeam(t, 'regions');
    for (const country of COUNTRIES) {
      for (const region of country.regions) {
        await t.db
          .update(companies)
          .set({ holidayCountry: country.code, holidayRegion: region.id })
          .where(eq(companies.id, team.company.id));
        const holidays = await companyHolidaysBetween(t.db, team.company.id, '2026-01-01', '2026-12-31');
        const expected = bankHolidays(country.code, region.id, 2026);
        expect(
          holidays.map((h) => [h.date, h.name]),
          `${country.code}/${region.id}`,
        ).toEqual(expected.map((h) => [h.date, h.name]));
        expect(holidays.length, `${country.code}/${region.id}`).toBeGreaterThanOrEqual(8);
        expect(holidays.every((h) => h.kind === 'bank' && h.date.startsWith('2026-'))).toBe(true);
      }
    }
  });

  it("applies the company's overrides and adds its own holidays, for any member", async () => {
    const team = await createTeam(t, 'own');
    const admin = team.admin.client;
    // Barcelona: La Mercè (24 Sep) is a local day off.
    const off = await admin.patch('/api/holidays/bank/ES-barcelona-2026-09-24', { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      isActive: false,
      name: 'Our Lady of Mercy (La Mercè)',
      originalName: 'Our Lady of Mercy (La Mercè)',
      localName: 'Nuestra Señora de la Merced',
    });
    const renamed = await admin.patch('/api/holidays/bank/ES-2026-12-08', { customName: 'La Puríssima' });
    // A custom name overrides the official one; the official names stay beside it.
    expect(renamed.body).toMatchObject({
      name: 'La Puríssima',
      customName: 'La Puríssima',
      originalName: 'Immaculate Conception',
      localName: 'Inmaculada Concepción',
      isActive: true,
    });
    const added = await admin.post<{ id: string }>('/api/holidays/company', {
      name: 'Summer closing',
      date: '2026-08-14',
    });
    expect(added.status).toBe(201);

    const res = await team.employee.client.get<Holidays>('/api/holidays?from=2026-08-01&to=2026-12-31');
    expect(res.status).toBe(200);
    expect(res.body.holidays.map((h) => `${h.date} ${h.name} ${h.kind}`)).toEqual([
      '2026-08-14 Summer closing company',
      '2026-08-15 Assumption bank',
      '2026-09-11 National Day of Catalonia bank',
      '2026-10-12 National Day of Spain bank',
      '2026-12-08 La Puríssima bank',
      '2026-12-25 Christmas Day bank',
      "2026-12-26 St Stephen's Day bank",
    ]);

    // Issue 16: the member's language, the company's and the holidays were three reads; now one statement.
    const sent = await statementsOf(() =>
      team.employee.client.get('/api/holidays?from=2026-08-01&to=2026-12-31'),
    );
    const own = ownStatements(sent);
    expect(own, own.join('\n')).toHaveLength(1);

    // The override row is created on the first change and reused after.
    await admin.patch('/api/holidays/bank/ES-barcelona-2026-09-24', { isActive: true });
    await admin.patch('/api/holidays/bank/ES-barcelona-2026-09-24', { customName: 'La Mercè' });
    const rows = await t.db
      .select()
      .from(companyHolidayOverrides)
      .where(
        and(
          eq(companyHolidayOverrides.companyId, team.company.id),
          eq(companyHolidayOverrides.holidayKey, 'ES-barcelona-2026-09-24'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isActive: true, customName: 'La Mercè', createdBy: team.admin.id });
    // A custom name can be dropped again.
    const reset = await admin.patch('/api/holidays/bank/ES-2026-12-08', { customName: null });
    expect(reset.body).toMatchObject({ name: 'Immaculate Conception', customName: null });
  });

  it('refuses a range that is reversed or too long', async () => {
    const team = await createTeam(t, 'range');
    expect((await team.employee.client.get('/api/holidays?from=2026-05-01&to=2026-04-01')).status).toBe(400);
    expect((await team.employee.client.get('/api/holidays?from=2026-01-01&to=2029-01-01')).status).toBe(400);
    expect((await team.employee.client.get('/api/holidays?from=2026-1-1&to=2026-02-01')).status).toBe(400);
    // A short range in a year with no calendar (the fuzzer found a 500 here): a clear 400, as for a month.
    const ancient = await team.employee.client.get<{ error: { message: string } }>(
      '/api/holidays?from=0001-01-02&to=0001-08-05',
    );
    expect(ancient.status).toBe(400);
    expect(JSON.stringify(ancient.body)).toContain('Choose a date between 2000 and 2100');
  });
});

describe('holiday manager (Settings → Preferences)', () => {
  let team: TestTeam;
  beforeAll(async () => {
    team = await createTeam(t, 'manager');
  });

  it('lists the year with disabled bank holidays, company holidays and the four counters', async () => {
    await team.admin.client.patch('/api/holidays/bank/ES-2026-01-06', { isActive: false });
    await team.admin.client.post('/api/holidays/company', { name: 'Team day', date: '2026-12-30' });
    const res = await team.admin.client.get<HolidayManager>('/api/holidays/manage?year=2026');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ year: 2026, country: 'ES', region: 'barcelona', verified: true });
    expect(res.body.bankHolidays).toHaveLength(14);
    expect(res.body.bankHolidays.find((h) => h.key === 'ES-2026-01-06')).toMatchObject({
      isActive: false,
      name: 'Epiphany',
      localName: 'Epifanía del Señor',
    });
    expect(res.body.bankHolidays.find((h) => h.key === 'ES-barcelona-2026-09-11')).toMatchObject({
      name: 'National Day of Catalonia',
      localName: 'Diada Nacional de Cataluña',
      scope: 'regional',
    });
    expect(res.body.companyHolidays).toEqual([
      expect.objectContaining({ name: 'Team day', date: '2026-12-30' }),
    ]);
    expect(res.body.counts).toMatchObject({ activeBankHolidays: 13, companyHolidays: 1, totalThisYear: 14 });
    const next = await team.admin.client.get<HolidayManager>('/api/holidays/manage?year=2027');
    expect(next.body.year).toBe(2027);
    expect(next.body.verified).toBe(false);
    expect(next.body.counts.upcoming).toBe(next.body.counts.totalThisYear);
  });

  it('adds, renames and removes company holidays with the spec messages', async () => {
    const admin = team.admin.client;
    for (const body of [{ name: '', date: '2026-06-01' }, { name: 'x', date: '' }, { name: 'x' }]) {
      const res = await admin.post('/api/holidays/company', body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Please fill in all fields');
    }
    const { body } = await admin.post<{ id: string }>('/api/holidays/company', {
      name: 'Fair',
      date: '2026-06-01',
    });
    const blank = await admin.patch(`/api/holidays/company/${body.id}`, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('Holiday name cannot be empty');
    const renamed = await admin.patch(`/api/holidays/company/${body.id}`, { name: 'Trade fair' });
    expect(renamed.body).toMatchObject({ name: 'Trade fair', date: '2026-06-01' });
    expect((await admin.delete(`/api/holidays/company/${body.id}`)).status).toBe(200);
    const [row] = await t.db.select().from(companyHolidays).where(eq(companyHolidays.id, body.id));
    expect(row!.isActive).toBe(false);
    expect((await admin.delete(`/api/holidays/company/${body.id}`)).status).toBe(404);
    expect((await admin.patch(`/api/holidays/company/${body.id}`, { name: 'Back' })).status).toBe(404);
  });

  it('refuses an unknown or foreign bank holiday key and a bad year', async () => {
    const admin = team.admin.client;
    expect((await admin.patch('/api/holidays/bank/ES-2026-03-03', { isActive: false })).status).toBe(404);
    // Madrid's San Isidro is not a holiday of a Barcelona company.
    expect((await admin.patch('/api/holidays/bank/ES-madrid-2026-05-15', { isActive: false })).status).toBe(
      404,
    );
    expect((await admin.patch('/api/holidays/bank/drop%20table', { isActive: false })).status).toBe(400);
    expect((await admin.patch('/api/holidays/bank/ES-2026-01-01', {})).status).toBe(400);
    expect((await admin.get('/api/holidays/manage?year=1999')).status).toBe(400);
  });

  it('changes the holiday country and region; a new country brings its time zone', async () => {
    const admin = team.admin.client;
    expect((await admin.get('/api/company/holiday-region')).body).toEqual({
      holidayCountry: 'ES',
      holidayRegion: 'barcelona',
      timeZone: 'Europe/Madrid',
    });
    const region = await admin.put('/api/company/holiday-region', {
      holidayCountry: 'ES',
      holidayRegion: 'madrid',
    });
    expect(region.body).toEqual({ holidayCountry: 'ES', holidayRegion: 'madrid', timeZone: 'Europe/Madrid' });
    const germany = await admin.put('/api/company/holiday-region', {
      holidayCountry: 'DE',
      holidayRegion: 'berlin',
    });
    expect(germany.body).toEqual({
      holidayCountry: 'DE',
      holidayRegion: 'berlin',
      timeZone: 'Europe/Berlin',
    });
    const wrong = await admin.put('/api/company/holiday-region', {
      holidayCountry: 'DE',
      holidayRegion: 'madrid',
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('Choose a region of the selected country');
    expect(
      (await admin.put('/api/company/holiday-region', { holidayCountry: 'US', holidayRegion: 'x' })).status,
    ).toBe(400);
    const manager = await admin.get<HolidayManager>('/api/holidays/manage?year=2026');
    expect(manager.body).toMatchObject({ country: 'DE', region: 'berlin' });
    expect(manager.body.bankHolidays.some((h) => h.date === '2026-03-08')).toBe(true); // Women's Day, Berlin
    await admin.put('/api/company/holiday-region', { holidayCountry: 'ES', holidayRegion: 'barcelona' });
  });
});

describe('access', () => {
  it('employees and managers read holidays but cannot manage them; anonymous callers are refused', async () => {
    const team = await createTeam(t, 'access');
    const { body } = await team.admin.client.post<{ id: string }>('/api/holidays/company', {
      name: 'Closed',
      date: '2026-07-01',
    });
    const adminRoutes: [string, string, unknown?][] = [
      ['GET', '/api/holidays/manage?year=2026'],
      ['PATCH', '/api/holidays/bank/ES-2026-01-06', { isActive: false }],
      ['POST', '/api/holidays/company', { name: 'x', date: '2026-07-02' }],
      ['PATCH', `/api/holidays/company/${body.id}`, { name: 'y' }],
      ['DELETE', `/api/holidays/company/${body.id}`],
      ['GET', '/api/company/holiday-region'],
      ['PUT', '/api/company/holiday-region', { holidayCountry: 'FR', holidayRegion: 'paris' }],
    ];
    for (const user of [team.employee, team.manager]) {
      expect((await user.client.get('/api/holidays?from=2026-01-01&to=2026-12-31')).status).toBe(200);
      for (const [method, url, payload] of adminRoutes) {
        const res = await user.client.request(method as 'GET', url, payload);
        expect(res.status, `${user.role} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url, payload] of [
      ...adminRoutes,
      ['GET', '/api/holidays?from=2026-01-01&to=2026-12-31'],
    ] as [string, string, unknown?][]) {
      expect((await t.anon.request(method as 'GET', url, payload)).status, `${method} ${url}`).toBe(401);
    }
    const [row] = await t.db.select().from(companyHolidays).where(eq(companyHolidays.id, body.id));
    expect(row).toMatchObject({ name: 'Closed', isActive: true });
  });

  it("company B's admin cannot touch company A's holidays, and overrides stay per company", async () => {
    const { a, b } = await createTwoCompanies(t);
    const { body } = await a.admin.client.post<{ id: string }>('/api/holidays/company', {
      name: 'A secret day',
      date: '2026-07-03',
    });
    for (const res of [
      await b.admin.client.patch(`/api/holidays/company/${body.id}`, { name: 'Hacked' }),
      await b.admin.client.delete(`/api/holidays/company/${body.id}`),
    ]) {
      expect(res.status).toBe(404);
      assertNoLeak(res.body, a);
    }
    await b.admin.client.patch('/api/holidays/bank/ES-2026-01-06', { isActive: false });
    const aList = await a.employee.client.get<Holidays>('/api/holidays?from=2026-01-01&to=2026-12-31');
    expect(aList.body.holidays.map((h) => h.date)).toContain('2026-01-06');
    const bList = await b.employee.client.get<Holidays>('/api/holidays?from=2026-01-01&to=2026-12-31');
    expect(bList.body.holidays.map((h) => h.date)).not.toContain('2026-01-06');
    expect(JSON.stringify(bList.body)).not.toContain('A secret day');
    const bManager = await b.admin.client.get('/api/holidays/manage?year=2026');
    assertNoLeak(bManager.body, a);
    expect(JSON.stringify(bManager.body)).not.toContain('A secret day');
    const [row] = await t.db.select().from(companyHolidays).where(eq(companyHolidays.id, body.id));
    expect(row).toMatchObject({ name: 'A secret day', isActive: true });
  });
});
