// Issue 14, "Times that do not exist": a typed local time in the company's zone (Madrid here) that the
// spring change skips is refused, one that the autumn change repeats is asked about (first or second
// occurrence), on every path that turns typed times into instants. Nothing is stored when refused.

import { addDays, formatDisplayDate, weekday } from '@domain/calendar';
import type { Correction, MonthView } from '@domain/contracts/time-entries';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeEntries } from '../../db/schema';
import { createTeam } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { fillMonth, monthOf, today, type Write } from './test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '50' } });
});
afterAll(async () => {
  await t?.close();
});

/** The last Sunday of a month (`yyyy-MM` with 31 days): the EU's daylight-saving Sundays. */
function lastSunday(month: string) {
  let day = `${month}-31`;
  while (weekday(day) !== 0) day = addDays(day, -1);
  return day;
}

// This year's Sundays, so the days stay within the reach of entries (two years around today); in 2026 the
// 29th of March and the 25th of October. The EU changes at 01:00Z on both: Madrid's clocks go 02:00 → 03:00
// in March (CET → CEST) and 03:00 → 02:00 in October (CEST → CET).
const YEAR = today().slice(0, 4);
const SPRING = lastSunday(`${YEAR}-03`);
const AUTUMN = lastSunday(`${YEAR}-10`);
const MISSING = `02:30 does not exist on ${formatDisplayDate(SPRING)}: the clocks go forward from 02:00 to 03:00`;
const TWICE = `02:30 happens twice on ${formatDisplayDate(AUTUMN)}: the first time (summer time) or the second (winter time)?`;

type ErrorReply = { error: { code: string; message: string; reason?: string; fields?: unknown[] } };

const storedOf = (userId: string) => t.db.select().from(timeEntries).where(eq(timeEntries.userId, userId));

describe('a time that does not exist (defect: 02:30 on the spring-forward day stored as 03:30)', () => {
  it('refuses 02:30 on the last Sunday of March (29 Mar in 2026) with a message on its field, and stores nothing', async () => {
    const { employee } = await createTeam(t, 'spring');
    const res = await employee.client.post<ErrorReply>('/api/time-entries', {
      clockIn: `${SPRING}T02:30`,
      clockOut: `${SPRING}T10:00`,
    });
    // Before the fix: 201 with clockIn "…T03:30" (01:30Z): a time nobody typed, silently.
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: MISSING,
      fields: [{ field: 'clockIn', message: MISSING }],
    });
    expect(res.body.error.reason).toBeUndefined();
    expect(await storedOf(employee.id)).toEqual([]);
  });

  it('refuses a break start and a changed clock-out that do not exist; the entry stays as it was', async () => {
    const { employee } = await createTeam(t, 'spring-edit');
    const withBreak = await employee.client.post<ErrorReply>('/api/time-entries', {
      clockIn: `${SPRING}T00:00`,
      clockOut: `${SPRING}T08:00`,
      breaks: [{ start: `${SPRING}T02:15`, end: `${SPRING}T03:15` }],
    });
    expect(withBreak.status).toBe(400);
    expect(withBreak.body.error.fields).toEqual([
      {
        field: 'breaks.0.start',
        message: `02:15 does not exist on ${formatDisplayDate(SPRING)}: the clocks go forward from 02:00 to 03:00`,
      },
    ]);

    // 00:00 CET = 23:00Z, 01:00 CET = 00:00Z: an ordinary night entry of one hour.
    const created = await employee.client.post<Write>('/api/time-entries', {
      clockIn: `${SPRING}T00:00`,
      clockOut: `${SPRING}T01:00`,
    });
    expect(created.status).toBe(201);
    const moved = await employee.client.patch<ErrorReply>(`/api/time-entries/${created.body.entry!.id}`, {
      clockIn: `${SPRING}T00:00`,
      clockOut: `${SPRING}T02:30`,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.error.fields).toEqual([{ field: 'clockOut', message: MISSING }]);
    const [row] = await storedOf(employee.id);
    expect(row?.clockOut?.toISOString()).toBe(`${SPRING}T00:00:00.000Z`);
  });

  it('an occurrence chosen does not make a missing time exist', async () => {
    const { employee } = await createTeam(t, 'spring-choice');
    const res = await employee.client.post<ErrorReply>('/api/time-entries', {
      clockIn: `${SPRING}T02:30`,
      clockOut: `${SPRING}T10:00`,
      occurrences: { clockIn: 'first' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MISSING);
  });
});

describe('an ambiguous time (02:30 twice on the last Sunday of October) is asked about', () => {
  it('answers 400 with reason ambiguous_time naming the field, then stores the first occurrence as 00:30Z', async () => {
    const { employee } = await createTeam(t, 'autumn');
    const times = { clockIn: `${AUTUMN}T02:30`, clockOut: `${AUTUMN}T10:00` };
    const asked = await employee.client.post<ErrorReply>('/api/time-entries', times);
    expect(asked.status).toBe(400);
    expect(asked.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'ambiguous_time',
      message: TWICE,
      fields: [{ field: 'clockIn', message: TWICE }],
    });
    expect(await storedOf(employee.id)).toEqual([]);

    const first = await employee.client.post<Write>('/api/time-entries', {
      ...times,
      occurrences: { clockIn: 'first' },
    });
    expect(first.status).toBe(201);
    // 02:30 CEST (UTC+2) = 00:30Z; 10:00 CET (UTC+1) = 09:00Z; 00:30Z → 09:00Z = 8.5 h.
    expect(first.body.entry).toMatchObject({
      clockIn: `${AUTUMN}T02:30`,
      clockInAt: `${AUTUMN}T00:30:00.000Z`,
      totalHours: 8.5,
    });
    const [row] = await storedOf(employee.id);
    expect(row?.clockIn.toISOString()).toBe(`${AUTUMN}T00:30:00.000Z`);
    const view: MonthView = await monthOf(employee.client, AUTUMN.slice(0, 7));
    expect(view.entries.map((e) => [e.clockIn, e.clockOut])).toEqual([
      [`${AUTUMN}T02:30`, `${AUTUMN}T10:00`],
    ]);

    // The second occurrence: 02:30 CET = 01:30Z, 01:30Z → 09:00Z = 7.5 h.
    const second = await employee.client.patch<Write>(`/api/time-entries/${row!.id}`, {
      ...times,
      occurrences: { clockIn: 'second' },
    });
    expect(second.status).toBe(200);
    expect(second.body.entry).toMatchObject({ clockInAt: `${AUTUMN}T01:30:00.000Z`, totalHours: 7.5 });
  });

  it('refuses occurrences for a field the entry does not have (strict body)', async () => {
    const { employee } = await createTeam(t, 'autumn-strict');
    const res = await employee.client.post<ErrorReply>('/api/time-entries', {
      clockIn: `${AUTUMN}T02:30`,
      clockOut: `${AUTUMN}T10:00`,
      occurrences: { notes: 'first' },
    });
    expect(res.status).toBe(400);
    const other = await employee.client.post<ErrorReply>('/api/time-entries', {
      clockIn: `${AUTUMN}T02:30`,
      clockOut: `${AUTUMN}T10:00`,
      occurrences: { clockIn: 'third' },
    });
    expect(other.status).toBe(400);
    expect(await storedOf(employee.id)).toEqual([]);
  });

  it('a correction request of a submitted month asks the same question, then carries the chosen instant', async () => {
    const { employee } = await createTeam(t, 'autumn-correction');
    const month = AUTUMN.slice(0, 7);
    await fillMonth(employee.client, month); // weekdays only: the Sunday stays empty
    expect((await employee.client.post('/api/timesheets/submit', { month })).status).toBe(200);
    const times = {
      clockIn: `${AUTUMN}T01:00`,
      clockOut: `${AUTUMN}T06:00`,
      breaks: [{ start: `${AUTUMN}T02:30`, end: `${AUTUMN}T03:00` }],
    };
    const asked = await employee.client.post<ErrorReply>('/api/time-entries', times);
    expect(asked.status).toBe(400);
    expect(asked.body.error).toMatchObject({
      reason: 'ambiguous_time',
      fields: [{ field: 'breaks.0.start', message: TWICE }],
    });
    const sent = await employee.client.post<{ outcome: string; correction: Correction }>(
      '/api/time-entries',
      {
        ...times,
        occurrences: { 'breaks.0.start': 'second' },
      },
    );
    expect(sent.status).toBe(202);
    // 01:00 CEST = 23:00Z, 06:00 CET = 05:00Z: 6 h of wall time; the break 02:30 CET (01:30Z) → 03:00 CET
    // (02:00Z) is 30 min: 5.5 h.
    expect(sent.body).toMatchObject({
      outcome: 'correction_requested',
      correction: { clockIn: `${AUTUMN}T01:00`, totalHours: 5.5 },
    });
  });
});

