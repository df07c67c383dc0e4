// Deciding a request (spec 001 section 6): approve, in one step or in two (a manager first, an admin
// last), or reject; beyond the allowance only an admin approves, after confirming. The requester is told
// of the decision, the admins of a first approval.

import { decisionRights } from '@domain/absence-permissions';
import { AppError, conflict, forbidden, notFound } from '@domain/errors';
import { displayName } from '@domain/people';
import type { Role } from '@domain/roles';
import { daysMessage } from '../../i18n/common';
import type { Member } from '../../platform/access';
import type { Tx } from '../../platform/db';
import { type CompanyContext, loadCompanyContext } from '../context/company-context';
import * as people from '../context/people.service';
import { assertMonthsOpen } from '../timesheets/timesheets.service';
import { decisionEmail, finalApprovalEmail, type MailPerson } from './absences.emails';
import * as repo from './absences.repository';
import {
  type AbsencesDeps,
  ALREADY_DECIDED,
  lockedAbsence,
  mailAbsence,
  NOT_A_MEMBER,
  recordCurrent,
} from './absences.service';
import { type BalanceMember, vacationShortfall } from './allowance.service';
import { viewOne } from './views.service';

type Owner = BalanceMember & MailPerson & { role: Role };
/** An approval about to be recorded: the request, its owner, who approves, and the request as e-mailed. */
interface Approval {
  id: string;
  owner: Owner;
  approver: MailPerson;
  absence: Awaited<ReturnType<typeof mailAbsence<repo.AbsenceRow>>>;
}

function refuseDecision(
  member: Member,
  current: repo.AbsenceRow,
  owner: { id: string; role: Role },
  action: 'approve' | 'reject',
): never {
  if (current.status !== 'pending') throw conflict(ALREADY_DECIDED);
  if (owner.id === member.userId)
    throw forbidden(
      action === 'approve'
        ? /*i18n*/ { id: 'errors.absences.approveOwn', message: 'You cannot approve your own request' }
        : /*i18n*/ { id: 'errors.absences.rejectOwn', message: 'You cannot reject your own request' },
    );
  if (member.role === 'manager' && current.firstApprovedAt) {
    throw conflict(
      /*i18n*/ {
        id: 'errors.absences.awaitsAdminApproval',
        message: "This request was approved by a manager and waits for an admin's final approval",
      },
    );
  }
  throw forbidden(
    /*i18n*/ {
      id: 'errors.absences.adminDecidesManagers',
      message: "Only an admin can decide a manager's or an admin's request",
    },
  );
}

/** The request and its owner under the owner's lock, and what the viewer may decide. */
async function decidable(
  tx: Tx,
  ctx: CompanyContext,
  member: Member,
  id: string,
  action: 'approve' | 'reject',
) {
  const { current, owner } = await lockedAbsence(tx, member.companyId, id);
  if (!owner) throw notFound(NOT_A_MEMBER);
  const rights = decisionRights(member, owner, current, ctx.policy.twoStepApproval);
  const allowed = action === 'approve' ? rights.canApprove : rights.canReject;
  if (!allowed) refuseDecision(member, current, owner, action);
  return { current, owner, final: rights.final };
}

/** Beyond what is approved of the allowance: only an admin approves, after confirming. */
async function checkAllowance(
  tx: Tx,
  ctx: CompanyContext,
  member: Member,
  owner: Owner,
  current: repo.AbsenceRow,
  allowOverAllowance: boolean | undefined,
) {
  if (current.absenceType !== 'vacation') return;
  const { shortfall } = await vacationShortfall(tx, ctx, owner, current, false);
  if (!shortfall) return;
  const values = {
    name: displayName(owner),
    available: daysMessage(shortfall.available),
    year: shortfall.year,
    needed: daysMessage(shortfall.needed),
  };
  if (member.role !== 'admin')
    throw conflict(
      /*i18n*/ {
        id: 'errors.absences.beyondAllowanceAdminOnly',
        message:
          '{name} has {available} of vacation left in {year} and this request needs {needed}. Only an admin can approve it.',
        values,
      },
    );
  if (!allowOverAllowance)
    throw conflict(
      /*i18n*/ {
        id: 'errors.absences.beyondAllowanceConfirm',
        message:
          '{name} has {available} of vacation left in {year} and this request needs {needed}. Confirm to approve it anyway.',
        values,
      },
    );
}

