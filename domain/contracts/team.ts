import { z } from 'zod';
import { ROLES } from '../roles';
import { ALLOWANCE_MAX, ALLOWANCE_MIN, HOURS_PER_WEEK_MAX, HOURS_PER_WEEK_MIN } from '../team-settings';

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
  expectedHoursPerWeek: z.number().int(),
  expectedHoursPerDay: z.number(),
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

export const updateHoursRequest = z.strictObject({
  expectedHoursPerWeek: z
    .number({ error: 'Expected hours must be a whole number between 1 and 60' })
    .int('Expected hours must be a whole number between 1 and 60')
    .min(HOURS_PER_WEEK_MIN, 'Expected hours must be a whole number between 1 and 60')
    .max(HOURS_PER_WEEK_MAX, 'Expected hours must be a whole number between 1 and 60'),
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
