import { randomBytes } from 'node:crypto';
import type {
  CreateInvitationRequest,
  Invitation,
  InvitationValidation,
  PendingJoin,
  SeatSummary,
} from '@domain/contracts/invitations';
import { AppError, conflict, notFound } from '@domain/errors';
import {
  emailMismatchMessage,
  INVITATION_TTL_DAYS,
  invitationExpiry,
  invitationStatus,
  joinLink,
  mayAccept,
} from '@domain/invitations';
import type { Member, Viewer } from '../../platform/access';
import type { Database, Tx } from '../../platform/db';
import { type Mailer, renderEmail } from '../../platform/mailer';
import * as repo from './invitations.repository';
import { assertSeatAvailable, type SeatLimits } from './seats';

export interface InvitationsDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** The seat limit (billing); see seats.ts. */
  seats: SeatLimits;
  log: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export const INVITATION_NOT_FOUND = 'Invitation not found';
const NOT_FOUND_TEXT =
  'This invitation code does not exist. Check the link or ask your company admin for a new one.';
const EXPIRED_TEXT = 'This invitation has expired. Ask your company admin for a new one.';
const USED_TEXT = 'This invitation has already been used.';
export const INVALID_FOR_SIGN_UP = 'This invitation code is not valid or has expired.';

/** Names go into a mail header: never let a line break through. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** generate_invitation_code: 128 random bits from the CSPRNG, base64url (22 characters). */
export function generateInvitationCode(): string {
  const code = randomBytes(16).toString('base64url');
  if (code.length < 22) throw new AppError('INTERNAL', 'Failed to generate invitation code');
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
    const context = await repo.inviterAndCompany(tx, member.companyId, member.userId);
    if (!context) throw notFound('User profile or company not found');
    await assertSeatAvailable(tx, member.companyId, deps.seats);
    if (await repo.isMember(tx, member.companyId, input.email)) {
      throw conflict(`${input.email} is already a member of your company.`);
    }
    if (await repo.findActiveInvitationFor(tx, member.companyId, input.email)) {
      throw conflict(
        `An active invitation for ${input.email} already exists. Copy its link or delete it first.`,
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
    const inviter = [context.firstName, context.lastName].filter(Boolean).join(' ').trim() || context.email;
    await deps.mailer.send(
      renderEmail({
        to: input.email,
        subject: `You're invited to join ${oneLine(context.companyName)} on Plantel`,
        greeting: `Hello ${input.name},`,
        paragraphs: [
          `${inviter} has invited you to join ${context.companyName} on Plantel as ${input.position}.`,
          `Open the link below to create your account, or sign in if you already have one, and join the team. The invitation works once and expires in ${INVITATION_TTL_DAYS} days.`,
        ],
        action: { label: 'Accept invitation', url: joinLink(deps.appUrl, row.code) },
        footer: 'If you were not expecting this invitation, you can ignore this e-mail.',
      }),
      { tx },
    );
    return toItem(row);
  });
}

export async function deleteInvitation(db: Database, companyId: string, id: string) {
  if (!(await repo.deleteInvitation(db, companyId, id))) throw notFound(INVITATION_NOT_FOUND);
}

/** validate_invitation_code: whether the code can be used now, and for which company. */
export async function validateInvitation(db: Database, code: string): Promise<InvitationValidation> {
  const found = await repo.findByCode(db, code);
  const invalid = (reason: 'not_found' | 'expired' | 'used', error: string): InvitationValidation => ({
    valid: false,
    reason,
    error,
    invitation: null,
    company: null,
  });
  if (!found || found.company.deletedAt) return invalid('not_found', NOT_FOUND_TEXT);
  const status = invitationStatus(found.invitation);
  if (status === 'used') return invalid('used', USED_TEXT);
  if (status === 'expired') return invalid('expired', EXPIRED_TEXT);
  return {
    valid: true,
    reason: null,
    error: null,
    invitation: {
      inviteeName: found.invitation.inviteeName,
      inviteeEmail: found.invitation.inviteeEmail,
      inviteePosition: found.invitation.inviteePosition,
      expiresAt: found.invitation.expiresAt.toISOString(),
    },
    company: { name: found.company.name },
  };
}

