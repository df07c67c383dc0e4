import { z } from 'zod';
import { ABSENCE_TYPES } from '../absences';
import { ROLES } from '../roles';
import {
  CLOCK_IN_REQUIRED,
  CLOCK_TIMES_REQUIRED,
  isLocalDateTime,
  isLocalTime,
  MAX_BREAKS,
  NOTES_MAX,
  OCCURRENCES,
} from '../time-entries';
import { TIMESHEET_STATUSES } from '../timesheets';
import { WORK_TIME_WARNINGS } from '../work-time-rules';
import { isoDate, isoMonth } from './common';
import { defineEndpoint } from './endpoint';
import { workScheduleHistory } from './work-schedules';

export const ENTRY_ACTIONS = ['create', 'update', 'delete'] as const;
export const ENTRY_SOURCES = ['manual', 'clock', 'bulk_apply', 'clear_month', 'correction'] as const;
export const CORRECTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CLOCK_ACTIONS = ['clock_in', 'start_break', 'end_break', 'clock_out'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

export const month = isoMonth;
export const monthQuery = z.strictObject({ month });

const LOCAL_FORMAT = 'Use the format yyyy-MM-ddTHH:mm';
const localDateTime = z.string().refine(isLocalDateTime, LOCAL_FORMAT);
const time = (required: string) =>
  z.string({ error: required }).min(1, required).refine(isLocalTime, 'Use the format HH:mm');
const optionalTime = z
  .string()
  .refine((v) => v === '' || isLocalTime(v), 'Use the format HH:mm')
  .nullable()
  .optional();

/**
 * A time entry as the dialog sends it: local date-times in the company's time zone. The day of the entry
 * is the date of the clock-in; a night shift's clock-out is on the next day.
 */
export const timeEntryRequest = z.strictObject({
  clockIn: z
    .string({ error: CLOCK_IN_REQUIRED })
    .min(1, CLOCK_IN_REQUIRED)
    .refine(isLocalDateTime, LOCAL_FORMAT),
  clockOut: localDateTime.nullable().optional(),
  /** The period's breaks in order (zero or more); only the last of an open period may have no end. */
  breaks: z
    .array(z.strictObject({ start: localDateTime, end: localDateTime.nullable() }))
    .max(MAX_BREAKS, `A work period has at most ${MAX_BREAKS} breaks`)
    .optional(),
  notes: z
    .string()
    .trim()
    .max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`)
    .nullable()
    .optional(),
  /**
   * Which occurrence of a time that happens twice (the autumn change: 02:30 on the last Sunday of October
   * in Europe) each field means, by field path: `{ "clockIn": "first", "breaks.0.start": "second" }`.
   * Without it such a time is answered with 400, reason `ambiguous_time`, naming the field; a time that
   * does not exist (02:30 on the last Sunday of March) is refused whatever this says.
   */
  occurrences: z
    .record(
      z.string().regex(/^(clockIn|clockOut|breaks\.\d+\.(start|end))$/, 'Not a time field of the entry'),
      z.enum(OCCURRENCES),
    )
    .optional()
    .describe(
      'Which occurrence of a time that happens twice (autumn change) each field means, by field path (clockIn, clockOut, breaks.<i>.start|end): first or second. Without it such a time is answered 400 with reason ambiguous_time; a time that does not exist is refused whatever this says.',
    ),
});
export type TimeEntryRequest = z.infer<typeof timeEntryRequest>;

/** A break as screens show it: local date-times; `end` null while it runs. */
const breakView = z.object({ start: z.string(), end: z.string().nullable() });

export const timeEntryIdParams = z.strictObject({ id: z.uuid('Time entry not found') });

/** Bulk Apply Times (spec 2.6 and 5): the same times on every chosen day of the month. */
export const bulkApplyRequest = z.strictObject({
  month,
  clockIn: time(CLOCK_TIMES_REQUIRED),
  clockOut: time(CLOCK_TIMES_REQUIRED),
  breakStart: optionalTime,
  breakEnd: optionalTime,
  skipWeekends: z.boolean().default(true),
  skipHolidays: z.boolean().default(true),
  onlyEmptyDays: z.boolean().default(true),
});
export type BulkApplyRequest = z.infer<typeof bulkApplyRequest>;
export const bulkApplyResponse = z.object({ created: z.number().int(), deleted: z.number().int() });

export const clearMonthRequest = z.strictObject({ month });
export const clearMonthResponse = z.object({ deleted: z.number().int() });

export const clockRequest = z.strictObject({ action: z.enum(CLOCK_ACTIONS) });

export const historyQuery = z.strictObject({ date: isoDate });

const person = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() });

export const timeEntry = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  /** The day of the entry: the local date of its clock-in. */
  date: z.string(),
  /** Local date-times `yyyy-MM-ddTHH:mm` in the company's time zone. */
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  breaks: z.array(breakView),
  /** The clock-in instant (ISO, UTC), for the live clock's running time. */
  clockInAt: z.string(),
  /** The start instant (ISO, UTC) of the break still running, if any. */
  breakStartAt: z.string().nullable(),
  totalHours: z.number().nullable(),
  breakHours: z.number(),
  notes: z.string().nullable(),
  /** Working-time limits the day breaks (warnings, never blocks). */
  warnings: z.array(z.enum(WORK_TIME_WARNINGS)),
});
export type TimeEntry = z.infer<typeof timeEntry>;

export const correction = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  date: z.string(),
  action: z.enum(ENTRY_ACTIONS),
  entryId: z.uuid().nullable(),
  /** The times asked for (local), null (no breaks) for a delete. */
  clockIn: z.string().nullable(),
  clockOut: z.string().nullable(),
  breaks: z.array(breakView),
  totalHours: z.number().nullable(),
  notes: z.string().nullable(),
  status: z.enum(CORRECTION_STATUSES),
  requestedAt: z.string(),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type Correction = z.infer<typeof correction>;

/** The Monthly Summary (domain/timesheets.ts monthlySummary). */
export const monthlySummary = z.object({
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

/** The figures frozen with an approval (domain/timesheets.ts MonthSnapshot). */
export const monthSnapshot = z.object({
  version: z.literal(1),
  summary: monthlySummary,
  days: z.array(z.object({ date: z.string(), hours: z.number() })),
});

export const approval = z.object({
  status: z.enum(TIMESHEET_STATUSES),
  submittedAt: z.string(),
  /** When it was approved or rejected, and by whom. */
  approvedAt: z.string().nullable(),
  approvedBy: person.nullable(),
  rejectedReason: z.string().nullable(),
  /** An approved month's figures as approved: shown instead of a recomputation (null otherwise). */
  snapshot: monthSnapshot.nullable(),
});
export type Approval = z.infer<typeof approval>;

/**
 * One person's month (GET /api/time-entries/month and the admin's detail): the list and, through
 * domain/timesheets.ts monthlySummary, the summary come from this one answer.
 */
export const monthView = z.object({
  month: z.string(),
  /** The company's today and time zone: times are shown in it. */
  today: z.string(),
  timeZone: z.string(),
  /** The person's work schedule: which days they work and how many hours (expected hours, completion). */
  schedule: workScheduleHistory,
  person: person.extend({ role: z.enum(ROLES) }),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  absences: z.array(
    z.object({
      absenceType: z.enum(ABSENCE_TYPES),
      startDate: z.string(),
      endDate: z.string(),
      halfDayStart: z.boolean(),
      halfDayEnd: z.boolean(),
      /** Hourly leave: its hours on its one day; null = whole or half days. */
      hours: z.number().nullable(),
    }),
  ),
  entries: z.array(timeEntry),
  approval: approval.nullable(),
  /** Correction requests of the month (pending first). */
  corrections: z.array(correction),
  /** Approved, or the person is a former member: nothing changes any more. */
  readOnly: z.boolean(),
  /** The person has left the company: their month is kept read-only for the legal period. */
  former: z.boolean(),
  /** Whether the viewer may approve or reject this month (admins; not their own unless sole admin). */
  canDecide: z.boolean(),
});
export type MonthView = z.infer<typeof monthView>;

/** A write's outcome: saved at once, or (a day of a submitted month) sent as a correction request. */
export const entryWriteResponse = z.object({
  outcome: z.enum(['saved', 'deleted', 'correction_requested']),
  entry: timeEntry.nullable(),
  correction: correction.nullable(),
});
export type EntryWriteResponse = z.infer<typeof entryWriteResponse>;

export const CLOCK_STATES = ['clocked_out', 'working', 'on_break'] as const;
export type ClockState = (typeof CLOCK_STATES)[number];

export const clockResponse = z.object({
  state: z.enum(CLOCK_STATES),
  /** The open entry (working or on a break), else null. */
  entry: timeEntry.nullable(),
  /** Hours of today's finished work periods (the running one not included). */
  todayHours: z.number(),
  /** Today's finished periods, `HH:mm` in the company's zone, in order: "09:00–14:00". */
  todayPeriods: z.array(z.string()),
  today: z.string(),
  timeZone: z.string(),
});
export type ClockStatus = z.infer<typeof clockResponse>;

const snapshot = z.object({
  date: z.string(),
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  breaks: z.array(breakView),
  totalHours: z.number().nullable(),
  notes: z.string().nullable(),
});
export type EntrySnapshotView = z.infer<typeof snapshot>;

export const historyItem = z.object({
  id: z.uuid(),
  entryId: z.uuid(),
  action: z.enum(ENTRY_ACTIONS),
  source: z.enum(ENTRY_SOURCES),
  changedAt: z.string(),
  actor: z.object({ id: z.uuid(), name: z.string() }),
  before: snapshot.nullable(),
  after: snapshot.nullable(),
  correctionId: z.uuid().nullable(),
});
export type HistoryItem = z.infer<typeof historyItem>;

export const historyResponse = z.object({
  date: z.string(),
  timeZone: z.string(),
  items: z.array(historyItem),
});
export type DayHistory = z.infer<typeof historyResponse>;

export const correctionIdParams = z.strictObject({ id: z.uuid('Correction not found') });
export const REJECTION_REASON_REQUIRED = 'Please provide a reason for rejection';
export const rejectionReason = z
  .string({ error: REJECTION_REASON_REQUIRED })
  .trim()
  .min(1, REJECTION_REASON_REQUIRED)
  .max(1000, 'Reason must be at most 1000 characters');
export const rejectCorrectionRequest = z.strictObject({ reason: rejectionReason });
export const correctionResponse = z.object({ correction });

// Endpoints.
const tags = ['time-entries'];

export const getMyMonth = defineEndpoint({
  method: 'GET',
  path: '/api/time-entries/month',
  access: 'member',
  tags,
  summary:
    "The signed-in member's month: days, entries, approval and corrections (the summary derives from it)",
  query: monthQuery,
  responses: { 200: monthView },
});

export const createTimeEntry = defineEndpoint({
  method: 'POST',
  path: '/api/time-entries',
  access: 'member',
  tags,
  summary: 'Add a time entry (a day of a submitted month becomes a correction request: 202)',
  body: timeEntryRequest,
  responses: { 201: entryWriteResponse, 202: entryWriteResponse },
});

export const updateTimeEntry = defineEndpoint({
  method: 'PATCH',
  path: '/api/time-entries/:id',
  access: 'member',
  tags,
  summary: 'Change an own time entry (or ask for the change: 202)',
  params: timeEntryIdParams,
  body: timeEntryRequest,
  responses: { 200: entryWriteResponse, 202: entryWriteResponse },
});

export const deleteTimeEntry = defineEndpoint({
  method: 'DELETE',
  path: '/api/time-entries/:id',
  access: 'member',
  tags,
  summary: 'Delete an own time entry (or ask for it: 202); the history keeps it',
  params: timeEntryIdParams,
  responses: { 200: entryWriteResponse, 202: entryWriteResponse },
});

export const getClockStatus = defineEndpoint({
  method: 'GET',
  path: '/api/time-entries/clock',
  access: 'member',
  tags,
  summary: 'The live clock: clocked out (again and again: several periods a day), working or on a break',
  responses: { 200: clockResponse },
});

export const recordClockAction = defineEndpoint({
  method: 'POST',
  path: '/api/time-entries/clock',
  access: 'member',
  tags,
  summary: 'Clock in (again after a clock-out: a new period), start or end the break, clock out',
  body: clockRequest,
  responses: { 200: clockResponse },
});

export const bulkApplyTimes = defineEndpoint({
  method: 'POST',
  path: '/api/time-entries/bulk-apply',
  access: 'member',
  tags,
  summary: 'Bulk Apply: the same times on the chosen days of a month, in one transaction',
  body: bulkApplyRequest,
  responses: { 200: bulkApplyResponse },
});

export const clearMonth = defineEndpoint({
  method: 'POST',
  path: '/api/time-entries/clear-month',
  access: 'member',
  tags,
  summary: "Clear Month: delete all the member's entries of a month, in one transaction",
  body: clearMonthRequest,
  responses: { 200: clearMonthResponse },
});

export const getMyDayHistory = defineEndpoint({
  method: 'GET',
  path: '/api/time-entries/history',
  access: 'member',
  tags,
  summary: "Every change to the member's own entry of a day (RDL 8/2019 record)",
  query: historyQuery,
  responses: { 200: historyResponse },
});

export const approveTimeCorrection = defineEndpoint({
  method: 'POST',
  path: '/api/time-corrections/:id/approve',
  access: 'admin',
  tags,
  summary: "Approve an employee's correction of a submitted month: the entry changes now",
  params: correctionIdParams,
  responses: { 200: correctionResponse },
});

export const rejectTimeCorrection = defineEndpoint({
  method: 'POST',
  path: '/api/time-corrections/:id/reject',
  access: 'admin',
  tags,
  summary: 'Reject a correction request (reason required)',
  params: correctionIdParams,
  body: rejectCorrectionRequest,
  responses: { 200: correctionResponse },
});
