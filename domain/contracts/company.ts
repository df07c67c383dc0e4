import { z } from 'zod';
import { ALLOWANCE_MAX, ALLOWANCE_MIN } from '../team-settings';
import { locale, okResponse, personName } from './common';
import { defineEndpoint } from './endpoint';

export const DELETE_COMPANY_CONFIRMATION = 'DELETE COMPANY';
export const DELETE_COMPANY_CONFIRMATION_MESSAGE = "Please type 'DELETE COMPANY' to confirm";

export const companySettingsResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** The default allowance of this year (it applies from a year on, never to the years before). */
  defaultHolidayAllowance: z.number().int(),
  /** The company's current year, from which a change of the default applies. */
  defaultHolidayAllowanceYear: z.number().int(),
  memberCount: z.number().int(),
  /** Where data-protection requests go (answered within 30 days). */
  dataProtectionEmail: z.string(),
  /** The members' language unless they choose their own (new members follow it). */
  language: locale,
});
export type CompanySettings = z.infer<typeof companySettingsResponse>;

export const updateCompanyRequest = z.strictObject({
  name: personName('Company name'),
  defaultHolidayAllowance: z
    .number({ error: 'Default holiday allowance must be a number between 0 and 365' })
    .int('Default holiday allowance must be a whole number')
    .min(ALLOWANCE_MIN, 'Default holiday allowance must be between 0 and 365')
    .max(ALLOWANCE_MAX, 'Default holiday allowance must be between 0 and 365'),
});
export type UpdateCompanyRequest = z.infer<typeof updateCompanyRequest>;

/** The client form: the allowance is typed as text and falls back to 25 when invalid (spec 5). */
export const companySettingsForm = z.object({
  name: personName('Company name'),
  defaultHolidayAllowance: z.string(),
});

export const logoResponse = z.object({ logoUrl: z.string() });

export const updateCompanyLanguageRequest = z.strictObject({ language: locale });
export type UpdateCompanyLanguageRequest = z.infer<typeof updateCompanyLanguageRequest>;
export const companyLanguageResponse = z.object({ language: locale });

export const deleteCompanyRequest = z.strictObject({
  confirmation: z.literal(DELETE_COMPANY_CONFIRMATION, { error: DELETE_COMPANY_CONFIRMATION_MESSAGE }),
});

// Endpoints.
const tags = ['company'];

export const getCompanySettings = defineEndpoint({
  method: 'GET',
  path: '/api/company',
  access: 'admin',
  tags,
  summary: 'Company settings with its member count',
  responses: { 200: companySettingsResponse },
});

export const updateCompanySettings = defineEndpoint({
  method: 'PATCH',
  path: '/api/company',
  access: 'admin',
  tags,
  summary: 'Rename the company and set its default holiday allowance',
  body: updateCompanyRequest,
  responses: { 200: companySettingsResponse },
});

export const updateCompanyLanguage = defineEndpoint({
  method: 'PUT',
  path: '/api/company/language',
  access: 'admin',
  tags,
  summary: "Set the company's language (its members' unless they choose their own)",
  body: updateCompanyLanguageRequest,
  responses: { 200: companyLanguageResponse },
});

export const uploadCompanyLogo = defineEndpoint({
  method: 'POST',
  path: '/api/company/logo',
  access: 'admin',
  tags,
  summary: 'Upload the company logo (multipart, one image ≤ 2 MB; checked by content, resized)',
  multipart: true,
  responses: { 200: logoResponse },
});

export const deleteCompany = defineEndpoint({
  method: 'DELETE',
  path: '/api/company',
  access: 'admin',
  tags,
  summary: "Delete the company (type 'DELETE COMPANY'): everyone is signed out, data purged within 30 days",
  body: deleteCompanyRequest,
  responses: { 200: okResponse },
});
