// Countries and regions a company can pick for its bank holidays (spec 001, section 9).
// Shared by the server (holiday data) and the client (the country and region selects), so the
// order here is the order of the options and the labels are the spec's, verbatim.

export interface Region {
  /** Stable id stored on the company; never rename one, add a new id instead. */
  readonly id: string;
  readonly label: string;
}

export interface Country {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  readonly label: string;
  /** IANA zone a new company of this country starts with. */
  readonly timeZone: string;
  /** ISO 639-1 language of the country's official holiday names (Spain: the BOE's Spanish). */
  readonly language: string;
  readonly regions: readonly Region[];
}

export const COUNTRIES = [
  {
    code: 'ES',
    label: 'Spain',
    timeZone: 'Europe/Madrid',
    language: 'es',
    regions: [
      { id: 'barcelona', label: 'Barcelona' },
      { id: 'madrid', label: 'Madrid' },
      { id: 'valencia', label: 'Valencia' },
      { id: 'seville', label: 'Seville' },
      { id: 'bilbao', label: 'Bilbao' },
    ],
  },
  {
    code: 'FR',
    label: 'France',
    timeZone: 'Europe/Paris',
    language: 'fr',
    regions: [
      { id: 'paris', label: 'Paris' },
      { id: 'lyon', label: 'Lyon' },
      { id: 'marseille', label: 'Marseille' },
      { id: 'toulouse', label: 'Toulouse' },
      { id: 'nice', label: 'Nice' },
    ],
  },
  {
    code: 'DE',
    label: 'Germany',
    timeZone: 'Europe/Berlin',
    language: 'de',
    regions: [
      { id: 'berlin', label: 'Berlin' },
      { id: 'munich', label: 'Munich' },
      { id: 'hamburg', label: 'Hamburg' },
      { id: 'cologne', label: 'Cologne' },
      { id: 'frankfurt', label: 'Frankfurt' },
    ],
  },
  {
    code: 'IT',
    label: 'Italy',
    timeZone: 'Europe/Rome',
    language: 'it',
    regions: [
      { id: 'rome', label: 'Rome' },
      { id: 'milan', label: 'Milan' },
      { id: 'naples', label: 'Naples' },
      { id: 'turin', label: 'Turin' },
      { id: 'florence', label: 'Florence' },
    ],
  },
  {
    code: 'GB',
    label: 'United Kingdom',
    timeZone: 'Europe/London',
    language: 'en',
    regions: [
      { id: 'england', label: 'England' },
      { id: 'scotland', label: 'Scotland' },
      { id: 'wales', label: 'Wales' },
      { id: 'northern-ireland', label: 'Northern Ireland' },
    ],
  },
  {
    code: 'NL',
    label: 'Netherlands',
    timeZone: 'Europe/Amsterdam',
    language: 'nl',
    regions: [
      { id: 'amsterdam', label: 'Amsterdam' },
      { id: 'rotterdam', label: 'Rotterdam' },
      { id: 'the-hague', label: 'The Hague' },
      { id: 'utrecht', label: 'Utrecht' },
      { id: 'eindhoven', label: 'Eindhoven' },
    ],
  },
] as const satisfies readonly Country[];

type CountryEntry = (typeof COUNTRIES)[number];

export type CountryCode = CountryEntry['code'];

/** Region ids of one country, e.g. `RegionIdOf<'GB'>` is 'england' | 'scotland' | … */
export type RegionIdOf<C extends CountryCode> = Extract<CountryEntry, { code: C }>['regions'][number]['id'];

export type RegionId = RegionIdOf<CountryCode>;

export const COUNTRY_CODES: readonly CountryCode[] = COUNTRIES.map((country) => country.code);

export const DEFAULT_COUNTRY = 'ES' satisfies CountryCode;
export const DEFAULT_REGION = 'barcelona' satisfies RegionIdOf<typeof DEFAULT_COUNTRY>;

export function isCountryCode(value: string): value is CountryCode {
  return COUNTRIES.some((country) => country.code === value);
}

export function getCountry(code: string): Country | undefined {
  return COUNTRIES.find((country) => country.code === code);
}

export function getRegion(country: string, regionId: string): Region | undefined {
  return getCountry(country)?.regions.find((region) => region.id === regionId);
}

/** The region a company gets when its country changes (spec: "resets the region to the first option"). */
export function firstRegionOf(country: CountryCode): Region {
  // Every country above lists at least one region; the cast only tells the index checker so.
  return (getCountry(country) as Country).regions[0] as Region;
}

export function isSupportedRegion(country: string, region: string): boolean {
  return getRegion(country, region) !== undefined;
}

export function defaultTimeZone(country: CountryCode): string {
  return (getCountry(country) as Country).timeZone;
}

/** The language of a country's official holiday names, e.g. for a `lang` attribute. */
export function holidayLanguage(country: CountryCode): string {
  return (getCountry(country) as Country).language;
}
