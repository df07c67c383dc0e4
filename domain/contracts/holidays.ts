import { z } from 'zod';
import { FIRST_YEAR, isIsoDate, LAST_YEAR } from '../calendar';
import { COUNTRY_CODES, type CountryCode, isSupportedRegion } from '../holidays/regions';
import { isoDate, okResponse, singleLine } from './common';
import { defineEndpoint } from './endpoint';

export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';
export const HOLIDAY_NAME_REQUIRED = 'Holiday name cannot be empty';
export const HOLIDAY_NAME_MAX = 100;

const holidayName = (missing: string) => singleLine('Holiday name', HOLIDAY_NAME_MAX, missing);

/** One day off of the company: a bank holiday it keeps (with its custom name) or one of its own. */
export const companyHoliday = z.object({
  date: z.string(),
  name: z.string(),
  kind: z.enum(['bank', 'company']),
  scope: z.enum(['national', 'regional', 'local']).nullable(),
});
export type CompanyHoliday = z.infer<typeof companyHoliday>;

export const MAX_HOLIDAY_RANGE_DAYS = 800;

export const companyHolidaysQuery = z.strictObject({ from: isoDate, to: isoDate });
export const companyHolidaysResponse = z.object({ holidays: z.array(companyHoliday) });

export const holidayYearQuery = z.strictObject({
  year: z.coerce
    .number()
    .int('Not a valid year')
    .min(FIRST_YEAR, 'Not a valid year')
    .max(LAST_YEAR, 'Not a valid year'),
});

export const bankHolidayEntry = z.object({
  key: z.string(),
  date: z.string(),
  /** The name shown: the company's custom name, else the official one (in the reader's language). */
  name: z.string(),
  /** The official name in the reader's language (their own, else the company's; English by default). */
  originalName: z.string(),
  /** The official name in the country's language (`holidayLanguage(country)`); UK: as `originalName`. */
  localName: z.string(),
  customName: z.string().nullable(),
  scope: z.enum(['national', 'regional', 'local']),
  isActive: z.boolean(),
});
export type BankHolidayEntry = z.infer<typeof bankHolidayEntry>;

export const companyHolidayEntry = z.object({ id: z.uuid(), name: z.string(), date: z.string() });
export type CompanyHolidayEntry = z.infer<typeof companyHolidayEntry>;

/** Settings → Preferences: the holiday manager for one year. */
export const holidayManagerResponse = z.object({
  year: z.number(),
  country: z.string(),
  region: z.string(),
  /** False when the year's official calendar was not reviewed yet (the list is provisional). */
  verified: z.boolean(),
  notes: z.array(z.string()),
  bankHolidays: z.array(bankHolidayEntry),
  companyHolidays: z.array(companyHolidayEntry),
  counts: z.object({
    activeBankHolidays: z.number(),
    companyHolidays: z.number(),
    totalThisYear: z.number(),
    upcoming: z.number(),
  }),
});
export type HolidayManager = z.infer<typeof holidayManagerResponse>;

export const bankHolidayKeyParams = z.strictObject({
  key: z
    .string()
    .max(80)
    .regex(/^[A-Z]{2}(-[a-z-]+)?-\d{4}-\d{2}-\d{2}$/, 'Holiday not found'),
});

/** Enable or disable a bank holiday, or give it a custom name (null: back to the official name). */
export const updateBankHolidayRequest = z
  .strictObject({
    isActive: z.boolean().optional(),
    customName: holidayName(HOLIDAY_NAME_REQUIRED).nullable().optional(),
  })
  .refine((v) => v.isActive !== undefined || v.customName !== undefined, 'Nothing to change');

export const createCompanyHolidayRequest = z.strictObject({
  name: holidayName(FILL_IN_ALL_FIELDS),
  date: z
    .string({ error: FILL_IN_ALL_FIELDS })
    .min(1, FILL_IN_ALL_FIELDS)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format yyyy-MM-dd')
    .refine(isIsoDate, 'Not a valid date'),
});

export const renameCompanyHolidayRequest = z.strictObject({ name: holidayName(HOLIDAY_NAME_REQUIRED) });

export const companyHolidayIdParams = z.strictObject({ id: z.uuid('Holiday not found') });

/** Holiday country and region (spec: changing the country resets the region to its first option). */
export const holidayRegionRequest = z
  .strictObject({
    holidayCountry: z.enum(COUNTRY_CODES as [CountryCode, ...CountryCode[]], {
      error: 'Choose a supported country',
    }),
    holidayRegion: z.string().max(40),
  })
  .refine((v) => isSupportedRegion(v.holidayCountry, v.holidayRegion), {
    message: 'Choose a region of the selected country',
    path: ['holidayRegion'],
  });
export type HolidayRegionRequest = z.infer<typeof holidayRegionRequest>;

export const holidayRegionResponse = z.object({
  holidayCountry: z.string(),
  holidayRegion: z.string(),
  timeZone: z.string(),
});

// Endpoints.
const tags = ['holidays'];

export const listCompanyHolidays = defineEndpoint({
  method: 'GET',
  path: '/api/holidays',
  access: 'member',
  tags,
  summary: "The company's holidays between two dates (bank holidays it keeps and its own)",
  query: companyHolidaysQuery,
  responses: { 200: companyHolidaysResponse },
});

export const getHolidayManager = defineEndpoint({
  method: 'GET',
  path: '/api/holidays/manage',
  access: 'admin',
  tags,
  summary: 'Holiday manager of one year: every bank holiday (kept or disabled), company holidays, counters',
  query: holidayYearQuery,
  responses: { 200: holidayManagerResponse },
});

export const updateBankHoliday = defineEndpoint({
  method: 'PATCH',
  path: '/api/holidays/bank/:key',
  access: 'admin',
  tags,
  summary: 'Enable, disable or rename a bank holiday for the company',
  params: bankHolidayKeyParams,
  body: updateBankHolidayRequest,
  responses: { 200: bankHolidayEntry },
});

export const addCompanyHoliday = defineEndpoint({
  method: 'POST',
  path: '/api/holidays/company',
  access: 'admin',
  tags,
  summary: 'Add a company holiday',
  body: createCompanyHolidayRequest,
  responses: { 201: companyHolidayEntry },
});

export const renameCompanyHoliday = defineEndpoint({
  method: 'PATCH',
  path: '/api/holidays/company/:id',
  access: 'admin',
  tags,
  summary: 'Rename a company holiday',
  params: companyHolidayIdParams,
  body: renameCompanyHolidayRequest,
  responses: { 200: companyHolidayEntry },
});

export const removeCompanyHoliday = defineEndpoint({
  method: 'DELETE',
  path: '/api/holidays/company/:id',
  access: 'admin',
  tags,
  summary: 'Remove a company holiday (it becomes inactive)',
  params: companyHolidayIdParams,
  responses: { 200: okResponse },
});

export const getHolidayRegion = defineEndpoint({
  method: 'GET',
  path: '/api/company/holiday-region',
  access: 'admin',
  tags,
  summary: "The company's holiday country and region",
  responses: { 200: holidayRegionResponse },
});

export const updateHolidayRegion = defineEndpoint({
  method: 'PUT',
  path: '/api/company/holiday-region',
  access: 'admin',
  tags,
  summary: "Change the company's holiday country and region (a new country also sets its time zone)",
  body: holidayRegionRequest,
  responses: { 200: holidayRegionResponse },
});
