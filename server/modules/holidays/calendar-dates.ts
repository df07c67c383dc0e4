// Calendar arithmetic on `yyyy-MM-dd` strings for the holiday rules. The generic helpers live in
// domain/calendar.ts (shared with the client and the time-tracking rules); Easter is only needed here.
// Only UTC Date methods are used: local-time methods would move a date by a day for a server whose
// TZ is far from UTC.

import { addDays, isoDate, parseIsoDate, weekday } from '@domain/calendar';

export { addDays, isoDate, weekday };

export function assertIsoDate(date: string): void {
  parseIsoDate(date);
}

/** Western (Gregorian) Easter Sunday: the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}
