// Issue 12, items 5 to 7: input the contracts must refuse with a clear 400 (years outside what the app
// supports, line breaks in one-line fields), and error answers that show no internals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type TestTeam } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { apiRoutes, send } from './matrix';
import { exampleInput, hints, paramsOf, routeKey, unknownValue, urlOf } from './route-inputs';

let t: TestContext;
let team: TestTeam;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  team = await createTeam(t, 'Inputs');
});
afterAll(async () => {
  await t?.close();
});

/** Sends the route's valid example with `field` (query or body) set to `value`, as the company's admin. */
async function sendWith(route: ReturnType<typeof apiRoutes>[number], field: string, value: unknown) {
  const { input } = exampleInput(route, (kind) => (kind === 'user' ? team.employee.id : unknownValue(kind)));
  const where = paramsOf(route).find((p) => p.name === field && p.in !== 'path')!.in;
  if (where === 'query') input.query = { ...input.query, [field]: value };
  else input.body = { ...(input.body as object), [field]: value };
  return send(t.app, team.admin.client, route.method, urlOf(route, input), input);
}

const messageOf = (text: string) => {
  try {
    return (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text.slice(0, 80);
  } catch {
    return text.slice(0, 80);
  }
};

const routesWith = (field: string) =>
  apiRoutes(t.app).filter((r) => paramsOf(r).some((p) => p.name === field && p.in !== 'path'));

describe('years outside 2000–2100 (item 5)', () => {
  const MONTHS = ['9999-12', '0001-01', '1899-12', '2101-01', '1999-12'];

  it('every route with a month answers 400 with a clear message, never 500', async () => {
    const routes = routesWith('month');
    // schedule, time entries (month, Bulk Apply, Clear Month), submit/approve/reject, team timesheets, export
    expect(routes.map(routeKey).length).toBeGreaterThanOrEqual(9);
    const failures: string[] = [];
    for (const route of routes) {
      for (const month of MONTHS) {
        const res = await sendWith(route, 'month', month);
        const message = messageOf(res.body);
        if (res.statusCode !== 400 || !message.includes('between 2000 and 2100')) {
          failures.push(`${routeKey(route)} month=${month} → ${res.statusCode} ${message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('every route with a date answers such years without a 5xx (no calendar is computed for them)', async () => {
    const failures: string[] = [];
    for (const field of ['date', 'from', 'to', 'startDate', 'endDate']) {
      for (const route of routesWith(field)) {
        for (const date of ['9999-12-31', '0001-01-01', '1899-12-31', '2101-01-01', '1999-12-31']) {
          const res = await sendWith(route, field, date);
          if (res.statusCode >= 500) {
            failures.push(`${routeKey(route)} ${field}=${date} → ${res.statusCode} ${messageOf(res.body)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('one-line fields refuse line breaks and control characters (item 6)', () => {
  // Names, positions, company and holiday names end up in notification e-mails, some in the subject.
  const ONE_LINE_FIELDS = ['firstName', 'lastName', 'companyName', 'name', 'position', 'customName'];
  const FAKE_LINES = [
    'Ana\r\nBcc: all@evil.test',
    'Ana\nGarcía',
    'Ana\rGarcía',
    'Ana\tGarcía',
    'Ana\u2028García',
    'Ana\u0085García',
    'Ana\u007fGarcía',
    'Ana\u001bGarcía',
  ];

  it('every route with one refuses them with 400 "… must be a single line of text", and nothing changes', async () => {
    const checked: string[] = [];
    const failures: string[] = [];
    for (const field of ONE_LINE_FIELDS) {
      for (const route of routesWith(field)) {
        checked.push(`${routeKey(route)} ${field}`);
        for (const value of FAKE_LINES) {
          const res = await sendWith(route, field, value);
          const message = messageOf(res.body);
          if (res.statusCode !== 400 || !message.includes('must be a single line of text')) {
            failures.push(
              `${routeKey(route)} ${field}=${JSON.stringify(value)} → ${res.statusCode} ${message}`,
            );
          }
        }
      }
    }
    // Sign-up, invited sign-up, invitations, profile, company, company and bank holidays.
    expect(checked).toEqual(
      expect.arrayContaining([
        'POST /api/accounts/sign-up firstName',
        'POST /api/accounts/sign-up companyName',
        'POST /api/invitations name',
        'POST /api/invitations position',
        'PATCH /api/profile lastName',
        'PATCH /api/company name',
        'POST /api/holidays/company name',
        'PATCH /api/holidays/bank/:key customName',
      ]),
    );
    expect(failures).toEqual([]);
    const me = await team.admin.client.get<{ profile: { firstName: string } }>('/api/me');
    expect(me.body.profile.firstName).toBe('Inputs-admin');
  });

  it('multi-line fields keep their line breaks, and e-mails show them as text, never as HTML or headers', async () => {
    const reason = 'Family matters\nBcc: all@evil.test\n<a href="https://evil.test">click</a>';
    const day = hints().startDate![0] as string; // a Monday a few months ahead
    const created = await team.employee.client.post<{ absence: { id: string } }>('/api/absences', {
      absenceType: 'vacation',
      startDate: day,
      endDate: day,
      reason,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const listed = await team.employee.client.get<{ absences: { id: string; reason: string }[] }>(
      '/api/absences/mine',
    );
    expect(listed.body.absences.find((a) => a.id === created.body.absence.id)?.reason).toBe(reason);
    let mail: ReturnType<typeof t.app.mailer.devMailbox>[number] | undefined;
    await expect
      .poll(
        () => {
          mail = t.app.mailer.devMailbox().find((m) => m.text.includes('Family matters'));
          return mail;
        },
        { timeout: 10_000 },
      )
      .toBeDefined();
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.headers ?? {}).not.toHaveProperty('Bcc');
    expect(mail!.html).toContain(
      'Family matters<br>Bcc: all@evil.test<br>&lt;a href=&quot;https://evil.test&quot;&gt;',
    );
    expect(mail!.html).not.toContain('<a href="https://evil.test"');
  });
});

describe('error answers (item 7)', () => {
  it('a body nested too deeply is refused with a message that says so', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = { a: deep };
    for (const url of ['/api/accounts/password-reset', '/api/auth/sign-in/email', '/api/profile']) {
      const res = await team.employee.client.request<{ error: { code: string; message: string } }>(
        url === '/api/profile' ? 'PATCH' : 'POST',
        url,
        { firstName: deep },
      );
      expect(res.status, url).toBe(400);
      expect(res.body.error.message, url).toBe('The request is nested too deeply.');
    }
    // The character check keeps its own message.
    const nul = await team.employee.client.patch<{ error: { message: string } }>('/api/profile', {
      firstName: 'A\u0000',
    });
    expect(nul.body.error.message).toBe('The request contains a character that is not allowed (U+0000).');
  });
});
