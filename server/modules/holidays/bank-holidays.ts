// Public days off for a company's country and region: date-holidays for the rules, corrected by
// the reviewed data in corrections.ts. Everything is a `yyyy-MM-dd` string: the library's own
// `date` field is a wall-clock string in the country's zone, so the server's TZ never moves it.

import { isoDate, parseIsoDate, weekday } from '@domain/calendar';
import type { BankHoliday, HolidayScope } from '@domain/holidays/bank-holiday';
import {
  type CountryCode,
  defaultTimeZone,
  holidayLanguage,
  isSupportedRegion,
  type RegionIdOf,
} from '@domain/holidays/regions';
import Holidays from 'date-holidays';
import {
  COUNTRY_POLICIES,
  type DayNames,
  LIBRARY_NAMES,
  RECURRING_DAYS,
  type Source,
  YEAR_REVIEWS,
  type YearReview,
} from './corrections';

export type { BankHoliday, HolidayScope } from '@domain/holidays/bank-holiday';

/** The date-holidays subdivision whose public days apply to a company in the region. */
interface Subdivision {
  readonly state?: string;
  readonly region?: string;
}

const SUBDIVISIONS: { readonly [C in CountryCode]: { readonly [R in RegionIdOf<C>]: Subdivision } } = {
  ES: {
    barcelona: { state: 'CT', region: 'B' },
    madrid: { state: 'MD' },
    valencia: { state: 'VC' },
    seville: { state: 'AN' },
    bilbao: { state: 'PV' },
  },
  // None of the five cities is in Alsace-Moselle, the only French subdivision with extra days.
  FR: { paris: {}, lyon: {}, marseille: {}, toulouse: {}, nice: {} },
  DE: {
    berlin: { state: 'BE' },
    // Munich is a predominantly Catholic municipality: Assumption Day (15 Aug) is a day off there.
    munich: { state: 'BY', region: 'KATH' },
    hamburg: { state: 'HH' },
    cologne: { state: 'NW' },
    frankfurt: { state: 'HE' },
  },
  IT: {
    rome: { state: '62', region: 'RM' },
    milan: { state: '25', region: 'MI' },
    // date-holidays has no Campania: San Gennaro comes from corrections.ts.
    naples: {},
    turin: { state: '21', region: 'TO' },
    florence: { state: '52', region: 'FI' },
  },
  GB: {
    england: { state: 'ENG' },
    scotland: { state: 'SCT' },
    wales: { state: 'WLS' },
    'northern-ireland': { state: 'NIR' },
  },
  // The cities have no local day off; date-holidays' NL regions are other towns' observances.
  NL: { amsterdam: {}, rotterdam: {}, 'the-hague': {}, utrecht: {}, eindhoven: {} },
};

export function subdivisionOf(country: CountryCode, region: string): Subdivision {
  const subdivision = (SUBDIVISIONS[country] as Readonly<Record<string, Subdivision>>)[region];
  if (!subdivision) throw new RangeError(`Unsupported holiday region: ${country}/${region}`);
  return subdivision;
}

export interface LibraryDay extends DayNames {
  readonly date: string;
  readonly scope: HolidayScope;
  /** For a substitute day, the date of the holiday it replaces. */
  readonly replaces?: string;
}

const SUBSTITUTE_RULE = /^substitutes (\d{2})-(\d{2})\b/;
const SUBSTITUTE_BASE_RULE = /^substitutes (\S+)/;

interface NamedDay {
  readonly day: string;
  readonly rule: string;
  readonly type: string;
  readonly substitute: boolean;
  readonly name: string;
  readonly localName: string;
}

/**
 * A date-holidays day with its names in English and in the country's language. The library is asked
 * once per language: its `getHolidays(year, lang)` falls back through the other languages by itself.
 */
function namedDaysOf(library: Holidays, country: CountryCode, year: number): NamedDay[] {
  const id = (day: { date: string; rule: string }) => `${day.date}|${day.rule}`;
  const local = new Map(
    library.getHolidays(year, holidayLanguage(country)).map((day) => [id(day), day.name]),
  );
  return library.getHolidays(year, 'en').map((day) => ({
    day: day.date.slice(0, 10),
    rule: day.rule,
    type: day.type,
    substitute: day.substitute === true,
    name: day.name,
    localName: local.get(id(day)) ?? day.name,
  }));
}

function publicDaysOf(country: CountryCode, subdivision: Subdivision, year: number): NamedDay[] {
  const library = new Holidays({ country, ...subdivision });
  const days = namedDaysOf(library, country, year);
  if (days.length === 0)
    throw new Error(`date-holidays has no data for ${country} ${JSON.stringify(subdivision)}`);
  return days.filter((day) => day.type === 'public' && day.day.startsWith(`${year}-`));
}

/**
 * The names of a library day: the reviewed ones of corrections.ts where the library's are wrong. A
 * substitute day without its own entry is named after the day it replaces.
 */
