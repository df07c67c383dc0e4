// Reviewed corrections to date-holidays for the regions Plantel supports. This file is data:
// each entry names the official source it was checked against. See README.md beside it for how
// a year is reviewed and added.

import type { HolidayScope } from '@domain/holidays/bank-holiday';
import type { CountryCode, RegionIdOf } from '@domain/holidays/regions';

export interface Source {
  readonly title: string;
  readonly url?: string;
}

type RegionRef = { [C in CountryCode]: { readonly country: C; readonly region: RegionIdOf<C> } }[CountryCode];

/**
 * The names of a day: `name` in English (the English UI) and `localName` as the country's official
 * calendar writes it (Spain: the Spanish of the BOE and the regional decrees, for every region).
 */
export interface DayNames {
  readonly name: string;
  readonly localName: string;
  /**
   * Reviewed names in our other languages (issue 15), where date-holidays' own translation is wrong or missing;
   * a language without one reads date-holidays' name, else `localName`.
   */
  readonly translations?: Partial<Readonly<Record<'es' | 'ca' | 'de' | 'fr' | 'it' | 'nl', string>>>;
}

/**
 * A public day off every year that date-holidays lacks (or holds with a type other than public).
 * `rule` is in date-holidays' own grammar (`05-15`, `easter 50`, `10-09 since 2026` …): the library
 * computes the date, Easter included.
 */
export type RecurringDay = RegionRef &
  DayNames & {
    readonly rule: string;
    readonly scope: HolidayScope;
    readonly sources: readonly Source[];
    readonly note?: string;
  };

export interface AddedDay extends DayNames {
  readonly date: string;
  readonly scope: HolidayScope;
}

export interface RemovedDay {
  readonly date: string;
  readonly reason: string;
}

export interface RenamedDay extends DayNames {
  readonly date: string;
}

/**
 * One year of one country (region null: every region of it) or of one region, checked against
 * the official calendar. `verified: false` means the official calendar was not available to the
 * reviewer: the output for that year is date-holidays plus the rules here, not a confirmed list.
 */
export type YearReview = (RegionRef | { readonly country: CountryCode; readonly region: null }) & {
  readonly year: number;
  readonly verified: boolean;
  readonly note?: string;
  readonly sources: readonly Source[];
  readonly add?: readonly AddedDay[];
  readonly remove?: readonly RemovedDay[];
  readonly rename?: readonly RenamedDay[];
};

export interface CountryPolicy {
  /**
   * Drop holidays that fall on a Sunday. Spain's official calendars (BOE, regional orders) list
   * the days off of the year: a national or regional day falling on Sunday is either moved to the
   * Monday by the region (date-holidays has those as substitute days) or is not a day off at all.
   * Elsewhere a holiday keeps its date even on a Sunday and the official lists show it there.
   */
  readonly dropSundays: boolean;
  /**
   * Added to a substitute day's names, in English and in the country's language; its `translations` are added
   * to the reviewed translations of the day it replaces (date-holidays' own are "(día sustituto)" in Italian).
   */
  readonly substitute: DayNames;
  readonly sources: readonly Source[];
}

/** Name corrections for date-holidays' days of one country, by the library's rule (e.g. `12-26`). */
export interface NameCorrections {
  readonly sources: readonly Source[];
  readonly byRule: Readonly<Record<string, DayNames>>;
}

// ---------------------------------------------------------------------------------------- sources

const BOE_2025: Source = {
  title:
    'BOE-A-2024-21316: Resolución de 15 de octubre de 2024, de la Dirección General de Trabajo, por la que se publica la relación de fiestas laborales para el año 2025 (BOE 18 Oct 2024)',
  url: 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2024-21316',
};
const GENCAT_2026: Source = {
  title:
    'Generalitat de Catalunya, calendari laboral 2026 (Ordre EMT/66/2025, DOGC): the Catalan names of the days (Reis, Dilluns de Pasqua Florida, Festa del Treball, Diada Nacional de Catalunya, Festa Nacional d’Espanya, Tots Sants, Dia de la Constitució, La Immaculada, Sant Esteve), as reported',
  url: 'https://www.emporda.info/fets-gent/2025/12/12/calendari-laboral-catalunya-festius-2026-115477677.html',
};
const BOE_2026: Source = {
  title:
    'BOE-A-2025-21667: Resolución de la Dirección General de Trabajo por la que se publica la relación de fiestas laborales para el año 2026 (BOE 28 Oct 2025)',
  url: 'https://www.boe.es/boe/dias/2025/10/28/pdfs/BOE-A-2025-21667.pdf',
};
const RD_2001_1983: Source = {
  title:
    'Real Decreto 2001/1983, art. 45 (national holidays, substitution of Sunday holidays by the regions)',
  url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1983-20906#art45',
};
const GOV_UK: Source = { title: 'GOV.UK, UK bank holidays', url: 'https://www.gov.uk/bank-holidays' };
const SCOTLAND_WORLD_CUP: Source = {
  title:
    'Scottish Government, “World Cup bank holiday confirmed” (5 Feb 2026): royal proclamation under s.1(3) of the Banking and Financial Dealings Act 1971 appointing Monday 15 June 2026 a bank holiday in Scotland',
  url: 'https://www.wired-gov.net/wg/news.nsf/articles/world+cup+bank+holiday+confirmed+05022026150500?open',
};
const SCOTLAND_2025: Source = {
  title: 'Scottish Government bank holidays 2025 (St Andrew’s Day substituted on Monday 1 Dec), as reported',
  url: 'https://thenational.scot/news/trendingacrossscotland/24764544.scottish-bank-holidays-2025-days-will-get-off',
};
const FR_CODE_DU_TRAVAIL: Source = {
  title: 'Code du travail, art. L3133-1 (fêtes légales); service-public.fr, Jours fériés',
  url: 'https://www.service-public.fr/particuliers/vosdroits/F2405',
};
const NL_RIJKSOVERHEID: Source = {
  title: 'Rijksoverheid, Officiële feestdagen (Bevrijdingsdag a day off only in lustrum years by most CAOs)',
  url: 'https://www.rijksoverheid.nl/onderwerpen/feestdagen',
};
const NL_LUSTRUM_2025: Source = {
  title:
    '2025 is a lustrum year: Bevrijdingsdag (Monday 5 May) a paid day off under most CAOs (secondary report)',
  url: 'https://www.hartvannederland.nl/entertainment/evenementen/artikelen/kabinet-bevrijdingsdag-jaarlijkse-vrije-dag',
};
const IT_LEGGE_260_1949: Source = {
  title:
    'Legge 27 maggio 1949 n. 260 art. 2, as amended (Legge 54/1977, DPR 792/1985 for Rome’s 29 June, Legge 151/2025 for 4 October)',
  url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1949-05-27;260',
};
const IT_OCT_4: Source = {
  title:
    'Legge 8 ottobre 2025, n. 151, Istituzione della festa nazionale di San Francesco d’Assisi (GU n. 236 del 10 Oct 2025), in force from 1 Jan 2026',
  url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-10-08;151',
};
const DE_STATE_LAWS: Source = {
  title:
    'Feiertagsgesetze: Berlin (Sonn- und Feiertagsgesetz §1, Frauentag since 2019), Bayern (FTG Art. 1, Mariä Himmelfahrt in predominantly Catholic municipalities, Munich among them), Hamburg (FeiertagsG §1, Reformationstag since 2018), Nordrhein-Westfalen (FTG NW §2), Hessen (HFeiertagsG §1)',
};
const BERLIN_8_MAY_2025: Source = {
  title:
    'Berlin: 8 May 2025 (80th anniversary of the end of the Second World War) a one-off statutory holiday by amendment of the Sonn- und Feiertagsgesetz (secondary report)',
  url: 'https://www.stuttgarter-nachrichten.de/inhalt.8-mai-warum-nur-berlin-feiertag-mhsd.f988d89d-864c-43b5-974c-490f51556c32.html',
};

