import { LOOKBACK_YEARS } from '@domain/allowance';
import { type IsoDate, todayIn, yearOf } from '@domain/calendar';
import type { CompanyHoliday } from '@domain/contracts/holidays';
import { companyNotFound } from '@domain/errors';
import { DEFAULT_LOCALE, effectiveLocale, type Locale } from '@domain/i18n/locales';
import type { WorkScheduleHistory } from '@domain/work-schedule';
import type { Db } from '../../platform/db';
import type { HolidayRows } from '../holidays/holidays.repository';
import { calendarOf, regionHolidays } from '../holidays/holidays.service';
import { schedulesOf } from '../work-schedules/work-schedules.repository';
import { type CompanyRow, findCompanyContext } from './context.repository';

/**
 * What a request needs to know about its company — name, time zone, holiday region, absence rules, and its
 * holidays for the dates it touches — read once per request and passed down, so no service reads the
 * company row or its calendar twice. Holidays are read by whole years, each year once: with the company row, those
 * of the range the caller names (`holidaysOf`) and, for a request that counts balances (`countedYears`), of every
 * year a balance can count; any other year on first use.
 */
export interface CompanyContext extends CompanyRow {
  readonly companyId: string;
  /** Today in the company's time zone (fixed for the request). */
  readonly today: IsoDate;
  /** The year the company started on Plantel, in its time zone: no balance counts a year before it. */
  readonly startYear: number;
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
   * The request counts holiday balances or a person's absences over the years: the holidays of every year a balance
   * can count (`countedYears`) are read with the company row too.
   */
  countedYears?: boolean;
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

/**
 * The years of holidays a request that counts balances reads with the company row, around the year of `now`: from the
 * first year a carry-over chain can start (domain/allowance.ts LOOKBACK_YEARS) to next year, one more on each side
 * for the company's time zone. A balance counts the holidays of every year since the person joined, and a screen that
 * named only its own range read the calendar of the others in a second statement (issue 16). A company's rows of
 * these years are a few dozen at most (its changed bank holidays and its own); a request that counts no balance does
 * not read them (two sub-selects more made Settings' work schedules 25 % slower).
 */
function countedYears(now: Date) {
  const year = now.getUTCFullYear();
  return { fromYear: year - LOOKBACK_YEARS - 1, toYear: year + 2 };
}

/**
 * The company's holidays kept by whole year: the holiday rows of some years come with the company row and each of
 * those years is made into a calendar when first asked; `read` fetches the years outside them, each year once.
 */
function holidaysByYear(
  kept: { fromYear: number; toYear: number; rows: HolidayRows } | null,
  calendar: (rows: HolidayRows, from: IsoDate, to: IsoDate) => CompanyHoliday[],
  read: (from: IsoDate, to: IsoDate) => Promise<CompanyHoliday[]>,
) {
  const years = new Map<number, CompanyHoliday[]>();

  function keep(fromYear: number, toYear: number, list: CompanyHoliday[]) {
    for (let y = fromYear; y <= toYear; y++) years.set(y, []);
    for (const h of list) years.get(yearOf(h.date))?.push(h);
  }

  /** A year whose rows came with the company: its calendar, from its own rows (a bank holiday's key names its day). */
  function fromKept(year: number): boolean {
    if (!kept || year < kept.fromYear || year > kept.toYear) return false;
    const { from, to } = wholeYears(year, year);
    const own = kept.rows.own.filter((h) => h.date >= from && h.date <= to);
    years.set(year, calendar({ overrides: kept.rows.overrides, own }, from, to));
    return true;
  }

  async function load(fromYear: number, toYear: number) {
    let first = fromYear;
    while (first <= toYear && (years.has(first) || fromKept(first))) first++;
    let last = toYear;
    while (last >= first && (years.has(last) || fromKept(last))) last--;
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

  return { between };
}

export async function loadCompanyContext(
  db: Db,
  companyId: string,
  options: CompanyContextOptions = {},
): Promise<CompanyContext> {
  const { holidaysOf, now = new Date(), reader } = options;
  const ranges = [
    ...(holidaysOf && holidaysOf.from <= holidaysOf.to
      ? [{ fromYear: yearOf(holidaysOf.from), toYear: yearOf(holidaysOf.to) }]
      : []),
    ...(options.countedYears ? [countedYears(now)] : []),
  ];
  const preload =
    ranges.length > 0
      ? {
          fromYear: Math.min(...ranges.map((r) => r.fromYear)),
          toYear: Math.max(...ranges.map((r) => r.toYear)),
        }
      : null;
  const found = await findCompanyContext(db, companyId, {
    holidays: preload ? wholeYears(preload.fromYear, preload.toYear) : undefined,
    reader,
  });
  if (!found) throw companyNotFound();
  const { holidayRows, schedules: scheduleRows, readerLanguage, ...row } = found;
  const locale: Locale = reader ? effectiveLocale(readerLanguage, row.language) : DEFAULT_LOCALE;
  const schedules = schedulesOf(scheduleRows);
  const byYear = holidaysByYear(
    preload && holidayRows ? { ...preload, rows: holidayRows } : null,
    (rows, from, to) => calendarOf(row, rows, from, to, locale),
    (from, to) => regionHolidays(db, companyId, row, from, to, locale),
  );
  return {
    ...row,
    companyId,
    locale,
    today: todayIn(row.timeZone, now),
    startYear: yearOf(todayIn(row.timeZone, row.createdAt)),
    holidays: byYear.between,
    holidayDates: async (from, to) => new Set((await byYear.between(from, to)).map((h) => h.date)),
    scheduleOf: async (userId) => schedules.of(userId),
    companySchedule: async () => schedules.company,
  };
}