function namesOf(country: CountryCode, day: NamedDay): DayNames {
  const corrections = LIBRARY_NAMES[country]?.byRule ?? {};
  const own = corrections[day.rule];
  if (own) return own;
  const replaced = day.substitute ? SUBSTITUTE_BASE_RULE.exec(day.rule)?.[1] : undefined;
  const original = replaced === undefined ? undefined : corrections[replaced];
  if (!original) return { name: day.name, localName: day.localName };
  const { substitute } = COUNTRY_POLICIES[country];
  const translations = Object.fromEntries(
    Object.entries(original.translations ?? {}).flatMap(([locale, name]) => {
      const words = substitute.translations?.[locale as keyof NonNullable<DayNames['translations']>];
      return words ? [[locale, `${name} ${words}`]] : [];
    }),
  );
  return {
    name: `${original.name} ${substitute.name}`,
    localName: `${original.localName} ${substitute.localName}`,
    ...(Object.keys(translations).length > 0 ? { translations } : {}),
  };
}

/** date-holidays' public days for the region, each with the level it comes from and its names. */
export function libraryDays(country: CountryCode, region: string, year: number): LibraryDay[] {
  const subdivision = subdivisionOf(country, region);
  const idOf = (day: { day: string; rule: string }) => `${day.day}|${day.rule}`;
  const nationalDays = new Set(publicDaysOf(country, {}, year).map(idOf));
  // Only a city-level subdivision has days beyond its state's, and those are the local ones.
  const stateDays =
    subdivision.state && subdivision.region
      ? new Set(publicDaysOf(country, { state: subdivision.state }, year).map(idOf))
      : undefined;

  return publicDaysOf(country, subdivision, year).map((day) => {
    const scope: HolidayScope = nationalDays.has(idOf(day))
      ? 'national'
      : stateDays && !stateDays.has(idOf(day))
        ? 'local'
        : 'regional';
    const substituted = day.substitute ? SUBSTITUTE_RULE.exec(day.rule) : null;
    return {
      date: day.day,
      ...namesOf(country, day),
      scope,
      ...(substituted ? { replaces: isoDate(year, Number(substituted[1]), Number(substituted[2])) } : {}),
    };
  });
}

/**
 * The recurring days of corrections.ts that fall in the year, dated by date-holidays' own rule
 * engine (Easter offsets included) in an instance of no country, so that it holds nothing but them.
 * Its `date` is a wall-clock string, whatever the server's zone.
 */
export function recurringDays(country: CountryCode, region: string, year: number): LibraryDay[] {
  const rules = RECURRING_DAYS.filter((day) => day.country === country && day.region === region);
  if (rules.length === 0) return [];
  const library = new Holidays();
  library.setTimezone(defaultTimeZone(country));
  const language = holidayLanguage(country);
  rules.forEach((day, index) => {
    const ok = library.setHoliday(day.rule, {
      name: { en: day.name, [language]: day.localName },
      type: 'public',
      recurringIndex: index,
    });
    if (!ok) throw new Error(`date-holidays cannot parse the rule "${day.rule}" (${country}/${region})`);
  });
  return library
    .getHolidays(year, 'en')
    .filter((day) => day.date.startsWith(`${year}-`))
    .map((day) => {
      const rule = rules[(day as { recurringIndex?: number }).recurringIndex ?? -1];
      if (!rule) throw new Error(`Unexpected day from date-holidays: ${day.rule}`);
      return {
        date: day.date.slice(0, 10),
        name: rule.name,
        localName: rule.localName,
        ...(rule.translations ? { translations: rule.translations } : {}),
        scope: rule.scope,
      };
    });
}

function matchesRegion(
  entry: { country: CountryCode; region: string | null },
  country: CountryCode,
  region: string,
) {
  return entry.country === country && (entry.region === null || entry.region === region);
}

export function yearReviewsFor(country: CountryCode, region: string, year: number): readonly YearReview[] {
  return YEAR_REVIEWS.filter((review) => review.year === year && matchesRegion(review, country, region));
}

export interface CalendarStatus {
  /** True only when every review covering the region and year checked it against the official calendar. */
  readonly verified: boolean;
  readonly notes: readonly string[];
  readonly sources: readonly Source[];
}

/** How far the list for a region and year can be trusted, for a "provisional" hint in the UI. */
export function calendarStatus(country: CountryCode, region: string, year: number): CalendarStatus {
  const reviews = yearReviewsFor(country, region, year);
  return {
    verified: reviews.length > 0 && reviews.every((review) => review.verified),
    notes: reviews.flatMap((review) => (review.note ? [review.note] : [])),
    sources: reviews.flatMap((review) => review.sources),
  };
}

function holidayKey(country: CountryCode, region: string, scope: HolidayScope, date: string): string {
  return scope === 'national' ? `${country}-${date}` : `${country}-${region}-${date}`;
}

/** Our reviewed names of the days in the other languages, by region, year and date (filled by `compute`). */
const reviewedTranslations = new Map<string, ReadonlyMap<string, NonNullable<DayNames['translations']>>>();

