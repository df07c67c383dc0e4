import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_REGION,
  defaultTimeZone,
  firstRegionOf,
  getCountry,
  getRegion,
  holidayLanguage,
  isCountryCode,
  isSupportedRegion,
} from './regions';

describe('supported holiday countries and regions', () => {
  it('lists the spec’s countries and regions in the spec’s order with its labels', () => {
    expect(
      COUNTRIES.map((country) => [country.label, country.regions.map((region) => region.label)]),
    ).toEqual([
      ['Spain', ['Barcelona', 'Madrid', 'Valencia', 'Seville', 'Bilbao']],
      ['France', ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nice']],
      ['Germany', ['Berlin', 'Munich', 'Hamburg', 'Cologne', 'Frankfurt']],
      ['Italy', ['Rome', 'Milan', 'Naples', 'Turin', 'Florence']],
      ['United Kingdom', ['England', 'Scotland', 'Wales', 'Northern Ireland']],
      ['Netherlands', ['Amsterdam', 'Rotterdam', 'The Hague', 'Utrecht', 'Eindhoven']],
    ]);
  });

  it('uses kebab-case ids that are unique within a country', () => {
    for (const country of COUNTRIES) {
      const ids = country.regions.map((region) => region.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it('names each country’s holidays in its own language', () => {
    expect(COUNTRIES.map((country) => [country.code, holidayLanguage(country.code)])).toEqual([
      ['ES', 'es'],
      ['FR', 'fr'],
      ['DE', 'de'],
      ['IT', 'it'],
      ['GB', 'en'],
      ['NL', 'nl'],
    ]);
  });

  it('defaults to Spain and Barcelona', () => {
    expect(DEFAULT_COUNTRY).toBe('ES');
    expect(DEFAULT_REGION).toBe('barcelona');
    expect(getRegion(DEFAULT_COUNTRY, DEFAULT_REGION)?.label).toBe('Barcelona');
  });

  it('gives each country its default time zone', () => {
    expect(COUNTRIES.map((country) => [country.code, defaultTimeZone(country.code)])).toEqual([
      ['ES', 'Europe/Madrid'],
      ['FR', 'Europe/Paris'],
      ['DE', 'Europe/Berlin'],
      ['IT', 'Europe/Rome'],
      ['GB', 'Europe/London'],
      ['NL', 'Europe/Amsterdam'],
    ]);
  });

  it('resets to the first region of a country', () => {
    expect(firstRegionOf('ES').id).toBe('barcelona');
    expect(firstRegionOf('GB')).toEqual({ id: 'england', label: 'England' });
    expect(firstRegionOf('NL').label).toBe('Amsterdam');
  });

  it('looks countries and regions up and rejects the unsupported ones', () => {
    expect(getCountry('DE')?.label).toBe('Germany');
    expect(getCountry('US')).toBeUndefined();
    expect(isCountryCode('IT')).toBe(true);
    expect(isCountryCode('it')).toBe(false);
    expect(getRegion('GB', 'northern-ireland')?.label).toBe('Northern Ireland');
    expect(isSupportedRegion('NL', 'the-hague')).toBe(true);
    // A region of another country is not a region of this one.
    expect(isSupportedRegion('ES', 'paris')).toBe(false);
    expect(isSupportedRegion('XX', 'paris')).toBe(false);
    expect(isSupportedRegion('ES', '')).toBe(false);
  });
});
