// The languages Plantel speaks and how one is chosen (issue 15). Pure: the client negotiates with the browser's
// languages, the server with the recipient's profile and company; both call these functions.

import { type CountryCode, holidayLanguage } from '../holidays/regions';

/** Every language of the product; English is the source language (the spec's texts, verbatim). */
export const LOCALES = ['en', 'es', 'ca', 'de', 'fr', 'it', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as a language menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  ca: 'Català',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
};

/**
 * The BCP 47 tag given to Intl for each language: its region decides conventions a language alone leaves open
 * (the first day of the week, the currency's place). English is British English (companies in GB): the week
 * starts on Monday; the spec's English date pattern ("May 04, 2026") is kept by format.ts.
 */
export const INTL_TAGS: Record<Locale, string> = {
  en: 'en-GB',
  es: 'es-ES',
  ca: 'ca-ES',
  de: 'de-DE',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our languages for a list of preferred ones, best first (`navigator.languages`, or the tags of an
 * Accept-Language header): the first whose language subtag we have ("ca-ES" → ca, "es-419" → es, "en-US" → en),
 * else English. Valencian (`ca-ES-valencia`) is Catalan.
 */
export function negotiateLocale(preferred: readonly string[] | undefined): Locale {
  for (const tag of preferred ?? []) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/** A new company's language: its country's (ES → es, FR → fr, DE → de, IT → it, GB → en, NL → nl). */
export function companyLocaleFor(country: CountryCode): Locale {
  const language = holidayLanguage(country);
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** A person's language: their own choice, else their company's ("follow the company" is a null choice). */
export function effectiveLocale(
  personal: string | null | undefined,
  company: string | null | undefined,
): Locale {
  if (isLocale(personal)) return personal;
  if (isLocale(company)) return company;
  return DEFAULT_LOCALE;
}

interface WeekInfo {
  firstDay: number;
}

/**
 * The first day of the week in a language's convention, 0 = Sunday … 6 = Saturday (as date-fns and
 * react-day-picker count): from Intl where the runtime knows it (`Intl.Locale#getWeekInfo`, older engines
 * `weekInfo`), Monday otherwise, which is the convention of all our languages' countries.
 */
export function weekStartsOn(locale: Locale): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  const tag = new Intl.Locale(INTL_TAGS[locale]) as Intl.Locale & {
    getWeekInfo?: () => WeekInfo;
    weekInfo?: WeekInfo;
  };
  const info = tag.getWeekInfo?.() ?? tag.weekInfo;
  const firstDay = info?.firstDay ?? 1; // Intl: 1 = Monday … 7 = Sunday
  return (firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}
