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

/** Either a fixed day of the year or an offset in days from (Western) Easter Sunday. */
export type DayRule = { readonly month: number; readonly day: number } | { readonly easterOffset: number };

/** A public day off every year that date-holidays lacks (or holds with a type other than public). */
export type RecurringDay = RegionRef & {
  readonly rule: DayRule;
  readonly name: string;
  readonly scope: HolidayScope;
  readonly since?: number;
  readonly sources: readonly Source[];
  readonly note?: string;
};

export interface AddedDay {
  readonly date: string;
  readonly name: string;
  readonly scope: HolidayScope;
}

export interface RemovedDay {
  readonly date: string;
  readonly reason: string;
}

export interface RenamedDay {
  readonly date: string;
  readonly name: string;
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
  readonly sources: readonly Source[];
}

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
const FR_CODE_DU_TRAVAIL: Source = {
  title: 'Code du travail, art. L3133-1 (fêtes légales); service-public.fr, Jours fériés',
  url: 'https://www.service-public.fr/particuliers/vosdroits/F2405',
};
const NL_RIJKSOVERHEID: Source = {
  title: 'Rijksoverheid, Officiële feestdagen (Bevrijdingsdag a day off only in lustrum years by most CAOs)',
  url: 'https://www.rijksoverheid.nl/onderwerpen/feestdagen',
};
const IT_LEGGE_260_1949: Source = {
  title:
    'Legge 27 maggio 1949 n. 260 art. 2, as amended (Legge 54/1977, DPR 792/1985); 4 ottobre (San Francesco d’Assisi) a festa nazionale from 2026 by the law approved by the Senate on 1 Oct 2025',
  url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1949-05-27;260',
};
const IT_OCT_4: Source = {
  title: 'Senato, comunicato 1 Oct 2025: il 4 ottobre festa nazionale dal 2026 (secondary report)',
  url: 'https://www.iqnotizie.it/notizia/IQ41459',
};
const DE_STATE_LAWS: Source = {
  title:
    'Feiertagsgesetze: Berlin (Sonn- und Feiertagsgesetz §1, Frauentag since 2019), Bayern (FTG Art. 1, Mariä Himmelfahrt in predominantly Catholic municipalities, Munich among them), Hamburg (FeiertagsG §1, Reformationstag since 2018), Nordrhein-Westfalen (FTG NW §2), Hessen (HFeiertagsG §1)',
};

export const COUNTRY_POLICIES: { readonly [C in CountryCode]: CountryPolicy } = {
  ES: { dropSundays: true, sources: [RD_2001_1983, BOE_2026] },
  FR: { dropSundays: false, sources: [FR_CODE_DU_TRAVAIL] },
  DE: { dropSundays: false, sources: [DE_STATE_LAWS] },
  IT: { dropSundays: false, sources: [IT_LEGGE_260_1949] },
  // Weekend bank holidays get a substitute weekday; date-holidays has those, and the original
  // weekend date is dropped wherever a substitute replaces it (gov.uk lists only the substitute).
  GB: { dropSundays: false, sources: [GOV_UK] },
  NL: { dropSundays: false, sources: [NL_RIJKSOVERHEID] },
};

const BARCELONA_COUNCIL: Source = {
  title: 'Ajuntament de Barcelona, calendari de festius (festes locals: Segona Pasqua and La Mercè)',
  url: 'https://ajuntament.barcelona.cat/calendarifestius/ca/',
};

