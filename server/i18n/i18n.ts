// The server's texts in the reader's language (issue 15): e-mails, files, the calendar feed and API errors.
// Messages are descriptors (domain/i18n/message.ts) written where they are used; `npm run i18n:extract`
// collects them into server/locales/<lang>/server.po and compiles those into the modules imported here.
// server/i18n/README.md says how to add one.

import { type Formatter, formatterFor } from '@domain/i18n/format';
import {
  DEFAULT_LOCALE,
  effectiveLocale,
  isLocale,
  LOCALES,
  type Locale,
  negotiateLocale,
} from '@domain/i18n/locales';
import {
  formatValue,
  isFormattedValue,
  isMessage,
  type Message,
  type MessageValue,
} from '@domain/i18n/message';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { messages as ca } from '../locales/ca/server';
import { messages as de } from '../locales/de/server';
import { messages as en } from '../locales/en/server';
import { messages as es } from '../locales/es/server';
import { messages as fr } from '../locales/fr/server';
import { messages as it } from '../locales/it/server';
import { messages as nl } from '../locales/nl/server';

export type { Locale } from '@domain/i18n/locales';
export type { Message } from '@domain/i18n/message';

const CATALOGS: Record<Locale, Messages> = { en, es, ca, de, fr, it, nl };

const instances = new Map<Locale, I18n>(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } })]),
);

function resolved(values: Message['values']): Record<string, string | number> | undefined {
  if (!values) return undefined;
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) out[key] = value as string | number;
  return out;
}

/**
 * A message in a language; values that are messages themselves are rendered in it first, dates, months and
 * hours are formatted as the language writes them.
 */
export function translate(locale: Locale, message: Message): string {
  const instance = instances.get(locale) ?? instances.get(DEFAULT_LOCALE)!;
  const values = message.values
    ? Object.fromEntries(
        Object.entries(message.values).map(([key, value]: [string, MessageValue]) => [
          key,
          isMessage(value)
            ? translate(locale, value)
            : isFormattedValue(value)
              ? formatValue(value, formatterFor(locale))
              : value,
        ]),
      )
    : undefined;
  return instance._({ id: message.id, message: message.message, values: resolved(values) });
}

/** What a text for one reader needs: `t(message)` in their language and `format` (dates, numbers) for it. */
export interface Texts {
  readonly locale: Locale;
  t(message: Message): string;
  readonly format: Formatter;
}

const textsCache = new Map<Locale, Texts>();

export function textsFor(locale: Locale): Texts {
  let texts = textsCache.get(locale);
  if (!texts) {
    texts = { locale, t: (message) => translate(locale, message), format: formatterFor(locale) };
    textsCache.set(locale, texts);
  }
  return texts;
}

/** Someone who reads what the server writes: their own language (null follows the company) and the company's. */
export interface Reader {
  language?: string | null | undefined;
  companyLanguage?: string | null | undefined;
}

/** The language a person reads: their own, else their company's, else English. */
export const localeOf = (reader: Reader | null | undefined): Locale =>
  effectiveLocale(reader?.language, reader?.companyLanguage);

/**
 * The best of our languages for an Accept-Language header (`es-ES,es;q=0.9,en;q=0.8`), by quality, else
 * English.
 */
export function acceptLanguageLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_LOCALE;
  const tags = value
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return negotiateLocale(tags.map((entry) => entry.tag));
}

export { isLocale };
