import { z } from 'zod';
import { INVITATION_STATUSES } from '../invitations';
import { email, idParams, okResponse, personName, singleLine } from './common';
import { defineEndpoint } from './endpoint';

const timestamp = z.iso.datetime();

/** Codes are base64url strings made by the server; anything else is refused before a lookup. */
export const invitationCode = z
  .string({ error: 'Invitation code is required' })
  .trim()
  .min(1, 'Invitation code is required')
  .max(100, 'Invalid invitation code')
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid invitation code');

export const createInvitationRequest = z.strictObject({
  name: personName('Name'),
  email,
  position: singleLine('Position', 100),
});
export type CreateInvitationRequest = z.infer<typeof createInvitationRequest>;

export const invitation = z.object({
  id: z.uuid(),
  code: z.string(),
  status: z.enum(INVITATION_STATUSES),
  inviteeName: z.string().nullable(),
  inviteeEmail: z.string().nullable(),
  inviteePosition: z.string().nullable(),
  createdAt: timestamp,
  expiresAt: timestamp,
  usedAt: timestamp.nullable(),
});
export type Invitation = z.infer<typeof invitation>;

export const invitationListResponse = z.object({ invitations: z.array(invitation) });

/** Seats used = members + active invitations (billing compares it with the seats paid). */
export const seatSummaryResponse = z.object({
  members: z.number().int(),
  activeInvitations: z.number().int(),
  seatsUsed: z.number().int(),
});
export type SeatSummary = z.infer<typeof seatSummaryResponse>;

export const validateInvitationRequest = z.strictObject({ code: invitationCode });

export const INVALID_INVITATION_REASONS = ['not_found', 'expired', 'used'] as const;

/** validate_invitation_code of the spec: valid, error, invitation, company. */
export const validateInvitationResponse = z.object({
  valid: z.boolean(),
  reason: z.enum(INVALID_INVITATION_REASONS).nullable(),
  error: z.string().nullable(),
  invitation: z
    .object({
      inviteeName: z.string().nullable(),
      inviteeEmail: z.string().nullable(),
      inviteePosition: z.string().nullable(),
      expiresAt: timestamp,
    })
    .nullable(),
  company: z.object({ name: z.string() }).nullable(),
});
export type InvitationValidation = z.infer<typeof validateInvitationResponse>;

export const acceptInvitationRequest = z.strictObject({ code: invitationCode });
export const acceptInvitationResponse = z.object({ company: z.object({ id: z.uuid(), name: z.string() }) });

/** The visitor's form on /join/{code}; the request adds the invitation code (see accounts sign-up). */
export const joinSignUpForm = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(6, 'Password must be at least 6 characters long')
    .max(128, 'Password must be at most 128 characters'),
});

export const JOIN_FAILURES = ['expired', 'used', 'deleted', 'seat_limit', 'company_deleted'] as const;
export type JoinFailure = (typeof JOIN_FAILURES)[number];

/**
 * An account created through an invitation joins its company once the e-mail is verified. When that could not
 * happen (the invitation expired, was used or deleted meanwhile, or no seat was left), the person sees why.
 */
export const pendingJoinResponse = z.object({
  status: z.enum(['none', 'pending', 'failed']),
  reason: z.enum(JOIN_FAILURES).nullable(),
  companyName: z.string().nullable(),
  message: z.string().nullable(),
});
export type PendingJoin = z.infer<typeof pendingJoinResponse>;

// Endpoints.
const tags = ['invitations'];

export const listInvitations = defineEndpoint({
  method: 'GET',
  path: '/api/invitations',
  access: 'admin',
  tags,
  summary: "The company's invitations, newest first",
  responses: { 200: invitationListResponse },
});

export const getSeatSummary = defineEndpoint({
  method: 'GET',
  path: '/api/invitations/seats',
  access: 'admin',
  tags,
  summary: 'Team size: members, active invitations and seats used',
  responses: { 200: seatSummaryResponse },
});

export const createInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/invitations',
  access: 'admin',
  tags,
  summary: 'Invite someone: takes a seat, e-mails the one-time link (valid 7 days)',
  body: createInvitationRequest,
  responses: { 201: invitation },
});

export const deleteInvitation = defineEndpoint({
  method: 'DELETE',
  path: '/api/invitations/:id',
  access: 'admin',
  tags,
  summary: 'Delete an invitation (its link stops working)',
  params: idParams,
  responses: { 200: okResponse },
});

/** The code goes in the body, never in an API URL that logs or proxies could keep. */
export const validateInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/invitations/validate',
  access: 'public',
  tags,
  summary: 'Whether an invitation code can be used, and for which company (the code is in the body)',
  body: validateInvitationRequest,
  responses: { 200: validateInvitationResponse },
});

export const acceptInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/invitations/accept',
  access: 'signedIn',
  tags,
  summary: 'Join the company of an invitation (signed in, without a company)',
  body: acceptInvitationRequest,
  responses: { 200: acceptInvitationResponse },
});

export const getPendingJoin = defineEndpoint({
  method: 'GET',
  path: '/api/invitations/pending-join',
  access: 'signedIn',
  tags,
  summary: 'Whether an account created through an invitation is still waiting to join, or why it could not',
  responses: { 200: pendingJoinResponse },
});

export const retryPendingJoin = defineEndpoint({
  method: 'POST',
  path: '/api/invitations/pending-join',
  access: 'signedIn',
  tags,
  summary: 'Try again to join the company of the invitation this account was created with',
  responses: { 200: pendingJoinResponse },
});
