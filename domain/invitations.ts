/** Rules of invitations shared by the server and the client. */

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
export const emailMismatchMessage = (inviteeEmail: string) =>
  `This invitation is specifically for ${inviteeEmail}. Please use the correct email address.`;

/** The link an invitee opens: {origin}/join/{code}. */
export const joinLink = (origin: string, code: string) => `${origin.replace(/\/$/, '')}/join/${code}`;

/** Seat-limit refusal (code SEAT_LIMIT; the client shows the spec's 'Company Subscription Required'). */
export const TEAM_SIZE_LIMIT_MESSAGE =
  'This company has reached their team size limit. Please contact the company admin to upgrade their subscription.';
