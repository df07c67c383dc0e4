import { z } from 'zod';
import { isIsoDate } from '../calendar';
import { CSV_STYLES } from '../csv';

/**
 * Building blocks for endpoint contracts. Request bodies are strict (unknown fields are refused with 400,
 * ASVS 15.3.3 mass assignment); responses list their fields so nothing else can leak.
 */
export const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

export const uuid = z.uuid();

export const idParams = z.strictObject({ id: z.uuid('Not found') });

/** yyyy-MM-dd calendar date, never converted through a Date object (no time zone shifts). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format yyyy-MM-dd')
  .refine(isIsoDate, 'Not a valid date');

export const okResponse = z.object({ ok: z.literal(true) });
export const messageResponse = z.object({ message: z.string() });

/**
 * The separators of a CSV file (query `csv`): `comma` ("," between cells, "." in numbers, Excel in
 * English) or `semicolon` (";" and ",", Excel in Spanish, Catalan, French, German, Italian, Dutch).
 */
export const csvStyle = z
  .enum(CSV_STYLES, { error: 'Choose the CSV separator: comma or semicolon' })
  .default('comma');
