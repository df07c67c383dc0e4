import { type IsoDate, todayIn, yearOf } from '@domain/calendar';
import type { CompanyHoliday } from '@domain/contracts/holidays';
import { companyNotFound } from '@domain/errors';
import { DEFAULT_LOCALE, effectiveLocale, type Locale } from '@domain/i18n/locales';
import type { WorkScheduleHistory } from '@domain/work-schedule';
import type { Db } from '../../platform/db';
import { calendarOf, regionHolidays } from '../holidays/holidays.service';
import { schedulesOf } from '../work-schedules/work-schedules.repository';
import { type CompanyRow, findCompanyContext } from './context.repository';

/**
 * What a request needs to know about its company — name, time zone, holiday region, absence rules, and its
 * holidays for the dates it touches — read once per request and passed down, so no service reads the
 * company row or its calendar twice. Holidays are read by whole years, each year once: on first use, or
 * with the company row when the caller names the range it will need (`holidaysOf`).
 */
export interface CompanyContext extends CompanyRow {
  readonly companyId: string;
  /** Today in the company's time zone (fixed for the request). */
  readonly today: IsoDate;
  /**
   * The language the bank holidays are named in: the reader's (`reader` option: their own, else the company's),
   * else English.
   */
  readonly locale: Locale;
  /** The company's holidays from `from` to `to` inclusive, by date (holidays.service `calendarOf`). */
  holidays(from: IsoDate, to: IsoDate): Promise<CompanyHoliday[]>;
  /** Their dates, for the working-day rules. */
  holidayDates(from: IsoDate, to: IsoDate): Promise<Set<string>>;
  /**
   * A person's work schedule with the company's (domain/work-schedule.ts): every pattern of the company and its
   * people comes with the company row, for every person the request counts.
   */
  scheduleOf(userId: string): Promise<WorkScheduleHistory>;
  /** The company's default week alone: its business days (how long a review has waited). */
  companySchedule(): Promise<WorkScheduleHistory>;
}

export interface CompanyContextOptions {
  /** "Now" of the request (today is computed from it). */
  now?: Date;
  /** Holidays the request will need: their whole years are read in the same query as the company. */
  holidaysOf?: { from: IsoDate; to: IsoDate };
  /**
   * Who reads the holidays' names (a screen or a file shows them): the bank holidays are named in their
   * language, their own else the company's, read beside the company row. Without it: English (the counting
   * rules need dates only).
   */
  reader?: string;
}

const wholeYears = (fromYear: number, toYear: number) => ({
  from: `${fromYear}-01-01`,
  to: `${toYear}-12-31`,
});

/** The company's holidays kept by whole year: `read` fetches the years not kept yet, each year once. */
function holidaysByYear(read: (from: IsoDate, to: IsoDate) => Promise<CompanyHoliday[]>) {
  const years = new Map<number, CompanyHoliday[]>();

  function keep(fromYear: number, toYear: number, list: CompanyHoliday[]) {
    for (let y = fromYear; y <= toYear; y++) years.set(y, []);
    for (const h of list) years.get(yearOf(h.date))?.push(h);
  }

  async function load(fromYear: number, toYear: number) {
    let first = fromYear;
    while (first <= toYear && years.has(first)) first++;
    let last = toYear;
    while (last >= first && years.has(last)) last--;
    if (first > last) return;
    const range = wholeYears(first, last);
    keep(first, last, await read(range.from, range.to));
  }

  async function between(from: IsoDate, to: IsoDate) {
    if (from > to) return [];
    const fromYear = yearOf(from);
    const toYear = yearOf(to);
    await load(fromYear, toYear);
    const out: CompanyHoliday[] = [];
    for (let y = fromYear; y <= toYear; y++) {
      for (const h of years.get(y) ?? []) if (h.date >= from && h.date <= to) out.push(h);
    }
    return out;
  }

  return { keep, between };
}

export async function loadCompanyContext(
  db: Db,
  companyId: string,
  options: CompanyContextOptions = {},
): Promise<CompanyContext> {
  const { holidaysOf, now = new Date(), reader } = options;
  const preload =
    holidaysOf && holidaysOf.from <= holidaysOf.to
      ? wholeYears(yearOf(holidaysOf.from), yearOf(holidaysOf.to))
      : undefined;
  const found = await findCompanyContext(db, companyId, { holidays: preload, reader });
  if (!found) throw companyNotFound();
  const { holidayRows, schedules: scheduleRows, readerLanguage, ...row } = found;
  const locale: Locale = reader ? effectiveLocale(readerLanguage, row.language) : DEFAULT_LOCALE;
  const schedules = schedulesOf(scheduleRows);
  const byYear = holidaysByYear((from, to) => regionHolidays(db, companyId, row, from, to, locale));
  if (preload && holidayRows) {
    byYear.keep(
      yearOf(preload.from),
      yearOf(preload.to),
      calendarOf(row, holidayRows, preload.from, preload.to, locale),
    );
  }
  return {
    ...row,
    companyId,
    locale,
    today: todayIn(row.timeZone, now),
    holidays: byYear.between,
    holidayDates: async (from, to) => new Set((await byYear.between(from, to)).map((h) => h.date)),
    scheduleOf: async (userId) => schedules.of(userId),
    companySchedule: async () => schedules.company,
  };
}
