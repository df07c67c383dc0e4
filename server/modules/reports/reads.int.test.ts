// Issue 16: a report reads each table it needs once. The work schedules serve the expected hours and the
// balances' working days: read once, through the company context, for both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { ownStatements, readsCompanyCalendar, readsCompanyRow, statementsOf } from '../../test/sql-log';
import { fillMonth, monthFromNow } from '../time-entries/test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

const COMPANY_SCHEDULES = /\bfrom\s+"company_work_schedules"/i;
const MEMBER_SCHEDULES = /\bfrom\s+"member_work_schedules"/i;

describe('a report', () => {
  it('reads the company, its calendar and the work schedules once', async () => {
    const { admin, employee } = await createTeam(t, 'report-reads');
    const month = monthFromNow(-1);
    await fillMonth(employee.client, month);
    const [y, m] = month.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    let status = 0;
    const sent = await statementsOf(async () => {
      status = (await admin.client.get(`/api/reports?from=${month}-01&to=${month}-${last}`)).status;
    });
    expect(status).toBe(200);
    const shown = sent.map((s) => s.replace(/\s+/g, ' ').slice(0, 120)).join('\n');
    expect(sent.filter(readsCompanyRow), shown).toHaveLength(1);
    expect(sent.filter(readsCompanyCalendar).length, shown).toBeLessThanOrEqual(1);
    expect(
      sent.filter((s) => COMPANY_SCHEDULES.test(s)),
      shown,
    ).toHaveLength(1);
    expect(
      sent.filter((s) => MEMBER_SCHEDULES.test(s)),
      shown,
    ).toHaveLength(1);
    // Issue 16: the company (with its calendar and schedules), the members, the period's rows (membership
    // periods, approved absences, hours per day: three statements before) and the balances.
    const own = ownStatements(sent);
    expect(own, shown).toHaveLength(4);
  });
});
