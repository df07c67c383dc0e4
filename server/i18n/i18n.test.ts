import { formatEnglish } from '@domain/i18n/message';
import { describe, expect, it } from 'vitest';
import { absenceTypeName, daysMessage } from './common';
import { acceptLanguageLocale, localeOf, translate } from './i18n';

describe('server texts', () => {
  it('renders a message in each language, plurals and nested messages included', () => {
    const hello = { id: 'email.hello', message: 'Hello {name},', values: { name: 'Ana' } };
    expect(translate('en', hello)).toBe('Hello Ana,');
    expect(translate('es', hello)).toBe('Hola, Ana:');
    expect(translate('de', hello)).toBe('Hallo Ana,');
    expect(translate('es', daysMessage(1))).toBe('1 día');
    expect(translate('es', daysMessage(2.5))).toBe('2,5 días');
    expect(translate('fr', daysMessage(0.5))).toBe('0,5 jour');
    expect(translate('ca', absenceTypeName('sick_leave'))).toBe('Baixa per malaltia');
  });

  it("writes the English of a message as the code did before (formatEnglish agrees with the catalog's English)", () => {
    for (const days of [0.5, 1, 2, 12.345]) {
      expect(formatEnglish(daysMessage(days))).toBe(translate('en', daysMessage(days)));
    }
    expect(formatEnglish(daysMessage(1))).toBe('1 day');
    expect(formatEnglish(daysMessage(12.345))).toBe('12.35 days');
    const summary = {
      id: 'email.absences.summary',
      message:
        '{type}: {when}{half, select, morning { (morning off)} afternoon { (afternoon off)} other {}}.',
      values: { type: absenceTypeName('vacation'), when: 'May 04, 2026', half: 'morning' },
    };
    expect(formatEnglish(summary)).toBe('Vacation: May 04, 2026 (morning off).');
    expect(translate('en', summary)).toBe('Vacation: May 04, 2026 (morning off).');
    expect(translate('es', summary)).toBe('Vacaciones: May 04, 2026 (mañana libre).');
    expect(formatEnglish({ ...summary, values: { ...summary.values, half: 'none' } })).toBe(
      'Vacation: May 04, 2026.',
    );
  });

  it('chooses the reader’s language: their own, else the company’s, else English', () => {
    expect(localeOf({ language: 'de', companyLanguage: 'fr' })).toBe('de');
    expect(localeOf({ language: null, companyLanguage: 'fr' })).toBe('fr');
    expect(localeOf(null)).toBe('en');
  });

  it('negotiates Accept-Language by quality', () => {
    expect(acceptLanguageLocale('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(acceptLanguageLocale('en;q=0.5, ca-ES-valencia;q=0.9')).toBe('ca');
    expect(acceptLanguageLocale('ja, pt-BR;q=0.8')).toBe('en');
    expect(acceptLanguageLocale(undefined)).toBe('en');
    expect(acceptLanguageLocale('*')).toBe('en');
  });
});
