import { z } from 'zod';
import { isIsoDate } from '../calendar';
import { COUNTRY_CODES, type CountryCode, isSupportedRegion } from '../holidays/regions';
import { isoDate } from './common';

export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';
export const HOLIDAY_NAME_REQUIRED = 'Holiday name cannot be empty';
export const HOLIDAY_NAME_MAX = 100;

const holidayName = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(HOLIDAY_NAME_MAX, `Holiday name must be at most ${HOLIDAY_NAME_MAX} characters`);

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
  year: z.coerce.number().int('Not a valid year').min(2000, 'Not a valid year').max(2100, 'Not a valid year'),
});

export const bankHolidayEntry = z.object({
  key: z.string(),
  date: z.string(),
  /** The name shown: the company's custom name, else the official one (in English). */
  name: z.string(),
  /** The official name in English. */
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
