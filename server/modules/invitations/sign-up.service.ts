import type { PendingJoin } from '@domain/contracts/invitations';
import { AppError } from '@domain/errors';
import { emailMismatchMessage, invitationStatus, mayAccept } from '@domain/invitations';
import type { Viewer } from '../../platform/access';
import type { Database, Tx } from '../../platform/db';
import * as repo from './invitations.repository';
import type { InvitationsDeps } from './invitations.service';
import { assertSeatAvailable } from './seats';

// Signing up through an invitation: the code is checked before the account exists and again inside the
// sign-up transaction; the account joins its company once its e-mail is verified (or when the person retries).

export const INVALID_FOR_SIGN_UP = 'This invitation code is not valid or has expired.';

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
