import type { PendingJoin } from '@domain/contracts/invitations';
import { AppError } from '@domain/errors';
import {
  emailMismatchText,
  invitationProblem,
  invitationStatus,
  joinFailureMessage,
  mayAccept,
} from '@domain/invitations';
import type { Viewer } from '../../platform/access';
import type { Database, Db, Tx } from '../../platform/db';
import * as repo from './invitations.repository';
import type { InvitationsDeps } from './invitations.service';
import { assertSeatAvailable } from './seats';

// Signing up through an invitation: the code is checked before the account exists and again inside the
// sign-up transaction; the account joins its company once its e-mail is verified (or when the person retries).

export const INVALID_FOR_SIGN_UP = /*i18n*/ {
  id: 'errors.invitations.invalidForSignUp',
  message: 'This invitation code is not valid or has expired.',
};

/** The invitation behind a sign-up's code: usable now, and by this e-mail when it names one. */
async function invitationForSignUp(db: Db, code: string, email: string, invalid: () => AppError) {
  const found = await repo.findByCode(db, code);
  if (!found || invitationProblem(found)) throw invalid();
  if (!mayAccept(found.invitation, email)) {
    throw new AppError('FORBIDDEN', emailMismatchText(found.invitation.inviteeEmail!));
  }
  return found;
}

/**
 * Before an account is created through an invitation: the code must be usable and, when the invitation names
 * an e-mail, the account must use it.
 */
export async function checkInvitationForSignUp(db: Database, code: string, email: string) {
  const found = await invitationForSignUp(
    db,
    code,
    email,
    () =>
      new AppError('BAD_REQUEST', INVALID_FOR_SIGN_UP, [
        { field: 'invitationCode', message: INVALID_FOR_SIGN_UP },
      ]),
  );
  return { companyName: found.company.name };
}

/**
 * Inside the sign-up transaction: checks the invitation again and records that this account joins its
 * company once verified. The profile itself (without company) is written by the accounts module.
 */
export async function recordInvitedSignUp(tx: Tx, user: { id: string; email: string }, code: string) {
  const found = await invitationForSignUp(
    tx,
    code,
    user.email,
    () => new AppError('BAD_REQUEST', INVALID_FOR_SIGN_UP),
  );
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
    const outcome = await deps.db.transaction((tx) =>
      joinInvitedCompany(deps, tx, signUp.companyId, signUp.invitationId, userId),
    );
    if (!outcome.joined) await repo.failSignUp(deps.db, userId, outcome.reason);
    return outcome;
  } catch (err) {
    // The record stays pending: the person can finish joining from the screen they see after signing in.
    deps.log.error({ err, userId }, 'joining the invited company failed');
    return null;
  }
}

/** The join itself, in the caller's transaction: the company lock and the seat, the invitation used once. */
async function joinInvitedCompany(
  deps: InvitationsDeps,
  tx: Tx,
  companyId: string,
  invitationId: string | null,
  userId: string,
): Promise<JoinOutcome> {
  const invitation = invitationId ? await repo.findById(tx, companyId, invitationId) : null;
  if (!invitation) return { joined: false, reason: 'deleted' };
  const found = await repo.findByCode(tx, invitation.code);
  if (!found || found.company.deletedAt) return { joined: false, reason: 'company_deleted' };
  const status = invitationStatus(invitation);
  if (status !== 'active') return { joined: false, reason: status === 'used' ? 'used' : 'expired' };
  const noSeat = await seatRefusal(deps, tx, invitation);
  if (noSeat) return { joined: false, reason: noSeat };
  if (!(await repo.markUsed(tx, invitation.companyId, invitation.id, userId))) {
    const now = await repo.findById(tx, invitation.companyId, invitation.id);
    return { joined: false, reason: now && invitationStatus(now) === 'expired' ? 'expired' : 'used' };
  }
  if (!(await repo.joinCompany(tx, userId, invitation.companyId))) {
    throw new Error('An invited account already had a company');
  }
  await repo.deleteSignUp(tx, userId);
  return { joined: true, companyName: found.company.name };
}

/** The seat check of an acceptance; its refusals become reasons the person reads, anything else is thrown. */
async function seatRefusal(
  deps: InvitationsDeps,
  tx: Tx,
  invitation: { id: string; companyId: string },
): Promise<repo.JoinFailureReason | null> {
  try {
    await assertSeatAvailable(tx, invitation.companyId, deps.seats, { acceptingInvitationId: invitation.id });
    return null;
  } catch (e) {
    if (e instanceof AppError && e.code === 'SEAT_LIMIT') return 'seat_limit';
    if (e instanceof AppError && e.code === 'NOT_FOUND') return 'company_deleted';
    throw e;
  }
}

/** better-auth's hook after an e-mail is verified: never throws (the verification itself has succeeded). */
export async function onEmailVerified(deps: InvitationsDeps, user: { id: string }) {
  await completeInvitedSignUp(deps, user.id);
}

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
    message: joinFailureMessage(reason, signUp.companyName),
  };
}

/** "Try again" on the waiting screen: runs the join that normally happens at verification. */
export async function retryPendingJoin(deps: InvitationsDeps, viewer: Viewer): Promise<PendingJoin> {
  await completeInvitedSignUp(deps, viewer.userId);
  return pendingJoin(deps.db, viewer.userId);
}
