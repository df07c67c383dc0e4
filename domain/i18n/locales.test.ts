import { describe, expect, it } from 'vitest';
import { companyLocaleFor, effectiveLocale, LOCALES, negotiateLocale, weekStartsOn } from './locales';

describe('negotiateLocale', () => {
  it('takes the first preferred language we speak, by its language subtag', () => {
    expect(negotiateLocale(['pt-BR', 'ca-ES', 'es'])).toBe('ca');
    expect(negotiateLocale(['es-419'])).toBe('es');
    expect(negotiateLocale(['en-US', 'de'])).toBe('en');
    expect(negotiateLocale(['nl_BE'])).toBe('nl');
    expect(negotiateLocale(['ca-ES-valencia'])).toBe('ca');
  });

  it('falls back to English', () => {
    expect(negotiateLocale(['pt-BR', 'ja'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
  });
});

describe('company and person', () => {
  it("gives a new company its country's language", () => {
    expect(['ES', 'FR', 'DE', 'IT', 'GB', 'NL'].map((c) => companyLocaleFor(c as never))).toEqual([
      'es',
      'fr',
      'de',
      'it',
      'en',
      'nl',
    ]);
  });

  it('follows the company unless the person chose a language', () => {
    expect(effectiveLocale(null, 'es')).toBe('es');
    expect(effectiveLocale('ca', 'es')).toBe('ca');
    expect(effectiveLocale(null, null)).toBe('en');
  });
});

describe('weekStartsOn', () => {
  it('is Monday in all our languages (en is British English)', () => {
    for (const locale of LOCALES) expect(weekStartsOn(locale)).toBe(1);
  });
});