describe('Bulk Apply on a daylight-saving Sunday', () => {
  it('refuses times that do not exist on a day it would fill, naming the day; nothing is stored', async () => {
    const { employee } = await createTeam(t, 'bulk-spring');
    const body = { month: SPRING.slice(0, 7), clockIn: '02:30', clockOut: '10:00', skipWeekends: false };
    const res = await employee.client.post<ErrorReply>('/api/time-entries/bulk-apply', body);
    expect(res.status).toBe(400);
    const message = `${MISSING}. Choose other times, or enter that day by hand first and apply to empty days only.`;
    expect(res.body.error).toMatchObject({ message, fields: [{ field: 'clockIn', message }] });
    expect(await storedOf(employee.id)).toEqual([]);
    // Weekends skipped (the default), the Sunday is not filled and the month applies.
    const weekdays = await employee.client.post('/api/time-entries/bulk-apply', {
      ...body,
      skipWeekends: true,
    });
    expect(weekdays.status).toBe(200);
  });

  it('refuses a time that happens twice on a day it would fill (it cannot ask per day)', async () => {
    const { employee } = await createTeam(t, 'bulk-autumn');
    const res = await employee.client.post<ErrorReply>('/api/time-entries/bulk-apply', {
      month: AUTUMN.slice(0, 7),
      clockIn: '00:00',
      clockOut: '08:00',
      breakStart: '02:30',
      breakEnd: '02:45',
      skipWeekends: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      {
        field: 'breakStart',
        message: `02:30 happens twice on ${formatDisplayDate(AUTUMN)} (the clocks go back an hour), and Bulk Apply cannot ask which. Choose other times, or enter that day by hand first and apply to empty days only.`,
      },
      {
        field: 'breakEnd',
        message: `02:45 happens twice on ${formatDisplayDate(AUTUMN)} (the clocks go back an hour), and Bulk Apply cannot ask which. Choose other times, or enter that day by hand first and apply to empty days only.`,
      },
    ]);
    expect(await storedOf(employee.id)).toEqual([]);
  });
});
