import { z } from 'zod';
import {
  ABSENCE_EVENT_ACTIONS,
  ABSENCE_STATUSES,
  ABSENCE_TYPES,
  REASON_MAX,
  VACATION_COUNTING_MODES,
} from '../absences';
import { ALLOWANCE_ROUNDINGS, isValidExpiry } from '../allowance';
import { FIRST_YEAR, isIsoDate, LAST_YEAR } from '../calendar';
import { ROLES } from '../roles';
import { isoDate, okResponse } from './common';
import { defineEndpoint } from './endpoint';

// Spec 001 section 5/8 texts.
export const MISSING_INFORMATION = 'Please fill in all required fields';
export const INVALID_DATES = 'Start date cannot be after end date';
export const BOTH_DATES_REQUIRED = 'Please select both start and end dates';
export { REASON_MAX };

const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format yyyy-MM-dd')
    .refine(isIsoDate, 'Not a valid date');

/** The fields of a request; the body schemas below add the spec's messages. */
const absenceFields = {
  absenceType: z.enum(ABSENCE_TYPES, { error: MISSING_INFORMATION }),
  startDate: requiredDate(MISSING_INFORMATION),
  endDate: requiredDate(MISSING_INFORMATION),
  reason: z
    .string()
    .trim()
    .max(REASON_MAX, `Reason must be at most ${REASON_MAX} characters`)
    .nullable()
    .optional(),
  halfDayStart: z.boolean().default(false),
  halfDayEnd: z.boolean().default(false),
  /**
   * Hourly leave ("Part of a day"): that many hours on one day (start = end, no half-day flags), in quarter
   * hours, at most the person's hours that day. The service checks it and answers in words.
   */
  hours: z.number({ error: 'Enter the hours as a number' }).nullable().optional(),
};

/**
 * Create (POST /api/absences). Start after end and half-day rules are checked by the service so the
 * answer carries the spec's message as is ("Start date cannot be after end date").
 */
export const createAbsenceRequest = z.strictObject({
  ...absenceFields,
  /**
   * Record it for this member of the company (admins and managers: the employee phoned in sick); left out:
   * the signed-in member's own request.
   */
  userId: z.uuid('Choose a person').optional(),
});
export type CreateAbsenceRequest = z.infer<typeof createAbsenceRequest>;

/** Update (PATCH /api/absences/:id): every field again; both dates required (spec: update message). */
export const updateAbsenceRequest = z.strictObject({
  ...absenceFields,
  startDate: requiredDate(BOTH_DATES_REQUIRED),
  endDate: requiredDate(BOTH_DATES_REQUIRED),
});
export type UpdateAbsenceRequest = z.infer<typeof updateAbsenceRequest>;

export const approveAbsenceRequest = z.strictObject({
  /** An admin confirms an approval beyond the requester's remaining days. */
  allowOverAllowance: z.boolean().optional(),
});

export const rejectAbsenceRequest = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(REASON_MAX, `Reason must be at most ${REASON_MAX} characters`)
    .nullable()
    .optional(),
});

export const absenceIdParams = z.strictObject({ id: z.uuid('Absence not found') });

const person = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export const absence = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  absenceType: z.enum(ABSENCE_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string().nullable(),
  status: z.enum(ABSENCE_STATUSES),
  halfDayStart: z.boolean(),
  halfDayEnd: z.boolean(),
  /** Hourly leave: its hours on its one day; null = whole or half days. */
  hours: z.number().nullable(),
  approvedBy: person.nullable(),
  approvedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** Two-step approval: the manager who approved first; the request waits for an admin. */
  firstApprovedBy: person.nullable(),
  firstApprovedAt: z.string().nullable(),
  autoApproved: z.boolean(),
  createdAt: z.string(),
  /** Days the request covers by the company's counting rule (only vacation uses the allowance). */
  days: z.number(),
  /** What the viewer may do with it (spec 4.1 and 6). */
  canEdit: z.boolean(),
  canCancel: z.boolean(),
});
export type Absence = z.infer<typeof absence>;

export const myAbsencesResponse = z.object({
  absences: z.array(absence),
  /** The viewer is the company's only admin: their requests are approved on submission. */
  approvedOnSubmission: z.boolean(),
});

