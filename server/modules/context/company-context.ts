import { type IsoDate, todayIn, yearOf } from '@domain/calendar';
import type { CompanyHoliday } from '@domain/contracts/holidays';
import { notFound } from '@domain/errors';
import type { Db } from '../../platform/db';
import { companyCalendar } from '../holidays/holidays.service';
import { type CompanyRow, findCompanyContext } from './context.repository';

/**
 * What a request needs to know about its company — name, time zone, holiday region, absence rules, and its
 * holidays for the dates it touches — read once per request and passed down, so no service reads the
 * company row or its calendar twice. Holidays are read by whole years, each year once, on first use.
 */
export interface CompanyContext extends CompanyRow {
  readonly companyId: string;
  /** Today in the company's time zone (fixed for the request). */
  readonly today: IsoDate;
  /** The company's holidays from `from` to `to` inclusive, by date (holidays.service `companyCalendar`). */
  holidays(from: IsoDate, to: IsoDate): Promise<CompanyHoliday[]>;
  /** Their dates, for the working-day rules. */
  holidayDates(from: IsoDate, to: IsoDate): Promise<Set<string>>;
}

export async function loadCompanyContext(
  db: Db,
  companyId: string,
  now = new Date(),
): Promise<CompanyContext> {
  const row = await findCompanyContext(db, companyId);
  if (!row) throw notFound('Company not found');
  const years = new Map<number, CompanyHoliday[]>();

  async function load(fromYear: number, toYear: number) {
    let first = fromYear;
    while (first <= toYear && years.has(first)) first++;
    let last = toYear;
    while (last >= first && years.has(last)) last--;
    if (first > last) return;
    const { holidays } = await companyCalendar(db, companyId, `${first}-01-01`, `${last}-12-31`);
    for (let y = first; y <= last; y++) years.set(y, []);
    for (const h of holidays) years.get(yearOf(h.date))?.push(h);
  }

  const holidays = async (from: IsoDate, to: IsoDate) => {
    if (from > to) return [];
    const fromYear = yearOf(from);
    const toYear = yearOf(to);
    await load(fromYear, toYear);
    const out: CompanyHoliday[] = [];
    for (let y = fromYear; y <= toYear; y++) {
      for (const h of years.get(y) ?? []) if (h.date >= from && h.date <= to) out.push(h);
    }
    return out;
  };

  return {
    ...row,
    companyId,
    today: todayIn(row.timeZone, now),
    holidays,
    holidayDates: async (from, to) => new Set((await holidays(from, to)).map((h) => h.date)),
  };
}
