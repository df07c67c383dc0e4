// Calendar arithmetic on `yyyy-MM-dd` strings, shared by the server, the client and the time-tracking
// rules, done by date-fns on UTCDate (@date-fns/utc): a Date whose "local" getters and setters are the
// UTC ones. A calendar date is a date wherever the reader is: it never goes through a local-time Date
// (which would move it by a day for a reader far from UTC, or skip it where a zone skipped a day), and
// "today" is always asked for in a named time zone (the company's), through TZDate (@date-fns/tz).

import { TZDate } from '@date-fns/tz';
import { UTCDate } from '@date-fns/utc';
import { addMonths as addMonthsTo, addYears as addYearsTo, formatISO, getDaysInMonth } from 'date-fns';
import { formatterFor } from './i18n/format';
import type { Locale } from './i18n/locales';

/** A calendar date `yyyy-MM-dd`. */
export type IsoDate = string;
/** A calendar month `yyyy-MM`. */
export type IsoMonth = string;

/**
 * The years the app works with: bank-holiday data, allowances, reports and every month a screen can show.
 * A request for another year is refused with a clear message, never computed.
 */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function isoMonth(year: number, month: number): IsoMonth {
  return `${pad(year, 4)}-${pad(month)}`;
}

const DAY_MS = 86_400_000;

/**
 * The day number of a `yyyy-MM-dd` calendar date (days since 1970-01-01), or null when it is not one: the
 * arithmetic of days (adding, counting, walking a range, the weekday) is done on it. UTC has no clock changes, so
 * a day is exactly 86,400,000 ms: the same results as date-fns on UTCDate (calendar.test.ts compares them every
 * day of 2000–2100), without building a UTCDate per day, which was most of the working-day counting's time.
 * Date.UTC rolls 30 February over into March, so a date that does not exist comes back as another day: refused.
 */
function dayNumberOf(value: string): number | null {
  const known = dayNumbers.get(value);
  if (known !== undefined) return known;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const month = Number(match[2]) - 1;
  const day = Number(match[3]);
  const ms = Date.UTC(Number(match[1]), month, day);
  const date = new Date(ms);
  if (date.getUTCMonth() !== month || date.getUTCDate() !== day) return null;
  const found = ms / DAY_MS;
  if (found >= FIRST_DAY && found <= LAST_DAY) dayNumbers.set(value, found);
  return found;
}

// The days of FIRST_YEAR–LAST_YEAR are remembered both ways once met (at most 36,890 of each, ~3 MB): counting
// working days reads the same few hundred dates again and again, and each reading built a Date and a string.
const FIRST_DAY = Date.UTC(FIRST_YEAR, 0, 1) / DAY_MS;
const LAST_DAY = Date.UTC(LAST_YEAR, 11, 31) / DAY_MS;
const dayNumbers = new Map<string, number>();
const isoDays = new Array<IsoDate | undefined>(LAST_DAY - FIRST_DAY + 1);

function dayNumber(date: IsoDate): number {
  const found = dayNumberOf(date);
  if (found === null) throw new RangeError(`Not a yyyy-MM-dd calendar date: ${date}`);
  return found;
}

/** The calendar date of a day number. */
function isoOfDay(day: number): IsoDate {
  if (day < FIRST_DAY || day > LAST_DAY) return new Date(day * DAY_MS).toISOString().slice(0, 10);
  let iso = isoDays[day - FIRST_DAY];
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoDays[day - FIRST_DAY] = iso;
  }
  return iso;
}

/** True for a real calendar date in the `yyyy-MM-dd` form (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  return dayNumberOf(value) !== null;
}

export function isIsoMonth(value: string): boolean {
  const match = ISO_MONTH.exec(value);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

export function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } {
  dayNumber(date);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

export function parseIsoMonth(month: IsoMonth): { year: number; month: number } {
  if (!isIsoMonth(month)) throw new RangeError(`Not a yyyy-MM month: ${month}`);
  return { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) };
}

/** The calendar date as a UTCDate (midnight UTC), for date-fns. */
function toDate(date: IsoDate): UTCDate {
  return new UTCDate(dayNumber(date) * DAY_MS);
}

const firstOfMonth = (month: IsoMonth): UTCDate => {
  const { year, month: m } = parseIsoMonth(month);
  return new UTCDate(year, m - 1, 1);
};

