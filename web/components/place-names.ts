// Holiday countries and regions by name in the reader's language (issue 15). domain/holidays/regions.ts keeps
// the spec's English labels; these are the same names as messages, defined once for every screen that shows them
// (the schedule's header, the holiday settings).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const COUNTRY_NAMES: Record<string, MessageDescriptor> = {
  ES: msg({ id: 'common.country.ES', message: 'Spain' }),
  FR: msg({ id: 'common.country.FR', message: 'France' }),
  DE: msg({ id: 'common.country.DE', message: 'Germany' }),
  IT: msg({ id: 'common.country.IT', message: 'Italy' }),
  GB: msg({ id: 'common.country.GB', message: 'United Kingdom' }),
  NL: msg({ id: 'common.country.NL', message: 'Netherlands' }),
};

export const REGION_NAMES: Record<string, MessageDescriptor> = {
  barcelona: msg({ id: 'common.region.barcelona', message: 'Barcelona' }),
  madrid: msg({ id: 'common.region.madrid', message: 'Madrid' }),
  valencia: msg({ id: 'common.region.valencia', message: 'Valencia' }),
  seville: msg({ id: 'common.region.seville', message: 'Seville' }),
  bilbao: msg({ id: 'common.region.bilbao', message: 'Bilbao' }),
  paris: msg({ id: 'common.region.paris', message: 'Paris' }),
  lyon: msg({ id: 'common.region.lyon', message: 'Lyon' }),
  marseille: msg({ id: 'common.region.marseille', message: 'Marseille' }),
  toulouse: msg({ id: 'common.region.toulouse', message: 'Toulouse' }),
  nice: msg({ id: 'common.region.nice', message: 'Nice' }),
  berlin: msg({ id: 'common.region.berlin', message: 'Berlin' }),
  munich: msg({ id: 'common.region.munich', message: 'Munich' }),
  hamburg: msg({ id: 'common.region.hamburg', message: 'Hamburg' }),
  cologne: msg({ id: 'common.region.cologne', message: 'Cologne' }),
  frankfurt: msg({ id: 'common.region.frankfurt', message: 'Frankfurt' }),
  rome: msg({ id: 'common.region.rome', message: 'Rome' }),
  milan: msg({ id: 'common.region.milan', message: 'Milan' }),
  naples: msg({ id: 'common.region.naples', message: 'Naples' }),
  turin: msg({ id: 'common.region.turin', message: 'Turin' }),
  florence: msg({ id: 'common.region.florence', message: 'Florence' }),
  england: msg({ id: 'common.region.england', message: 'England' }),
  scotland: msg({ id: 'common.region.scotland', message: 'Scotland' }),
  wales: msg({ id: 'common.region.wales', message: 'Wales' }),
  'northern-ireland': msg({ id: 'common.region.northernIreland', message: 'Northern Ireland' }),
  amsterdam: msg({ id: 'common.region.amsterdam', message: 'Amsterdam' }),
  rotterdam: msg({ id: 'common.region.rotterdam', message: 'Rotterdam' }),
  'the-hague': msg({ id: 'common.region.theHague', message: 'The Hague' }),
  utrecht: msg({ id: 'common.region.utrecht', message: 'Utrecht' }),
  eindhoven: msg({ id: 'common.region.eindhoven', message: 'Eindhoven' }),
};
