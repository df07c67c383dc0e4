import { z } from 'zod';
import { SHOWN_ABSENCE_TYPES } from '../absence-privacy';
import { ROLES } from '../roles';
import { isoMonth } from './common';
import { defineEndpoint } from './endpoint';

export const scheduleQuery = z.strictObject({
  month: isoMonth,
});

export const scheduleAbsence = z.object({
  id: z.uuid(),
  /** "away" where the viewer may not see the type (domain/absence-privacy.ts). */
  absenceType: z.enum(SHOWN_ABSENCE_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  halfDayStart: z.boolean(),
  halfDayEnd: z.boolean(),
  /** Hourly leave: its hours on its one day; null = whole or half days. */
  hours: z.number().nullable(),
  /** A request still waiting for a decision is shown (hatched) beside the approved absences. */
  status: z.enum(['approved', 'pending']),
});
export type ScheduleAbsence = z.infer<typeof scheduleAbsence>;

export const scheduleMember = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  avatarUrl: z.string().nullable(),
  /** Approved absences and pending requests overlapping the month. */
  absences: z.array(scheduleAbsence),
  /** Scheduled hours of each day of the month, in the order of `days` (their work schedule; 0 = not worked). */
  scheduledHours: z.array(z.number()),
});
export type ScheduleMember = z.infer<typeof scheduleMember>;

/** Team Overview and the team calendar of one month, from one request. */
export const scheduleResponse = z.object({
  month: z.string(),
  /** The company's today, to mark it. */
  today: z.string(),
  country: z.string(),
  region: z.string(),
  /** Every day of the month with the company's holiday name, if it is one. */
  days: z.array(z.object({ date: z.string(), holiday: z.string().nullable() })),
  members: z.array(scheduleMember),
});
export type Schedule = z.infer<typeof scheduleResponse>;

// Endpoints.
export const getSchedule = defineEndpoint({
  method: 'GET',
  path: '/api/schedule',
  access: 'member',
  tags: ['schedule'],
  summary:
    "Team Overview of a month: the company's holidays, every member's approved absences and pending requests",
  query: scheduleQuery,
  responses: { 200: scheduleResponse },
});
