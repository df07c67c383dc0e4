// Calendar arithmetic on `yyyy-MM-dd` strings, shared by the server, the client and the time-tracking
// rules. A calendar date is a date wherever the reader is: it never goes through a local-time Date
// method (which would move it by a day for a reader far from UTC). Only UTC Date methods are used,
// and "today" is always asked for in a named time zone (the company's).

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
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function isoMonth(year: number, month: number): IsoMonth {
  return `${pad(year, 4)}-${pad(month)}`;
}

/** True for a real calendar date in the `yyyy-MM-dd` form (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

export function isIsoMonth(value: string): boolean {
  const match = ISO_MONTH.exec(value);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

export function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } {
  if (!isIsoDate(date)) throw new RangeError(`Not a yyyy-MM-dd calendar date: ${date}`);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

export function parseIsoMonth(month: IsoMonth): { year: number; month: number } {
  if (!isIsoMonth(month)) throw new RangeError(`Not a yyyy-MM month: ${month}`);
  return { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) };
}

function toUtcMs(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return Date.UTC(year, month - 1, day);
}

function fromUtcMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay. */
export function weekday(date: IsoDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
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
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Number of calendar days from `start` to `end`, both included (0 when end is before start). */
export function daysInclusive(start: IsoDate, end: IsoDate): number {
  return Math.max(0, Math.round((toUtcMs(end) - toUtcMs(start)) / DAY_MS) + 1);
}

/** Every date from `start` to `end`, both included. */
export function eachDay(start: IsoDate, end: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  const last = toUtcMs(end);
  for (let ms = toUtcMs(start); ms <= last; ms += DAY_MS) out.push(fromUtcMs(ms));
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
  const { year, month: m } = parseIsoMonth(month);
  const index = year * 12 + (m - 1) + months;
  return isoMonth(Math.floor(index / 12), (index % 12) + 1);
}

/** The same day `years` later (29 February becomes 28 February in a common year). */
export function addYears(date: IsoDate, years: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  return isoDate(year + years, month, Math.min(day, daysInMonth(year + years, month)));
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
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Monday to Friday and not one of the company's holidays (bank holidays it keeps, company holidays). */
export function isWorkingDay(date: IsoDate, holidays: ReadonlySet<IsoDate>): boolean {
  return !isWeekend(date) && !holidays.has(date);
}

export function workingDaysBetween(start: IsoDate, end: IsoDate, holidays: ReadonlySet<IsoDate>): number {
  let count = 0;
  for (const date of eachDay(start, end)) if (isWorkingDay(date, holidays)) count++;
  return count;
}

/** The working days of a month, in order. */
export function workingDaysOfMonth(month: IsoMonth, holidays: ReadonlySet<IsoDate>): IsoDate[] {
  const { start, end } = monthRange(month);
  return eachDay(start, end).filter((date) => isWorkingDay(date, holidays));
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

/** 'MMM dd, yyyy' as the spec shows dates (May 04, 2026), without going through a Date. */
export function formatDisplayDate(date: IsoDate): string {
  const { year, month, day } = parseIsoDate(date);
  return `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${pad(day)}, ${year}`;
}

/** 'MMMM yyyy' (May 2026). */
export function formatMonthLabel(month: IsoMonth): string {
  const { year, month: m } = parseIsoMonth(month);
  return `${MONTH_NAMES[m - 1]} ${year}`;
}

/** A range as people write it: 'May 04, 2026' or 'May 04, 2026 – May 08, 2026'. */
export function formatDateRange(start: IsoDate, end: IsoDate): string {
  return start === end ? formatDisplayDate(start) : `${formatDisplayDate(start)} – ${formatDisplayDate(end)}`;
}
