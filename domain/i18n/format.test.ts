import { describe, expect, it } from 'vitest';
import { formatterFor } from './format';

const en = formatterFor('en');
const es = formatterFor('es');
const de = formatterFor('de');

describe('formatterFor', () => {
  it("keeps the spec's English dates and writes other languages' as they do", () => {
    expect(en.date('2026-05-04')).toBe('May 04, 2026');
    expect(en.dateRange('2026-05-04', '2026-05-08')).toBe('May 04, 2026 – May 08, 2026');
    expect(en.dateRange('2026-05-04', '2026-05-04')).toBe('May 04, 2026');
    expect(es.date('2026-11-24')).toBe('24 nov 2026');
    expect(de.date('2026-11-24')).toBe('24. Nov. 2026');
    expect(en.month('2026-05')).toBe('May 2026');
    expect(es.month('2026-05')).toBe('mayo de 2026');
    expect(en.longDate('2026-05-04')).toBe('4 May 2026');
  });

  it('never moves a calendar date by a time zone', () => {
    expect(formatterFor('nl').date('2026-01-01')).toBe('1 jan 2026');
  });

  it('writes hours, numbers, money and shares with the language’s separators', () => {
    expect(en.hours(7.5, { minDecimals: 2 })).toBe('7.50 h');
    expect(es.hours(7.5, { minDecimals: 2 })).toBe('7,50 h');
    expect(en.hours(1 / 3)).toBe('0.33 h');
    expect(en.hours(1234.5)).toBe('1234.5 h');
    expect(en.currency(12)).toBe('€12.00');
    expect(es.currency(12)).toBe('12,00\u00a0€');
    expect(en.currency(8, 'EUR', { wholeUnits: true })).toBe('€8');
    expect(en.percent(0.123)).toBe('12.3%');
    expect(es.percent(0.123)).toBe('12,3\u00a0%');
    expect(de.number(1234.5)).toBe('1.234,5');
  });

  it('writes times on a 24-hour clock in the zone asked for', () => {
    expect(en.time('2026-03-01T08:30:00Z', 'Europe/Madrid')).toBe('09:30');
    expect(es.dateTime('2026-03-01T08:30:00Z', 'Europe/Madrid')).toBe('1 mar 2026, 09:30');
  });
});
