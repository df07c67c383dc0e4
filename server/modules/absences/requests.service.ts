// Requesting, changing and cancelling an absence (spec 001 section 4.1): the dates, the overlap rule and
// the allowance check, the sole admin's auto-approval, and the approvers' e-mail.

import { approverRoles, canRecordFor, changePermissions, statusActingFor } from '@domain/absence-permissions';
import {
  type AbsenceDates,
  halfDayProblem,
  hourlyLeaveProblem,
  isHourly,
  noWorkingDaysProblem,
} from '@domain/absences';
import { addYears } from '@domain/calendar';
import type { CreateAbsenceRequest } from '@domain/contracts/absences';
import { INVALID_DATES } from '@domain/contracts/absences';
import { AppError, conflict, forbidden, notFound, validationFailed } from '@domain/errors';
import { displayName, type PersonName } from '@domain/people';
import type { Role } from '@domain/roles';
import { scheduledHours } from '@domain/work-schedule';
import type { Member } from '../../platform/access';
import type { Tx } from '../../platform/db';
import { type CompanyContext, loadCompanyContext } from '../context/company-context';
import * as people from '../context/people.service';
import { assertMonthsOpen, assertRangesOpen } from '../timesheets/timesheets.service';
import { changedForYouEmail, type MailPerson, newRequestEmail } from './absences.emails';
import * as repo from './absences.repository';
import {
  ABSENCE_NOT_FOUND,
  type AbsencesDeps,
  EMPLOYEE_NOT_FOUND,
  lockedAbsence,
  mailAbsence,
  NOT_A_MEMBER,
  OVERLAP_MESSAGE,
  recordCurrent,
  recordEvent,
} from './absences.service';
import { type BalanceMember, countingRules, shortfallError, vacationShortfall } from './allowance.service';
import { viewOne } from './views.service';

/** How far from today a request may start or end (bad input: "dates more than 2 years away"). */
const MAX_YEARS_AWAY = 2;

function checkDates(input: AbsenceDates, today: string) {
  if (input.startDate > input.endDate) {
    throw validationFailed(INVALID_DATES, [{ field: 'endDate', message: INVALID_DATES }]);
  }
  const problem = halfDayProblem(input);
  if (problem) throw validationFailed(problem, [{ field: 'halfDayStart', message: problem }]);
  if (input.startDate < addYears(today, -MAX_YEARS_AWAY) || input.endDate > addYears(today, MAX_YEARS_AWAY)) {
    const message = /*i18n*/ {
      id: 'errors.datesOutOfReach',
      message: 'Dates must be within {years} years of today',
      values: { years: MAX_YEARS_AWAY },
    };
    throw validationFailed(message, [{ field: 'startDate', message }]);
  }
}

/**
 * Hourly leave: one day, no half-day flags, quarter hours, on a day the person works (not one of the
 * company's holidays) and no more than their hours that day (their work schedule on that date).
 */
async function checkHours(ctx: CompanyContext, owner: PersonName & { id: string }, input: NormalisedInput) {
  if (!isHourly(input)) return;
  const date = input.startDate;
  const [holidays, schedule] = await Promise.all([ctx.holidayDates(date, date), ctx.scheduleOf(owner.id)]);
  const dayHours = holidays.has(date) ? 0 : scheduledHours(schedule, date);
  const problem = hourlyLeaveProblem(input, dayHours, displayName(owner));
  if (problem) {
    const text = problem.text ?? problem.message;
    throw validationFailed(text, [{ field: problem.field, message: text }]);
  }
}

/**
 * Whole or half days must take some working day of the person: a weekend plus a holiday is refused. The
 * dates as a whole are wrong, named on `endDate` as for a start after the end (the form's "Invalid Dates").
 */
async function checkUsesWorkingDays(ctx: CompanyContext, ownerId: string, input: NormalisedInput) {
  const rules = await countingRules(ctx, ownerId, input.startDate, input.endDate);
  const problem = noWorkingDaysProblem(input, rules);
  if (problem) throw validationFailed(problem, [{ field: 'endDate', message: problem }]);
}

