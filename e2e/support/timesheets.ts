import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { MonthView } from '../../domain/contracts/time-entries';
import { monthlySummary } from '../../domain/timesheets';
import { expect } from './fixtures';

const pad = (n: number) => String(n).padStart(2, '0');

/** A month relative to this one, `yyyy-MM` (the browser and the company are both in Europe here). */
export function monthFromNow(months: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth() + months, 1);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
}

/** The month as the signed-in person of the page sees it, and its summary by the product's own rule. */
export async function monthFigures(page: Page, month: string) {
  const res = await page.request.get(`/api/time-entries/month?month=${month}`);
  expect(res.status()).toBe(200);
  const view = (await res.json()) as MonthView;
  const summary = monthlySummary({
    month,
    holidays: new Set(view.holidays.map((h) => h.date)),
    absences: view.absences,
    entries: view.entries,
    schedule: view.schedule,
  });
  return { view, summary };
}

/** The first working day of the month (Monday to Friday, not a holiday). */
export function firstWorkingDay(view: MonthView): string {
  const holidays = new Set(view.holidays.map((h) => h.date));
  for (let day = 1; day <= 31; day++) {
    const date = `${view.month}-${pad(day)}`;
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !holidays.has(date)) return date;
  }
  throw new Error(`no working day in ${view.month}`);
}

export const dayRow = (page: Page, date: string): Locator => page.locator(`li[data-date="${date}"]`);

/** Clicks a button that downloads a file; returns its name and bytes. */
export async function downloadOf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/** A tile of the Monthly Summary by its label. */
export const tile = (page: Page, label: string) =>
  page
    .getByTestId('summary-tiles')
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) });

/**
 * Settings → Team as an admin: gives a person a Monday/Wednesday/Friday week of 8 h from the first day of
 * the current month (the dialog's default start).
 */
export async function setThreeDayWeek(admin: Page, name: string) {
  await admin.goto('/app/settings?tab=team');
  const trigger = admin.getByRole('button', { name: `Work schedule of ${name}` });
  await expect(trigger).toHaveText('40 h/week');
  await trigger.click();
  const dialog = admin.getByRole('dialog', { name: 'Work Schedule' });
  await dialog.getByRole('checkbox', { name: 'Follow the company default' }).click();
  await dialog.getByLabel('Hours on Tuesday').fill('0');
  await dialog.getByLabel('Hours on Thursday').fill('0');
  await expect(dialog.getByText('24 h', { exact: true })).toBeVisible();
  return {
    dialog,
    save: async () => {
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(admin.getByText('Work schedule updated successfully')).toBeVisible();
      await expect(trigger).toHaveText('24 h/week');
    },
  };
}

/** The employee fills their month with Bulk Apply; their month reaches 100 % on their own working days. */
export async function fillMonthToComplete(employee: Page, month: string) {
  await employee.goto(`/app/time-tracking?month=${month}`);
  await expect(employee.getByRole('heading', { name: 'Monthly Summary' })).toBeVisible();
  await employee.getByRole('button', { name: 'Bulk Apply' }).click();
  await employee
    .getByRole('dialog', { name: 'Bulk Apply Times' })
    .getByRole('button', { name: 'Apply to Month' })
    .click();
  await expect(employee.getByText('Entries Applied')).toBeVisible();
  await expect(employee.getByTestId('timesheet-status')).toHaveText('Ready for Submission');
  const { view, summary } = await monthFigures(employee, month);
  expect(summary.completion).toBe(100);
  // Only Mondays, Wednesdays and Fridays were filled and count: 7 h each (Bulk Apply's default day).
  const weekdays = new Set(view.entries.map((e) => new Date(`${e.date}T12:00:00Z`).getUTCDay()));
  expect([...weekdays].sort()).toEqual([1, 3, 5]);
  expect(summary.expectedHours).toBe(summary.workingDays * 8);
  await expect(tile(employee, 'Working Days')).toContainText(String(summary.workingDays));
  await expect(tile(employee, 'Expected Hours')).toContainText(`${(summary.workingDays * 8).toFixed(1)}h`);
  return { view, summary };
}
