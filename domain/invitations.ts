/** Rules of invitations shared by the server and the client. */

import { formatEnglish, type Message } from './i18n/message';

/** An invitation can be accepted for 7 days after it was created. */
export const INVITATION_TTL_DAYS = 7;

export const INVITATION_STATUSES = ['active', 'used', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_STATUS_LABEL: Record<InvitationStatus, string> = {
  active: 'Active',
  used: 'Used',
  expired: 'Expired',
};

/** Display status of the spec: Used if used; otherwise Expired once expires_at has passed; otherwise Active. */
export function invitationStatus(
  invitation: { usedAt: Date | string | null; expiresAt: Date | string },
  now: Date = new Date(),
): InvitationStatus {
  if (invitation.usedAt) return 'used';
  return new Date(invitation.expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}

export const invitationExpiry = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000);

/** E-mail addresses are compared without case (and surrounding spaces). */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `email` may accept an invitation: when the invitation names an invitee e-mail, only that one. */
export const mayAccept = (invitation: { inviteeEmail: string | null }, email: string) =>
  !invitation.inviteeEmail || sameEmail(invitation.inviteeEmail, email);

export const EMAIL_MISMATCH_TITLE = 'Email Mismatch';
export function emailMismatchText(inviteeEmail: string): Message {
  return /*i18n*/ {
    id: 'errors.invitations.emailMismatch',
    message: 'This invitation is specifically for {email}. Please use the correct email address.',
    values: { email: inviteeEmail },
  };
}
export const emailMismatchMessage = (inviteeEmail: string) => formatEnglish(emailMismatchText(inviteeEmail));

/** The link an invitee opens: {origin}/join/{code}. */
export const joinLink = (origin: string, code: string) => `${origin.replace(/\/$/, '')}/join/${code}`;

/** Seat-limit refusal (code SEAT_LIMIT; the client shows the spec's 'Company Subscription Required'). */
export const TEAM_SIZE_LIMIT_MESSAGE =
  'This company has reached their team size limit. Please contact the company admin to upgrade their subscription.';

/** Why a code cannot be used now (validate_invitation_code); an invitation of a deleted company is not found. */
export type InvitationProblem = 'not_found' | 'expired' | 'used';

export function invitationProblem(
  found: {
    invitation: { usedAt: Date | string | null; expiresAt: Date | string };
    company: { deletedAt: Date | string | null };
  } | null,
  now: Date = new Date(),
): InvitationProblem | null {
  if (!found || found.company.deletedAt) return 'not_found';
  const status = invitationStatus(found.invitation, now);
  return status === 'active' ? null : status;
}

/** What the invitee reads for each problem (the join page, accepting). */
export const INVITATION_PROBLEM_TEXT: Record<InvitationProblem, string> = {
  not_found: 'This invitation code does not exist. Check the link or ask your company admin for a new one.',
  expired: 'This invitation has expired. Ask your company admin for a new one.',
  used: 'This invitation has already been used.',
};

/**
 * Why an account created through an invitation could not join its company once its e-mail was verified
 * (stored with the sign-up; the same list as the pending-join contract's reasons).
 */
export const JOIN_FAILURES = ['expired', 'used', 'deleted', 'seat_limit', 'company_deleted'] as const;
export type JoinFailure = (typeof JOIN_FAILURES)[number];

const JOIN_FAILURE_TEXT: Record<JoinFailure, (company: string) => string> = {
  expired: (c) =>
    `Your invitation to ${c} expired before your e-mail address was confirmed. Ask the company admin for a new invitation.`,
  used: (c) => `Your invitation to ${c} has already been used. Ask the company admin for a new invitation.`,
  deleted: (c) => `Your invitation to ${c} was withdrawn. Ask the company admin for a new invitation.`,
  seat_limit: (c) =>
    `${c} has reached their team size limit. Please contact the company admin to upgrade their subscription, then ask for a new invitation.`,
  company_deleted: (c) => `${c} no longer uses Plantel, so your account could not join it.`,
};

/** The waiting screen's message when joining failed. */
export const joinFailureMessage = (reason: JoinFailure, companyName: string) =>
  JOIN_FAILURE_TEXT[reason](companyName);