// ------------------------------------------------------------------------------- country policies

export const COUNTRY_POLICIES: { readonly [C in CountryCode]: CountryPolicy } = {
  ES: {
    dropSundays: true,
    substitute: {
      name: '(substitute day)',
      localName: '(traslado)',
      translations: {
        ca: '(trasllat)',
        de: '(Ersatztag)',
        fr: '(jour de remplacement)',
        it: '(giorno sostitutivo)',
        nl: '(vervangende dag)',
      },
    },
    sources: [RD_2001_1983, BOE_2025, BOE_2026],
  },
  FR: {
    dropSundays: false,
    substitute: { name: '(substitute day)', localName: '(jour de remplacement)' },
    sources: [FR_CODE_DU_TRAVAIL],
  },
  DE: {
    dropSundays: false,
    substitute: { name: '(substitute day)', localName: '(Ersatztag)' },
    sources: [DE_STATE_LAWS],
  },
  IT: {
    dropSundays: false,
    substitute: { name: '(substitute day)', localName: '(giorno sostitutivo)' },
    sources: [IT_LEGGE_260_1949],
  },
  // Weekend bank holidays get a substitute weekday; date-holidays has those, and the original
  // weekend date is dropped wherever a substitute replaces it (gov.uk lists only the substitute).
  GB: {
    dropSundays: false,
    substitute: {
      name: '(substitute day)',
      localName: '(substitute day)',
      translations: {
        es: '(día sustitutivo)',
        ca: '(dia substitutiu)',
        de: '(Ersatztag)',
        fr: '(jour de remplacement)',
        it: '(giorno sostitutivo)',
        nl: '(vervangende dag)',
      },
    },
    sources: [GOV_UK],
  },
  NL: {
    dropSundays: false,
    substitute: { name: '(substitute day)', localName: '(vervangende dag)' },
    sources: [NL_RIJKSOVERHEID],
  },
};

// ---------------------------------------------------------------------------------------- names

/**
 * date-holidays' names where they are anglicised, mixed or not the official ones ("Boxing Day" in
 * Germany, "Dia de Cataluña" as the English name, "La inmaculada concepción"). Keyed by the library's
 * rule; a substitute day takes its original's names plus the country's substitute words. A rule
 * missing here keeps the library's names (the tests check every name is in the country's language).
 */
