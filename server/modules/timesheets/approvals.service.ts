// Submission of the own month and an admin's decision on it, each in one transaction under the
// person's month lock (time-entries repository).

import type { IsoMonth } from '@domain/calendar';
import { conflict, forbidden, notFound, validationFailed } from '@domain/errors';
import { displayName } from '@domain/people';
import {
  approvalBelowCompleteText,
  mayDecideMonthOf,
  monthlySummary,
  monthSnapshot,
} from '@domain/timesheets';
import type { Member } from '../../platform/access';
import type { Tx } from '../../platform/db';
import { type CompanyContext, loadCompanyContext } from '../context/company-context';
import * as people from '../context/people.service';
import * as entries from '../time-entries/time-entries.repository';
import { EMPLOYEE_NOT_FOUND } from '../time-entries/time-entries.service';
import { approvalView, monthParts } from '../time-entries/views.service';
import * as workSchedules from '../work-schedules/work-schedules.service';
import { submittedEmail, timesheetDecisionEmail } from './timesheets.emails';
import * as repo from './timesheets.repository';
import type { TimesheetsDeps } from './timesheets.service';

const ALREADY_SUBMITTED = /*i18n*/ {
  id: 'errors.timesheets.alreadySubmitted',
  message: 'This timesheet has already been submitted for approval',
};
const ALREADY_APPROVED = /*i18n*/ {
  id: 'errors.timesheets.alreadyApproved',
  message: 'This timesheet has already been approved',
};
const NOT_SUBMITTED = /*i18n*/ {
  id: 'errors.timesheets.notSubmitted',
  message: 'This timesheet is not waiting for approval',
};
const CORRECTIONS_FIRST = /*i18n*/ {
  id: 'errors.timesheets.correctionsFirst',
  message: 'Approve or reject the pending corrections of this month first',
};

type Range = ReturnType<typeof monthParts>;

/** The month's approval as the screens show it, read back inside the transaction. */
async function approvalAfter(tx: Tx, companyId: string, userId: string, range: Range) {
  const after = await entries.personMonth(tx, companyId, userId, range);
  return { approval: approvalView(after!.approval!) };
}

/**
 * The month's figures as they stand inside the transaction (after the month lock): the Monthly Summary
 * and its snapshot, from the same function the screens use.
 */
async function figuresNow(tx: Tx, company: CompanyContext, userId: string, month: IsoMonth) {
  const range = monthParts(month);
  const data = await entries.personMonth(tx, company.companyId, userId, range);
  if (!data) throw notFound(EMPLOYEE_NOT_FOUND);
  const input = {
    month,
    holidays: await company.holidayDates(range.start, range.end),
    absences: data.absences,
    entries: data.entries.map((e) => ({ date: e.workDate, totalHours: e.totalHours })),
    schedule: await workSchedules.scheduleOf(tx, company.companyId, userId),
  };
  const summary = monthlySummary(input);
  return { data, summary, snapshot: monthSnapshot(input, summary) };
}

/** Submit the own month for approval: only at 100% completion, from no record or a rejected one. */
export async function submit(deps: TimesheetsDeps, member: Member, month: IsoMonth) {
  const range = monthParts(month);
  const company = await loadCompanyContext(deps.db, member.companyId, {
    holidaysOf: { from: range.start, to: range.end },
  });
  return deps.db.transaction(async (tx) => {
    await entries.lockPersonMonth(tx, member.companyId, member.userId, month);
    const { data, summary } = await figuresNow(tx, company, member.userId, month);
    if (data.approval?.status === 'submitted') throw conflict(ALREADY_SUBMITTED);
    if (data.approval?.status === 'approved') throw conflict(ALREADY_APPROVED);
    if (summary.completion < 100) {
      throw validationFailed(
        /*i18n*/ {
          id: 'errors.timesheets.submitBelowComplete',
          message:
            'Your timesheet is {completion}% complete. Every working day needs a time entry or an approved absence before you can submit it.',
          values: { completion: summary.completion },
        },
      );
    }
    if (!(await repo.submitApproval(tx, member.companyId, member.userId, range.year, range.month))) {
      throw conflict(ALREADY_SUBMITTED);
    }
    for (const admin of await people.membersWithRoles(tx, member.companyId, ['admin'])) {
      if (admin.id === member.userId) continue;
      await deps.notify(tx, admin, 'requests', (unsubscribe) =>
        submittedEmail({
          to: admin,
          employee: data.person,
          month,
          summary,
          appUrl: deps.appUrl,
          unsubscribe,
        }),
      );
    }
    return approvalAfter(tx, member.companyId, member.userId, range);
  });
}

