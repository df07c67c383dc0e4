import type { InvitationValidation } from '@domain/contracts/invitations';
import { AppError, conflict, notFound } from '@domain/errors';
import {
  emailMismatchText,
  INVITATION_PROBLEM_TEXT,
  invitationProblem,
  invitationStatus,
  mayAccept,
} from '@domain/invitations';
import type { Viewer } from '../../platform/access';
import type { Database, Tx } from '../../platform/db';
import * as repo from './invitations.repository';
import { INVITATION_NOT_FOUND, type InvitationsDeps } from './invitations.service';
import { assertSeatAvailable } from './seats';

/** validate_invitation_code: whether the code can be used now, and for which company. */
export async function validateInvitation(db: Database, code: string): Promise<InvitationValidation> {
  const found = await repo.findByCode(db, code);
  const problem = invitationProblem(found);
  if (problem || !found) {
    const reason = problem ?? 'not_found';
    return { valid: false, reason, error: INVITATION_PROBLEM_TEXT[reason], invitation: null, company: null };
  }
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
async function refusal(tx: Tx, companyId: string, invitationId: string): Promise<AppError> {
  const now = await repo.findById(tx, companyId, invitationId);
  if (!now) return notFound(INVITATION_NOT_FOUND);
  return new AppError('GONE', INVITATION_PROBLEM_TEXT[invitationStatus(now) === 'used' ? 'used' : 'expired']);
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
      throw new AppError('FORBIDDEN', emailMismatchText(invitation.inviteeEmail!));
    }
    if (await repo.liveCompanyOf(tx, viewer.userId))
      throw conflict(
        /*i18n*/ { id: 'errors.invitations.alreadyInCompany', message: 'You already belong to a company.' },
      );
    const status = invitationStatus(invitation);
    if (status !== 'active') throw new AppError('GONE', INVITATION_PROBLEM_TEXT[status]);

    await assertSeatAvailable(tx, company.id, deps.seats, { acceptingInvitationId: invitation.id });
    if (!(await repo.markUsed(tx, company.id, invitation.id, viewer.userId))) {
      throw await refusal(tx, company.id, invitation.id);
    }
    if (!(await repo.joinCompany(tx, viewer.userId, company.id))) {
      throw conflict(
        /*i18n*/ { id: 'errors.invitations.alreadyInCompany', message: 'You already belong to a company.' },
      );
    }
    await repo.deleteSignUp(tx, viewer.userId);
    return { company: { id: company.id, name: company.name } };
  });
}