export const LIBRARY_NAMES: { readonly [C in CountryCode]?: NameCorrections } = {
  // The BOE's Spanish for every region (the Catalan and Basque originals read the same days).
  ES: {
    sources: [BOE_2025, BOE_2026, GENCAT_2026],
    // Translations: Catalan as the Generalitat's calendar writes the days (date-holidays has no Catalan for most
    // and falls back to the Spanish); the other languages where date-holidays writes the Spanish (regional and
    // local days, the national day, Constitution Day). Proper names without a usual translation (La Mercè) stay.
    byRule: {
      // Days a region may move to a Monday carry every language, so that the substitute day reads whole.
      '01-01': {
        name: "New Year's Day",
        localName: 'Año Nuevo',
        translations: { ca: 'Any Nou', de: 'Neujahr', fr: 'Nouvel An', it: 'Capodanno', nl: 'Nieuwjaar' },
      },
      '01-06': {
        name: 'Epiphany',
        localName: 'Epifanía del Señor',
        translations: {
          ca: 'Reis',
          de: 'Heilige Drei Könige',
          fr: 'Épiphanie',
          it: 'Epifania',
          nl: 'Driekoningen',
        },
      },
      '02-28': {
        name: 'Andalusia Day',
        localName: 'Día de Andalucía',
        translations: {
          ca: "Dia d'Andalusia",
          de: 'Tag Andalusiens',
          fr: "Jour de l'Andalousie",
          it: "Giornata dell'Andalusia",
          nl: 'Dag van Andalusië',
        },
      },
      '03-19': {
        name: "St Joseph's Day",
        localName: 'San José',
        translations: {
          ca: 'Sant Josep',
          de: 'Josefstag',
          fr: 'Saint-Joseph',
          it: 'San Giuseppe',
          nl: 'Sint-Jozef',
        },
      },
      'easter -3': {
        name: 'Maundy Thursday',
        localName: 'Jueves Santo',
        translations: { ca: 'Dijous Sant' },
      },
      'easter -2': {
        name: 'Good Friday',
        localName: 'Viernes Santo',
        translations: { ca: 'Divendres Sant' },
      },
      'easter 1': {
        name: 'Easter Monday',
        localName: 'Lunes de Pascua',
        translations: { ca: 'Dilluns de Pasqua Florida' },
      },
      '05-01': {
        name: 'Labour Day',
        localName: 'Fiesta del Trabajo',
        translations: {
          ca: 'Festa del Treball',
          de: 'Tag der Arbeit',
          fr: 'Fête du Travail',
          it: 'Festa del Lavoro',
          nl: 'Dag van de Arbeid',
        },
      },
      '05-02 if Sunday then next Monday': {
        name: 'Community of Madrid Day',
        localName: 'Fiesta de la Comunidad de Madrid',
        translations: {
          ca: 'Festa de la Comunitat de Madrid',
          de: 'Feiertag der Autonomen Gemeinschaft Madrid',
          fr: 'Fête de la Communauté de Madrid',
          it: 'Festa della Comunità di Madrid',
          nl: 'Dag van de Gemeenschap Madrid',
        },
      },
      '06-24': {
        name: "St John's Day",
        localName: 'San Juan',
        translations: {
          ca: 'Sant Joan',
          de: 'Johannistag',
          fr: 'Saint-Jean',
          it: 'San Giovanni',
          nl: 'Sint-Jan',
        },
      },
      '07-25': {
        name: 'St James the Apostle',
        localName: 'Santiago Apóstol',
        translations: {
          ca: 'Sant Jaume Apòstol',
          de: 'Jakobustag',
          fr: 'Saint-Jacques',
          it: 'San Giacomo Apostolo',
          nl: 'Sint-Jacob',
        },
      },
      '08-15': {
        name: 'Assumption',
        localName: 'Asunción de la Virgen',
        // date-holidays' Dutch "O.L.V. Hemelvaart" is Belgian usage.
        translations: {
          ca: "L'Assumpció",
          de: 'Mariä Himmelfahrt',
          fr: 'Assomption',
          it: 'Assunzione di Maria',
          nl: 'Maria-Tenhemelopneming',
        },
      },
      '09-11': {
        name: 'National Day of Catalonia',
        localName: 'Diada Nacional de Cataluña',
        translations: {
          ca: 'Diada Nacional de Catalunya',
          de: 'Nationalfeiertag Kataloniens',
          fr: 'Fête nationale de la Catalogne',
          it: 'Festa nazionale della Catalogna',
          nl: 'Nationale feestdag van Catalonië',
        },
      },
      '09-24': {
        name: 'Our Lady of Mercy (La Mercè)',
        localName: 'Nuestra Señora de la Merced',
        translations: { ca: 'La Mercè', de: 'La Mercè', fr: 'La Mercè', it: 'La Mercè', nl: 'La Mercè' },
      },
      // date-holidays writes the Spanish in every other language.
      '10-12': {
        name: 'National Day of Spain',
        localName: 'Fiesta Nacional de España',
        translations: {
          ca: "Festa Nacional d'Espanya",
          de: 'Spanischer Nationalfeiertag',
          fr: "Fête nationale de l'Espagne",
          it: 'Festa nazionale spagnola',
          nl: 'Nationale feestdag van Spanje',
        },
      },
      '11-01': {
        name: "All Saints' Day",
        localName: 'Todos los Santos',
        translations: {
          ca: 'Tots Sants',
          de: 'Allerheiligen',
          fr: 'Toussaint',
          it: 'Ognissanti',
          nl: 'Allerheiligen',
        },
      },
      '12-06': {
        name: 'Constitution Day',
        localName: 'Día de la Constitución Española',
        translations: {
          ca: 'Dia de la Constitució',
          de: 'Tag der Verfassung',
          fr: 'Jour de la Constitution',
          it: 'Giorno della Costituzione',
          nl: 'Dag van de Grondwet',
        },
      },
      '12-08': {
        name: 'Immaculate Conception',
        localName: 'Inmaculada Concepción',
        translations: {
          ca: 'La Immaculada',
          de: 'Mariä Empfängnis',
          fr: 'Immaculée Conception',
          it: 'Immacolata Concezione',
          nl: 'Onbevlekte Ontvangenis',
        },
      },
      '12-25': {
        name: 'Christmas Day',
        localName: 'Natividad del Señor',
        translations: { ca: 'Nadal', de: 'Weihnachten', fr: 'Noël', it: 'Natale', nl: 'Kerstmis' },
      },
      '12-26': {
        name: "St Stephen's Day",
        localName: 'San Esteban',
        translations: {
          ca: 'Sant Esteve',
          de: 'Stephanstag',
          fr: 'Saint-Étienne',
          it: 'Santo Stefano',
          nl: 'Tweede kerstdag',
        },
      },
    },
  },
  FR: {
    sources: [FR_CODE_DU_TRAVAIL],
    byRule: {
      '01-01': { name: "New Year's Day", localName: "Jour de l'an" },
      // Catalan: date-holidays has none for France and falls back to the French.
      'easter 1': {
        name: 'Easter Monday',
        localName: 'Lundi de Pâques',
        translations: { ca: 'Dilluns de Pasqua' },
      },
      '05-01': {
        name: 'Labour Day',
        localName: 'Fête du Travail',
        translations: { ca: 'Festa del Treball' },
      },
      // date-holidays writes the French in every other language.
      '05-08': {
        name: 'Victory in Europe Day',
        localName: 'Victoire 1945',
        translations: {
          es: 'Día de la Victoria de 1945',
          ca: 'Dia de la Victòria de 1945',
          de: 'Tag des Sieges 1945',
          it: 'Festa della Vittoria 1945',
          nl: 'Dag van de Overwinning 1945',
        },
      },
      '07-14': {
        name: 'Bastille Day',
        localName: 'Fête nationale',
        translations: {
          es: 'Fiesta Nacional de Francia',
          ca: 'Festa Nacional de França',
          de: 'Französischer Nationalfeiertag',
          it: 'Festa nazionale francese',
          nl: 'Nationale feestdag van Frankrijk',
        },
      },
      'easter 50': {
        name: 'Whit Monday',
        localName: 'Lundi de Pentecôte',
        translations: { ca: 'Dilluns de Pentecosta' },
      },
      '08-15': {
        name: 'Assumption',
        localName: 'Assomption',
        translations: { ca: "L'Assumpció", nl: 'Maria-Tenhemelopneming' },
      },
      '11-01': { name: "All Saints' Day", localName: 'Toussaint', translations: { ca: 'Tots Sants' } },
      '11-11': {
        name: 'Armistice Day',
        localName: 'Armistice 1918',
        translations: {
          es: 'Armisticio de 1918',
          ca: 'Armistici de 1918',
          de: 'Waffenstillstand 1918',
          it: 'Armistizio del 1918',
          nl: 'Wapenstilstand 1918',
        },
      },
      // date-holidays names Ascension Day "La Asunción" in Spanish, which is Assumption Day (15 August).
      'easter 39': {
        name: 'Ascension Day',
        localName: 'Ascension',
        translations: {
          es: 'Ascensión del Señor',
          ca: "L'Ascensió",
          de: 'Christi Himmelfahrt',
          it: 'Ascensione',
          nl: 'Hemelvaartsdag',
        },
      },
    },
  },
  DE: {
    sources: [DE_STATE_LAWS],
    // Catalan: date-holidays has none for Germany and falls back to the German.
    byRule: {
      '01-06': { name: 'Epiphany', localName: 'Heilige Drei Könige', translations: { ca: 'Reis' } },
      // Berlin: date-holidays writes the German in Catalan and Italian.
      '03-08': {
        name: "International Women's Day",
        localName: 'Internationaler Frauentag',
        translations: {
          es: 'Día Internacional de la Mujer',
          ca: 'Dia Internacional de les Dones',
          it: 'Giornata internazionale della donna',
        },
      },
      'easter -2': { name: 'Good Friday', localName: 'Karfreitag', translations: { ca: 'Divendres Sant' } },
      'easter 1': {
        name: 'Easter Monday',
        localName: 'Ostermontag',
        translations: { ca: 'Dilluns de Pasqua' },
      },
      '05-01': { name: 'Labour Day', localName: 'Tag der Arbeit', translations: { ca: 'Festa del Treball' } },
      'easter 50': {
        name: 'Whit Monday',
        localName: 'Pfingstmontag',
        translations: { ca: 'Dilluns de Pentecosta' },
      },
      'easter 60': { name: 'Corpus Christi', localName: 'Fronleichnam', translations: { ca: 'Corpus' } },
      '08-15': {
        name: 'Assumption',
        localName: 'Mariä Himmelfahrt',
        translations: { ca: "L'Assumpció", nl: 'Maria-Tenhemelopneming' },
      },
      '11-01': { name: "All Saints' Day", localName: 'Allerheiligen', translations: { ca: 'Tots Sants' } },
      '10-03': {
        name: 'German Unity Day',
        localName: 'Tag der Deutschen Einheit',
        // date-holidays: "Fiesta Nacional", "Fête nationale", "Nationale feestdag" (any country's national day).
        translations: {
          es: 'Día de la Unidad Alemana',
          ca: 'Dia de la Unitat Alemanya',
          fr: "Jour de l'Unité allemande",
          it: "Giorno dell'Unità tedesca",
          nl: 'Dag van de Duitse Eenheid',
        },
      },
      // date-holidays names Ascension Day "La Asunción" in Spanish (Assumption Day) and "O.L.H. Hemelvaart" in
      // Dutch (Belgian usage).
      'easter 39': {
        name: 'Ascension Day',
        localName: 'Christi Himmelfahrt',
        translations: {
          es: 'Ascensión del Señor',
          ca: "L'Ascensió",
          fr: 'Ascension',
          it: 'Ascensione',
          nl: 'Hemelvaartsdag',
        },
      },
      '12-25': { name: 'Christmas Day', localName: 'Erster Weihnachtsfeiertag' },
      '12-26': {
        name: 'Second Day of Christmas',
        localName: 'Zweiter Weihnachtsfeiertag',
        translations: { ca: 'Sant Esteve' },
      },
    },
  },
  IT: {
    sources: [IT_LEGGE_260_1949],
    // date-holidays writes the Italian for the civil days in every other language, and in Catalan for all.
    byRule: {
      easter: {
        name: 'Easter Sunday',
        localName: 'Domenica di Pasqua',
        translations: { ca: 'Diumenge de Pasqua' },
      },
      'easter 1': {
        name: 'Easter Monday',
        localName: 'Lunedì dell’Angelo',
        translations: { ca: 'Dilluns de Pasqua' },
      },
      '04-25': {
        name: 'Liberation Day',
        localName: 'Festa della Liberazione',
        translations: {
          es: 'Día de la Liberación',
          ca: "Dia de l'Alliberament",
          de: 'Tag der Befreiung',
          fr: 'Fête de la Libération',
          nl: 'Bevrijdingsdag',
        },
      },
      '05-01': {
        name: 'Labour Day',
        localName: 'Festa del Lavoro',
        translations: { ca: 'Festa del Treball' },
      },
      '06-02': {
        name: 'Republic Day',
        localName: 'Festa della Repubblica',
        translations: {
          es: 'Fiesta de la República',
          ca: 'Festa de la República',
          de: 'Tag der Republik',
          fr: 'Fête de la République',
          nl: 'Dag van de Republiek',
        },
      },
      '06-24': {
        name: 'St John the Baptist',
        localName: 'San Giovanni Battista',
        translations: {
          es: 'San Juan Bautista',
          ca: 'Sant Joan Baptista',
          de: 'Johannes der Täufer',
          fr: 'Saint-Jean-Baptiste',
          nl: 'Sint-Jan de Doper',
        },
      },
      '06-29': {
        name: 'Saints Peter and Paul',
        localName: 'Santi Pietro e Paolo',
        translations: {
          es: 'San Pedro y San Pablo',
          ca: 'Sant Pere i Sant Pau',
          de: 'Peter und Paul',
          fr: 'Saint-Pierre-et-Saint-Paul',
          nl: 'Petrus en Paulus',
        },
      },
      '08-15': {
        name: 'Assumption',
        localName: 'Assunzione di Maria',
        translations: { ca: "L'Assumpció", nl: 'Maria-Tenhemelopneming' },
      },
      '10-04 since 2026': {
        name: 'National Day of St Francis of Assisi',
        localName: "Festa nazionale di San Francesco d'Assisi",
        translations: {
          es: 'Fiesta nacional de San Francisco de Asís',
          ca: "Festa nacional de Sant Francesc d'Assís",
          de: 'Nationalfeiertag des heiligen Franz von Assisi',
          fr: "Fête nationale de saint François d'Assise",
          nl: 'Nationale feestdag van Franciscus van Assisi',
        },
      },
      '11-01': { name: "All Saints' Day", localName: 'Ognissanti', translations: { ca: 'Tots Sants' } },
      '12-07': {
        name: 'St Ambrose',
        localName: "Sant'Ambrogio",
        translations: {
          es: 'San Ambrosio',
          ca: 'Sant Ambròs',
          de: 'Ambrosius',
          fr: 'Saint-Ambroise',
          nl: 'Sint-Ambrosius',
        },
      },
      // date-holidays: "La inmaculada concepción" in Spanish.
      '12-08': {
        name: 'Immaculate Conception',
        localName: 'Immacolata Concezione',
        translations: { es: 'Inmaculada Concepción', ca: 'La Immaculada' },
      },
      '12-25': { name: 'Christmas Day', localName: 'Natale' },
      '12-26': {
        name: "St Stephen's Day",
        localName: 'Santo Stefano',
        translations: { ca: 'Sant Esteve', de: 'Stephanstag' },
      },
    },
  },
  // The bank holidays' own names ("Early May bank holiday") have no usual translation and stay English.
  GB: {
    sources: [GOV_UK],
    byRule: {
      'easter -2': { name: 'Good Friday', localName: 'Good Friday', translations: { ca: 'Divendres Sant' } },
      'easter 1': {
        name: 'Easter Monday',
        localName: 'Easter Monday',
        translations: { ca: 'Dilluns de Pasqua' },
      },
      '12-26': {
        name: 'Boxing Day',
        localName: 'Boxing Day',
        translations: {
          es: 'San Esteban',
          ca: 'Sant Esteve',
          de: 'Zweiter Weihnachtsfeiertag',
          fr: 'Lendemain de Noël',
          it: 'Santo Stefano',
          nl: 'Tweede kerstdag',
        },
      },
    },
  },
  NL: {
    sources: [NL_RIJKSOVERHEID],
    byRule: {
      '01-01': { name: "New Year's Day", localName: 'Nieuwjaarsdag' },
      // Catalan: date-holidays has none for the Netherlands and falls back to the Dutch.
      easter: {
        name: 'Easter Sunday',
        localName: 'Eerste paasdag',
        translations: { ca: 'Diumenge de Pasqua' },
      },
      'easter 1': {
        name: 'Easter Monday',
        localName: 'Tweede paasdag',
        translations: { ca: 'Dilluns de Pasqua' },
      },
      '04-27 if sunday then previous saturday since 2014': {
        name: "King's Day",
        localName: 'Koningsdag',
        translations: { ca: 'Dia del Rei' },
      },
      'easter 39': { name: 'Ascension Day', localName: 'Hemelvaartsdag', translations: { ca: "L'Ascensió" } },
      'easter 49': {
        name: 'Whit Sunday',
        localName: 'Eerste pinksterdag',
        translations: { ca: 'Pentecosta' },
      },
      'easter 50': {
        name: 'Whit Monday',
        localName: 'Tweede pinksterdag',
        translations: { ca: 'Dilluns de Pentecosta' },
      },
      '12-25': { name: 'Christmas Day', localName: 'Eerste kerstdag' },
      '12-26': {
        name: 'Second Day of Christmas',
        localName: 'Tweede kerstdag',
        translations: { ca: 'Sant Esteve' },
      },
    },
  },
};

