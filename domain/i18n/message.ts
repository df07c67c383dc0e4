// A text the server writes for people, as data: an id, the English (ICU MessageFormat: `{name}`,
// `{count, plural, one {# day} other {# days}}`, `{kind, select, a {…} other {…}}`) and its values. The
// server renders it in the reader's language through its catalogs (server/i18n); `formatEnglish` renders the
// English without them, for the places that only need English (an AppError's `message`, logs).
//
// Dates, months and hours are values of their own (`{ date: '2026-05-04' }`), formatted in the reader's language.
//
// Where a descriptor is written, it is marked for Lingui's extractor: `/*i18n*/ { id: '…', message: '…' }`.

import { type Formatter, formatterFor } from './format';

/**
 * A date, month or number of hours as a value: each language formats it as its readers write it
 * (`formatterFor(locale)`: "May 04, 2026" · "4 may 2026"; a long date "4 May 2026" · "4 de mayo de 2026"; an amount
 * in euros "€12.00" · "12,00 €"), English as the spec shows it.
 */
export type FormattedValue =
  | { readonly date: string }
  | { readonly longDate: string }
  | { readonly month: string }
  | { readonly hours: number }
  | { readonly euros: number };

export type MessageValue = string | number | Message | FormattedValue;

export interface Message {
  readonly id: string;
  /** The English text, ICU MessageFormat. */
  readonly message: string;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).id === 'string' &&
  typeof (value as Message).message === 'string';

/** The same message with (more) values. */
export const withValues = (message: Message, values: Record<string, MessageValue>): Message => ({
  ...message,
  values: { ...message.values, ...values },
});

export const isFormattedValue = (value: unknown): value is FormattedValue =>
  typeof value === 'object' &&
  value !== null &&
  ('date' in value || 'longDate' in value || 'month' in value || 'hours' in value || 'euros' in value);

/** A formatted value as text in a language. */
export function formatValue(value: FormattedValue, format: Formatter): string {
  if ('date' in value) return format.date(value.date);
  if ('longDate' in value) return format.longDate(value.longDate);
  if ('month' in value) return format.month(value.month);
  if ('euros' in value) return format.currency(value.euros);
  return format.hours(value.hours);
}

const englishPlurals = new Intl.PluralRules('en');

function valueText(value: MessageValue | undefined): string {
  if (value === undefined) return '';
  if (isFormattedValue(value)) return formatValue(value, formatterFor('en'));
  return typeof value === 'object' ? formatEnglish(value) : String(value);
}

/** The end of the `{…}` that starts at `open` (nested braces counted). */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new SyntaxError(`Unbalanced braces in message: ${text}`);
}

/** `one {…} other {…}` → { one: '…', other: '…' } */
function branches(text: string): Map<string, string> {
  const found = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const key = text.slice(i, open).trim();
    const end = closing(text, open);
    found.set(key, text.slice(open + 1, end));
    i = end + 1;
  }
  return found;
}

function argument(body: string, values: Readonly<Record<string, MessageValue>>, hash: string | null): string {
  const [name = '', type, ...rest] = body.split(',');
  const key = name.trim();
  const value = values[key];
  const kind = type?.trim();
  if (kind === 'plural' || kind === 'select') {
    const options = branches(rest.join(','));
    if (kind === 'select')
      return render(options.get(String(value)) ?? options.get('other') ?? '', values, hash);
    const count = Number(value);
    const chosen =
      options.get(`=${count}`) ?? options.get(englishPlurals.select(count)) ?? options.get('other');
    return render(chosen ?? '', values, String(value));
  }
  return valueText(value);
}

function render(text: string, values: Readonly<Record<string, MessageValue>>, hash: string | null): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '{') {
      const end = closing(text, i);
      out += argument(text.slice(i + 1, end), values, hash);
      i = end + 1;
    } else {
      out += c === '#' && hash !== null ? hash : c;
      i++;
    }
  }
  return out;
}

/**
 * The English of a message with its values: `{name}` is the value as written (a number as `String(n)`, a
 * nested message in English), `#` in a plural is its count. Enough of ICU for the server's messages; the
 * other languages go through Lingui (server/i18n).
 */
export function formatEnglish(message: Message): string {
  return render(message.message, message.values ?? {}, null);
}
