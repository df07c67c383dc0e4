import { format } from 'date-fns';

// Calendar dates travel as `yyyy-MM-dd` strings. Pickers work with local-midnight Date objects, so the
// conversion is local on both sides and never shifts a day (no toISOString, no UTC parsing).

export const toIsoDate = (date: Date) => format(date, 'yyyy-MM-dd');

export function fromIsoDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Today on this device, as `yyyy-MM-dd`. */
export const localToday = () => toIsoDate(new Date());
