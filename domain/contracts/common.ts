import { z } from 'zod';
import { FIRST_YEAR, isIsoDate, isIsoMonth, LAST_YEAR } from '../calendar';
import { CSV_STYLES } from '../csv';
import { LOCALES } from '../i18n/locales';

/**
 * Building blocks for endpoint contracts. Request bodies are strict (unknown fields are refused with 400,
 * ASVS 15.3.3 mass assignment); responses list their fields so nothing else can leak.
 */

/** C0 controls (tab, CR and LF among them), DEL, C1 controls (NEL) and the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** True when the text holds no line break or other control character. */
export const isSingleLine = (text: string) => !NOT_ONE_LINE.test(text);

/**
 * A one-line text field (a name, a position, a title): trimmed, required, at most `max` characters, and no
 * control character. Such fields end up in e-mails, some in the subject: a line break could fake lines there
 * ("Bcc: …"). Multi-line fields (reasons, notes) keep their line breaks; e-mails escape them as text.
 */
export const singleLine = (label: string, max: number, required = `${label} is required`) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isSingleLine, `${label} must be a single line of text`);

export const personName = (label: string) => singleLine(label, 100);

export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

export const uuid = z.uuid();

export const idParams = z.strictObject({ id: z.uuid('Not found') });

/** yyyy-MM-dd calendar date, never converted through a Date object (no time zone shifts). */
/** A date `yyyy-MM-dd` of a year the app supports (FIRST_YEAR to LAST_YEAR: bank holidays exist for those). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format yyyy-MM-dd')
  .refine(isIsoDate, 'Not a valid date')
  .refine(
    (s) => !isIsoDate(s) || (Number(s.slice(0, 4)) >= FIRST_YEAR && Number(s.slice(0, 4)) <= LAST_YEAR),
    `Choose a date between ${FIRST_YEAR} and ${LAST_YEAR}`,
  );

export const okResponse = z.object({ ok: z.literal(true) });
export const messageResponse = z.object({ message: z.string() });

/** A month `yyyy-MM` of a year the app supports (FIRST_YEAR to LAST_YEAR), for every route that takes one. */
export const isoMonth = z
  .string({ error: 'Choose a month' })
  .refine(isIsoMonth, 'Use the format yyyy-MM')
  .refine(
    (s) => !isIsoMonth(s) || (Number(s.slice(0, 4)) >= FIRST_YEAR && Number(s.slice(0, 4)) <= LAST_YEAR),
    `Choose a month between ${FIRST_YEAR} and ${LAST_YEAR}`,
  );
/**
 * The separators of a CSV file (query `csv`): `comma` ("," between cells, "." in numbers, Excel in
 * English) or `semicolon` (";" and ",", Excel in Spanish, Catalan, French, German, Italian, Dutch).
 */
export const csvStyle = z
  .enum(CSV_STYLES, { error: 'Choose the CSV separator: comma or semicolon' })
  .default('comma');

/** One of the product's languages (domain/i18n/locales.ts). */
export const locale = z.enum(LOCALES, { error: 'Choose one of the languages offered' });
