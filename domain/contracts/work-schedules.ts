import { z } from 'zod';
import { weekProblem } from '../work-schedule';
import { idParams, isoDate } from './common';
import { defineEndpoint } from './endpoint';

/** Hours for Monday … Sunday, each 0–24 in quarter hours, at least one working day. */
export const weekHours = z
  .array(z.number({ error: 'Enter the hours of each day as a number' }), {
    error: 'Enter the hours of each day',
  })
  .superRefine((week, ctx) => {
    const problem = weekProblem(week);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const companyRow = z.object({ startsOn: z.string(), hours: z.array(z.number()) });
const memberRow = z.object({ startsOn: z.string(), hours: z.array(z.number()).nullable() });

/** A person's schedule history with the company's (domain/work-schedule.ts WorkScheduleHistory). */
export const workScheduleHistory = z.object({ company: z.array(companyRow), member: z.array(memberRow) });

export const companyWorkScheduleResponse = z.object({
  /** The pattern in force today. */
  current: z.array(z.number()),
  history: z.array(companyRow),
  /** The first date a new pattern may start on (after every submitted or approved month of anyone). */
  earliestStart: z.string().nullable(),
  /** Where the form starts: the first day of this month, or of the first month still open. */
  suggestedStart: z.string(),
});
export type CompanyWorkSchedule = z.infer<typeof companyWorkScheduleResponse>;

export const memberWorkScheduleResponse = z.object({
  userId: z.uuid(),
  /** The person's pattern in force today (the company's when they follow it). */
  current: z.array(z.number()),
  /** Whether today they follow the company default. */
  followsCompany: z.boolean(),
  history: z.array(memberRow),
  /** The company's patterns, to read the member rows without hours. */
  company: z.array(companyRow),
  /** The first date a new pattern may start on (after their last submitted or approved month). */
  earliestStart: z.string().nullable(),
  suggestedStart: z.string(),
});
export type MemberWorkSchedule = z.infer<typeof memberWorkScheduleResponse>;

export const setCompanyWorkScheduleRequest = z.strictObject({
  hours: weekHours,
  startsOn: isoDate,
});
export type SetCompanyWorkScheduleRequest = z.infer<typeof setCompanyWorkScheduleRequest>;

export const setMemberWorkScheduleRequest = z.strictObject({
  /** null: follow the company default from the start date. */
  hours: weekHours.nullable(),
  startsOn: isoDate,
});
export type SetMemberWorkScheduleRequest = z.infer<typeof setMemberWorkScheduleRequest>;

// Endpoints.
const tags = ['work-schedules'];

export const getCompanyWorkSchedule = defineEndpoint({
  method: 'GET',
  path: '/api/work-schedules/company',
  access: 'member',
  tags,
  summary: "The company's default weekly pattern and its history",
  responses: { 200: companyWorkScheduleResponse },
});

export const setCompanyWorkSchedule = defineEndpoint({
  method: 'PUT',
  path: '/api/work-schedules/company',
  access: 'admin',
  tags,
  summary: 'Change the company default pattern from a date (never inside a submitted or approved month)',
  body: setCompanyWorkScheduleRequest,
  responses: { 200: companyWorkScheduleResponse },
});

export const getMemberWorkSchedule = defineEndpoint({
  method: 'GET',
  path: '/api/work-schedules/members/:id',
  access: 'member',
  tags,
  summary: "A person's weekly pattern and its history (their own; managers and admins: anyone's)",
  params: idParams,
  responses: { 200: memberWorkScheduleResponse },
});

export const setMemberWorkSchedule = defineEndpoint({
  method: 'PUT',
  path: '/api/work-schedules/members/:id',
  access: 'admin',
  tags,
  summary: "Change a person's pattern from a date (never inside a submitted or approved month)",
  params: idParams,
  body: setMemberWorkScheduleRequest,
  responses: { 200: memberWorkScheduleResponse },
});
