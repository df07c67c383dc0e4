// Issue 14 Deliver 12: the weekly limits of Directive 2003/88 (domain/work-time-rules.ts) are shown where
// the daily warnings are: the month (own and an admin's employee detail) and the files.

import { weekday } from '@domain/calendar';
import type { MonthView } from '@domain/contracts/time-entries';
import { WARNING_LABELS } from '@domain/work-time-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { fillMonth, monthFromNow, monthOf } from './test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

describe('weekly rest', () => {
  it('seven days a week: the Sunday of each full week of the month says there was no 24 h rest', async () => {
    const { employee, admin } = await createTeam(t, 'weekly');
    const month = monthFromNow(-2);
    // Every day of the month 09:00–17:00 (1 h break): rests of 16 h only.
    await fillMonth(employee.client, month, { skipWeekends: false, skipHolidays: false });
    const view = await monthOf(employee.client, month);
    const warned = view.entries.filter((e) => e.warnings.includes('no_weekly_rest'));
    // The weeks cut by the month's ends rest for an unknown time before or after: only the full weeks
    // inside the month (at least two in any month) are warned, each once, on its Sunday.
    expect(warned.length).toBeGreaterThanOrEqual(2);
    expect(warned.map((e) => weekday(e.date))).toEqual(warned.map(() => 0));
    // Eight hours a day are within the daily limits, and 7 × 7 h = 49 h a week for at most 6 weeks
    // stays far below a 17-week average of 48 h: no other warning.
    expect(view.entries.flatMap((e) => e.warnings.filter((w) => w !== 'no_weekly_rest'))).toEqual([]);

    const detail = await admin.client.get<MonthView>(`/api/team-timesheets/${employee.id}?month=${month}`);
    expect(detail.body.entries).toEqual(view.entries);
    const csv = await employee.client.request('GET', `/api/timesheets/export?month=${month}&format=csv`);
    expect(String(csv.body)).toContain(WARNING_LABELS.no_weekly_rest);
    const bulk = await admin.client.request('GET', `/api/team-timesheets/export?month=${month}`);
    expect(String(bulk.body)).toContain(WARNING_LABELS.no_weekly_rest);
  });
});
