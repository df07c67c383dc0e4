// Company A of the security suite: a company with data in every tenant table, made through the API as its people
// would make it (factories only for the people themselves), and everything that identifies it.
import { randomUUID } from 'node:crypto';
import { addDays, addMonths, todayIn } from '@domain/calendar';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { claimReminders } from '../modules/notifications/notifications.repository';
import { subscribeInSandbox } from '../test/billing';
import { createCompany, createUser, type TestCompany, type TestUser } from '../test/factories';
import type { TestClient, TestContext } from '../test/harness';
import { mondayAfter } from '../test/working-mondays';
import { uploadFile } from './http';
import type { IdKind } from './route-inputs';
import { peopleOf } from './snapshot';

/** Every name company A gives anything contains this word: a response that shows it leaks A's data. */
export const MARKER = 'Zorblax';

export interface Victim {
  company: TestCompany;
  admin: TestUser;
  manager: TestUser;
  employee: TestUser;
  /** A's resources by kind, for filling route parameters. */
  ids: Record<IdKind, string[]>;
  /** Every value that identifies A: ids found in its rows, secrets, e-mails. Names carry MARKER. */
  secrets: string[];
  people: string[];
}

const unique = () => randomUUID().slice(0, 8);

function must<T>(res: { status: number; body: T }, what: string, ok = [200, 201]) {
  if (!ok.includes(res.status))
    throw new Error(`victim seed: ${what} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const pngImage = (size = 64, color = '#2a7') =>
  sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();

export { mondayAfter };

export async function seedVictim(t: TestContext): Promise<Victim> {
  const company = await createCompany(t, { name: `${MARKER} Staffing ${unique()}` });
  const person = (role: 'admin' | 'manager' | 'employee') =>
    createUser(t, {
      companyId: company.id,
      role,
      email: `${MARKER.toLowerCase()}.${role}.${unique()}@victim.test`,
      firstName: `${MARKER}${role[0]!.toUpperCase()}${role.slice(1)}`,
      lastName: `${MARKER}son`,
    });
  const admin = await person('admin');
  // Sample data (sample_data_sets, sample_people and the sample team's rows), loaded while the admin is alone.
  must(await admin.client.post('/api/sample-data'), 'sample data');
  const [manager, employee] = await Promise.all([person('manager'), person('employee')]);
  const A = admin!.client;
  const M = manager!.client;
  const E = employee!.client;

  // Billing: a paid team plan (customer, subscription, invoice, events, checkout), so invitations have seats.
  must(await A.post('/api/billing/checkout', { teamSize: 12 }), 'open checkout');
  await subscribeInSandbox(A, 10);

  // Company settings, logo, avatars, names.
  must(await A.patch('/api/company', { name: company.name, defaultHolidayAllowance: 23 }), 'company');
  must(await uploadFile(A, '/api/company/logo', await pngImage(96, '#b24')), 'logo');
  must(await uploadFile(E, '/api/profile/avatar', await pngImage(64)), 'avatar');
  must(await uploadFile(M, '/api/profile/avatar', await pngImage(64, '#47c')), 'avatar');
  for (const c of [A, M, E]) {
    must(
      await c.put('/api/consents', {
        consents: [
          { consentType: 'functional', consentGiven: true },
          { consentType: 'analytics', consentGiven: false },
        ],
      }),
      'consents',
    );
  }

  // Holidays: a company holiday and an override of a bank holiday.
  const year = Number(todayIn('Europe/Madrid').slice(0, 4));
  must(await A.post('/api/holidays/company', { name: `${MARKER} Day`, date: `${year}-10-15` }), 'holiday');
  const manager_ = must(
    await A.get<{ bankHolidays: { key: string }[] }>(`/api/holidays/manage?year=${year}`),
    'm',
  );
  must(
    await A.patch(`/api/holidays/bank/${manager_.bankHolidays[0]!.key}`, {
      customName: `${MARKER} Bank Day`,
    }),
    'override',
  );
  must(
    await A.put('/api/company/absence-policy', {
      vacationCounting: 'working_days',
      carryOverMaxDays: 5,
      carryOverExpiry: '03-31',
      twoStepApproval: false,
    }),
    'policy',
  );
  // A yearly entitlement of the employee (Settings → Team).
  must(
    await A.put(`/api/team/members/${employee!.id}/holiday-allowance`, {
      year,
      holidayAllowance: 24,
      manualHolidayAdjustment: 1,
    }),
    'entitlement',
  );
  // Work schedules from next month on: the company's default and the employee's part-time week.
  const nextMonth = `${addMonths(todayIn('Europe/Madrid').slice(0, 7), 1)}-01`;
  must(
    await A.put('/api/work-schedules/company', { hours: [8, 8, 8, 8, 7, 0, 0], startsOn: nextMonth }),
    'week',
  );
  must(
    await A.put(`/api/work-schedules/members/${employee!.id}`, {
      hours: [8, 0, 8, 0, 8, 0, 0],
      startsOn: nextMonth,
    }),
    'member week',
  );

  // Absences: pending, approved, rejected.
  const vacation = (start: string, reason: string) => ({
    absenceType: 'vacation',
    startDate: start,
    endDate: addDays(start, 1),
    reason: `${MARKER} ${reason}`,
  });
  must(await E.post('/api/absences', vacation(mondayAfter(30), 'trip')), 'pending absence');
  const toApprove = must(
    await M.post<{ absence: { id: string } }>('/api/absences', vacation(mondayAfter(37), 'wedding')),
    'absence',
  );
  must(await A.post(`/api/absences/${toApprove.absence.id}/approve`, {}), 'approve');
  const toReject = must(
    await E.post<{ absence: { id: string } }>('/api/absences', vacation(mondayAfter(44), 'cruise')),
    'absence',
  );
  must(await M.post(`/api/absences/${toReject.absence.id}/reject`, { reason: `${MARKER} busy` }), 'reject');

  // The private calendar feed.
  const feed = must(await E.post<{ url: string }>('/api/calendar-feed', {}), 'feed');

  // Invitations: one open, one used by an invited sign-up that is waiting for its e-mail verification.
  const invitee = (who: string) => ({
    name: `${MARKER} ${who}`,
    email: `${MARKER.toLowerCase()}.${who}.${unique()}@victim.test`,
    position: `${MARKER} position`,
  });
  must(await A.post('/api/invitations', invitee('invitee')), 'invitation');
  const signUp = invitee('joiner');
  const second = must(await A.post<{ code: string }>('/api/invitations', signUp), 'invitation');
  must(
    await t.anon.post('/api/accounts/sign-up', {
      firstName: MARKER,
      lastName: 'Joiner',
      email: signUp.email,
      password: 'A long joiner passphrase 9',
      invitationCode: second.code,
    }),
    'invited sign-up',
  );

  // Time: the employee's month two months ago is submitted and has a pending correction; the manager's is
  // approved; this month has an entry with notes.
  const month = addMonths(todayIn('Europe/Madrid').slice(0, 7), -2);
  const fill = (c: TestClient) =>
    c.post('/api/time-entries/bulk-apply', {
      month,
      clockIn: '09:00',
      clockOut: '17:00',
      breakStart: '12:00',
      breakEnd: '13:00',
    });
  must(await fill(E), 'bulk apply');
  must(await fill(M), 'bulk apply');
  must(await E.post('/api/timesheets/submit', { month }), 'submit');
  must(await M.post('/api/timesheets/submit', { month }), 'submit');
  must(await A.post(`/api/team-timesheets/${manager!.id}/approve`, { month }), 'approve month');
  const view = must(
    await E.get<{ entries: { id: string; date: string }[] }>(`/api/time-entries/month?month=${month}`),
    'month',
  );
  const first = view.entries[0]!;
  must(
    await E.patch(`/api/time-entries/${first.id}`, {
      clockIn: `${first.date}T08:00`,
      clockOut: `${first.date}T16:00`,
      notes: `${MARKER} correction`,
    }),
    'correction',
    [202],
  );
  const today = todayIn('Europe/Madrid');
  must(
    await E.post('/api/time-entries', {
      clockIn: `${today}T07:00`,
      clockOut: `${today}T08:00`,
      notes: `${MARKER} note`,
    }),
    'entry',
  );

  // Privacy: the employee has an export of their data and a pending deletion request; last month's timesheet
  // reminder went out.
  must(await E.post('/api/exports/personal', {}), 'personal export', [202]);
  // The export is built by a background job: wait until it is done, or it changes A's rows (and adds a file)
  // while the suites compare snapshots of them.
  for (let waited = 0; ; waited += 100) {
    const { rows } = await t.db.execute<{ status: string }>(
      sql`select status::text as status from data_exports where company_id = ${company.id}`,
    );
    if (rows.every((r) => r.status === 'ready' || r.status === 'failed')) break;
    if (waited > 60_000) throw new Error('The personal export of the victim company never finished');
    await new Promise((r) => setTimeout(r, 100));
  }
  must(await E.post('/api/privacy/deletion-request', {}), 'deletion request', [201]);
  const lastMonth = addMonths(today.slice(0, 7), -1);
  await claimReminders(t.db, company.id, Number(lastMonth.slice(0, 4)), Number(lastMonth.slice(5, 7)));

  const people = await peopleOf(t.db, company.id);
  const q = async (query: ReturnType<typeof sql>) =>
    (await t.db.execute<{ v: string }>(query)).rows.map((r) => r.v);
  const ids: Record<IdKind, string[]> = {
    absence: await q(sql`select id::text v from absences where company_id = ${company.id} order by status`),
    invitation: await q(sql`select id::text v from invitations where company_id = ${company.id}`),
    user: [admin!.id, manager!.id, employee!.id],
    companyHoliday: await q(sql`select id::text v from company_holidays where company_id = ${company.id}`),
    bankHoliday: [manager_.bankHolidays[0]!.key],
    timeEntry: await q(sql`select id::text v from time_entries where company_id = ${company.id} limit 3`),
    correction: await q(sql`select id::text v from time_entry_corrections where company_id = ${company.id}`),
    session: await q(sql`select id::text v from sessions where user_id = any(${sqlUuids(people)})`),
    checkout: await q(sql`select id::text v from billing_checkouts where company_id = ${company.id}`),
    invoice: await q(sql`select id::text v from billing_invoices where company_id = ${company.id}`),
    dataExport: await q(sql`select id::text v from data_exports where company_id = ${company.id}`),
    file: (
      await q(sql`select coalesce(p.avatar_url, '') v from profiles p
                       join memberships m on m.user_id = p.id and m.company_id = ${company.id} and m.left_on is null
                       union select coalesce(logo_url, '') from companies where id = ${company.id}`)
    )
      .filter(Boolean)
      .map((url) => url.replace(/^\/api\/files\//, '')),
    secret: [new URL(feed.url).searchParams.get('token')!, second.code],
    authPath: [],
  };

  // Every uuid in A's rows, and the secrets its rows keep: none may appear in another company's answers.
  const uuids = new Set<string>();
  const secrets = new Set<string>([...ids.secret, ...ids.file]);
  const tables = await t.db.execute<{ table_name: string; column_name: string; data_type: string }>(
    sql`select table_name, column_name, data_type from information_schema.columns where table_schema = 'public'
        and (column_name = 'company_id' or column_name = 'user_id' or table_name in ('companies', 'users'))`,
  );
  const scoped = new Map<string, string>();
  for (const r of tables.rows) {
    if (r.table_name === 'audit_events' || r.table_name === 'rate_limits') continue;
    if (r.table_name === 'companies') scoped.set(r.table_name, 'id');
    else if (r.table_name === 'users') scoped.set(r.table_name, 'id');
    else if (r.column_name === 'company_id') scoped.set(r.table_name, 'company_id');
    else if (!scoped.has(r.table_name)) scoped.set(r.table_name, 'user_id');
  }
  for (const [table, column] of scoped) {
    const where =
      column === 'id' && table === 'companies'
        ? sql`id = ${company.id}`
        : column === 'company_id'
          ? sql`company_id = ${company.id}`
          : sql`${sql.identifier(column)} = any(${sqlUuids(people)})`;
    const rows = await t.db.execute<Record<string, unknown>>(
      sql`select row_to_json(x)::text as j from ${sql.identifier(table)} x where ${where}`,
    );
    for (const row of rows.rows) {
      const json = String((row as { j: string }).j);
      for (const m of json.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g))
        uuids.add(m[0]);
      const parsed = JSON.parse(json) as Record<string, unknown>;
      for (const [key, value] of Object.entries(parsed)) {
        if (typeof value === 'string' && /token|secret|code|email/i.test(key) && value.length >= 8)
          secrets.add(value);
      }
    }
  }
  return {
    company,
    admin: admin!,
    manager: manager!,
    employee: employee!,
    ids,
    secrets: [...uuids, ...secrets],
    people,
  };
}

const sqlUuids = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;

/** Where a body names company A: its marker word, or one of its ids, e-mails or secrets. */
export function leaksOf(text: string, victim: Victim): string[] {
  const found: string[] = [];
  if (text.toLowerCase().includes(MARKER.toLowerCase())) found.push(MARKER);
  for (const s of victim.secrets) if (text.includes(s)) found.push(s);
  return found;
}
