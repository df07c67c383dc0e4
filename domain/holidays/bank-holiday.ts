// The shape of one public day off as the server hands it out. Plain types only: the API
// contract (zod) is built on top of this where the endpoint is declared.

/** national: the whole country; regional: the state or autonomous community; local: the city. */
export type HolidayScope = 'national' | 'regional' | 'local';

export interface BankHoliday {
  /** Calendar date `yyyy-MM-dd`, never a timestamp: a holiday is a date wherever the reader is. */
  readonly date: string;
  /** The English name, shown by the English UI (and the one company overrides replace). */
  readonly name: string;
  /**
   * The official name in the country's language (`holidayLanguage(country)`): Spanish as the BOE and
   * the regional decrees write it, French, German, Italian, Dutch; the same as `name` in the UK.
   */
  readonly localName: string;
  readonly scope: HolidayScope;
  /** Stable id for company overrides: `ES-2026-01-06` (national) or `ES-barcelona-2026-09-24`. */
  readonly key: string;
}
