import type { EmailPreferences } from '@domain/contracts/notifications';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyHolidays, notificationPreferences, timesheetApprovals } from '../../db/schema';
import {
  createTeam,
  createTwoCompanies,
  setCompanyOf,
  type TestTeam,
  type TestUser,
} from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { linkIn } from '../../test/smtp';
import { mondayAfter, vacation } from '../absences/test-support';
import { sendTimesheetReminders } from './notifications.service';
import { signUnsubscribeToken, unsubscribeKey } from './unsubscribe-token';

let t: TestContext;
let a: TestTeam;
let b: TestTeam;
beforeAll(async () => {
  t = await createTestContext({ smtp: true, env: { RATE_LIMIT_MULTIPLIER: '50' } });
  ({ a, b } = await createTwoCompanies(t));
});
afterAll(async () => {
  await t?.close();
});

type Prefs = { preferences: EmailPreferences };
const prefsOf = async (user: TestUser) =>
  (await user.client.get<Prefs>('/api/notifications/preferences')).body.preferences;
const allOn = { requests: true, decisions: true, reminders: true };

/** E-mails queued for an address (read from the job queue, so "none was sent" is certain at once). */
async function queued(to: string, subject: string) {
  const rows = await t.db.execute<{ data: { to: string; subject: string; text: string } }>(
    sql`select data from pgboss.job where name = 'email' and data->>'to' = ${to}`,
  );
  return rows.rows.map((r) => r.data).filter((m) => m.subject.includes(subject));
}

