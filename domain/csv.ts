// How a CSV for spreadsheets writes its cells. Excel reads a CSV with the list separator and decimal mark
// of the computer's regional settings: English uses "," between cells and "." in numbers; Spanish,
// Catalan, French, German, Italian and Dutch use ";" between cells because "," is their decimal mark.
// A file in the other style opens as one column (or with 7.00 read as text or as 700).

export const CSV_STYLES = ['comma', 'semicolon'] as const;
export type CsvStyle = (typeof CSV_STYLES)[number];

export interface CsvDialect {
  style: CsvStyle;
  /** Between cells. */
  delimiter: ',' | ';';
  decimalMark: '.' | ',';
  /** A number as the spreadsheet reads it: 7.5 → "7.50" or "7,50" with `fractionDigits` 2. */
  number(value: number, fractionDigits?: number): string;
}

/**
 * The separators of a CSV style, and its number format: no thousands separator (Excel would read
 * "1.234" as 1.234 in one style and 1234 in the other), a minus sign as "-", the given decimals.
 */
export function csvDialect(style: CsvStyle): CsvDialect {
  const decimalMark = style === 'semicolon' ? ',' : '.';
  return {
    style,
    delimiter: style === 'semicolon' ? ';' : ',',
    decimalMark,
    number(value, fractionDigits) {
      const text = fractionDigits === undefined ? String(value) : value.toFixed(fractionDigits);
      return decimalMark === ',' ? text.replace('.', ',') : text;
    },
  };
}

/**
 * The CSV style for the browser's languages (`navigator.languages`, first valid one wins): semicolons
 * where the language writes decimals with a comma (es, ca, fr, de, it, nl, pl, cs…), commas where it
 * writes a point (en, es-MX…). The decimal mark comes from the runtime's locale data, not a list of ours.
 */
export function csvStyleFor(languages: readonly string[]): CsvStyle {
  for (const language of languages) {
    let decimal: string | undefined;
    try {
      decimal = new Intl.NumberFormat(language).formatToParts(1.5).find((p) => p.type === 'decimal')?.value;
    } catch {
      continue; // not a language tag
    }
    return decimal === ',' ? 'semicolon' : 'comma';
  }
  return 'comma';
}
