// Helpers for the time-entries and timesheets integration tests (not a test file itself).
import { addMonths, todayIn } from '@domain/calendar';
import type { EntryWriteResponse, MonthView } from '@domain/contracts/time-entries';
import { type MonthSnapshot, monthlySummary } from '@domain/timesheets';
import { holidayDates } from '../../modules/holidays/holidays.service';
import type { TestClient } from '../../test/harness';

export const today = () => todayIn('Europe/Madrid');
export const thisMonth = () => today().slice(0, 7);
/** A month relative to the current one (its past days are all before today when months < 0). */
export const monthFromNow = (months: number) => addMonths(thisMonth(), months);

export const entry = (
  date: string,
  from: string,
  to: string | null,
  extra: Record<string, unknown> = {},
) => ({
  clockIn: `${date}T${from}`,
  clockOut: to ? `${date}T${to}` : null,
  ...extra,
});

export type Write = EntryWriteResponse;

export async function monthOf(client: TestClient, month: string) {
  const res = await client.get<MonthView>(`/api/time-entries/month?month=${month}`);
  if (res.status !== 200) throw new Error(`month ${month}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The Monthly Summary as the page computes it from the month answer. */
export function summaryOf(view: MonthView) {
  return monthlySummary({
    month: view.month,
    holidays: holidayDates(view.holidays),
    absences: view.absences,
    entries: view.entries,
    schedule: view.schedule,
  });
}

export async function fillMonth(client: TestClient, month: string, extra: Record<string, unknown> = {}) {
  const res = await client.post<{ created: number; deleted: number }>('/api/time-entries/bulk-apply', {
    month,
    clockIn: '09:00',
    clockOut: '17:00',
    breakStart: '12:00',
    breakEnd: '13:00',
    ...extra,
  });
  if (res.status !== 200) throw new Error(`bulk apply ${month}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A snapshot for approval rows written directly by a test (every approved row carries one). */
export const APPROVED_SNAPSHOT: MonthSnapshot = {
  version: 1,
  summary: {
    workingDays: 0,
    coveredDays: 0,
    absenceDays: 0,
    daysWorked: 0,
    totalHours: 0,
    expectedHours: 0,
    variance: 0,
    averageHoursPerDay: 0,
    completion: 100,
  },
  days: [],
};
