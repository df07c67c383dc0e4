import { z } from 'zod';
import { FIRST_YEAR, LAST_YEAR } from '../calendar';
import { ROLES } from '../roles';
import { ALLOWANCE_MAX, ALLOWANCE_MIN } from '../team-settings';
import { allowanceResponse } from './absences';
import { idParams, okResponse } from './common';
import { defineEndpoint } from './endpoint';

/** What every member may see of a colleague (Team page). */
export const teamMember = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(ROLES),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamDirectoryResponse = z.object({ members: z.array(teamMember) });

/** What an admin manages in Settings → Team. */
export const managedMember = teamMember.extend({
  /** Hours Monday … Sunday of the person's work schedule today. */
  workWeek: z.array(z.number()),
  /** Their weekly total. */
  weeklyHours: z.number(),
  /** The annual allowance of the year shown (before pro-rata). */
  holidayAllowance: z.number(),
  /** The manual adjustment of that year. */
  manualHolidayAdjustment: z.number(),
  /** What the year gives: the allowance, pro-rated for a member part of the year. */
  entitledHolidayDays: z.number(),
  carriedOverHolidayDays: z.number(),
  /** Approved vacation days of the year. */
  usedHolidayDays: z.number(),
  /** The holiday balance of the year (domain/allowance.ts), carry-over included. */
  remainingHolidayDays: z.number(),
});
export type ManagedMember = z.infer<typeof managedMember>;

export const managedTeamResponse = z.object({
  members: z.array(managedMember),
  totals: z.object({ members: z.number().int(), admins: z.number().int(), managers: z.number().int() }),
  year: z.number().int(),
});
export type ManagedTeam = z.infer<typeof managedTeamResponse>;

export const updateRoleRequest = z.strictObject({
  role: z.enum(ROLES, { error: 'Choose employee, manager or admin' }),
});

const days = (label: string) =>
  z
    .number({ error: `${label} must be a number between 0 and 365` })
    .int(`${label} must be a whole number`)
    .min(ALLOWANCE_MIN, `${label} must be between 0 and 365`)
    .max(ALLOWANCE_MAX, `${label} must be between 0 and 365`);

const year = z
  .number({ error: 'Choose a year' })
  .int('Choose a year')
  .min(FIRST_YEAR, 'Choose a year')
  .max(LAST_YEAR, 'Choose a year');

export const managedTeamQuery = z.strictObject({
  year: z.coerce.number().int().min(FIRST_YEAR).max(LAST_YEAR).optional(),
});

export const updateAllowanceRequest = z.strictObject({
  /** The year the allowance and adjustment are for (default: this year). Other years are not touched. */
  year: year.optional(),
  holidayAllowance: days('Annual allowance'),
  /** Pro-rate the year to the days in the company (left out: as it was; new years are pro-rated). */
  proRata: z.boolean({ error: 'Choose whether to pro-rate' }).optional(),
  manualHolidayAdjustment: days('Manual adjustment'),
});
export type UpdateAllowanceRequest = z.infer<typeof updateAllowanceRequest>;

// Endpoints.
const tags = ['team'];

export const listTeamDirectory = defineEndpoint({
  method: 'GET',
  path: '/api/team',
  access: 'member',
  tags,
  summary: 'Everyone in the company: name, e-mail, picture and role',
  responses: { 200: teamDirectoryResponse },
});

export const listManagedTeam = defineEndpoint({
  method: 'GET',
  path: '/api/team/members',
  access: 'admin',
  tags,
  summary:
    'Members with roles, work weeks and holiday balances of a year (default: this year), and the totals',
  query: managedTeamQuery,
  responses: { 200: managedTeamResponse },
});

export const updateMemberRole = defineEndpoint({
  method: 'PUT',
  path: '/api/team/members/:id/role',
  access: 'admin',
  tags,
  summary: "Change a member's role (never one's own; the company keeps at least one admin)",
  params: idParams,
  body: updateRoleRequest,
  responses: { 200: okResponse },
});

export const getMemberHolidayAllowance = defineEndpoint({
  method: 'GET',
  path: '/api/team/members/:id/holiday-allowance',
  access: 'admin',
  tags,
  summary: "A member's holiday balance of a year (default: this year), as their absences page shows it",
  params: idParams,
  query: managedTeamQuery,
  responses: { 200: allowanceResponse },
});

export const updateMemberHolidayAllowance = defineEndpoint({
  method: 'PUT',
  path: '/api/team/members/:id/holiday-allowance',
  access: 'admin',
  tags,
  summary:
    "Set a member's holiday allowance and manual adjustment of one year (0–365 each); other years keep theirs",
  params: idParams,
  body: updateAllowanceRequest,
  responses: { 200: okResponse },
});

export const removeTeamMember = defineEndpoint({
  method: 'DELETE',
  path: '/api/team/members/:id',
  access: 'admin',
  tags,
  summary: 'Remove a member from the company (their records stay with the company)',
  params: idParams,
  responses: { 200: okResponse },
});