/** Why a usable-looking invitation could not be taken (it changed between the read and the update). */
async function refusal(tx: Tx, invitationId: string): Promise<AppError> {
  const now = await repo.findById(tx, invitationId);
  if (!now) return notFound(INVITATION_NOT_FOUND);
  return new AppError('GONE', invitationStatus(now) === 'used' ? USED_TEXT : EXPIRED_TEXT);
}

/**
 * process_invitation_acceptance for a signed-in person without a company: one transaction that takes the
 * company lock and the seat, uses the invitation (conditional update: one winner) and adds the person.
 */
export async function acceptInvitation(deps: InvitationsDeps, viewer: Viewer, code: string) {
  return deps.db.transaction(async (tx) => {
    const found = await repo.findByCode(tx, code);
    if (!found || found.company.deletedAt) throw notFound(INVITATION_NOT_FOUND);
    const { invitation, company } = found;
    if (!mayAccept(invitation, viewer.email)) {
      throw new AppError('FORBIDDEN', emailMismatchMessage(invitation.inviteeEmail!));
    }
    if (await repo.liveCompanyOf(tx, viewer.userId)) throw conflict('You already belong to a company.');
    const status = invitationStatus(invitation);
    if (status !== 'active') throw new AppError('GONE', status === 'used' ? USED_TEXT : EXPIRED_TEXT);

    await assertSeatAvailable(tx, company.id, deps.seats, { acceptingInvitationId: invitation.id });
    if (!(await repo.markUsed(tx, invitation.id, viewer.userId))) throw await refusal(tx, invitation.id);
    const allowance = await repo.defaultAllowanceOf(tx, company.id);
    if (!(await repo.joinCompany(tx, viewer.userId, company.id, allowance))) {
      throw conflict('You already belong to a company.');
    }
    await repo.deleteSignUp(tx, viewer.userId);
    return { company: { id: company.id, name: company.name } };
  });
}

/**
 * Before an account is created through an invitation: the code must be usable and, when the invitation names
 * an e-mail, the account must use it.
 */
export async function checkInvitationForSignUp(db: Database, code: string, email: string) {
  const found = await repo.findByCode(db, code);
  if (!found || found.company.deletedAt || invitationStatus(found.invitation) !== 'active') {
    throw new AppError('BAD_REQUEST', INVALID_FOR_SIGN_UP, [
      { field: 'invitationCode', message: INVALID_FOR_SIGN_UP },
    ]);
  }
  if (!mayAccept(found.invitation, email)) {
    throw new AppError('FORBIDDEN', emailMismatchMessage(found.invitation.inviteeEmail!));
  }
  return { companyName: found.company.name };
}

/**
 * Inside the sign-up transaction: checks the invitation again and records that this account joins its
 * company once verified. The profile itself (without company) is written by the accounts module.
 */
export async function recordInvitedSignUp(tx: Tx, user: { id: string; email: string }, code: string) {
  const found = await repo.findByCode(tx, code);
  if (!found || found.company.deletedAt || invitationStatus(found.invitation) !== 'active') {
    throw new AppError('BAD_REQUEST', INVALID_FOR_SIGN_UP);
  }
  if (!mayAccept(found.invitation, user.email)) {
    throw new AppError('FORBIDDEN', emailMismatchMessage(found.invitation.inviteeEmail!));
  }
  await repo.insertSignUp(tx, {
    userId: user.id,
    companyId: found.company.id,
    invitationId: found.invitation.id,
  });
}

type JoinOutcome = { joined: true; companyName: string } | { joined: false; reason: repo.JoinFailureReason };

/**
 * Joins an invited account to its company (after its e-mail is verified). Atomic and seat-checked like an
 * acceptance; when the invitation became unusable meanwhile, the reason is stored for the person to see.
 */