// ------------------------------------------------------------------------------- recurring days

const BARCELONA_COUNCIL: Source = {
  title: 'Ajuntament de Barcelona, calendari de festius (festes locals: Segona Pasqua and La Mercè)',
  url: 'https://ajuntament.barcelona.cat/calendarifestius/ca/',
};

export const RECURRING_DAYS: readonly RecurringDay[] = [
  {
    country: 'ES',
    region: 'barcelona',
    rule: 'easter 50',
    name: 'Whit Monday',
    localName: 'Lunes de Pascua Granada',
    translations: {
      ca: 'Segona Pasqua',
      de: 'Pfingstmontag',
      fr: 'Lundi de Pentecôte',
      it: 'Lunedì di Pentecoste',
      nl: 'Tweede pinksterdag',
    },
    scope: 'local',
    sources: [BARCELONA_COUNCIL],
    note: 'Local day (Segona Pasqua) chosen by the city council every year; date-holidays has only La Mercè.',
  },
  {
    country: 'ES',
    region: 'madrid',
    rule: '05-15',
    name: 'St Isidore the Labourer',
    localName: 'San Isidro Labrador',
    scope: 'local',
    sources: [{ title: 'Ayuntamiento de Madrid, fiestas locales (San Isidro, 15 May)' }],
    note: 'date-holidays has it as an observance on 16 May.',
  },
  {
    country: 'ES',
    region: 'madrid',
    rule: '11-09',
    name: 'Our Lady of Almudena',
    localName: 'Nuestra Señora de la Almudena',
    scope: 'local',
    sources: [{ title: 'Ayuntamiento de Madrid, fiestas locales (Nuestra Señora de la Almudena, 9 Nov)' }],
    note: 'date-holidays has it as an observance. On a Sunday the council moves it (2025: Monday 10 Nov).',
  },
  {
    country: 'ES',
    region: 'valencia',
    rule: '10-09',
    name: 'Valencian Community Day',
    localName: 'Día de la Comunitat Valenciana',
    scope: 'regional',
    sources: [
      {
        title:
          'Decreto del Consell por el que se determina el calendario laboral de la Comunitat Valenciana (DOGV), every year',
      },
    ],
    note: 'Missing from date-holidays for VC.',
  },
  {
    country: 'ES',
    region: 'valencia',
    rule: '01-22',
    name: 'St Vincent Martyr',
    localName: 'San Vicente Mártir',
    scope: 'local',
    sources: [{ title: 'Ajuntament de València, festes locals (San Vicente Mártir, patron of the city)' }],
  },
  {
    country: 'ES',
    region: 'valencia',
    rule: 'easter 8',
    name: 'St Vincent Ferrer',
    localName: 'San Vicente Ferrer',
    scope: 'local',
    sources: [
      { title: 'Ajuntament de València, festes locals (San Vicente Ferrer, Monday after Easter Monday)' },
    ],
  },
  {
    country: 'ES',
    region: 'seville',
    rule: 'easter 60',
    name: 'Corpus Christi',
    localName: 'Corpus Christi',
    scope: 'local',
    sources: [{ title: 'Ayuntamiento de Sevilla, fiestas locales (Corpus Christi)' }],
    note: 'The other local day, the Wednesday of the April Fair, has no rule: it is added per year.',
  },
  {
    country: 'ES',
    region: 'bilbao',
    rule: '07-31',
    name: 'St Ignatius of Loyola',
    localName: 'San Ignacio de Loyola',
    scope: 'local',
    sources: [{ title: 'Fiesta local de todo el Territorio Histórico de Bizkaia (BOPV, every year)' }],
    note: 'The other local day, Friday of Aste Nagusia, is added per year.',
  },
  {
    country: 'IT',
    region: 'naples',
    rule: '09-19',
    name: 'St Januarius',
    localName: 'San Gennaro',
    scope: 'local',
    sources: [{ title: 'Comune di Napoli, festa del Santo Patrono San Gennaro (19 settembre)' }],
    note: 'date-holidays has no Campania data.',
  },
  {
    country: 'IT',
    region: 'florence',
    rule: '06-24',
    name: 'St John the Baptist',
    localName: 'San Giovanni Battista',
    scope: 'local',
    sources: [{ title: 'Comune di Firenze, festa del Santo Patrono San Giovanni Battista (24 giugno)' }],
    note: 'date-holidays has it with type optional; the patron day is a day off in the city.',
  },
];

