// Absence requests (spec 001 sections 4.1 and 6), one file per part:
// - requests.service.ts: request, change and cancel, with the overlap rule and the allowance check;
// - decisions.service.ts: approve (in one or two steps) and reject;
// - views.service.ts: the own requests, Pending Approvals and the teammates away;
// - allowance.service.ts: the allowance engine (balances, used days, whether a request fits);
// - policy.service.ts: the company's absence rules (Settings → Preferences);
// - history: every write records an absence_events row (recordEvent below) in its transaction, so the
//   absence dialog can say who requested or recorded it, edited, decided or cancelled it, and when.
// The rules themselves are pure, in domain/ (absences.ts, allowance.ts, absence-permissions.ts).
//
// Every write to one person's requests first locks that person's profile row (people.lockMember), so the
// overlap and allowance checks and the conditional status updates see a stable set of requests: of a
// concurrent approve and reject exactly one wins, and two requests cannot both slip under the limit.

import type { AbsenceDates, AbsenceEventAction } from '@domain/absences';
import { notFound } from '@domain/errors';
import { displayName } from '@domain/people';
import type { Database, Tx } from '../../platform/db';
import type { Mailer } from '../../platform/mailer';
import type { CompanyContext } from '../context/company-context';
import * as people from '../context/people.service';
import type { Notify } from '../notifications/notifications.service';
import * as repo from './absences.repository';
import { daysOf } from './allowance.service';

export interface AbsencesDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** Sends the optional e-mails (requests, decisions) unless the recipient turned them off. */
  notify: Notify;
}

export const OVERLAP_MESSAGE = /*i18n*/ {
  id: 'errors.absences.overlap',
  message: 'Another absence request already covers some of these days',
};
export const EMPLOYEE_NOT_FOUND = /*i18n*/ { id: 'errors.employeeNotFound', message: 'Employee not found' };
export const ABSENCE_NOT_FOUND = /*i18n*/ { id: 'errors.absences.notFound', message: 'Absence not found' };
export const ALREADY_DECIDED = /*i18n*/ {
  id: 'errors.absences.alreadyDecided',
  message: 'This request has already been approved or rejected',
};
export const NOT_A_MEMBER = /*i18n*/ {
  id: 'errors.absences.formerMember',
  message: 'This person is no longer a member of the company',
};

/**
 * Loads a request and locks its owner's row, then reads the request again: the state seen after the
 * lock is the one every check uses.
 */
export async function lockedAbsence(tx: Tx, companyId: string, id: string) {
  const first = await repo.findAbsence(tx, companyId, id);
  if (!first) throw notFound(ABSENCE_NOT_FOUND);
  const owner = await people.lockMember(tx, companyId, first.userId);
  const current = await repo.findAbsence(tx, companyId, id);
  if (!current) throw notFound(ABSENCE_NOT_FOUND);
  return { current, owner };
}

/** The request as its e-mails show it: its dates, type and reason, and the days it uses. */
export async function mailAbsence<T extends AbsenceDates>(ctx: CompanyContext, userId: string, absence: T) {
  return { ...absence, days: await daysOf(ctx, userId, absence) };
}

/** The change history's row for a write by `actorId`, with the absence as it is now (before a cancellation). */
export async function recordEvent(
  tx: Tx,
  companyId: string,
  actorId: string,
  action: AbsenceEventAction,
  absence: repo.AbsenceRow,
) {
  const actor = await people.findMember(tx, companyId, actorId);
  await repo.insertEvent(tx, {
    companyId,
    absenceId: absence.id,
    userId: absence.userId,
    action,
    actorId,
    actorName: actor ? displayName(actor) : 'Someone',
    snapshot: {
      absenceType: absence.absenceType,
      startDate: absence.startDate,
      endDate: absence.endDate,
      halfDayStart: absence.halfDayStart,
      halfDayEnd: absence.halfDayEnd,
      hours: absence.hours,
      status: absence.status,
      reason: absence.reason,
    },
  });
}

/** recordEvent for the absence as it was just written (read back under the same transaction). */
export async function recordCurrent(
  tx: Tx,
  companyId: string,
  actorId: string,
  action: AbsenceEventAction,
  id: string,
) {
  const row = await repo.findAbsence(tx, companyId, id);
  if (row) await recordEvent(tx, companyId, actorId, action, row);
}
