// The one place where dates, times, numbers, hours and money become text, through Intl in the reader's
// language (issue 15). Screens reach it through web/lib/i18n (`useFormat()`), the server's e-mails and files
// through `formatterFor(recipient's locale)`. The English results are the spec's: "May 04, 2026", "7.50 h",
// "€12.00"; other languages get their own conventions ("24 nov 2026", "7,50 h", "12,00 €").

import { INTL_TAGS, type Locale } from './locales';

export interface HoursOptions {
  /** Decimals always shown (7.50 h); default 0. */
  minDecimals?: number;
  /** Decimals at most (7.5 h); default 2. */
  maxDecimals?: number;
}

export interface Formatter {
  readonly locale: Locale;
  /** A calendar date `yyyy-MM-dd`: "May 04, 2026" · "4 may 2026" · "4. Mai 2026". */
  date(isoDate: string): string;
  /** One date, or two joined by an en dash: "May 04, 2026 – May 08, 2026". */
  dateRange(start: string, end: string): string;
  /** A long date: "4 May 2026" · "4 de mayo de 2026". */
  longDate(isoDate: string): string;
  /** A month `yyyy-MM`: "May 2026" · "mayo de 2026". */
  month(isoMonth: string): string;
  /** A weekday's short name of a calendar date: "Mon" · "lun". */
  weekday(isoDate: string): string;
  /** An instant's date and time, in a time zone (else the device's): "4 May 2026, 09:30". */
  dateTime(instant: string | Date, timeZone?: string): string;
  /** An instant's time of day, 24-hour clock: "09:30". */
  time(instant: string | Date, timeZone?: string): string;
  /** A number with the language's separators: "1,234.5" · "1.234,5". */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** Hours as the app shows them: "7.5 h" · "7,5 h"; with minDecimals 2, "7.50 h". */
  hours(value: number, options?: HoursOptions): string;
  /** A number of hours without the unit, for tables whose column says "hours": "7.50" · "7,50". */
  decimal(value: number, options?: HoursOptions): string;
  /** An amount of money: "€12.00" · "12,00 €". */
  currency(amount: number, currency?: string, options?: { wholeUnits?: boolean }): string;
  /** A share (0.123 → "12.3%" · "12,3 %"). */
  percent(share: number, decimals?: number): string;
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let value = cache.get(key);
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value as T;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/** A calendar date as midnight UTC, formatted in UTC, so that no reader's time zone moves it by a day. */
function utcDate(isoDate: string): Date {
  const m = ISO_DATE.exec(isoDate);
  if (!m) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

function utcMonth(isoMonth: string): Date {
  const m = ISO_MONTH.exec(isoMonth);
  if (!m) throw new RangeError(`Not a month: ${isoMonth}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
}

const instantOf = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

export function formatterFor(locale: Locale): Formatter {
  const tag = INTL_TAGS[locale];
  // English keeps the spec's month-first pattern with two-digit days ("May 04, 2026"); the other languages
  // write dates as their readers do ("24 nov 2026").
  const dateTag = locale === 'en' ? 'en-US' : tag;
  const dateFormat = cached(`${locale}:date`, () =>
    locale === 'en'
      ? new Intl.DateTimeFormat(dateTag, { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' })
      : new Intl.DateTimeFormat(dateTag, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }),
  );
  const decimals = (value: number, options: HoursOptions = {}) =>
    cached(`${locale}:dec:${options.minDecimals ?? 0}:${options.maxDecimals ?? 2}`, () => {
      const min = options.minDecimals ?? 0;
      return new Intl.NumberFormat(tag, {
        minimumFractionDigits: min,
        maximumFractionDigits: Math.max(min, options.maxDecimals ?? 2),
        useGrouping: false,
      });
    }).format(value);

  const formatter: Formatter = {
    locale,
    date: (isoDate) => dateFormat.format(utcDate(isoDate)),
    dateRange: (start, end) =>
      start === end ? formatter.date(start) : `${formatter.date(start)} – ${formatter.date(end)}`,
    longDate: (isoDate) =>
      cached(
        `${locale}:long`,
        () =>
          new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
      ).format(utcDate(isoDate)),
    month: (isoMonth) =>
      cached(
        `${locale}:month`,
        () => new Intl.DateTimeFormat(dateTag, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      ).format(utcMonth(isoMonth)),
    weekday: (isoDate) =>
      cached(
        `${locale}:weekday`,
        () => new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }),
      ).format(utcDate(isoDate)),
    dateTime: (instant, timeZone) =>
      cached(
        `${locale}:dt:${timeZone ?? ''}`,
        () =>
          new Intl.DateTimeFormat(tag, {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
            ...(timeZone ? { timeZone } : {}),
          }),
      ).format(instantOf(instant)),
    time: (instant, timeZone) =>
      cached(
        `${locale}:time:${timeZone ?? ''}`,
        () =>
          new Intl.DateTimeFormat(tag, {
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
            ...(timeZone ? { timeZone } : {}),
          }),
      ).format(instantOf(instant)),
    number: (value, options) =>
      cached(
        `${locale}:num:${JSON.stringify(options ?? {})}`,
        () => new Intl.NumberFormat(tag, options),
      ).format(value),
    hours: (value, options) => `${decimals(value, options)} h`,
    decimal: (value, options) => decimals(value, options),
    currency: (amount, currency = 'EUR', options = {}) =>
      cached(
        `${locale}:cur:${currency}:${options.wholeUnits ? 0 : 2}`,
        () =>
          new Intl.NumberFormat(locale === 'en' ? 'en-IE' : tag, {
            style: 'currency',
            currency: currency.toUpperCase(),
            ...(options.wholeUnits ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
          }),
      ).format(amount),
    percent: (share, decimals = 1) =>
      cached(
        `${locale}:pct:${decimals}`,
        () =>
          new Intl.NumberFormat(tag, {
            style: 'percent',
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          }),
      ).format(share),
  };
  return formatter;
}