export const RECURRING_DAYS: readonly RecurringDay[] = [
  {
    country: 'ES',
    region: 'barcelona',
    rule: { easterOffset: 50 },
    name: 'Whit Monday (Segona Pasqua)',
    scope: 'local',
    sources: [BARCELONA_COUNCIL],
    note: 'Local day chosen by the city council every year; date-holidays has only La Mercè.',
  },
  {
    country: 'ES',
    region: 'madrid',
    rule: { month: 5, day: 15 },
    name: 'Saint Isidore (San Isidro)',
    scope: 'local',
    sources: [{ title: 'Ayuntamiento de Madrid, fiestas locales (San Isidro, 15 May)' }],
    note: 'date-holidays has it as an observance on 16 May.',
  },
  {
    country: 'ES',
    region: 'madrid',
    rule: { month: 11, day: 9 },
    name: 'Our Lady of Almudena (Almudena)',
    scope: 'local',
    sources: [{ title: 'Ayuntamiento de Madrid, fiestas locales (Nuestra Señora de la Almudena, 9 Nov)' }],
    note: 'date-holidays has it as an observance.',
  },
  {
    country: 'ES',
    region: 'valencia',
    rule: { month: 10, day: 9 },
    name: 'Valencian Community Day (9 d’Octubre)',
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
    rule: { month: 1, day: 22 },
    name: 'Saint Vincent Martyr (San Vicente Mártir)',
    scope: 'local',
    sources: [{ title: 'Ajuntament de València, festes locals (San Vicente Mártir, patron of the city)' }],
  },
  {
    country: 'ES',
    region: 'valencia',
    rule: { easterOffset: 8 },
    name: 'Saint Vincent Ferrer (San Vicente Ferrer)',
    scope: 'local',
    sources: [
      { title: 'Ajuntament de València, festes locals (San Vicente Ferrer, Monday after Easter Monday)' },
    ],
  },
  {
    country: 'ES',
    region: 'seville',
    rule: { easterOffset: 60 },
    name: 'Corpus Christi',
    scope: 'local',
    sources: [{ title: 'Ayuntamiento de Sevilla, fiestas locales (Corpus Christi)' }],
    note: 'The other local day, the Wednesday of the April Fair, has no rule: it is added per year.',
  },
  {
    country: 'ES',
    region: 'bilbao',
    rule: { month: 7, day: 31 },
    name: 'Saint Ignatius of Loyola (San Ignacio)',
    scope: 'local',
    sources: [{ title: 'Fiesta local de todo el Territorio Histórico de Bizkaia (BOPV, every year)' }],
    note: 'The other local day, Friday of Aste Nagusia, is added per year.',
  },
  {
    country: 'IT',
    region: 'naples',
    rule: { month: 9, day: 19 },
    name: 'Saint Januarius (San Gennaro)',
    scope: 'local',
    sources: [{ title: 'Comune di Napoli, festa del Santo Patrono San Gennaro (19 settembre)' }],
    note: 'date-holidays has no Campania data.',
  },
  {
    country: 'IT',
    region: 'florence',
    rule: { month: 6, day: 24 },
    name: 'Saint John the Baptist (San Giovanni)',
    scope: 'local',
    sources: [{ title: 'Comune di Firenze, festa del Santo Patrono San Giovanni Battista (24 giugno)' }],
    note: 'date-holidays has it with type optional; the patron day is a day off in the city.',
  },
];

