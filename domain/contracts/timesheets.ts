import { z } from 'zod';
import { ROLES } from '../roles';
import { TIMESHEET_STATUSES } from '../timesheets';
import { isoDate } from './common';
import { approval, month, rejectionReason } from './time-entries';

export { REJECTION_REASON_REQUIRED } from './time-entries';

export const submitTimesheetRequest = z.strictObject({ month });
export const approveTimesheetRequest = z.strictObject({ month });
/** Spec 5: rejecting requires a reason that is non-blank after trimming; the trimmed text is kept. */
export const rejectTimesheetRequest = z.strictObject({ month, reason: rejectionReason });
export const approvalResponse = z.object({ approval });

export const teamMemberParams = z.strictObject({ userId: z.uuid('Employee not found') });
export const teamMonthQuery = z.strictObject({ month });

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportQuery = z.strictObject({ month, format: z.enum(EXPORT_FORMATS).default('csv') });

/** At most this many days in one inspection export (4 years, the time the law keeps the record). */
export const INSPECTION_MAX_DAYS = 4 * 366;
export const inspectionQuery = z
  .strictObject({ from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { message: 'The start date cannot be after the end date', path: ['to'] });

const summary = z.object({
  workingDays: z.number(),
  coveredDays: z.number(),
  absenceDays: z.number(),
  daysWorked: z.number(),
  totalHours: z.number(),
  expectedHours: z.number(),
  variance: z.number(),
  averageHoursPerDay: z.number(),
  completion: z.number(),
});

export const teamTimesheetMember = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  avatarUrl: z.string().nullable(),
  hoursPerDay: z.number(),
  summary,
  status: z.enum(TIMESHEET_STATUSES).nullable(),
  rejectedReason: z.string().nullable(),
  pendingCorrections: z.number().int(),
  canDecide: z.boolean(),
});
export type TeamTimesheetMember = z.infer<typeof teamTimesheetMember>;

/** Team Timesheets of one month (spec 2.8), from one request. */
export const teamTimesheetsResponse = z.object({
  month: z.string(),
  counts: z.object({
    totalEmployees: z.number().int(),
    approved: z.number().int(),
    pendingReview: z.number().int(),
    draftOrRejected: z.number().int(),
  }),
  members: z.array(teamTimesheetMember),
});
export type TeamTimesheets = z.infer<typeof teamTimesheetsResponse>;
