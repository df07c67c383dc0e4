// Issue 14 Deliver 12: the weekly limits of Directive 2003/88 (domain/work-time-rules.ts) are shown where
// the daily warnings are: the month (own and an admin's employee detail) and the files.

import { weekday } from '@domain/calendar';
import type { MonthView } from '@domain/contracts/time-entries';
import { WARNING_LABELS } from '@domain/work-time-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { ownStatements, statementsOf } from '../../test/sql-log';
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

  // The week a month starts in begins in the month before: its entries count (read with the month, in one statement
  // with it since issue 16: the month view is the company and the person's month, nothing more).
  it('the first week of a month counts the days worked in the month before', async () => {
    const { employee } = await createTeam(t, 'weekly-before');
    const [before, month] = [monthFromNow(-4), monthFromNow(-3)];
    for (const m of [before, month])
      await fillMonth(employee.client, m, { skipWeekends: false, skipHolidays: false });
    let view: MonthView | undefined;
    const sent = ownStatements(
      await statementsOf(async () => {
        view = await monthOf(employee.client, month);
      }),
    );
    expect(sent, sent.join('\n')).toHaveLength(2);
    const warned = view!.entries.filter((e) => e.warnings.includes('no_weekly_rest')).map((e) => e.date);
    // Every day of both months worked: each Sunday of the month ends a week without a 24 h rest, its first one too
    // (that week's Monday lies in the month before unless the month starts on a Monday).
    const sundays = view!.entries.map((e) => e.date).filter((d) => weekday(d) === 0);
    expect(warned).toEqual([...new Set(sundays)]);
  });
});
