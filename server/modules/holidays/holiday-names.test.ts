// Bank holiday names in the reader's language (issue 15): English, the country's language, and our other
// languages through date-holidays' translations corrected by corrections.ts (`translations`).
import { describe, expect, it } from 'vitest';
import { bankHolidayNames } from './bank-holidays';

const name = (
  country: 'FR' | 'DE' | 'ES' | 'NL' | 'IT' | 'GB',
  region: string,
  date: string,
  locale: string,
) => bankHolidayNames(country, region, Number(date.slice(0, 4)), locale).get(date);

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
    // A day without a usual translation keeps the country's name.
    expect(name('GB', 'england', '2026-05-04', 'de')).toBe('Early May bank holiday');
  });

  // Checked against the sources of README.md (issue 15): date-holidays writes these in the country's language.
  it("names Spain's national day in every language, not in Spanish", () => {
    expect(name('ES', 'madrid', '2026-10-12', 'es')).toBe('Fiesta Nacional de España');
    expect(name('ES', 'madrid', '2026-10-12', 'en')).toBe('National Day of Spain');
    expect(name('ES', 'madrid', '2026-10-12', 'nl')).toBe('Nationale feestdag van Spanje');
    expect(name('ES', 'madrid', '2026-10-12', 'de')).toBe('Spanischer Nationalfeiertag');
    expect(name('ES', 'madrid', '2026-10-12', 'fr')).toBe("Fête nationale de l'Espagne");
    expect(name('ES', 'madrid', '2026-10-12', 'it')).toBe('Festa nazionale spagnola');
    expect(name('ES', 'barcelona', '2026-10-12', 'ca')).toBe("Festa Nacional d'Espanya");
  });

  it("reads Catalonia's days as the Generalitat's calendar writes them in Catalan", () => {
    expect(name('ES', 'barcelona', '2026-01-06', 'ca')).toBe('Reis');
    expect(name('ES', 'barcelona', '2026-04-03', 'ca')).toBe('Divendres Sant');
    expect(name('ES', 'barcelona', '2026-04-06', 'ca')).toBe('Dilluns de Pasqua Florida');
    expect(name('ES', 'barcelona', '2026-05-01', 'ca')).toBe('Festa del Treball');
    expect(name('ES', 'barcelona', '2026-05-25', 'ca')).toBe('Segona Pasqua');
    expect(name('ES', 'barcelona', '2026-09-11', 'ca')).toBe('Diada Nacional de Catalunya');
    expect(name('ES', 'barcelona', '2026-12-08', 'ca')).toBe('La Immaculada');
    // Barcelona's Whit Monday in the other languages, not "Lunes de Pascua Granada".
    expect(name('ES', 'barcelona', '2026-05-25', 'de')).toBe('Pfingstmontag');
  });

  it('names a substitute day in the reader’s language, its words included', () => {
    // Madrid moves Constitution Day (Sunday 6 Dec 2026) to Monday 7 Dec.
    expect(name('ES', 'madrid', '2026-12-07', 'es')).toBe('Día de la Constitución Española (traslado)');
    expect(name('ES', 'madrid', '2026-12-07', 'en')).toBe('Constitution Day (substitute day)');
    expect(name('ES', 'madrid', '2026-12-07', 'it')).toBe('Giorno della Costituzione (giorno sostitutivo)');
    expect(name('ES', 'madrid', '2026-11-02', 'fr')).toBe('Toussaint (jour de remplacement)');
    expect(name('GB', 'england', '2026-12-28', 'it')).toBe('Santo Stefano (giorno sostitutivo)');
  });

  it("names France's, Italy's and the Netherlands' civil days in the reader's language", () => {
    expect(name('FR', 'paris', '2026-07-14', 'de')).toBe('Französischer Nationalfeiertag');
    expect(name('FR', 'paris', '2026-05-08', 'es')).toBe('Día de la Victoria de 1945');
    expect(name('FR', 'paris', '2026-11-11', 'nl')).toBe('Wapenstilstand 1918');
    expect(name('IT', 'rome', '2026-04-25', 'nl')).toBe('Bevrijdingsdag');
    expect(name('IT', 'rome', '2026-06-02', 'de')).toBe('Tag der Republik');
    expect(name('IT', 'rome', '2026-12-08', 'es')).toBe('Inmaculada Concepción');
    expect(name('DE', 'berlin', '2026-03-08', 'it')).toBe('Giornata internazionale della donna');
    expect(name('NL', 'amsterdam', '2026-04-27', 'ca')).toBe('Dia del Rei');
    expect(name('DE', 'munich', '2026-08-15', 'nl')).toBe('Maria-Tenhemelopneming');
  });
});