async function approveFinally(deps: AbsencesDeps, tx: Tx, member: Member, decided: Approval) {
  const { owner, approver, absence } = decided;
  if (!(await repo.approveIfPending(tx, member.companyId, decided.id, member.userId))) {
    throw conflict(ALREADY_DECIDED);
  }
  await recordCurrent(tx, member.companyId, member.userId, 'approved', decided.id);
  await deps.notify(tx, owner, 'decisions', (unsubscribe) =>
    decisionEmail({
      to: owner,
      decidedBy: approver,
      absence,
      decision: 'approved',
      appUrl: deps.appUrl,
      unsubscribe,
    }),
  );
}

/** A manager's approval of a two-step request: recorded, and the admins asked for the final one. */
async function approveFirstStep(deps: AbsencesDeps, tx: Tx, member: Member, decided: Approval) {
  const { owner, approver, absence } = decided;
  if (!(await repo.firstApproveIfPending(tx, member.companyId, decided.id, member.userId))) {
    throw conflict(ALREADY_DECIDED);
  }
  await recordCurrent(tx, member.companyId, member.userId, 'first_approved', decided.id);
  for (const to of await people.membersWithRoles(tx, member.companyId, ['admin'])) {
    await deps.notify(tx, to, 'requests', (unsubscribe) =>
      finalApprovalEmail({
        to,
        requester: owner,
        manager: approver,
        absence,
        appUrl: deps.appUrl,
        unsubscribe,
      }),
    );
  }
}

export async function approveAbsence(
  deps: AbsencesDeps,
  member: Member,
  id: string,
  opts: { allowOverAllowance?: boolean | undefined },
) {
  return deps.db.transaction(async (tx) => {
    const ctx = await loadCompanyContext(tx, member.companyId);
    const { current, owner, final } = await decidable(tx, ctx, member, id, 'approve');
    // An approved absence changes the month's expected hours: not in a submitted or approved month.
    await assertMonthsOpen(tx, member.companyId, owner.id, current.startDate, current.endDate);
    await checkAllowance(tx, ctx, member, owner, current, opts.allowOverAllowance);
    const absence = await mailAbsence(ctx, current.userId, current);
    const approver = await people.findMember(tx, member.companyId, member.userId);
    if (!approver)
      throw new AppError(
        'NO_COMPANY',
        /*i18n*/ {
          id: 'errors.noCompany',
          message: 'No longer associated with any company',
        },
      );
    const decided = { id, owner, approver, absence };
    if (final) await approveFinally(deps, tx, member, decided);
    else await approveFirstStep(deps, tx, member, decided);
    return { absence: await viewOne(tx, ctx, member, id), statusReset: false };
  });
}

export async function rejectAbsence(deps: AbsencesDeps, member: Member, id: string, reason: string | null) {
  return deps.db.transaction(async (tx) => {
    const ctx = await loadCompanyContext(tx, member.companyId);
    const { current, owner } = await decidable(tx, ctx, member, id, 'reject');
    const rejectionReason = reason ? reason : null;
    if (!(await repo.rejectIfPending(tx, member.companyId, id, member.userId, rejectionReason))) {
      throw conflict(ALREADY_DECIDED);
    }
    await recordCurrent(tx, member.companyId, member.userId, 'rejected', id);
    const approver = await people.findMember(tx, member.companyId, member.userId);
    const absence = await mailAbsence(ctx, current.userId, current);
    if (approver) {
      await deps.notify(tx, owner, 'decisions', (unsubscribe) =>
        decisionEmail({
          to: owner,
          decidedBy: approver,
          absence,
          decision: 'rejected',
          rejectionReason,
          appUrl: deps.appUrl,
          unsubscribe,
        }),
      );
    }
    return { absence: await viewOne(tx, ctx, member, id), statusReset: false };
  });
}