describe('e-mail preferences', () => {
  it('everything is on until the person changes it; each switch is saved on its own', async () => {
    expect(await prefsOf(a.employee)).toEqual(allOn);
    const off = await a.employee.client.patch<{ message: string } & Prefs>('/api/notifications/preferences', {
      reminders: false,
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({
      message: 'Timesheet reminders e-mails turned off',
      preferences: { ...allOn, reminders: false },
    });
    const both = await Promise.all([
      a.employee.client.patch('/api/notifications/preferences', { decisions: false }),
      a.employee.client.patch('/api/notifications/preferences', { requests: false }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await prefsOf(a.employee)).toEqual({ requests: false, decisions: false, reminders: false });
    const on = await a.employee.client.patch<{ message: string }>('/api/notifications/preferences', {
      requests: true,
      decisions: true,
      reminders: true,
    });
    expect(on.body.message).toBe('E-mail preferences saved');
    // Nobody else's changed.
    expect(await prefsOf(a.manager)).toEqual(allOn);
    expect(await prefsOf(b.employee)).toEqual(allOn);
  });

  it('is personal: no user id can be sent, anonymous visitors get 401', async () => {
    expect((await t.anon.get('/api/notifications/preferences')).status).toBe(401);
    expect((await t.anon.patch('/api/notifications/preferences', { reminders: false })).status).toBe(401);
    for (const body of [
      {},
      { reminders: 'no' },
      { userId: a.employee.id, reminders: false },
      { security: false },
    ]) {
      const res = await b.admin.client.patch('/api/notifications/preferences', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await prefsOf(b.admin)).toEqual(allOn);
    expect(await prefsOf(a.employee)).toEqual(allOn);
  });
});

describe('every sender checks them', () => {
  let team: TestTeam;
  beforeAll(async () => {
    team = await createTeam(t, 'Senders');
  });

  it('a new absence request reaches only the approvers who want requests, with a plain-text part and an unsubscribe link', async () => {
    await team.manager.client.patch('/api/notifications/preferences', { requests: false });
    const start = mondayAfter(30);
    const res = await team.employee.client.post('/api/absences', vacation(start, start));
    expect(res.status).toBe(201);
    const mail = await t.smtp!.waitFor(team.admin.email, 'New absence request from');
    expect(mail.text).toContain('Unsubscribe from these e-mails: http://localhost:3000/unsubscribe?token=');
    expect(mail.html).toContain('Unsubscribe from these e-mails');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\/one-click\?token=[^>]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await queued(team.manager.email, 'New absence request')).toEqual([]);
  });

  it('a decision reaches the requester only if they want decisions', async () => {
    await team.employee.client.patch('/api/notifications/preferences', { decisions: false });
    const start = mondayAfter(40);
    const created = await team.employee.client.post<{ absence: { id: string } }>(
      '/api/absences',
      vacation(start, start),
    );
    const res = await team.admin.client.post(`/api/absences/${created.body.absence.id}/reject`, {
      reason: 'Busy',
    });
    expect(res.status).toBe(200);
    expect(await queued(team.employee.email, 'Your absence request was rejected')).toEqual([]);
    await team.employee.client.patch('/api/notifications/preferences', { decisions: true });
    const again = await team.employee.client.post<{ absence: { id: string } }>(
      '/api/absences',
      vacation(mondayAfter(50), mondayAfter(50)),
    );
    await team.admin.client.post(`/api/absences/${again.body.absence.id}/reject`, { reason: 'Still busy' });
    const mail = await t.smtp!.waitFor(team.employee.email, 'Your absence request was rejected');
    expect(mail.text).toContain('token=');
  });
});

describe('unsubscribe links', () => {
  let token: string;
  it('one click on the page turns that category off for that person, without signing in', async () => {
    const start = mondayAfter(60);
    await a.employee.client.post('/api/absences', vacation(start, start));
    const request = await t.smtp!.waitFor(a.manager.email, 'New absence request from');
    const link = new URL(linkIn(request, '/unsubscribe?token='));
    token = link.searchParams.get('token')!;
    expect(token.startsWith(`${a.manager.id}.requests.`)).toBe(true);

    const res = await t.anon.post<{ category: string; message: string }>('/api/notifications/unsubscribe', {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      category: 'requests',
      message:
        'You will no longer receive "Requests to review" e-mails. You can turn them back on in Account Settings.',
    });
    expect(await prefsOf(a.manager)).toEqual({ ...allOn, requests: false });
    // Clicking again is fine.
    expect((await t.anon.post('/api/notifications/unsubscribe', { token })).status).toBe(200);
  });

  it('mail clients’ one-click POST (RFC 8058) works too; a GET only opens the page', async () => {
    const oneClick = signUnsubscribeToken(unsubscribeKey(t.config.authSecret), a.manager.id, 'decisions');
    const url = `/api/notifications/unsubscribe/one-click?token=${encodeURIComponent(oneClick)}`;
    const get = await t.anon.get(url);
    expect(get.status).toBe(303);
    expect(get.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(oneClick)}`);
    expect(await prefsOf(a.manager)).toEqual({ ...allOn, requests: false });
    const post = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(await prefsOf(a.manager)).toEqual({ ...allOn, requests: false, decisions: false });
    // Any other form body is refused.
    const other = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'reminders=off',
    });
    expect(other.statusCode).toBe(400);
  });

  it('a tampered token changes nothing: another person, another category, another signature', async () => {
    const victim = b.employee;
    const [, , mac] = token.split('.');
    const forged = [
      `${victim.id}.requests.${mac}`,
      `${a.manager.id}.reminders.${mac}`,
      `${a.manager.id}.requests.${mac!.slice(0, -2)}AA`,
      `${a.manager.id}.requests`,
      `${a.manager.id}.security.${mac}`,
      signUnsubscribeToken(unsubscribeKey('another secret entirely, 32 chars+'), victim.id, 'requests'),
      'not a token',
    ];
    for (const bad of forged) {
      const res = await t.anon.post('/api/notifications/unsubscribe', { token: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ error: { message: 'This unsubscribe link is not valid.' } });
    }
    expect(await prefsOf(victim)).toEqual(allOn);
    expect((await prefsOf(a.manager)).reminders).toBe(true);
    const extra = await t.anon.post('/api/notifications/unsubscribe', { token, userId: victim.id });
    expect(extra.status).toBe(400);
    expect(await prefsOf(victim)).toEqual(allOn);
  });
});

describe('the monthly timesheet reminder', () => {
  let team: TestTeam;
  let rejected: TestUser;
  let submitted: TestUser;
  const reminders = (to: string) => queued(to, 'Reminder: submit your timesheet for March 2026');

  beforeAll(async () => {
    team = await createTeam(t, 'Remind');
    rejected = team.employee;
    submitted = (await createTeam(t, 'Remind2')).employee;
    await setCompanyOf(t, submitted.id, team.company.id);
    // The other companies are in Honolulu, where the instants below are never a month's last working day.
    await t.db.execute(
      sql`update companies set time_zone = 'Pacific/Honolulu' where id <> ${team.company.id}`,
    );
    await t.db.insert(timesheetApprovals).values([
      {
        companyId: team.company.id,
        userId: submitted.id,
        year: 2026,
        month: 3,
        status: 'submitted',
        submittedAt: new Date(),
      },
      {
        companyId: team.company.id,
        userId: rejected.id,
        year: 2026,
        month: 3,
        status: 'rejected',
        submittedAt: new Date(),
      },
    ]);
    await team.manager.client.patch('/api/notifications/preferences', { reminders: false });
  });

  const deps = () => ({
    db: t.db,
    mailer: t.app.mailer,
    appUrl: t.config.appUrl,
    authSecret: t.config.authSecret,
    log: t.app.log,
  });

  it('is not sent before the last working day, nor before 9:00 on it (company time zone)', async () => {
    // 2026-03-31 is a Tuesday; Madrid is UTC+2 then.
    expect((await sendTimesheetReminders(deps(), new Date('2026-03-30T08:00:00Z'))).sent).toBe(0);
    expect((await sendTimesheetReminders(deps(), new Date('2026-03-31T06:30:00Z'))).sent).toBe(0);
    expect(await reminders(team.admin.email)).toEqual([]);
  });

  it('on the day, once per person and month even when the job runs twice on two servers', async () => {
    const at = new Date('2026-03-31T08:00:00Z');
    const runs = await Promise.all([sendTimesheetReminders(deps(), at), sendTimesheetReminders(deps(), at)]);
    expect(runs.map((r) => r.sent).reduce((x, y) => x + y)).toBe(2);
    expect((await sendTimesheetReminders(deps(), new Date('2026-03-31T15:00:00Z'))).sent).toBe(0);

    const [mail, ...more] = await reminders(team.admin.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('/app/time-tracking?month=2026-03');
    expect(mail!.text).toContain('Unsubscribe from these e-mails');
    expect(await reminders(rejected.email)).toHaveLength(1);
    expect(await reminders(submitted.email)).toEqual([]); // submitted
    expect(await reminders(team.manager.email)).toEqual([]); // turned off
  });

  it("follows the company's holidays and time zone", async () => {
    const closing = await createTeam(t, 'Holiday');
    await t.db
      .update(companies)
      .set({ timeZone: 'Europe/Madrid' })
      .where(eq(companies.id, closing.company.id));
    await t.db
      .insert(companyHolidays)
      .values({ companyId: closing.company.id, name: 'Closing', date: '2026-04-30' });
    const london = await createTeam(t, 'London');
    await t.db
      .update(companies)
      .set({ timeZone: 'Europe/London' })
      .where(eq(companies.id, london.company.id));
    const april = (u: TestUser) => queued(u.email, 'Reminder: submit your timesheet for April 2026');

    // On 30 April at 07:30 UTC it is 09:30 in Madrid, but that day is the company's holiday; in London it
    // is 08:30, too early.
    await sendTimesheetReminders(deps(), new Date('2026-04-30T07:30:00Z'));
    expect(await april(closing.employee)).toEqual([]);
    expect(await april(london.employee)).toEqual([]);
    expect(await april(team.admin)).toHaveLength(1);
    // The closing company's last working day is the 29th; London's turn comes at 09:00 there.
    await sendTimesheetReminders(deps(), new Date('2026-04-29T08:00:00Z'));
    expect(await april(closing.employee)).toHaveLength(1);
    await sendTimesheetReminders(deps(), new Date('2026-04-30T08:30:00Z'));
    expect(await april(london.employee)).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, london.employee.id));
    expect(row).toBeUndefined();
  });
});