export async function completeInvitedSignUp(
  deps: InvitationsDeps,
  userId: string,
): Promise<JoinOutcome | null> {
  const signUp = await repo.findSignUp(deps.db, userId);
  if (signUp?.status !== 'pending') return null;
  try {
    const outcome = await deps.db.transaction(async (tx): Promise<JoinOutcome> => {
      const invitation = signUp.invitationId ? await repo.findById(tx, signUp.invitationId) : null;
      if (!invitation) return { joined: false, reason: 'deleted' };
      const found = await repo.findByCode(tx, invitation.code);
      if (!found || found.company.deletedAt) return { joined: false, reason: 'company_deleted' };
      const status = invitationStatus(invitation);
      if (status !== 'active') return { joined: false, reason: status === 'used' ? 'used' : 'expired' };
      try {
        await assertSeatAvailable(tx, invitation.companyId, deps.seats, {
          acceptingInvitationId: invitation.id,
        });
      } catch (e) {
        if (e instanceof AppError && e.code === 'SEAT_LIMIT') return { joined: false, reason: 'seat_limit' };
        if (e instanceof AppError && e.code === 'NOT_FOUND')
          return { joined: false, reason: 'company_deleted' };
        throw e;
      }
      if (!(await repo.markUsed(tx, invitation.id, userId))) {
        const now = await repo.findById(tx, invitation.id);
        return { joined: false, reason: now && invitationStatus(now) === 'expired' ? 'expired' : 'used' };
      }
      const allowance = await repo.defaultAllowanceOf(tx, invitation.companyId);
      if (!(await repo.joinCompany(tx, userId, invitation.companyId, allowance))) {
        throw new Error('An invited account already had a company');
      }
      await repo.deleteSignUp(tx, userId);
      return { joined: true, companyName: found.company.name };
    });
    if (!outcome.joined) await repo.failSignUp(deps.db, userId, outcome.reason);
    return outcome;
  } catch (err) {
    // The record stays pending: the person can finish joining from the screen they see after signing in.
    deps.log.error({ err, userId }, 'joining the invited company failed');
    return null;
  }
}

/** better-auth's hook after an e-mail is verified: never throws (the verification itself has succeeded). */
export async function onEmailVerified(deps: InvitationsDeps, user: { id: string }) {
  await completeInvitedSignUp(deps, user.id);
}

const FAILURE_TEXT: Record<repo.JoinFailureReason, (company: string) => string> = {
  expired: (c) =>
    `Your invitation to ${c} expired before your e-mail address was confirmed. Ask the company admin for a new invitation.`,
  used: (c) => `Your invitation to ${c} has already been used. Ask the company admin for a new invitation.`,
  deleted: (c) => `Your invitation to ${c} was withdrawn. Ask the company admin for a new invitation.`,
  seat_limit: (c) =>
    `${c} has reached their team size limit. Please contact the company admin to upgrade their subscription, then ask for a new invitation.`,
  company_deleted: (c) => `${c} no longer uses Plantel, so your account could not join it.`,
};

export async function pendingJoin(db: Database, userId: string): Promise<PendingJoin> {
  const signUp = await repo.findSignUp(db, userId);
  if (!signUp) return { status: 'none', reason: null, companyName: null, message: null };
  if (signUp.status === 'pending') {
    return {
      status: 'pending',
      reason: null,
      companyName: signUp.companyName,
      message: `Your account has not been added to ${signUp.companyName} yet.`,
    };
  }
  const reason = signUp.failure ?? 'deleted';
  return {
    status: 'failed',
    reason,
    companyName: signUp.companyName,
    message: FAILURE_TEXT[reason](signUp.companyName),
  };
}

/** "Try again" on the waiting screen: runs the join that normally happens at verification. */
export async function retryPendingJoin(deps: InvitationsDeps, viewer: Viewer): Promise<PendingJoin> {
  await completeInvitedSignUp(deps, viewer.userId);
  return pendingJoin(deps.db, viewer.userId);
}
