// Dates and times as a spreadsheet stores them: a number of days since 30 December 1899 (Excel's 1900
// date system; day 1 is 1 January 1900 and Lotus' 29 February 1900 is why the count starts a day early),
// the time of day as the fraction of a day. They are computed from the wall-clock text (`yyyy-MM-dd`,
// `yyyy-MM-ddTHH:mm`) of the company's time zone, never through a Date, so Excel shows the same wall-clock
// time whatever the zone of the server or of the reader.

import { daysInclusive, type IsoDate } from './calendar';

/** Day 0 of Excel's 1900 date system. */
const EXCEL_EPOCH = '1899-12-30';

/** Number formats of the exported workbooks. ISO dates read the same in every language we serve. */
export const XLSX_FORMATS = {
  date: 'yyyy-mm-dd',
  dateTime: 'yyyy-mm-dd hh:mm',
  /** A clock time; on the day after the row's day (a night shift's clock-out) it shows "06:00 (+1)". */
  time: '[<1]hh:mm;hh:mm" (+1)"',
  hours: '0.00',
} as const;

/** The serial number of a calendar date: 2026-01-01 → 46023. */
export function excelDate(date: IsoDate): number {
  return daysInclusive(EXCEL_EPOCH, date) - 1;
}

const LOCAL = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

function split(local: string) {
  const match = LOCAL.exec(local);
  if (!match) throw new RangeError(`Not a local date-time yyyy-MM-ddTHH:mm: ${local}`);
  const [, date, h, m, s] = match;
  return { date: date!, dayFraction: (Number(h) * 3600 + Number(m) * 60 + Number(s ?? 0)) / 86_400 };
}

/** A wall-clock date and time as a serial number: 2026-01-01T18:00 → 46023.75. */
export function excelDateTime(local: string): number {
  const { date, dayFraction } = split(local);
  return excelDate(date) + dayFraction;
}

/**
 * A wall-clock time as days after the start of `day`: 09:00 on that day → 0.375; 06:00 the day after
 * → 1.25 (so Clock Out − Clock In is the time worked, also over midnight).
 */
export function excelTime(local: string, day: IsoDate): number {
  const { date, dayFraction } = split(local);
  return excelDate(date) - excelDate(day) + dayFraction;
}
