import { z } from 'zod';
import { ROLES } from '../roles';
import { ALLOWANCE_MAX, ALLOWANCE_MIN } from '../team-settings';
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
  holidayAllowance: z.number().int(),
  manualHolidayAdjustment: z.number().int(),
  /** Approved vacation days of the current year. */
  usedHolidayDays: z.number(),
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

export const updateAllowanceRequest = z.strictObject({
  holidayAllowance: days('Annual allowance'),
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
  summary: 'Members with roles, work weeks and holiday allowances, and the totals',
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

export const updateMemberHolidayAllowance = defineEndpoint({
  method: 'PUT',
  path: '/api/team/members/:id/holiday-allowance',
  access: 'admin',
  tags,
  summary: "Set a member's annual holiday allowance and manual adjustment (0–365 each)",
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