function compute(country: CountryCode, region: string, year: number): readonly BankHoliday[] {
  const translations = new Map<string, NonNullable<DayNames['translations']>>();
  reviewedTranslations.set(`${country}|${region}|${year}`, translations);
  const reviews = yearReviewsFor(country, region, year);
  const removed = new Set(reviews.flatMap((review) => review.remove ?? []).map((day) => day.date));
  const renamed = new Map(reviews.flatMap((review) => review.rename ?? []).map((day) => [day.date, day]));

  // Reviewed additions first, so that on a clash the reviewed day wins over the library's.
  const candidates: LibraryDay[] = [
    ...reviews.flatMap((review) => review.add ?? []),
    ...recurringDays(country, region, year),
    ...libraryDays(country, region, year).filter((day) => !removed.has(day.date)),
  ];

  // A surviving substitute means the day off moved: the original date is no longer one.
  const replaced = new Set(candidates.flatMap((day) => (day.replaces ? [day.replaces] : [])));
  const { dropSundays } = COUNTRY_POLICIES[country];

  const byDate = new Map<string, BankHoliday>();
  for (const day of candidates) {
    parseIsoDate(day.date);
    if (!day.date.startsWith(`${year}-`)) continue;
    if (replaced.has(day.date) && !day.replaces) continue;
    if (dropSundays && weekday(day.date) === 0) continue;
    if (byDate.has(day.date)) continue;
    const names = renamed.get(day.date) ?? day;
    if (names.translations) translations.set(day.date, names.translations);
    byDate.set(
      day.date,
      Object.freeze({
        date: day.date,
        name: names.name,
        localName: names.localName,
        scope: day.scope,
        key: holidayKey(country, region, day.scope, day.date),
      }),
    );
  }
  return Object.freeze([...byDate.values()].sort((a, b) => a.date.localeCompare(b.date)));
}

// Names in the reader's language (issue 15). English is `name`, the country's language `localName`; any other
// language takes our reviewed name of corrections.ts (`translations`) where there is one, else date-holidays'
// own name for the day where the day is the library's as it is (its name in the country's language is the one
// we show), else the country's language (a day our corrections renamed or added without a reviewed name in that
// language). date-holidays itself falls back to the country's language for a day it has no translation of.
const namesCache = new Map<string, ReadonlyMap<string, string>>();

/** The names of the region's bank holidays of a year in a language, by date. Cached per language. */
export function bankHolidayNames(
  country: CountryCode,
  region: string,
  year: number,
  locale: string,
): ReadonlyMap<string, string> {
  const days = bankHolidays(country, region, year);
  if (locale === 'en') return new Map(days.map((day) => [day.date, day.name]));
  const local = holidayLanguage(country);
  if (locale === local) return new Map(days.map((day) => [day.date, day.localName]));
  const cacheKey = `${country}|${region}|${year}|${locale}`;
  let names = namesCache.get(cacheKey);
  if (!names) {
    const library = new Holidays({ country, ...subdivisionOf(country, region) });
    const byDate = (lang: string) => {
      const found = new Map<string, string[]>();
      for (const day of library.getHolidays(year, lang)) {
        if (day.type !== 'public') continue;
        const date = day.date.slice(0, 10);
        found.set(date, [...(found.get(date) ?? []), day.name]);
      }
      return found;
    };
    const inLocal = byDate(local);
    const inLocale = byDate(locale);
    const reviewed = reviewedTranslations.get(`${country}|${region}|${year}`);
    names = new Map(
      days.map((day) => {
        const own = reviewed?.get(day.date)?.[locale as keyof NonNullable<DayNames['translations']>];
        if (own) return [day.date, own];
        // The library's day by its name in the country's language; a day whose name we corrected (the BOE's
        // wording) is the library's only public day of that date.
        const local = inLocal.get(day.date) ?? [];
        const index = local.length === 1 ? 0 : local.indexOf(day.localName);
        const translated = index >= 0 ? inLocale.get(day.date)?.[index] : undefined;
        // date-holidays falls back to its name in the country's language: ours (reviewed) is then the one.
        return [day.date, translated && translated !== local[index] ? translated : day.localName];
      }),
    );
    namesCache.set(cacheKey, names);
  }
  return names;
}

// Holiday data changes only with a deploy, so results are kept for the life of the process.
// The key space is small: 29 regions times the handful of years anyone looks at.
const cache = new Map<string, readonly BankHoliday[]>();

/**
 * Public days off (not observances, bank-only or optional days) for a company in the region,
 * sorted by date, one entry per date. The returned array is frozen and shared between callers.
 */
export function bankHolidays(country: CountryCode, region: string, year: number): readonly BankHoliday[] {
  if (!isSupportedRegion(country, region))
    throw new RangeError(`Unsupported holiday region: ${country}/${region}`);
  if (!Number.isInteger(year) || year < 1970 || year > 2100)
    throw new RangeError(`Unsupported year: ${year}`);
  const cacheKey = `${country}|${region}|${year}`;
  let holidays = cache.get(cacheKey);
  if (!holidays) {
    holidays = compute(country, region, year);
    cache.set(cacheKey, holidays);
  }
  return holidays;
}
