import { z } from 'zod';
import { ROLES } from '../roles';
import { TIMESHEET_STATUSES } from '../timesheets';
import { csvStyle, isoDate } from './common';
import { defineEndpoint } from './endpoint';
import {
  approval,
  historyQuery,
  historyResponse,
  month,
  monthlySummary,
  monthView,
  rejectionReason,
} from './time-entries';

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
/** A month as a file; `csv` picks the separators of a CSV (ignored by xlsx and pdf). */
export const exportQuery = z.strictObject({
  month,
  format: z.enum(EXPORT_FORMATS).default('csv'),
  csv: csvStyle,
});
export const bulkExportQuery = z.strictObject({ month, csv: csvStyle });

/** At most this many days in one inspection export (4 years, the time the law keeps the record). */
export const INSPECTION_MAX_DAYS = 4 * 366;
export const inspectionQuery = z
  .strictObject({ from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { message: 'The start date cannot be after the end date', path: ['to'] });

export const teamTimesheetMember = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  avatarUrl: z.string().nullable(),
  summary: monthlySummary,
  /**
   * The month's hours up to today, as Reports counts them (domain workedInRange): summary.totalHours counts
   * every entry of the month, days after today too (a bulk-applied rest of the month); the row shows both
   * when they differ.
   */
  hoursToDate: z.number(),
  status: z.enum(TIMESHEET_STATUSES).nullable(),
  rejectedReason: z.string().nullable(),
  pendingCorrections: z.number().int(),
  canDecide: z.boolean(),
  /**
   * Left the company (or was removed) after working in this month: listed for the months of their membership,
   * read-only (no approve, reject or edit), so payroll and an inspection still find their records.
   */
  former: z.boolean(),
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

// Endpoints.
const tags = ['timesheets'];

export const submitTimesheet = defineEndpoint({
  method: 'POST',
  path: '/api/timesheets/submit',
  access: 'member',
  tags,
  summary: 'Submit the own month for approval (only at 100% completion)',
  body: submitTimesheetRequest,
  responses: { 200: approvalResponse },
});

export const exportMyTimesheet = defineEndpoint({
  method: 'GET',
  path: '/api/timesheets/export',
  access: 'member',
  tags,
  summary: 'The own month as a file: csv, xlsx or pdf',
  query: exportQuery,
  file: true,
});

export const exportMyInspectionRecord = defineEndpoint({
  method: 'GET',
  path: '/api/timesheets/inspection-export',
  access: 'member',
  tags,
  summary: 'The own daily record of a period with every change made to it (xlsx)',
  query: inspectionQuery,
  file: true,
});

export const listTeamTimesheets = defineEndpoint({
  method: 'GET',
  path: '/api/team-timesheets',
  access: 'admin',
  tags,
  summary: 'Team Timesheets of a month: counts and every member with figures and status',
  query: teamMonthQuery,
  responses: { 200: teamTimesheetsResponse },
});

export const exportTeamTimesheets = defineEndpoint({
  method: 'GET',
  path: '/api/team-timesheets/export',
  access: 'admin',
  tags,
  summary: 'Bulk Export CSV: every member of the month in one file',
  query: bulkExportQuery,
  file: true,
});

export const getEmployeeMonth = defineEndpoint({
  method: 'GET',
  path: '/api/team-timesheets/:userId',
  access: 'admin',
  tags,
  summary: "An employee's month (the admin's read-only detail)",
  params: teamMemberParams,
  query: teamMonthQuery,
  responses: { 200: monthView },
});

export const getEmployeeDayHistory = defineEndpoint({
  method: 'GET',
  path: '/api/team-timesheets/:userId/history',
  access: 'admin',
  tags,
  summary: "Every change to an employee's entry of a day",
  params: teamMemberParams,
  query: historyQuery,
  responses: { 200: historyResponse },
});

export const exportEmployeeTimesheet = defineEndpoint({
  method: 'GET',
  path: '/api/team-timesheets/:userId/export',
  access: 'admin',
  tags,
  summary: "An employee's month as a file: csv, xlsx or pdf",
  params: teamMemberParams,
  query: exportQuery,
  file: true,
});

export const exportEmployeeInspectionRecord = defineEndpoint({
  method: 'GET',
  path: '/api/team-timesheets/:userId/inspection-export',
  access: 'admin',
  tags,
  summary: "An employee's daily record of a period with its change history (xlsx), also after they left",
  params: teamMemberParams,
  query: inspectionQuery,
  file: true,
});

export const approveTimesheet = defineEndpoint({
  method: 'POST',
  path: '/api/team-timesheets/:userId/approve',
  access: 'admin',
  tags,
  summary: 'Approve a submitted month: it becomes read-only',
  params: teamMemberParams,
  body: approveTimesheetRequest,
  responses: { 200: approvalResponse },
});

export const rejectTimesheet = defineEndpoint({
  method: 'POST',
  path: '/api/team-timesheets/:userId/reject',
  access: 'admin',
  tags,
  summary: 'Reject a submitted month with a reason (the employee can submit it again)',
  params: teamMemberParams,
  body: rejectTimesheetRequest,
  responses: { 200: approvalResponse },
});
