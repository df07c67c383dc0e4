import { describe, expect, it } from 'vitest';
import { csvDialect, csvStyleFor } from './csv';

describe('CSV dialects', () => {
  it('comma style: "," between cells, "." in numbers', () => {
    const d = csvDialect('comma');
    expect([d.delimiter, d.decimalMark]).toEqual([',', '.']);
    expect(d.number(7, 2)).toBe('7.00');
    expect(d.number(7.5, 1)).toBe('7.5');
    expect(d.number(197.5)).toBe('197.5');
    expect(d.number(-154.5)).toBe('-154.5');
    expect(d.number(1234.5, 2)).toBe('1234.50'); // no thousands separator
  });

  it('semicolon style: ";" between cells, "," in numbers', () => {
    const d = csvDialect('semicolon');
    expect([d.delimiter, d.decimalMark]).toEqual([';', ',']);
    expect(d.number(7, 2)).toBe('7,00');
    // 7.25 h written with 2 decimals → "7,25"; 160 h with 1 decimal → "160,0".
    expect(d.number(7.25, 2)).toBe('7,25');
    expect(d.number(160, 1)).toBe('160,0');
    expect(d.number(-4)).toBe('-4');
    expect(d.number(-154.5)).toBe('-154,5');
    expect(d.number(1234.5, 2)).toBe('1234,50');
  });

  it('picks the style from the browser languages: the first language that is one decides', () => {
    for (const lang of [
      'es',
      'es-ES',
      'ca',
      'ca-ES',
      'fr-FR',
      'de',
      'de-DE',
      'it-IT',
      'nl-NL',
      'pl',
      'cs-CZ',
    ]) {
      expect(csvStyleFor([lang]), lang).toBe('semicolon');
    }
    for (const lang of ['en', 'en-GB', 'en-US', 'es-MX']) expect(csvStyleFor([lang]), lang).toBe('comma');
    expect(csvStyleFor(['de-DE', 'en-US'])).toBe('semicolon');
    expect(csvStyleFor(['en-GB', 'es-ES'])).toBe('comma');
    expect(csvStyleFor(['not a language!', 'fr'])).toBe('semicolon');
    expect(csvStyleFor([])).toBe('comma');
  });
});