// ---------------------------------------------------------------------------------- year reviews

const NATIONAL_REVIEWS_BY_STATUTE: readonly YearReview[] = ([2025, 2026, 2027] as const).flatMap(
  (year): YearReview[] => [
    {
      country: 'FR',
      region: null,
      year,
      verified: true,
      sources: [FR_CODE_DU_TRAVAIL],
      note: 'The eleven fêtes légales, fixed by statute; none of the five cities is in Alsace-Moselle (26 Dec, Good Friday). Whit Monday stays listed: it is a public holiday even where it is worked as the journée de solidarité.',
    },
    {
      country: 'DE',
      region: null,
      year,
      verified: true,
      sources: year === 2025 ? [DE_STATE_LAWS, BERLIN_8_MAY_2025] : [DE_STATE_LAWS],
      note:
        year === 2025
          ? 'Dates follow from the state laws; Berlin adds the one-off 8 May 2025 (date-holidays has it).'
          : 'Dates follow from the state laws; no one-off holiday is enacted for this year.',
    },
    {
      country: 'IT',
      region: null,
      year,
      verified: true,
      sources: year === 2025 ? [IT_LEGGE_260_1949] : [IT_LEGGE_260_1949, IT_OCT_4],
      note:
        year === 2025
          ? 'National days by statute plus each city’s patron saint; 4 October is a national holiday only from 2026. Holidays on Sunday are not moved in Italy.'
          : 'National days by statute (4 October from 2026) plus each city’s patron saint; holidays on Sunday are not moved in Italy.',
    },
  ],
);