export const pendingApproval = absence.extend({
  requester: person.extend({ role: z.enum(ROLES), avatarUrl: z.string().nullable() }),
  /** The requester's vacation days still available in the year(s) of the request, before this one. */
  availableDays: z.number().nullable(),
  exceedsAllowance: z.boolean(),
  /** Whether the viewer can approve now (a manager cannot give the final approval in two-step mode). */
  canApprove: z.boolean(),
  canReject: z.boolean(),
});
export type PendingApproval = z.infer<typeof pendingApproval>;

export const pendingApprovalsResponse = z.object({
  approvals: z.array(pendingApproval),
  twoStepApproval: z.boolean(),
});

export const absenceWriteResponse = z.object({
  absence,
  /** Editing an approved request put it back to pending: the user is told. */
  statusReset: z.boolean(),
});

export const absenceEvent = z.object({
  id: z.uuid(),
  action: z.enum(ABSENCE_EVENT_ACTIONS),
  actorId: z.uuid(),
  actorName: z.string(),
  at: z.string(),
  /** The dates and status after the change (before it, for a cancellation). */
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(ABSENCE_STATUSES),
});
export type AbsenceEvent = z.infer<typeof absenceEvent>;

/** One absence with its person and its change history (the absence dialog). */
export const absenceDetailResponse = z.object({
  absence,
  person: person,
  history: z.array(absenceEvent),
});
export type AbsenceDetail = z.infer<typeof absenceDetailResponse>;

export const memberAbsencesParams = z.strictObject({ userId: z.uuid('Employee not found') });

export const memberAbsencesResponse = z.object({
  person,
  absences: z.array(absence),
});
export type MemberAbsences = z.infer<typeof memberAbsencesResponse>;

export const teamAwayQuery = z.strictObject({
  startDate: isoDate,
  endDate: isoDate,
  /** The request being edited, left out of the answer. */
  excludeId: z.uuid().optional(),
  /** The person the request is for (an admin or manager recording for someone): left out instead of me. */
  userId: z.uuid('Employee not found').optional(),
});

export const teamAwayResponse = z.object({
  away: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      status: z.enum(ABSENCE_STATUSES),
    }),
  ),
});

export const allowanceQuery = z.strictObject({
  year: z.coerce.number().int().min(FIRST_YEAR).max(LAST_YEAR).optional(),
});

/** The spec's holiday allowance summary (totalAllowance, usedDays, remainingDays, year) and its parts. */
export const allowanceResponse = z.object({
  year: z.number(),
  /** The allowance of the year: the annual allowance, pro-rated for a member part of the year. */
  totalAllowance: z.number(),
  /** The annual allowance before pro-rata. */
  annualAllowance: z.number(),
  /** How totalAllowance was pro-rated (null: a member all year). */
  proRata: z
    .object({
      membershipDays: z.number(),
      daysInYear: z.number(),
      rounding: z.enum(ALLOWANCE_ROUNDINGS),
      /** False: the full allowance was chosen for that year. */
      applied: z.boolean(),
    })
    .nullable(),
  adjustment: z.number(),
  carriedOver: z.number(),
  carriedOverExpiresOn: z.string().nullable(),
  carriedOverExpired: z.number(),
  usedDays: z.number(),
  pendingDays: z.number(),
  remainingDays: z.number(),
  availableDays: z.number(),
  countingMode: z.enum(VACATION_COUNTING_MODES),
});
export type AllowanceSummary = z.infer<typeof allowanceResponse>;

// Settings → Preferences: the absence rules of the company.
export const absencePolicy = z.strictObject({
  vacationCounting: z.enum(VACATION_COUNTING_MODES),
  carryOverMaxDays: z
    .number({ error: 'Enter a number of days' })
    .int('Enter a whole number of days')
    .min(0, 'Days carried over must be between 0 and 365')
    .max(365, 'Days carried over must be between 0 and 365'),
  carryOverExpiry: z.string().refine(isValidExpiry, 'Choose a day that exists every year').nullable(),
  /** How pro-rata allowances of joiners and leavers are rounded to half days (left out: unchanged). */
  allowanceRounding: z.enum(ALLOWANCE_ROUNDINGS, { error: 'Choose up or nearest' }).optional(),
  twoStepApproval: z.boolean(),
});
export type AbsencePolicy = z.infer<typeof absencePolicy>;