const fromDate = (date: Date): IsoDate => formatISO(date, { representation: 'date' });
/** The date of a UTCDate (midnight UTC): its ISO form's date, as formatISO gives it, without building another. */
const fromUtcDate = (date: UTCDate): IsoDate => date.toISOString().slice(0, 10);

export function addDays(date: IsoDate, days: number): IsoDate {
  return isoOfDay(dayNumber(date) + days);
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay (1 January 1970, day 0, was a Thursday). */
export function weekday(date: IsoDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

export function isWeekend(date: IsoDate): boolean {
  const day = weekday(date);
  return day === 0 || day === 6;
}

export function yearOf(date: IsoDate): number {
  return parseIsoDate(date).year;
}

export function monthOf(date: IsoDate): IsoMonth {
  parseIsoDate(date);
  return date.slice(0, 7);
}

export function daysInMonth(year: number, month: number): number {
  return getDaysInMonth(new UTCDate(year, month - 1, 1));
}

/** Number of calendar days from `start` to `end`, both included (0 when end is before start). */
export function daysInclusive(start: IsoDate, end: IsoDate): number {
  return Math.max(0, dayNumber(end) - dayNumber(start) + 1);
}

/** Every date from `start` to `end`, both included (none when end is before start). */
export function eachDay(start: IsoDate, end: IsoDate): IsoDate[] {
  if (end < start) return [];
  const first = dayNumber(start);
  const last = dayNumber(end);
  const out: IsoDate[] = [];
  for (let day = first; day <= last; day++) out.push(isoOfDay(day));
  return out;
}

/** First and last day of a month. */
export function monthRange(month: IsoMonth): { start: IsoDate; end: IsoDate } {
  const { year, month: m } = parseIsoMonth(month);
  return { start: isoDate(year, m, 1), end: isoDate(year, m, daysInMonth(year, m)) };
}

export function yearRange(year: number): { start: IsoDate; end: IsoDate } {
  return { start: isoDate(year, 1, 1), end: isoDate(year, 12, 31) };
}

export function addMonths(month: IsoMonth, months: number): IsoMonth {
  return fromUtcDate(addMonthsTo(firstOfMonth(month), months)).slice(0, 7);
}

/** The same day `years` later (29 February becomes 28 February in a common year). */
export function addYears(date: IsoDate, years: number): IsoDate {
  return fromUtcDate(addYearsTo(toDate(date), years));
}

/** Whether two inclusive date ranges share at least one day. */
export function rangesOverlap(aStart: IsoDate, aEnd: IsoDate, bStart: IsoDate, bEnd: IsoDate): boolean {
  return aStart <= bEnd && bStart <= aEnd;
}

/** The days two inclusive ranges share, or null. */
export function intersectRanges(
  aStart: IsoDate,
  aEnd: IsoDate,
  bStart: IsoDate,
  bEnd: IsoDate,
): { start: IsoDate; end: IsoDate } | null {
  const start = aStart > bStart ? aStart : bStart;
  const end = aEnd < bEnd ? aEnd : bEnd;
  return start <= end ? { start, end } : null;
}

/** The calendar date it is now in an IANA time zone (e.g. the company's 'Europe/Madrid'). */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  return fromDate(new TZDate(now.getTime(), timeZone));
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// The three below are domain/i18n/format.ts in a language (English by default, the spec's patterns): screens
// converted to Lingui call `useFormat()` instead. They go through Intl, not date-fns `format`, whose token parser
// and English locale cost every screen that showed a date ~6 KB of gzip JS.

/** The spec's date (May 04, 2026); "4 may 2026" in Spanish. */
export function formatDisplayDate(date: IsoDate, locale: Locale = 'en'): string {
  parseIsoDate(date);
  return formatterFor(locale).date(date);
}

/** A month (May 2026; "mayo de 2026"). */
export function formatMonthLabel(month: IsoMonth, locale: Locale = 'en'): string {
  return formatterFor(locale).month(month);
}

/** A range as people write it: 'May 04, 2026' or 'May 04, 2026 – May 08, 2026'. */
export function formatDateRange(start: IsoDate, end: IsoDate, locale: Locale = 'en'): string {
  return formatterFor(locale).dateRange(start, end);
}
