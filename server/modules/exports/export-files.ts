// The files of a data export: each section as JSON (an array of objects) and as CSV (RFC 4180, CRLF, UTF-8
// with a BOM, formula-looking text cells neutralised), zipped with fflate.

import { stringify } from 'csv-stringify/sync';
import { strToU8, type Zippable, zipSync } from 'fflate';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection). */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return neutralise(JSON.stringify(value));
  if (typeof value === 'string') return neutralise(value);
  return String(value);
}
const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

export function toCsv(columns: string[], rows: Record<string, unknown>[]): Uint8Array {
  const records = [columns, ...rows.map((row) => columns.map((c) => cell(row[c])))];
  return strToU8(stringify(records, { bom: true, record_delimiter: '\r\n' }));
}

export function toJson(rows: Record<string, unknown>[]): Uint8Array {
  return strToU8(`${JSON.stringify(rows, null, 2)}\n`);
}

export function zipFiles(files: Record<string, Uint8Array>, now: Date): Buffer {
  const zippable: Zippable = {};
  for (const [name, data] of Object.entries(files)) zippable[name] = [data, { mtime: now }];
  return Buffer.from(zipSync(zippable, { level: 6 }));
}