interface NormalisedInput extends AbsenceDates {
  absenceType: CreateAbsenceRequest['absenceType'];
  reason: string | null;
  hours: number | null;
}

function normalise(input: Omit<CreateAbsenceRequest, 'userId'>): NormalisedInput {
  return {
    absenceType: input.absenceType,
    startDate: input.startDate,
    endDate: input.endDate,
    reason: input.reason ? input.reason : null,
    halfDayStart: input.halfDayStart ?? false,
    halfDayEnd: input.halfDayEnd ?? false,
    hours: input.hours ?? null,
  };
}

/** The overlap rule, then the allowance of every year a vacation touches (other pending requests count). */
async function checkFits(
  tx: Tx,
  ctx: CompanyContext,
  owner: BalanceMember,
  input: NormalisedInput & { id?: string },
  checkAllowance: boolean,
) {
  if (await repo.hasOverlap(tx, ctx.companyId, owner.id, input.startDate, input.endDate, input.id)) {
    throw conflict(OVERLAP_MESSAGE);
  }
  if (input.absenceType === 'vacation' && checkAllowance) {
    const { shortfall } = await vacationShortfall(tx, ctx, owner, input, true);
    if (shortfall) throw shortfallError(shortfall);
  }
}

async function notifyApprovers(
  deps: AbsencesDeps,
  tx: Tx,
  ctx: CompanyContext,
  requester: MailPerson & { id: string; role: Role },
  input: NormalisedInput,
  changed: boolean,
  /** Who made the change (not asked to decide it) and, after a manager's first approval, admins only. */
  by: { actorId: string; adminsOnly: boolean } = { actorId: requester.id, adminsOnly: false },
) {
  const absence = await mailAbsence(ctx, requester.id, input);
  const roles = by.adminsOnly ? (['admin'] as Role[]) : approverRoles(requester.role);
  const approvers = await people.membersWithRoles(tx, ctx.companyId, roles);
  // Someone else recorded or changed it: the e-mail names them beside the person.
  const actor =
    by.actorId === requester.id ? undefined : await people.findMember(tx, ctx.companyId, by.actorId);
  for (const to of approvers.filter((p) => p.id !== requester.id && p.id !== by.actorId)) {
    await deps.notify(tx, to, 'requests', (unsubscribe) =>
      newRequestEmail({
        to,
        requester,
        absence,
        appUrl: deps.appUrl,
        changed,
        actor: actor ?? undefined,
        unsubscribe,
      }),
    );
  }
}

/**
 * The status a request gets when it is sent: the sole admin's own requests are approved on submission
 * (nobody else could decide them); any other goes to its approvers.
 */
async function statusOnSubmission(tx: Tx, companyId: string, owner: { id: string; role: Role }) {
  const auto = await people.isCompanySoleAdmin(tx, { companyId, role: owner.role });
  return {
    status: auto ? ('approved' as const) : ('pending' as const),
    approvedBy: auto ? owner.id : null,
    approvedAt: auto ? new Date() : null,
    firstApprovedBy: null as string | null,
    firstApprovedAt: null as Date | null,
    autoApproved: auto,
  };
}

/**
 * The status of an absence an admin or manager records or edits for someone else (domain
 * statusActingFor): approved by them where they could approve the person's request; with two-step approval
 * a manager's is the first approval and it waits for an admin; otherwise pending for the approvers.
 */
function decidedByActor(member: Member, owner: { id: string; role: Role }, twoStep: boolean) {
  const outcome = statusActingFor(member, owner, twoStep);
  const now = new Date();
  return {
    status: outcome === 'approved' ? ('approved' as const) : ('pending' as const),
    approvedBy: outcome === 'approved' ? member.userId : null,
    approvedAt: outcome === 'approved' ? now : null,
    firstApprovedBy: outcome === 'first_approved' ? member.userId : null,
    firstApprovedAt: outcome === 'first_approved' ? now : null,
    autoApproved: false,
  };
}