export const YEAR_REVIEWS: readonly YearReview[] = [
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
          'Ordre del Departament d’Empresa i Treball per la qual s’estableix el calendari oficial de festes laborals a Catalunya per a l’any 2026 (DOGC): 12 days, 1 Nov and 6 Dec not among them',
        url: 'https://www.3cat.cat/3catinfo/la-generalitat-aprova-el-calendari-laboral-2026-a-catalunya-12-festius-amb-diversos-ponts/noticia/3341467',
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
    add: [{ date: '2026-04-22', name: 'Seville April Fair Wednesday (Miércoles de Feria)', scope: 'local' }],
  },
  {
    country: 'ES',
    region: 'bilbao',
    year: 2026,
    verified: true,
    sources: [
      {
        title:
          'Decreto 82/2025, de 8 de abril, Calendario Oficial de Fiestas Laborales de Euskadi 2026 (BOPV 25 Apr 2025): 19 Mar, 2 and 6 Apr, 25 Jul',
        url: 'https://okdiario.com/economia/boe-confirma-malas-noticias-del-calendario-laboral-hay-festivo-pero-puente-desaparece-16180561',
      },
      {
        title: 'Fiestas locales 2026: 31 Jul (San Ignacio, all Bizkaia) and 21 Aug (Aste Nagusia, Bilbao)',
        url: 'https://www.ondacero.es/emisoras/pais-vasco/noticias/calendario-laboral-2026-festivos-puentes-euskadi_202512316954e88eaf09df501097d280.html',
      },
    ],
    add: [{ date: '2026-08-21', name: 'Bilbao Great Week Friday (Aste Nagusia)', scope: 'local' }],
  },

  // ---------------------------------------------------------------- Spain 2027 (not yet confirmed)
  {
    country: 'ES',
    region: null,
    year: 2027,
    verified: false,
    sources: [RD_2001_1983],
    note: 'The BOE resolution for 2027 and the regional 2027 calendars were not available to the reviewer. Output is date-holidays with the Spanish rules applied: Sunday days dropped (25 Jul, 15 Aug, 26 Dec fall on Sunday), Saturday days kept (1 May, 11 Sep, 25 Dec). Review when the BOE publishes 2027.',
  },
  {
    country: 'ES',
    region: 'barcelona',
    year: 2027,
    verified: false,
    sources: [RD_2001_1983, BARCELONA_COUNCIL],
    note: 'DOGC 2027 order not checked. Local days assumed as every year (Whit Monday 17 May, La Mercè 24 Sep) until the 2027 local order is reviewed.',
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
    note: 'BOCM 2027 decree not checked. 2 May (Día de la Comunidad) falls on Sunday: kept on Monday 3 May as date-holidays has it, as Madrid did in 2021. San Isidro (15 May) falls on Saturday; the council may pick another day.',
  },
  {
    country: 'ES',
    region: 'valencia',
    year: 2027,
    verified: false,
    sources: [RD_2001_1983],
    note: 'DOGV 2027 decree not checked. date-holidays plus 9 Oct gives 13 regional days (19 Mar, 29 Mar and 24 Jun are all candidates; 24 Jun was "recuperable" in some years) where the decree will keep 12, so the list has one day too many until reviewed. 9 Oct falls on Saturday.',
  },
  {
    country: 'ES',
    region: 'seville',
    year: 2027,
    verified: false,
    sources: [RD_2001_1983],
    note: 'BOJA 2027 decree not checked. date-holidays moves 28 Feb and 15 Aug (both Sunday) to Monday 1 Mar and 16 Aug, as Andalusia did in 2021. The April Fair Wednesday for 2027 is unknown and missing.',
  },
  {
    country: 'ES',
    region: 'bilbao',
    year: 2027,
    verified: false,
    sources: [RD_2001_1983],
    note: 'BOPV 2027 decree not checked. 25 Jul falls on Sunday. The Aste Nagusia Friday for 2027 is unknown and missing.',
  },

  // ---------------------------------------------------------------- France
  ...([2026, 2027] as const).map(
    (year): YearReview => ({
      country: 'FR',
      region: null,
      year,
      verified: true,
      sources: [FR_CODE_DU_TRAVAIL],
      note: 'The eleven fêtes légales, fixed by statute; none of the five cities is in Alsace-Moselle (26 Dec, Good Friday). Whit Monday stays listed: it is a public holiday even where it is worked as the journée de solidarité.',
    }),
  ),

  // ---------------------------------------------------------------- Germany
  ...([2026, 2027] as const).map(
    (year): YearReview => ({
      country: 'DE',
      region: null,
      year,
      verified: true,
      sources: [DE_STATE_LAWS],
      note: 'Dates follow from the state laws; no one-off holiday (like Berlin’s 8 May 2025) is enacted for this year.',
    }),
  ),

  // ---------------------------------------------------------------- Italy
  ...([2026, 2027] as const).map(
    (year): YearReview => ({
      country: 'IT',
      region: null,
      year,
      verified: true,
      sources: [IT_LEGGE_260_1949, IT_OCT_4],
      note: 'National days by statute plus each city’s patron saint; holidays on Sunday are not moved in Italy.',
    }),
  ),

  // ---------------------------------------------------------------- United Kingdom
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
