import { randomBytes } from 'node:crypto';
import type { CreateInvitationRequest, Invitation, SeatSummary } from '@domain/contracts/invitations';
import { AppError, conflict, notFound } from '@domain/errors';
import { effectiveLocale } from '@domain/i18n/locales';
import { invitationExpiry, invitationStatus } from '@domain/invitations';
import type { Member } from '../../platform/access';
import type { Database } from '../../platform/db';
import type { Mailer } from '../../platform/mailer';
import { loadCompanyContext } from '../context/company-context';
import * as people from '../context/people.service';
import { invitationEmail } from './invitations.emails';
import * as repo from './invitations.repository';
import { assertSeatAvailable, type SeatLimits } from './seats';

// The admin's invitations: list, create (with its e-mail), delete, and the seats they use. The invitee's side
// is in acceptance.service (validate, accept) and sign-up.service (sign up through an invitation, then join).

export interface InvitationsDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** The seat limit (billing); see seats.ts. */
  seats: SeatLimits;
  log: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export const INVITATION_NOT_FOUND = /*i18n*/ {
  id: 'errors.invitations.notFound',
  message: 'Invitation not found',
};

/** generate_invitation_code: 128 random bits from the CSPRNG, base64url (22 characters). */
export function generateInvitationCode(): string {
  const code = randomBytes(16).toString('base64url');
  if (code.length < 22)
    throw new AppError(
      'INTERNAL',
      /*i18n*/ { id: 'errors.invitations.codeFailed', message: 'Failed to generate invitation code' },
    );
  return code;
}

const toItem = (row: repo.InvitationRow, now = new Date()): Invitation => ({
  id: row.id,
  code: row.code,
  status: invitationStatus(row, now),
  inviteeName: row.inviteeName,
  inviteeEmail: row.inviteeEmail,
  inviteePosition: row.inviteePosition,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  usedAt: row.usedAt?.toISOString() ?? null,
});

export async function listInvitations(db: Database, companyId: string) {
  const now = new Date();
  return { invitations: (await repo.listInvitations(db, companyId)).map((r) => toItem(r, now)) };
}

export async function seatSummary(db: Database, companyId: string): Promise<SeatSummary> {
  const counts = await repo.seatCounts(db, companyId);
  return { ...counts, seatsUsed: counts.members + counts.activeInvitations };
}

/**
 * Creates an invitation and e-mails the link, in one transaction with the seat check: the e-mail exists only
 * if the invitation does.
 */
export async function createInvitation(
  deps: InvitationsDeps,
  member: Member,
  input: CreateInvitationRequest,
) {
  return deps.db.transaction(async (tx) => {
    const inviter = await people.findMember(tx, member.companyId, member.userId);
    if (!inviter)
      throw notFound(
        /*i18n*/ { id: 'errors.profileOrCompanyNotFound', message: 'User profile or company not found' },
      );
    await assertSeatAvailable(tx, member.companyId, deps.seats);
    if (await people.findMemberByEmail(tx, member.companyId, input.email)) {
      throw conflict(
        /*i18n*/ {
          id: 'errors.invitations.alreadyMember',
          message: '{email} is already a member of your company.',
          values: { email: input.email },
        },
      );
    }
    if (await repo.findActiveInvitationFor(tx, member.companyId, input.email)) {
      throw conflict(
        /*i18n*/ {
          id: 'errors.invitations.alreadyInvited',
          message: 'An active invitation for {email} already exists. Copy its link or delete it first.',
          values: { email: input.email },
        },
      );
    }
    const createdAt = new Date();
    const row = await repo.insertInvitation(tx, {
      companyId: member.companyId,
      code: generateInvitationCode(),
      createdBy: member.userId,
      inviteeName: input.name,
      inviteeEmail: input.email,
      inviteePosition: input.position,
      createdAt,
      expiresAt: invitationExpiry(createdAt),
    });
    // The company is locked and live since the seat check.
    const company = await loadCompanyContext(tx, member.companyId);
    const email = invitationEmail({
      invitee: input,
      inviter,
      companyName: company.name,
      code: row.code,
      appUrl: deps.appUrl,
      locale: effectiveLocale(null, inviter.companyLanguage),
    });
    await deps.mailer.send(email, { tx });
    return toItem(row);
  });
}

export async function deleteInvitation(db: Database, companyId: string, id: string) {
  const deleted = await db.transaction((tx) => repo.deleteInvitation(tx, companyId, id));
  if (!deleted) throw notFound(INVITATION_NOT_FOUND);
}
