import { isoDate } from '@domain/calendar';

// Calendar dates travel as `yyyy-MM-dd` strings. Pickers work with local-midnight Date objects, so the
// conversion is local on both sides and never shifts a day (no toISOString, no UTC parsing).

// With the Date's local getters, not date-fns `format` (its token parser and English locale: ~6 KB gzip).
export const toIsoDate = (date: Date) => isoDate(date.getFullYear(), date.getMonth() + 1, date.getDate());

export function fromIsoDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Today on this device, as `yyyy-MM-dd`. */
export const localToday = () => toIsoDate(new Date());