/** The person is told when an admin or manager recorded, changed or cancelled their absence. */
async function tellOwner(
  deps: AbsencesDeps,
  tx: Tx,
  ctx: CompanyContext,
  member: Member,
  owner: MailPerson & { id: string },
  input: NormalisedInput,
  change: 'recorded' | 'changed' | 'cancelled',
  status: 'pending' | 'approved' | 'rejected',
) {
  const actor = await people.findMember(tx, member.companyId, member.userId);
  if (!actor) return;
  const absence = await mailAbsence(ctx, owner.id, input);
  await deps.notify(tx, owner, 'decisions', (unsubscribe) =>
    changedForYouEmail({ to: owner, actor, absence, change, status, appUrl: deps.appUrl, unsubscribe }),
  );
}

const RECORD_FOR_OTHERS = /*i18n*/ {
  id: 'errors.absences.recordForOthers',
  message: 'Only admins and managers can record an absence for someone else',
};

/**
 * A request of one's own, or an absence an admin or manager records for a member of the session's company
 * (the employee phoned in sick): someone of another company is not found (404).
 */
export async function createAbsence(deps: AbsencesDeps, member: Member, body: CreateAbsenceRequest) {
  const { userId: forUserId, ...fields } = body;
  const input = normalise(fields);
  const ownerId = forUserId ?? member.userId;
  const onBehalf = ownerId !== member.userId;
  return deps.db.transaction(async (tx) => {
    const ctx = await loadCompanyContext(tx, member.companyId);
    checkDates(input, ctx.today);
    // Someone outside the company is not found, whoever asks; a colleague named by an employee is refused.
    const owner = await people.lockMember(tx, member.companyId, ownerId);
    if (!owner && onBehalf) throw notFound(EMPLOYEE_NOT_FOUND);
    if (!owner)
      throw new AppError(
        'NO_COMPANY',
        /*i18n*/ { id: 'errors.noCompany', message: 'No longer associated with any company' },
      );
    if (!canRecordFor(member, owner.id)) throw forbidden(RECORD_FOR_OTHERS);
    await checkHours(ctx, owner, input);
    await checkUsesWorkingDays(ctx, owner.id, input);
    // An admin may record beyond the remaining days (as they may approve beyond them); a manager may not.
    await checkFits(tx, ctx, owner, input, !(onBehalf && member.role === 'admin'));
    await assertMonthsOpen(tx, member.companyId, owner.id, input.startDate, input.endDate);
    const decided = onBehalf
      ? decidedByActor(member, owner, ctx.policy.twoStepApproval)
      : await statusOnSubmission(tx, member.companyId, owner);
    const id = await repo.insertAbsence(tx, {
      companyId: member.companyId,
      userId: owner.id,
      ...input,
      ...decided,
    });
    await recordCurrent(tx, member.companyId, member.userId, onBehalf ? 'recorded' : 'requested', id);
    if (onBehalf) {
      await tellOwner(deps, tx, ctx, member, owner, input, 'recorded', decided.status);
      if (decided.status === 'pending') {
        const adminsOnly = decided.firstApprovedBy !== null;
        await notifyApprovers(deps, tx, ctx, owner, input, false, { actorId: member.userId, adminsOnly });
      }
    } else if (!decided.autoApproved) {
      await notifyApprovers(deps, tx, ctx, owner, input, false);
    }
    return { absence: await viewOne(tx, ctx, member, id), statusReset: false };
  });
}

/**
 * An edit or cancellation may not change a submitted or approved month of the person: the request's new
 * days (any status: an edit sends it for a decision again) and, when it was approved, its old days (they
 * stop counting as absence).
 */
async function assertAbsenceMonthsOpen(
  tx: Tx,
  companyId: string,
  current: repo.AbsenceRow,
  next: AbsenceDates | null,
) {
  const ranges = [...(current.status === 'approved' ? [current] : []), ...(next ? [next] : [])];
  const days = ranges.map((r) => ({ from: r.startDate, to: r.endDate }));
  await assertRangesOpen(tx, companyId, current.userId, days);
}

