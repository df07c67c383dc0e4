// Issue 15: what the server writes for people is in their language — e-mails in the recipient's (their own,
// else their company's), files, the calendar feed and holiday names in the requester's, API errors in the
// requester's (a member's language; Accept-Language on a public route). English stays the spec's.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entry } from '../modules/time-entries/test-support';
import { createCompany, createUser, type TestUser } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { statementsOf } from '../test/sql-log';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ smtp: true, env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

/** A Monday about `weeks` weeks from now. */
function mondayIn(weeks: number): string {
  const d = new Date(Date.now() + weeks * 7 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
}

async function team(language: string, extra: { country?: string; region?: string } = {}) {
  const company = await createCompany(t, {
    language,
    ...(extra.country ? { holidayCountry: extra.country, holidayRegion: extra.region } : {}),
  });
  const [admin, employee] = await Promise.all([
    createUser(t, { companyId: company.id, role: 'admin', firstName: 'Ada', lastName: language }),
    createUser(t, { companyId: company.id, role: 'employee', firstName: 'Eva', lastName: language }),
  ]);
  return { company, admin: admin!, employee: employee! };
}

async function approvedVacation(requester: TestUser, approver: TestUser, weeks: number) {
  const start = mondayIn(weeks);
  const created = await requester.client.post<{ absence: { id: string } }>('/api/absences', {
    absenceType: 'vacation',
    startDate: start,
    endDate: start,
  });
  expect(created.status).toBe(201);
  expect((await approver.client.post(`/api/absences/${created.body.absence.id}/approve`)).status).toBe(200);
}

describe('e-mails in the recipient’s language', () => {
  it("a Spanish company's employee gets the decision in Spanish", async () => {
    const { admin, employee } = await team('es');
    await approvedVacation(employee, admin, 6);
    const mail = await t.smtp!.waitFor(employee.email, 'Tu solicitud de ausencia ha sido aprobada');
    expect(mail.text).toContain('Hola, Eva es:');
    expect(mail.text).toContain('ha aprobado tu solicitud de ausencia.');
    expect(mail.text).toMatch(/Vacaciones: .*, 1 día de vacaciones\./);
    expect(mail.text).toContain('Darse de baja de estos correos');
  });

  it('a person who chose German reads German while their French company reads French', async () => {
    const { admin, employee } = await team('fr');
    await t.db.execute(sql`update profiles set language = 'de' where id = ${employee.id}`);
    const start = mondayIn(7);
    const created = await employee.client.post<{ absence: { id: string } }>('/api/absences', {
      absenceType: 'vacation',
      startDate: start,
      endDate: start,
    });
    expect(created.status).toBe(201);
    // The admin follows the French company.
    await t.smtp!.waitFor(admin.email, "Nouvelle demande d'absence de");
    expect((await admin.client.post(`/api/absences/${created.body.absence.id}/approve`)).status).toBe(200);
    const mail = await t.smtp!.waitFor(employee.email, 'Ihr Abwesenheitsantrag wurde genehmigt');
    expect(mail.text).toContain('Urlaub: ');
  });
});

describe('files, the calendar feed and holiday names in the requester’s language', () => {
  it("a CSV export's headers", async () => {
    const { admin, employee } = await team('es');
    const month = new Date().toISOString().slice(0, 7);
    const res = await admin.client.get<string>(
      `/api/team-timesheets/${employee.id}/export?month=${month}&format=csv`,
    );
    expect(res.status).toBe(200);
    expect(res.raw.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Empleado/a,Correo electrónico,Fecha,Día,Entrada,Salida,Inicio de la pausa,Fin de la pausa,Pausa (min),Horas totales,Festivo / ausencia,Avisos,Notas',
    );
    // An English company's requester keeps the spec's English.
    const english = await team('en');
    const en = await english.admin.client.get<string>(
      `/api/team-timesheets/${english.employee.id}/export?month=${month}&format=csv`,
    );
    expect(en.raw.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Employee,Email,Date,Day,Clock In/);
  });

  it("a report's export in the reader's own language, read with the company row", async () => {
    const { admin } = await team('fr');
    await t.db.execute(sql`update profiles set language = 'de' where id = ${admin.id}`);
    const month = new Date().toISOString().slice(0, 7);
    const period = `from=${month}-01&to=${month}-01`;
    let res = await admin.client.get<string>(`/api/reports/export?${period}&table=hours&format=csv`);
    const exportReads = await statementsOf(async () => {
      res = await admin.client.get<string>(`/api/reports/export?${period}&table=hours&format=csv`);
    });
    expect(res.status).toBe(200);
    expect(res.raw.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Mitarbeiter/);
    // The reader's language is no statement of its own: the export reads what the report on screen reads,
    // besides counting itself against the exports' rate limit.
    const screenReads = await statementsOf(async () => {
      expect((await admin.client.get(`/api/reports?${period}`)).status).toBe(200);
    });
    expect(exportReads.filter((s) => !/\brate_limits\b/.test(s))).toHaveLength(screenReads.length);
  });

  it("the iCal feed's titles", async () => {
    const { admin, employee } = await team('es');
    await approvedVacation(employee, admin, 3);
    const { body } = await admin.client.post<{ url: string }>('/api/calendar-feed');
    const url = new URL(body.url);
    const ics = (await t.anon.get<string>(`${url.pathname}${url.search}`)).raw.body;
    expect(ics).toContain('· Vacaciones');
    expect(ics).toContain('(festivo)');
    expect(ics).not.toContain('(bank holiday)');
  });

  it('holiday names in Catalan, German and French; English stays English', async () => {
    const names = async (language: string, country: string, region: string) => {
      const { employee } = await team(language, { country, region });
      const res = await employee.client.get<{ holidays: { date: string; name: string }[] }>(
        '/api/holidays?from=2026-01-01&to=2026-12-31',
      );
      expect(res.status).toBe(200);
      return new Map(res.body.holidays.map((h) => [h.date, h.name]));
    };
    const ca = await names('ca', 'ES', 'barcelona');
    // The Generalitat's calendar writes "Any Nou" (server/modules/holidays/README.md); date-holidays "Any nou".
    expect(ca.get('2026-01-01')).toBe('Any Nou');
    expect(ca.get('2026-12-26')).toBe('Sant Esteve');
    expect((await names('de', 'DE', 'berlin')).get('2026-12-25')).toBe('Erster Weihnachtsfeiertag');
    expect((await names('fr', 'FR', 'paris')).get('2026-01-01')).toBe("Jour de l'an");
    expect((await names('en', 'ES', 'barcelona')).get('2026-01-01')).toBe("New Year's Day");
  });
});

describe('API errors in the requester’s language', () => {
  it('the allowance refusal, with its numbers, for a Spanish member', async () => {
    const { employee } = await team('es');
    const start = mondayIn(10);
    const end = new Date(Date.parse(start) + 200 * 86_400_000).toISOString().slice(0, 10);
    const res = await employee.client.post<{ error: { code: string; message: string } }>('/api/absences', {
      absenceType: 'vacation',
      startDate: start,
      endDate: end,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
    expect(res.body.error.message).toMatch(
      /^No quedan suficientes días de vacaciones: esta solicitud necesita [\d,]+ días en \d{4}, pero solo (queda|quedan) [\d,]+ días? disponibles?\.$/,
    );
  });

  it('a validation error of a Spanish member, and the same request of an English one', async () => {
    const es = await team('es');
    const en = await team('en');
    const url = '/api/holidays?from=2026-02-01&to=2026-01-01';
    expect((await es.employee.client.get<{ error: { message: string } }>(url)).body.error.message).toBe(
      'La fecha de inicio no puede ser posterior a la de fin',
    );
    expect((await en.employee.client.get<{ error: { message: string } }>(url)).body.error.message).toBe(
      'Start date cannot be after end date',
    );
  });

  it('a 404 on a public route by Accept-Language', async () => {
    const url = `/api/calendar-feed.ics?token=${'x'.repeat(43)}`;
    const es = await t.anon.request<{ error: { code: string; message: string } }>('GET', url, undefined, {
      'accept-language': 'es-ES,es;q=0.9,en;q=0.8',
    });
    expect(es.status).toBe(404);
    expect(es.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Calendario no encontrado' });
    const en = await t.anon.get<{ error: { message: string } }>(url);
    expect(en.body.error.message).toBe('Calendar feed not found');
  });
});

describe('every API error, field message, holiday name and file label in the requester’s language', () => {
  type ErrorAnswer = {
    error: { code: string; message: string; fields?: { field: string; message: string }[] };
  };

  it('an error with a number, for a Spanish member', async () => {
    const { employee } = await team('es');
    const far = `${new Date().getUTCFullYear() + 5}-03-02`;
    const res = await employee.client.post<ErrorAnswer>('/api/absences', {
      absenceType: 'vacation',
      startDate: far,
      endDate: far,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Las fechas deben estar a menos de 2 años de hoy');
    expect(res.body.error.fields).toEqual([
      { field: 'startDate', message: 'Las fechas deben estar a menos de 2 años de hoy' },
    ]);
  });

  it("a contract's field message in a 400, for a German member; English stays the contract's", async () => {
    const body = { absenceType: 'vacation', startDate: 'morgen', endDate: '2026-05-04' };
    const de = await team('de');
    const res = await de.employee.client.post<ErrorAnswer>('/api/absences', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toContainEqual({
      field: 'startDate',
      message: 'Verwenden Sie das Format JJJJ-MM-TT',
    });
    expect(res.body.error.message).toMatch(/^startDate: Verwenden Sie das Format JJJJ-MM-TT/);
    const en = await team('en');
    const english = await en.employee.client.post<ErrorAnswer>('/api/absences', body);
    expect(english.body.error.fields).toContainEqual({
      field: 'startDate',
      message: 'Use the format yyyy-MM-dd',
    });
  });

  it('holiday names on Team Overview and in the timesheet CSV, in Catalan', async () => {
    const { employee } = await team('ca', { country: 'ES', region: 'barcelona' });
    const schedule = await employee.client.get<{ days: { date: string; holiday: string | null }[] }>(
      '/api/schedule?month=2026-12',
    );
    expect(schedule.status).toBe(200);
    const holiday = (date: string) => schedule.body.days.find((d) => d.date === date)?.holiday;
    expect(holiday('2026-12-25')).toBe('Nadal');
    expect(holiday('2026-12-26')).toBe('Sant Esteve');

    const csv = await employee.client.get<string>('/api/timesheets/export?month=2026-12&format=csv');
    expect(csv.status).toBe(200);
    const christmas = csv.raw.body.split('\r\n').find((line) => line.includes(',2026-12-25,'));
    expect(christmas).toContain('Nadal');

    const english = await team('en', { country: 'ES', region: 'barcelona' });
    const en = await english.employee.client.get<{ days: { date: string; holiday: string | null }[] }>(
      '/api/schedule?month=2026-12',
    );
    expect(en.body.days.find((d) => d.date === '2026-12-25')?.holiday).toBe('Christmas Day');
  });

  it("the inspection export's labels, change descriptions and sources in French", async () => {
    const { employee } = await team('fr', { country: 'FR', region: 'paris' });
    const day = mondayIn(-1);
    expect((await employee.client.post('/api/time-entries', entry(day, '09:00', '17:00'))).status).toBe(201);
    const res = await employee.client.get(`/api/timesheets/inspection-export?from=${day}&to=${day}`);
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const changes = book.getWorksheet('Historique des modifications')!;
    const rows: string[][] = [];
    changes.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(rows.some((r) => r.includes('Origine') && r.includes('Action'))).toBe(true);
    const created = rows.find((r) => r.includes('création'));
    expect(created).toBeDefined();
    expect(created).toContain('manuelle');
  });
});
