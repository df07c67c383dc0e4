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