function refuseChange(member: Member, current: repo.AbsenceRow, action: 'change' | 'cancel'): never {
  if (current.userId !== member.userId && member.role === 'manager') {
    throw forbidden(
      /*i18n*/ {
        id: 'errors.absences.managerChangesApprovedOnly',
        message: "A manager can change or cancel someone else's absence once it is approved",
      },
    );
  }
  if (current.userId !== member.userId)
    throw forbidden(
      /*i18n*/ {
        id: 'errors.absences.ownRequestsOnly',
        message: 'You can only change your own absence requests',
      },
    );
  if (current.status === 'rejected') {
    throw forbidden(
      /*i18n*/ {
        id: 'errors.absences.rejectedIsFinal',
        message: 'A rejected request cannot be changed. Submit a new request instead.',
      },
    );
  }
  throw forbidden(
    action === 'cancel'
      ? 'This absence has already ended and can no longer be cancelled'
      : 'This absence has already ended and can no longer be changed',
  );
}

export async function updateAbsence(
  deps: AbsencesDeps,
  member: Member,
  id: string,
  body: CreateAbsenceRequest,
) {
  const input = normalise(body);
  return deps.db.transaction(async (tx) => {
    const ctx = await loadCompanyContext(tx, member.companyId);
    const { current, owner } = await lockedAbsence(tx, member.companyId, id);
    if (!changePermissions(member, current, ctx.today).canEdit) refuseChange(member, current, 'change');
    checkDates(input, ctx.today);
    if (!owner) throw notFound(NOT_A_MEMBER);
    await checkHours(ctx, owner, input);
    await checkUsesWorkingDays(ctx, owner.id, input);
    // Admins may put someone else's request beyond the remaining days (they may approve it anyway).
    const adminForOther = member.role === 'admin' && owner.id !== member.userId;
    await checkFits(tx, ctx, owner, { ...input, id }, !adminForOther);
    await assertAbsenceMonthsOpen(tx, member.companyId, current, input);
    // The owner's edit needs a decision again (spec: approved → pending, approver fields cleared). An admin's
    // or manager's edit of someone's approved absence is their decision (decidedByActor); of a pending or
    // rejected one it goes to the approvers as the owner's would.
    const onBehalf = owner.id !== member.userId;
    const decided =
      onBehalf && current.status === 'approved'
        ? decidedByActor(member, owner, ctx.policy.twoStepApproval)
        : await statusOnSubmission(tx, member.companyId, owner);
    await repo.updateAbsence(tx, member.companyId, id, { ...input, ...decided, resetApproval: true });
    await recordCurrent(tx, member.companyId, member.userId, 'edited', id);
    const statusReset = current.status === 'approved' && decided.status !== 'approved';
    // A pending request edited stays with the approvers who already have it: no second e-mail.
    if (decided.status === 'pending' && current.status !== 'pending') {
      const adminsOnly = decided.firstApprovedBy !== null;
      await notifyApprovers(deps, tx, ctx, owner, input, true, { actorId: member.userId, adminsOnly });
    }
    if (onBehalf) await tellOwner(deps, tx, ctx, member, owner, input, 'changed', decided.status);
    return { absence: await viewOne(tx, ctx, member, id), statusReset };
  });
}

/**
 * Cancel = delete (spec), by its owner within the rules of 4.1, by admins always and managers for approved
 * absences (spec 6). Its history stays (a 'cancelled' row with the absence as it was) and the person is
 * told when someone else cancelled it.
 */
export async function cancelAbsence(deps: AbsencesDeps, member: Member, id: string) {
  await deps.db.transaction(async (tx) => {
    const ctx = await loadCompanyContext(tx, member.companyId);
    const { current, owner } = await lockedAbsence(tx, member.companyId, id);
    if (!changePermissions(member, current, ctx.today).canCancel) refuseChange(member, current, 'cancel');
    await assertAbsenceMonthsOpen(tx, member.companyId, current, null);
    await recordEvent(tx, member.companyId, member.userId, 'cancelled', current);
    if (!(await repo.deleteAbsence(tx, member.companyId, id))) throw notFound(ABSENCE_NOT_FOUND);
    if (owner && owner.id !== member.userId) {
      await tellOwner(deps, tx, ctx, member, owner, current, 'cancelled', current.status);
    }
  });
}
