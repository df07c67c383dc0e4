// Bank holiday names in the reader's language (issue 15): English, the country's language, and our other
// languages through date-holidays' translations corrected by corrections.ts (`translations`).
import { describe, expect, it } from 'vitest';
import { bankHolidayNames } from './bank-holidays';

const name = (country: 'FR' | 'DE' | 'ES' | 'NL' | 'IT', region: string, date: string, locale: string) =>
  bankHolidayNames(country, region, Number(date.slice(0, 4)), locale).get(date);

describe('bank holiday names by language', () => {
  it("names France's Ascension Day as Ascension, not as Assumption Day (date-holidays' Spanish)", () => {
    expect(name('FR', 'paris', '2026-05-14', 'es')).toBe('Ascensión del Señor');
    expect(name('FR', 'paris', '2026-08-15', 'es')).toBe('Asunción');
    expect(name('FR', 'paris', '2026-05-14', 'fr')).toBe('Ascension');
    expect(name('FR', 'paris', '2026-05-14', 'en')).toBe('Ascension Day');
    expect(name('DE', 'berlin', '2026-05-14', 'es')).toBe('Ascensión del Señor');
    expect(name('DE', 'berlin', '2026-05-14', 'nl')).toBe('Hemelvaartsdag');
  });

  it('gives German Unity Day its own name, not a national day of any country', () => {
    expect(name('DE', 'berlin', '2026-10-03', 'de')).toBe('Tag der Deutschen Einheit');
    expect(name('DE', 'berlin', '2026-10-03', 'es')).toBe('Día de la Unidad Alemana');
    expect(name('DE', 'berlin', '2026-10-03', 'fr')).toBe("Jour de l'Unité allemande");
    expect(name('DE', 'berlin', '2026-10-03', 'nl')).toBe('Dag van de Duitse Eenheid');
  });

  it('reads the official names of the country and date-holidays’ translations elsewhere', () => {
    // Catalan: the Generalitat's calendar (Sant Esteve, Sant Joan); Dutch: Rijksoverheid (Koningsdag).
    expect(name('ES', 'barcelona', '2026-12-26', 'ca')).toBe('Sant Esteve');
    expect(name('ES', 'barcelona', '2026-06-24', 'ca')).toBe('Sant Joan');
    expect(name('NL', 'amsterdam', '2026-04-27', 'nl')).toBe('Koningsdag');
    expect(name('IT', 'rome', '2026-12-26', 'it')).toBe('Santo Stefano');
    // A day without a translation keeps the country's name.
    expect(name('FR', 'paris', '2026-07-14', 'de')).toBe('Fête nationale');
  });
});