type Decision = 'approved' | 'rejected';

/**
 * Whether the admin may decide this month now: the person and the admin are members, it is not the
 * admin's own month (unless they are the only admin), it waits for a decision and, for an approval, no
 * correction of it waits.
 */
async function checkDecidable(tx: Tx, member: Member, userId: string, range: Range, decision: Decision) {
  const owner = await people.findMember(tx, member.companyId, userId);
  const approver = await people.findMember(tx, member.companyId, member.userId);
  if (!owner) throw await people.notAMemberError(tx, member.companyId, userId, EMPLOYEE_NOT_FOUND);
  if (!approver) throw notFound(EMPLOYEE_NOT_FOUND);
  const own = userId === member.userId;
  if (!mayDecideMonthOf(own, own && (await people.isCompanySoleAdmin(tx, member)))) {
    throw forbidden(
      decision === 'approved'
        ? /*i18n*/ { id: 'errors.timesheets.approveOwn', message: 'You cannot approve your own timesheet' }
        : /*i18n*/ { id: 'errors.timesheets.rejectOwn', message: 'You cannot reject your own timesheet' },
    );
  }
  const status = await entries.approvalStatus(tx, member.companyId, userId, range.year, range.month);
  if (status !== 'submitted') throw conflict(status === 'approved' ? ALREADY_APPROVED : NOT_SUBMITTED);
  if (
    decision === 'approved' &&
    (await entries.pendingCorrectionCount(tx, member.companyId, userId, range.start, range.end)) > 0
  ) {
    throw conflict(CORRECTIONS_FIRST);
  }
  return { owner, approver };
}

/**
 * The figures an approval freezes, recomputed now: a month that fell below 100 % since it was submitted
 * (an entry removed, a day no longer covered) cannot be approved.
 */
async function approvableSnapshot(tx: Tx, company: CompanyContext, owner: people.MemberRow, month: IsoMonth) {
  const { summary, snapshot } = await figuresNow(tx, company, owner.id, month);
  if (summary.completion < 100) {
    throw validationFailed(approvalBelowCompleteText(displayName(owner), { month }, summary.completion));
  }
  return snapshot;
}

/**
 * An admin approves or rejects a submitted month. Nobody decides their own month, unless they are the
 * company's only admin (nobody else could). Approval waits until the month's corrections are decided.
 */
async function decide(
  deps: TimesheetsDeps,
  member: Member,
  userId: string,
  month: IsoMonth,
  decision: Decision,
  reason: string | null,
) {
  const range = monthParts(month);
  const company = await loadCompanyContext(deps.db, member.companyId, {
    holidaysOf: { from: range.start, to: range.end },
  });
  return deps.db.transaction(async (tx) => {
    await entries.lockPersonMonth(tx, member.companyId, userId, month);
    const { owner, approver } = await checkDecidable(tx, member, userId, range, decision);
    const snapshot = decision === 'approved' ? await approvableSnapshot(tx, company, owner, month) : null;
    const done = await repo.decideApproval(tx, member.companyId, userId, range.year, range.month, {
      status: decision,
      approvedBy: member.userId,
      rejectedReason: reason,
      snapshot,
    });
    if (!done) throw conflict(NOT_SUBMITTED);
    await deps.notify(tx, owner, 'decisions', (unsubscribe) =>
      timesheetDecisionEmail({
        to: owner,
        decidedBy: approver,
        month,
        decision,
        reason,
        appUrl: deps.appUrl,
        unsubscribe,
      }),
    );
    return approvalAfter(tx, member.companyId, userId, range);
  });
}

export const approve = (deps: TimesheetsDeps, member: Member, userId: string, month: IsoMonth) =>
  decide(deps, member, userId, month, 'approved', null);

export const reject = (
  deps: TimesheetsDeps,
  member: Member,
  userId: string,
  month: IsoMonth,
  reason: string,
) => decide(deps, member, userId, month, 'rejected', reason);