export const YEAR_REVIEWS: readonly YearReview[] = [
  // ---------------------------------------------------------------- Spain 2025
  {
    country: 'ES',
    region: null,
    year: 2025,
    verified: true,
    sources: [BOE_2025],
    note: '12 Oct falls on Sunday (moved to Monday 13 Oct only in some regions, Andalusia among ours); 1 Nov and 6 Dec fall on Saturday and stay.',
  },
  {
    country: 'ES',
    region: 'barcelona',
    year: 2025,
    verified: true,
    note: 'One of 6 Jan, 21 Apr, 24 Jun and 26 Dec is "recuperable" (worked back by agreement): all four stay listed as days off.',
    sources: [
      {
        title:
          'Ordre EMT/85/2024, de 23 d’abril, per la qual s’estableix el calendari oficial de festes laborals a Catalunya per a l’any 2025 (DOGC): 13 days',
        url: 'http://www.catalunyacomerc.com/noticia/calendari-oficial-de-festes-laborals-a-catalunya-per-a-l-any-2025/',
      },
      {
        title: 'Barcelona local days 2025: 9 Jun (Segona Pasqua) and 24 Sep (La Mercè)',
        url: 'https://okdiario.com/economia/boe-lo-hace-oficial-proximo-puente-3-dias-sera-solo-esta-ciudad-espana-14728582',
      },
      BARCELONA_COUNCIL,
    ],
  },
  {
    country: 'ES',
    region: 'madrid',
    year: 2025,
    verified: true,
    sources: [
      {
        title:
          'Decreto 93/2024, de 25 de septiembre, del Consejo de Gobierno, fiestas laborales 2025 en la Comunidad de Madrid (BOCM): 25 Jul instead of 12 Oct on Sunday',
        url: 'https://elfarodelguadarrama.com/noticia/54812/actualidad/la-comunidad-de-madrid-aprueba-el-calendario-laboral-de-2025-con-12-festivos-y-dos-que-fijaran-los-ayuntamientos.html',
      },
      {
        title:
          'Pleno del Ayuntamiento de Madrid, October 2024: fiestas locales 15 May and 10 Nov 2025 (Almudena moved from Sunday 9 Nov)',
        url: 'https://www.huffingtonpost.es/sociedad/calendario-laboral-madrid-2025-todos-festivos-quedan-que-pasa-10-noviembre.html',
      },
    ],
    add: [
      { date: '2025-07-25', name: 'St James the Apostle', localName: 'Santiago Apóstol', scope: 'regional' },
      {
        date: '2025-11-10',
        name: 'Our Lady of Almudena (substitute day)',
        localName: 'Nuestra Señora de la Almudena (traslado)',
        scope: 'local',
      },
    ],
  },
  {
    country: 'ES',
    region: 'valencia',
    year: 2025,
    verified: true,
    note: '24 Jun is a paid but "recuperable" day off this year (Decreto 100/2024): listed, a company may disable it.',
    sources: [
      {
        title:
          'Decreto 100/2024, de 2 de agosto, del Consell, calendario laboral de la Comunitat Valenciana para 2025 (DOGV): 12 days + 24 Jun retribuido y recuperable',
        url: 'https://stajvalencia.blogspot.com/2024/10/fiestas-laborales-ano-2025.html',
      },
      {
        title: 'Pleno del Ajuntament de València, 29 Oct 2024: fiestas locales 22 Jan and 28 Apr 2025',
        url: 'https://elpais.com/espana/comunidad-valenciana/2024-10-29/estos-seran-los-dias-festivos-locales-en-valencia-en-2025.html',
      },
    ],
  },
  {
    country: 'ES',
    region: 'seville',
    year: 2025,
    verified: true,
    sources: [
      BOE_2025,
      {
        title:
          'Calendario de fiestas laborales de Andalucía 2025 (BOJA): 13 Oct, Monday after 12 Oct on Sunday, is a day off',
        url: 'https://www.laopiniondemalaga.es/malaga/2025/10/01/festivo-13-octubre-malaga-consulta-laboral-andalucia-122148039.html',
      },
      {
        title:
          'Pleno del Ayuntamiento de Sevilla, Sep 2024: fiestas locales 2025, 7 May (Miércoles de Feria) and 19 Jun (Corpus)',
        url: 'https://www.eldiario.es/sevilla/miercoles-feria-sera-festivo-sevilla-duda-todavia-despejar-dias-tendra-fiesta-2025_1_11665922.html',
      },
    ],
    add: [
      { date: '2025-05-07', name: 'April Fair Wednesday', localName: 'Miércoles de Feria', scope: 'local' },
      {
        date: '2025-10-13',
        name: 'National Day of Spain (substitute day)',
        localName: 'Fiesta Nacional de España (traslado)',
        scope: 'regional',
      },
    ],
  },
  {
    country: 'ES',
    region: 'bilbao',
    year: 2025,
    verified: false,
    note: 'The Euskadi and Bizkaia days were checked; Bilbao’s own line of the 2025 Bizkaia local-days resolution (BOPV) was not found. Its local day is taken as the Friday of Aste Nagusia (festival 16–24 Aug 2025), as every year.',
    sources: [
      {
        title:
          'Calendario oficial de fiestas laborales de Euskadi 2025 (Basque Government decree, BOPV): 12 days, no 19 Mar this year',
        url: 'https://eldiario.es/euskadi/semana-santa-tardia-festivo-25-julio-aprobado-calendario-laboral-euskadi-ano-2025_1_11311227.html',
      },
      {
        title: 'Fiestas locales de Bizkaia 2025: 31 Jul (San Ignacio) for the whole territory',
        url: 'https://compromisconsulting.es/calendario-laboral-en-bizkaia-2025',
      },
      {
        title: 'Aste Nagusia 2025 ran from Saturday 16 to Sunday 24 Aug',
        url: 'https://www.cope.es/emisoras/pais-vasco/noticias/vuelve-marijaia-guia-platos-fuertes-programacion-aste-nagusia-bilbao-20250816_3199258.html',
      },
    ],
    remove: [
      {
        date: '2025-03-19',
        reason: 'Not in the Euskadi 2025 calendar (date-holidays makes San José a day off there every year).',
      },
    ],
    add: [
      {
        date: '2025-08-22',
        name: 'Aste Nagusia Friday',
        localName: 'Viernes de Aste Nagusia',
        scope: 'local',
      },
    ],
  },

  // ---------------------------------------------------------------- Spain 2026
  {
    country: 'ES',
    region: null,
    year: 2026,
    verified: true,
    sources: [BOE_2026],
    note: '1 Nov and 6 Dec fall on Sunday: moved to Monday only where the region chose so.',
  },
  {
    country: 'ES',
    region: 'barcelona',
    year: 2026,
    verified: true,
    sources: [
      {
        title:
          'Ordre EMT/66/2025, de 30 d’abril, calendari oficial de festes laborals a Catalunya per a l’any 2026 (DOGC 6 May 2025): 12 days, 1 Nov and 6 Dec not among them',
        url: 'https://pich.bnfix.com/publicat-el-calendari-de-festes-laborals-del-2026-a-catalunya/',
      },
      {
        title: 'Barcelona local days 2026: 25 May (Segona Pasqua) and 24 Sep (La Mercè)',
        url: 'https://www.larazon.es/cataluna/oficial-estos-son-todos-dias-festivos-barcelona-cataluna-2026_2025102869010584744eb0288cfdc692.html',
      },
      BARCELONA_COUNCIL,
    ],
  },
  {
    country: 'ES',
    region: 'madrid',
    year: 2026,
    verified: true,
    sources: [
      {
        title:
          'Decreto del Consejo de Gobierno de la Comunidad de Madrid, fiestas laborales 2026 (BOCM): 2 May on Saturday, 1 Nov and 6 Dec moved to 2 Nov and 7 Dec',
        url: 'https://www.europapress.es/madrid/noticia-viernes-15-mayo-lunes-noviembre-seran-festivos-ciudad-madrid-ano-viene-20250930115107.html',
      },
      {
        title: 'Pleno del Ayuntamiento de Madrid, 30 Sep 2025: fiestas locales 15 May and 9 Nov 2026',
        url: 'https://www.lasexta.com/noticias/sociedad/pleno-aprueba-dos-festivos-locales-calendario-laboral-madrid-2026_2025093068dbceacf10d3f0678298109.html',
      },
    ],
  },
  {
    country: 'ES',
    region: 'valencia',
    year: 2026,
    verified: true,
    sources: [
      {
        title:
          'Decreto del Consell, calendario laboral de la Comunitat Valenciana 2026 (DOGV): 12 days incl. 19 Mar, 6 Apr, 24 Jun (not recoverable this year) and 9 Oct',
        url: 'https://www.larazon.es/comunidad-valenciana/consell-aprueba-nuevo-festivo-2026-este-calendario-laboral-comunidad-valenciana_202507016863bd085e724b62f065c240.html',
      },
      {
        title: 'Pleno del Ajuntament de València, June 2025: fiestas locales 22 Jan and 13 Apr 2026',
        url: 'https://valenciaplaza.com/valenciaplaza/valencia/ayuntamiento-valencia-aprueba-festivos-locales-san-vicente-martir-san-vicente-ferrer',
      },
    ],
  },
  {
    country: 'ES',
    region: 'seville',
    year: 2026,
    verified: true,
    sources: [
      {
        title:
          'Decreto 101/2025, de 14 de mayo, calendario de fiestas laborales de Andalucía 2026 (BOJA): 28 Feb on Saturday, 2 Nov and 7 Dec',
        url: 'https://www.europapress.es/andalucia/noticia-calendario-laboral-andalucia-2026-cuatro-puentes-mas-largos-festivos-caen-sabado-20251017162514.html',
      },
      {
        title: 'Fiestas locales de Sevilla 2026 (BOJA): Miércoles de Feria 22 Apr and Corpus Christi 4 Jun',
        url: 'https://www.diariodesevilla.es/sevilla/calendario-laboral-sevilla-2026-festivos_0_2005220091.html',
      },
    ],
    add: [
      { date: '2026-04-22', name: 'April Fair Wednesday', localName: 'Miércoles de Feria', scope: 'local' },
    ],
  },
  {
    country: 'ES',
    region: 'bilbao',
    year: 2026,
    verified: false,
    note: 'Euskadi and Bizkaia days checked. Bilbao’s local day is 21 Aug in the press, but Aste Nagusia 2026 was moved to 22–30 Aug (El Correo, 30 Oct 2025), so its Friday would be 28 Aug: the Bizkaia local-days resolution (BOPV) was not found to settle it.',
    sources: [
      {
        title:
          'Decreto 82/2025, de 8 de abril, Calendario Oficial de Fiestas Laborales de Euskadi 2026 (BOPV 25 Apr 2025): 19 Mar, 2 and 6 Apr, 25 Jul',
        url: 'https://okdiario.com/economia/boe-confirma-malas-noticias-del-calendario-laboral-hay-festivo-pero-puente-desaparece-16180561',
      },
      {
        title: 'Fiestas locales 2026: 31 Jul (San Ignacio, all Bizkaia) and 21 Aug (Semana Grande, Bilbao)',
        url: 'https://www.ondacero.es/emisoras/pais-vasco/noticias/calendario-laboral-2026-festivos-puentes-euskadi_202512316954e88eaf09df501097d280.html',
      },
      {
        title: 'Aste Nagusia 2026 starts on Saturday 22 Aug, not on Saturday 15 Aug (decision of the mayor)',
        url: 'https://www.elcorreo.com/bizkaia/dudas-empieza-aste-nagusia-20251030202117-nt.html',
      },
    ],
    add: [
      {
        date: '2026-08-21',
        name: 'Aste Nagusia Friday',
        localName: 'Viernes de Aste Nagusia',
        scope: 'local',
      },
    ],
  },

  // ---------------------------------------------------------------- Spain 2027 (not yet confirmed)
  {
    country: 'ES',
    region: null,
    year: 2027,
    verified: false,
    sources: [RD_2001_1983],
    note: 'The BOE resolution for 2027 (published around October 2026) was not found by the reviewer. Output is date-holidays with the Spanish rules applied: Sunday days dropped (25 Jul, 15 Aug, 26 Dec fall on Sunday), Saturday days kept (1 May, 11 Sep, 25 Dec).',
  },
  {
    country: 'ES',
    region: 'barcelona',
    year: 2027,
    verified: false,
    sources: [RD_2001_1983, BARCELONA_COUNCIL],
    note: 'The DOGC 2027 order and the 2027 local days were not found. Local days assumed as every year (Segona Pasqua 17 May, La Mercè 24 Sep).',
    remove: [
      {
        date: '2027-05-03',
        reason:
          'date-holidays moves Labour Day from Saturday 1 May to Monday 3 May for Catalonia; Spanish law moves only Sunday holidays (RD 2001/1983 art. 45) and Catalonia has never moved a Saturday one.',
      },
    ],
  },
  {
    country: 'ES',
    region: 'madrid',
    year: 2027,
    verified: false,
    sources: [RD_2001_1983],
    note: 'The BOCM 2027 decree and the city’s 2027 local days were not found. 2 May (Fiesta de la Comunidad) falls on Sunday: kept on Monday 3 May as date-holidays has it, as Madrid did in 2021. San Isidro (15 May) falls on Saturday; the council may pick another day.',
  },
  {
    country: 'ES',
    region: 'valencia',
    year: 2027,
    verified: false,
    sources: [
      {
        title:
          'Decreto del Consell, calendario laboral de la Comunitat Valenciana 2027 (DOGV): 12 days, no 24 Jun (secondary report; decree number not seen)',
        url: 'https://actualidadvalencia.com/calendario-laboral-2027-valencia-festivos',
      },
    ],
    note: 'The regional days follow the Consell’s 2027 decree as reported; the city’s 2027 local days were not found (22 Jan and San Vicente Ferrer 5 Apr assumed as every year).',
    remove: [
      {
        date: '2027-06-24',
        reason:
          'Not among the twelve days of the Consell’s 2027 calendar (date-holidays has San Juan every year).',
      },
    ],
  },
  {
    country: 'ES',
    region: 'seville',
    year: 2027,
    verified: false,
    sources: [RD_2001_1983],
    note: 'The BOJA 2027 decree was not found. date-holidays moves 28 Feb and 15 Aug (both Sunday) to Monday 1 Mar and 16 Aug, as Andalusia did in 2021. The April Fair Wednesday for 2027 is unknown and missing.',
  },
  {
    country: 'ES',
    region: 'bilbao',
    year: 2027,
    verified: false,
    sources: [RD_2001_1983],
    note: 'The BOPV 2027 decree was not found. 25 Jul falls on Sunday. The Aste Nagusia Friday for 2027 is unknown and missing.',
  },

  // ---------------------------------------------------------------- France, Germany, Italy
  ...NATIONAL_REVIEWS_BY_STATUTE,

  // ---------------------------------------------------------------- United Kingdom
  {
    country: 'GB',
    region: null,
    year: 2025,
    verified: true,
    sources: [GOV_UK, SCOTLAND_2025],
    note: 'St Andrew’s Day (Sun 30 Nov) substituted by Mon 1 Dec in Scotland; Battle of the Boyne (Sat 12 Jul) by Mon 14 Jul in NI.',
  },
  {
    country: 'GB',
    region: null,
    year: 2026,
    verified: true,
    sources: [GOV_UK],
    note: 'Boxing Day (Sat 26 Dec) substituted by Mon 28 Dec; Battle of the Boyne (Sun 12 Jul) by Mon 13 Jul in NI.',
  },
  {
    country: 'GB',
    region: 'scotland',
    year: 2026,
    verified: true,
    sources: [GOV_UK, SCOTLAND_WORLD_CUP],
    note: 'One-off bank holiday on Monday 15 June for the men’s team at the FIFA World Cup.',
    add: [
      {
        date: '2026-06-15',
        name: 'World Cup bank holiday',
        localName: 'World Cup bank holiday',
        scope: 'regional',
      },
    ],
  },
  {
    country: 'GB',
    region: null,
    year: 2027,
    verified: true,
    sources: [
      GOV_UK,
      {
        title: 'Report of the GOV.UK 2027 list: Christmas and Boxing Day substitutes on 27 and 28 Dec 2027',
        url: 'https://en.econostrum.info/uk/new-holidays-just-announced-december-28',
      },
    ],
    note: '2 Jan (Scotland) falls on Saturday: substitute Mon 4 Jan. No extra one-off bank holiday announced.',
  },

  // ---------------------------------------------------------------- Netherlands
  {
    country: 'NL',
    region: null,
    year: 2025,
    verified: true,
    sources: [NL_RIJKSOVERHEID, NL_LUSTRUM_2025],
    note: 'Koningsdag moves to Saturday 26 Apr (27 Apr is a Sunday). Liberation Day is a day off in the lustrum year 2025; Good Friday is not a general day off.',
    add: [{ date: '2025-05-05', name: 'Liberation Day', localName: 'Bevrijdingsdag', scope: 'national' }],
  },
  ...([2026, 2027] as const).map(
    (year): YearReview => ({
      country: 'NL',
      region: null,
      year,
      verified: true,
      sources: [NL_RIJKSOVERHEID],
      note: 'Good Friday and Liberation Day (5 May, next lustrum 2030) are not general days off. None of the five cities has a local day off.',
    }),
  ),
];