export const absencePolicyResponse = z.object({
  vacationCounting: z.enum(VACATION_COUNTING_MODES),
  carryOverMaxDays: z.number(),
  carryOverExpiry: z.string().nullable(),
  allowanceRounding: z.enum(ALLOWANCE_ROUNDINGS),
  twoStepApproval: z.boolean(),
});

// Endpoints.
const tags = ['absences'];

export const listMyAbsences = defineEndpoint({
  method: 'GET',
  path: '/api/absences/mine',
  access: 'member',
  tags,
  summary: "The signed-in member's absence requests, newest first",
  responses: { 200: myAbsencesResponse },
});

export const listPendingApprovals = defineEndpoint({
  method: 'GET',
  path: '/api/absences/pending',
  access: 'manager',
  tags,
  summary: 'Pending Approvals: the requests the viewer can decide (managers: employees; admins: all)',
  responses: { 200: pendingApprovalsResponse },
});

export const listTeammatesAway = defineEndpoint({
  method: 'GET',
  path: '/api/absences/team-away',
  access: 'member',
  tags,
  summary: 'Teammates with an absence on some of the days (warning on the request form)',
  query: teamAwayQuery,
  responses: { 200: teamAwayResponse },
});

export const getMyAllowance = defineEndpoint({
  method: 'GET',
  path: '/api/absences/allowance',
  access: 'member',
  tags,
  summary: "The signed-in member's holiday allowance for a year (default: this year)",
  query: allowanceQuery,
  responses: { 200: allowanceResponse },
});

export const createAbsence = defineEndpoint({
  method: 'POST',
  path: '/api/absences',
  access: 'member',
  tags,
  summary:
    'Request time off (approved at once for a sole admin), or record it for a member (admins, managers)',
  body: createAbsenceRequest,
  responses: { 201: absenceWriteResponse },
});

export const getAbsence = defineEndpoint({
  method: 'GET',
  path: '/api/absences/:id',
  access: 'member',
  tags,
  summary: 'One absence with its change history (its owner, or an admin or manager)',
  params: absenceIdParams,
  responses: { 200: absenceDetailResponse },
});

export const listMemberAbsences = defineEndpoint({
  method: 'GET',
  path: '/api/absences/members/:userId',
  access: 'manager',
  tags,
  summary: "A member's absences, newest first (Settings → Team)",
  params: memberAbsencesParams,
  responses: { 200: memberAbsencesResponse },
});

export const updateAbsence = defineEndpoint({
  method: 'PATCH',
  path: '/api/absences/:id',
  access: 'member',
  tags,
  summary: 'Edit a request (an approved one becomes pending again)',
  params: absenceIdParams,
  body: updateAbsenceRequest,
  responses: { 200: absenceWriteResponse },
});

export const cancelAbsence = defineEndpoint({
  method: 'DELETE',
  path: '/api/absences/:id',
  access: 'member',
  tags,
  summary: 'Cancel (delete) a request',
  params: absenceIdParams,
  responses: { 200: okResponse },
});

export const approveAbsence = defineEndpoint({
  method: 'POST',
  path: '/api/absences/:id/approve',
  access: 'manager',
  tags,
  summary: "Approve a request (with two-step approval a manager's approval waits for an admin's)",
  params: absenceIdParams,
  body: approveAbsenceRequest,
  responses: { 200: absenceWriteResponse },
});

export const rejectAbsence = defineEndpoint({
  method: 'POST',
  path: '/api/absences/:id/reject',
  access: 'manager',
  tags,
  summary: 'Reject a request (reason optional)',
  params: absenceIdParams,
  body: rejectAbsenceRequest,
  responses: { 200: absenceWriteResponse },
});

export const getAbsencePolicy = defineEndpoint({
  method: 'GET',
  path: '/api/company/absence-policy',
  access: 'admin',
  tags,
  summary: "The company's absence rules: counting mode, carry-over, two-step approval",
  responses: { 200: absencePolicyResponse },
});

export const updateAbsencePolicy = defineEndpoint({
  method: 'PUT',
  path: '/api/company/absence-policy',
  access: 'admin',
  tags,
  summary: "Change the company's absence rules",
  body: absencePolicy,
  responses: { 200: absencePolicyResponse },
});
