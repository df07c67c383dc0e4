import { type Formatter, formatterFor } from '@domain/i18n/format';
import { isLocale, type Locale } from '@domain/i18n/locales';
import { I18nProvider, useLingui } from '@lingui/react';
import { i18n } from './i18n';

/** Texts of the active language for everything below (each document's root renders it once). */
export function LocaleProvider({ children }: { children: React.ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The active language; components re-render when it changes. */
export function useLocale(): Locale {
  const { i18n: active } = useLingui();
  return isLocale(active.locale) ? active.locale : 'en';
}

/**
 * Dates, times, numbers, hours and money in the active language (domain/i18n/format.ts):
 * `const format = useFormat(); format.date(absence.startDate)`.
 */
export function useFormat(): Formatter {
  return formatterFor(useLocale());
}
