import { z } from 'zod';
import { SHOWN_ABSENCE_TYPES } from '../absence-privacy';
import { ABSENCE_STATUSES } from '../absences';
import { allowanceResponse } from './absences';
import { defineEndpoint } from './endpoint';
import { clockResponse } from './time-entries';

/** A request of Recent Absence Requests (created in the last 7 days). */
export const recentAbsence = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** "away" where the viewer may not see the type (domain/absence-privacy.ts). */
  absenceType: z.enum(SHOWN_ABSENCE_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  halfDayStart: z.boolean(),
  halfDayEnd: z.boolean(),
  /** Hourly leave: its hours on its one day; null = whole or half days. */
  hours: z.number().nullable(),
  status: z.enum(ABSENCE_STATUSES),
  createdAt: z.string(),
});
export type RecentAbsence = z.infer<typeof recentAbsence>;

/** Someone clocked in now (Team Presence). */
export const presenceEntry = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  /** Local `HH:mm` of the clock-in in the company's time zone. */
  since: z.string(),
  /** The clock-in instant (ISO, UTC). */
  clockInAt: z.string(),
  onBreak: z.boolean(),
});
export type PresenceEntry = z.infer<typeof presenceEntry>;

const overdueBase = {
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** When it started waiting (submitted, or last changed): ISO, UTC. */
  waitingSince: z.string(),
  /** The same as a date in the company's time zone. */
  sinceDate: z.string(),
  /** Where the viewer opens it. */
  href: z.string(),
};

/** A review waiting more than 3 working days: an absence request or a submitted timesheet. */
export const overdueItem = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('absence'),
    id: z.uuid(),
    absenceType: z.enum(SHOWN_ABSENCE_TYPES),
    startDate: z.string(),
    endDate: z.string(),
    ...overdueBase,
  }),
  z.object({ kind: z.literal('timesheet'), month: z.string(), ...overdueBase }),
]);
export type OverdueItem = z.infer<typeof overdueItem>;

/** The whole dashboard from one request (spec 000 sections 2, 3 and 7). */
export const dashboardResponse = z.object({
  /** The company's today and time zone. */
  today: z.string(),
  timeZone: z.string(),
  /** Spec "dashboard stats": team-wide counts, shown to everyone. */
  stats: z.object({
    totalEmployees: z.number().int(),
    pendingAbsences: z.number().int(),
    currentlyWorking: z.number().int(),
    overdueReviews: z.number().int(),
  }),
  /** The viewer's holiday allowance; null when it could not be computed (the card stays empty). */
  allowance: allowanceResponse.nullable(),
  /** The viewer's live clock. */
  clock: clockResponse,
  /** The 5 newest requests of the last 7 days: the company's, or an employee's own. */
  recentAbsences: z.array(recentAbsence),
  /** Everyone clocked in now, the latest first. */
  presence: z.array(presenceEntry),
  /** The overdue reviews this viewer may open (at most 10, the longest waiting first). */
  overdue: z.array(overdueItem),
});
export type Dashboard = z.infer<typeof dashboardResponse>;

// Endpoints.
export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard',
  access: 'member',
  tags: ['dashboard'],
  summary:
    'The whole dashboard: team counts, own allowance and clock, recent requests, presence, overdue reviews',
  responses: { 200: dashboardResponse },
});
