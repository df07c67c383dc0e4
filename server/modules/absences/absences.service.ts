// Absence requests: the state machine and permissions of spec 001 sections 4.1 and 6, with two-step
// approval, the sole-admin rule, the overlap rule and the allowance check.
//
// Every write to one person's requests first locks that person's profile row (repo.lockMember), so the
// overlap and allowance checks and the conditional status updates see a stable set of requests: of a
// concurrent approve and reject exactly one wins, and two requests cannot both slip under the limit.

import { approverRoles, changePermissions, decisionRights } from '@domain/absence-permissions';
import {
  type AbsenceDates,
  type CountingRules,
  countAbsenceDays,
  countAbsenceDaysByYear,
  daysUsedByDate,
  halfDayProblem,
} from '@domain/absences';
import {
  type BalanceInput,
  type DayUsage,
  type HolidayBalance,
  holidayBalance,
  projectedYearEndBalance,
} from '@domain/allowance';
import { addYears, isoDate, todayIn, yearOf, yearRange } from '@domain/calendar';
import type {
  Absence,
  AbsencePolicy,
  AllowanceSummary,
  CreateAbsenceRequest,
  PendingApproval,
} from '@domain/contracts/absences';
import { INVALID_DATES } from '@domain/contracts/absences';
import { AppError, conflict, forbidden, notFound, validationFailed } from '@domain/errors';
import { displayName } from '@domain/people';
import type { Role } from '@domain/roles';
import type { Member } from '../../platform/access';
import type { Database, Db, Tx } from '../../platform/db';
import type { Mailer } from '../../platform/mailer';
import { readAll } from '../../platform/reads';
import * as people from '../context/people.service';
import { companyHolidaysBetween, holidayDates } from '../holidays/holidays.service';
import type { Notify } from '../notifications/notifications.service';
import { decisionEmail, finalApprovalEmail, type MailPerson, newRequestEmail } from './absences.emails';
import * as repo from './absences.repository';

export interface AbsencesDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** Sends the optional e-mails (requests, decisions) unless the recipient turned them off. */
  notify: Notify;
}

export const OVERLAP_MESSAGE = 'Another absence request already covers some of these days';
export const ABSENCE_NOT_FOUND = 'Absence not found';
const ALREADY_DECIDED = 'This request has already been approved or rejected';
/** How far from today a request may start or end (bad input: "dates more than 2 years away"). */
const MAX_YEARS_AWAY = 2;
/** Carry-over chains start at most this many years back. */
const LOOKBACK_YEARS = 10;

type CompanyRules = NonNullable<Awaited<ReturnType<typeof repo.findCompanyRules>>>;

async function companyRules(db: Db, companyId: string): Promise<CompanyRules> {
  const rules = await repo.findCompanyRules(db, companyId);
  if (!rules) throw notFound('Company not found');
  return rules;
}

/** The counting rule and the company's holidays for a range of dates. */
async function countingRules(
  db: Db,
  companyId: string,
  rules: { policy: { vacationCounting: CountingRules['mode'] } },
  from: string,
  to: string,
): Promise<CountingRules> {
  const holidays = await companyHolidaysBetween(db, companyId, from, to);
  return { mode: rules.policy.vacationCounting, holidays: holidayDates(holidays) };
}

const fmt = (n: number) => String(Math.round(n * 100) / 100);
const daysText = (n: number) => `${fmt(n)} ${n === 1 ? 'day' : 'days'}`;

// ---------------------------------------------------------------------------------------------------
// Allowance

async function balanceInputFor(
  db: Db,
  companyId: string,
  userId: string,
  year: number,
  opts: { rules: CompanyRules; today: string; excludeId?: string | undefined },
): Promise<BalanceInput | null> {
  const member = await people.findMember(db, companyId, userId);
  if (!member) return null;
  const joined = yearOf(todayIn(opts.rules.timeZone, member.createdAt));
  const firstYear = Math.max(joined, year - LOOKBACK_YEARS);
  const from = isoDate(Math.min(firstYear, year), 1, 1);
  const to = isoDate(year, 12, 31);
  const [vacations, counting] = await readAll(db, [
    () => repo.vacationsOf(db, companyId, [userId], from, to),
    () => countingRules(db, companyId, opts.rules, from, to),
  ]);
  const usage = (status: 'approved' | 'pending') =>
    vacations
      .filter((v) => v.status === status && v.id !== opts.excludeId)
      .flatMap((v) => daysUsedByDate(v, counting))
      .filter((d) => d.date >= from && d.date <= to);
  return {
    year,
    today: opts.today,
    allowance: member.holidayAllowance,
    adjustment: member.manualHolidayAdjustment,
    firstYear,
    policy: { maxDays: opts.rules.policy.carryOverMaxDays, expiry: opts.rules.policy.carryOverExpiry },
    approved: usage('approved'),
    pending: usage('pending'),
  };
}

/** The balance of one person for one year (the dashboard card and the absences side panel). */
export async function allowanceSummary(db: Db, companyId: string, userId: string, year?: number) {
  const rules = await companyRules(db, companyId);
  const today = todayIn(rules.timeZone);
  const target = year ?? yearOf(today);
  const input = await balanceInputFor(db, companyId, userId, target, { rules, today });
  if (!input) throw notFound('Member not found');
  const balance = holidayBalance(input);
  return {
    year: balance.year,
    totalAllowance: balance.allowance,
    adjustment: balance.adjustment,
    carriedOver: balance.carriedOver,
    carriedOverExpiresOn: balance.carriedOverExpiresOn,
    carriedOverExpired: balance.carriedOverExpired,
    usedDays: balance.usedDays,
    pendingDays: balance.pendingDays,
    remainingDays: balance.remainingDays,
    availableDays: balance.availableDays,
    countingMode: rules.policy.vacationCounting,
  } satisfies AllowanceSummary;
}

/**
 * Approved vacation days of a member in a year, by the company's counting rule. For the holiday
 * allowance editor of company administration (remaining = allowance − used − adjustment).
 * 0 for someone who is not a member of the company.
 */
export async function usedVacationDays(db: Db, companyId: string, userId: string, year: number) {
  const rules = await companyRules(db, companyId);
  const input = await balanceInputFor(db, companyId, userId, year, { rules, today: todayIn(rules.timeZone) });
  return input ? holidayBalance(input).usedDays : 0;
}

/**
 * Approved vacation days each member used in `year` (half days 0.5, the company's counting mode), in two
 * queries for the whole list: Settings → Team shows remaining = allowance − used − adjustment.
 */
export async function usedVacationDaysOfMembers(db: Db, companyId: string, userIds: string[], year: number) {
  const rules = await companyRules(db, companyId);
  const { start, end } = yearRange(year);
  const [vacations, counting] = await readAll(db, [
    () => repo.vacationsOf(db, companyId, userIds, start, end, ['approved']),
    () => countingRules(db, companyId, rules, start, end),
  ]);
  const used = new Map(userIds.map((id) => [id, 0]));
  for (const v of vacations) {
    const days = daysUsedByDate(v, counting).filter((d) => d.date >= start && d.date <= end);
    used.set(v.userId, (used.get(v.userId) ?? 0) + days.reduce((sum, d) => sum + d.days, 0));
  }
  return used;
}

export interface BalanceMember {
  id: string;
  holidayAllowance: number;
  manualHolidayAdjustment: number;
  createdAt: Date;
}

/**
 * The holiday balance of several members for one year, by the same rule as `allowanceSummary` (carry-over
 * chained from the year each joined, at most 10 years back), in three queries for the whole list: the
 * company's rules, then the vacations and the company's holidays side by side. For the reports.
 */
export async function balancesOfMembers(
  db: Db,
  companyId: string,
  members: readonly BalanceMember[],
  year: number,
): Promise<Map<string, HolidayBalance>> {
  const out = new Map<string, HolidayBalance>();
  if (members.length === 0) return out;
  const rules = await companyRules(db, companyId);
  const today = todayIn(rules.timeZone);
  const firstYearOf = (m: BalanceMember) =>
    Math.max(yearOf(todayIn(rules.timeZone, m.createdAt)), year - LOOKBACK_YEARS);
  const from = isoDate(Math.min(year, ...members.map(firstYearOf)), 1, 1);
  const to = isoDate(year, 12, 31);
  const [vacations, counting] = await readAll(db, [
    () =>
      repo.vacationsOf(
        db,
        companyId,
        members.map((m) => m.id),
        from,
        to,
      ),
    () => countingRules(db, companyId, rules, from, to),
  ]);
  const usage = new Map<string, { approved: DayUsage[]; pending: DayUsage[] }>(
    members.map((m) => [m.id, { approved: [], pending: [] }]),
  );
  for (const v of vacations) {
    const days = daysUsedByDate(v, counting).filter((d) => d.date >= from && d.date <= to);
    usage.get(v.userId)?.[v.status === 'approved' ? 'approved' : 'pending'].push(...days);
  }
  for (const m of members) {
    const firstYear = firstYearOf(m);
    const start = isoDate(Math.min(firstYear, year), 1, 1);
    const own = usage.get(m.id)!;
    out.set(
      m.id,
      holidayBalance({
        year,
        today,
        allowance: m.holidayAllowance,
        adjustment: m.manualHolidayAdjustment,
        firstYear,
        policy: { maxDays: rules.policy.carryOverMaxDays, expiry: rules.policy.carryOverExpiry },
        approved: own.approved.filter((d) => d.date >= start),
        pending: own.pending.filter((d) => d.date >= start),
      }),
    );
  }
  return out;
}

interface Shortfall {
  year: number;
  needed: number;
  available: number;
}

/**
 * Whether a vacation request fits in the allowance of every year it touches, counted at the end of the
 * year (so carried days only cover the dates up to their expiry). `withPending`: other pending requests
 * count too (when requesting); at approval only what is approved counts.
 */
async function allowanceShortfall(
  db: Db,
  companyId: string,
  userId: string,
  request: AbsenceDates & { id?: string },
  rules: CompanyRules,
  today: string,
  withPending: boolean,
): Promise<{ shortfall: Shortfall | null; available: number | null }> {
  const counting = await countingRules(db, companyId, rules, request.startDate, request.endDate);
  const usage = daysUsedByDate(request, counting);
  const byYear = countAbsenceDaysByYear(request, counting);
  let shortfall: Shortfall | null = null;
  let firstAvailable: number | null = null;
  for (const [year, needed] of byYear) {
    const input = await balanceInputFor(db, companyId, userId, year, { rules, today, excludeId: request.id });
    if (!input) return { shortfall: null, available: null };
    const base = withPending ? input : { ...input, pending: [] };
    const available = projectedYearEndBalance(base);
    firstAvailable ??= Math.max(0, available);
    if (!shortfall && projectedYearEndBalance(base, usage) < 0) {
      shortfall = { year, needed, available: Math.max(0, available) };
    }
  }
  return { shortfall, available: firstAvailable };
}

// ---------------------------------------------------------------------------------------------------
// Views

function toView(row: repo.AbsenceRow, viewer: Member, today: string, counting: CountingRules): Absence {
  const permissions = changePermissions(viewer, row, today);
  return {
    id: row.id,
    userId: row.userId,
    absenceType: row.absenceType,
    startDate: row.startDate,
    endDate: row.endDate,
    reason: row.reason,
    status: row.status,
    halfDayStart: row.halfDayStart,
    halfDayEnd: row.halfDayEnd,
    approvedBy: row.approvedBy?.id ? row.approvedBy : null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    firstApprovedBy: row.firstApprovedBy?.id ? row.firstApprovedBy : null,
    firstApprovedAt: row.firstApprovedAt?.toISOString() ?? null,
    autoApproved: row.autoApproved,
    createdAt: row.createdAt.toISOString(),
    days: countAbsenceDays(row, counting),
    ...permissions,
  };
}

function spanOf(rows: readonly { startDate: string; endDate: string }[]) {
  if (rows.length === 0) return null;
  let from = rows[0]!.startDate;
  let to = rows[0]!.endDate;
  for (const r of rows) {
    if (r.startDate < from) from = r.startDate;
    if (r.endDate > to) to = r.endDate;
  }
  return { from, to };
}

async function viewOne(db: Db, viewer: Member, id: string, rules: CompanyRules, today: string) {
  const row = await repo.findAbsence(db, viewer.companyId, id);
  if (!row) throw notFound(ABSENCE_NOT_FOUND);
  const counting = await countingRules(db, viewer.companyId, rules, row.startDate, row.endDate);
  return toView(row, viewer, today, counting);
}

export async function listMine(db: Db, member: Member) {
  const rules = await companyRules(db, member.companyId);
  const today = todayIn(rules.timeZone);
  const [rows, soleAdmin] = await Promise.all([
    repo.listByUser(db, member.companyId, member.userId),
    people.isCompanySoleAdmin(db, member),
  ]);
  const span = spanOf(rows);
  const counting = span
    ? await countingRules(db, member.companyId, rules, span.from, span.to)
    : { mode: rules.policy.vacationCounting, holidays: new Set<string>() };
  return {
    absences: rows.map((row) => toView(row, member, today, counting)),
    approvedOnSubmission: soleAdmin,
  };
}

/** Pending Approvals: the requests the viewer can decide now, newest first. */
export async function listPendingApprovals(db: Db, member: Member) {
  const rules = await companyRules(db, member.companyId);
  const today = todayIn(rules.timeZone);
  const twoStep = rules.policy.twoStepApproval;
  const rows = (await repo.listPending(db, member.companyId)).filter(
    (row) => decisionRights(member, row.requester, row, twoStep).canApprove,
  );
  const span = spanOf(rows);
  const counting = span
    ? await countingRules(db, member.companyId, rules, span.from, span.to)
    : { mode: rules.policy.vacationCounting, holidays: new Set<string>() };
  const approvals: PendingApproval[] = [];
  for (const row of rows) {
    const rights = decisionRights(member, row.requester, row, twoStep);
    const impact =
      row.absenceType === 'vacation'
        ? await allowanceShortfall(db, member.companyId, row.userId, row, rules, today, false)
        : { shortfall: null, available: null };
    approvals.push({
      ...toView(row, member, today, counting),
      requester: row.requester,
      availableDays: impact.available,
      exceedsAllowance: impact.shortfall !== null,
      canApprove: rights.canApprove,
      canReject: rights.canReject,
    });
  }
  return { approvals, twoStepApproval: twoStep };
}

/** Teammates with a non-rejected absence on some of the days (the form's warning). */
export async function teammatesAway(
  db: Db,
  member: Member,
  query: { startDate: string; endDate: string; excludeId?: string | undefined },
) {
  if (query.startDate > query.endDate) return { away: [] };
  const rows = await repo.teammatesAway(
    db,
    member.companyId,
    member.userId,
    query.startDate,
    query.endDate,
    query.excludeId,
  );
  return {
    away: rows.map((r) => ({
      userId: r.userId,
      name: displayName(r),
      startDate: r.startDate,
      endDate: r.endDate,
      status: r.status,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------
// Writes

function checkDates(input: AbsenceDates, today: string) {
  if (input.startDate > input.endDate) {
    throw validationFailed(INVALID_DATES, [{ field: 'endDate', message: INVALID_DATES }]);
  }
  const problem = halfDayProblem(input);
  if (problem) throw validationFailed(problem, [{ field: 'halfDayStart', message: problem }]);
  if (input.startDate < addYears(today, -MAX_YEARS_AWAY) || input.endDate > addYears(today, MAX_YEARS_AWAY)) {
    const message = `Dates must be within ${MAX_YEARS_AWAY} years of today`;
    throw validationFailed(message, [{ field: 'startDate', message }]);
  }
}

interface NormalisedInput extends AbsenceDates {
  absenceType: CreateAbsenceRequest['absenceType'];
  reason: string | null;
}

function normalise(input: CreateAbsenceRequest): NormalisedInput {
  return {
    absenceType: input.absenceType,
    startDate: input.startDate,
    endDate: input.endDate,
    reason: input.reason ? input.reason : null,
    halfDayStart: input.halfDayStart ?? false,
    halfDayEnd: input.halfDayEnd ?? false,
  };
}

function shortfallError(shortfall: Shortfall) {
  return conflict(
    `Not enough vacation days left: this request needs ${daysText(shortfall.needed)} in ${shortfall.year} but only ${daysText(shortfall.available)} ${shortfall.available === 1 ? 'is' : 'are'} available.`,
  );
}

async function mailAbsence(db: Db, companyId: string, rules: CompanyRules, input: NormalisedInput) {
  const counting = await countingRules(db, companyId, rules, input.startDate, input.endDate);
  return { ...input, days: countAbsenceDays(input, counting) };
}

async function approversOf(db: Db, companyId: string, requester: { id: string; role: Role }) {
  return (await people.membersWithRoles(db, companyId, approverRoles(requester.role))).filter(
    (p) => p.id !== requester.id,
  );
}

async function notifyApprovers(
  deps: AbsencesDeps,
  tx: Tx,
  companyId: string,
  rules: CompanyRules,
  requester: MailPerson & { id: string; role: Role },
  input: NormalisedInput,
  changed: boolean,
) {
  const absence = await mailAbsence(tx, companyId, rules, input);
  for (const to of await approversOf(tx, companyId, requester)) {
    await deps.notify(tx, to, 'requests', (unsubscribe) =>
      newRequestEmail({ to, requester, absence, appUrl: deps.appUrl, changed, unsubscribe }),
    );
  }
}

/** The sole admin's own requests are approved on submission: nobody else could decide them. */
async function approvedOnSubmission(db: Db, companyId: string, owner: { role: Role }) {
  return people.isCompanySoleAdmin(db, { companyId, role: owner.role });
}

export async function createAbsence(deps: AbsencesDeps, member: Member, body: CreateAbsenceRequest) {
  const input = normalise(body);
  const rules = await companyRules(deps.db, member.companyId);
  const today = todayIn(rules.timeZone);
  checkDates(input, today);

  return deps.db.transaction(async (tx) => {
    const owner = await repo.lockMember(tx, member.companyId, member.userId);
    if (!owner) throw new AppError('NO_COMPANY', 'No longer associated with any company');
    if (await repo.hasOverlap(tx, member.companyId, member.userId, input.startDate, input.endDate)) {
      throw conflict(OVERLAP_MESSAGE);
    }
    if (input.absenceType === 'vacation') {
      const { shortfall } = await allowanceShortfall(
        tx,
        member.companyId,
        owner.id,
        input,
        rules,
        today,
        true,
      );
      if (shortfall) throw shortfallError(shortfall);
    }
    const auto = await approvedOnSubmission(tx, member.companyId, owner);
    const id = await repo.insertAbsence(tx, {
      companyId: member.companyId,
      userId: member.userId,
      ...input,
      status: auto ? 'approved' : 'pending',
      approvedBy: auto ? owner.id : null,
      approvedAt: auto ? new Date() : null,
      autoApproved: auto,
    });
    if (!auto) await notifyApprovers(deps, tx, member.companyId, rules, owner, input, false);
    return { absence: await viewOne(tx, member, id, rules, today), statusReset: false };
  });
}

/**
 * Loads a request and locks its owner's row, then reads the request again: the state seen after the
 * lock is the one every check uses.
 */
async function lockedAbsence(tx: Tx, companyId: string, id: string) {
  const first = await repo.findAbsence(tx, companyId, id);
  if (!first) throw notFound(ABSENCE_NOT_FOUND);
  const owner = await repo.lockMember(tx, companyId, first.userId);
  const current = await repo.findAbsence(tx, companyId, id);
  if (!current) throw notFound(ABSENCE_NOT_FOUND);
  return { current, owner };
}

function refuseChange(member: Member, current: repo.AbsenceRow, action: 'change' | 'cancel'): never {
  if (current.userId !== member.userId) throw forbidden('You can only change your own absence requests');
  if (current.status === 'rejected') {
    throw forbidden('A rejected request cannot be changed. Submit a new request instead.');
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
  const rules = await companyRules(deps.db, member.companyId);
  const today = todayIn(rules.timeZone);

  return deps.db.transaction(async (tx) => {
    const { current, owner } = await lockedAbsence(tx, member.companyId, id);
    if (!changePermissions(member, current, today).canEdit) refuseChange(member, current, 'change');
    checkDates(input, today);
    if (!owner) throw notFound('This person is no longer a member of the company');
    if (await repo.hasOverlap(tx, member.companyId, owner.id, input.startDate, input.endDate, id)) {
      throw conflict(OVERLAP_MESSAGE);
    }
    // Admins may put someone else's request beyond the remaining days (they may approve it anyway).
    const adminForOther = member.role === 'admin' && owner.id !== member.userId;
    if (input.absenceType === 'vacation' && !adminForOther) {
      const { shortfall } = await allowanceShortfall(
        tx,
        member.companyId,
        owner.id,
        { ...input, id },
        rules,
        today,
        true,
      );
      if (shortfall) throw shortfallError(shortfall);
    }
    // Any edit needs a decision again (spec: approved → pending, approver fields cleared).
    const auto = await approvedOnSubmission(tx, member.companyId, owner);
    await repo.updateAbsence(tx, member.companyId, id, {
      ...input,
      status: auto ? 'approved' : 'pending',
      approvedBy: auto ? owner.id : null,
      approvedAt: auto ? new Date() : null,
      autoApproved: auto,
      resetApproval: true,
    });
    const statusReset = current.status === 'approved' && !auto;
    if (!auto && current.status !== 'pending') {
      await notifyApprovers(deps, tx, member.companyId, rules, owner, input, true);
    }
    return { absence: await viewOne(tx, member, id, rules, today), statusReset };
  });
}

/** Cancel = delete (spec), by its owner within the rules of 4.1, by admins and managers always. */
export async function cancelAbsence(deps: AbsencesDeps, member: Member, id: string) {
  const rules = await companyRules(deps.db, member.companyId);
  const today = todayIn(rules.timeZone);
  await deps.db.transaction(async (tx) => {
    const { current } = await lockedAbsence(tx, member.companyId, id);
    if (!changePermissions(member, current, today).canCancel) refuseChange(member, current, 'cancel');
    if (!(await repo.deleteAbsence(tx, member.companyId, id))) throw notFound(ABSENCE_NOT_FOUND);
  });
}

function refuseDecision(
  member: Member,
  current: repo.AbsenceRow,
  owner: { id: string; role: Role },
  action: 'approve' | 'reject',
): never {
  if (current.status !== 'pending') throw conflict(ALREADY_DECIDED);
  if (owner.id === member.userId) throw forbidden(`You cannot ${action} your own request`);
  if (member.role === 'manager' && current.firstApprovedAt) {
    throw conflict("This request was approved by a manager and waits for an admin's final approval");
  }
  throw forbidden("Only an admin can decide a manager's or an admin's request");
}

export async function approveAbsence(
  deps: AbsencesDeps,
  member: Member,
  id: string,
  opts: { allowOverAllowance?: boolean | undefined },
) {
  const rules = await companyRules(deps.db, member.companyId);
  const today = todayIn(rules.timeZone);
  return deps.db.transaction(async (tx) => {
    const { current, owner } = await lockedAbsence(tx, member.companyId, id);
    if (!owner) throw notFound('This person is no longer a member of the company');
    const rights = decisionRights(member, owner, current, rules.policy.twoStepApproval);
    if (!rights.canApprove) refuseDecision(member, current, owner, 'approve');

    if (current.absenceType === 'vacation') {
      const { shortfall } = await allowanceShortfall(
        tx,
        member.companyId,
        owner.id,
        current,
        rules,
        today,
        false,
      );
      if (shortfall) {
        const left = `${displayName(owner)} has ${daysText(shortfall.available)} of vacation left in ${shortfall.year} and this request needs ${daysText(shortfall.needed)}.`;
        if (member.role !== 'admin') throw conflict(`${left} Only an admin can approve it.`);
        if (!opts.allowOverAllowance) throw conflict(`${left} Confirm to approve it anyway.`);
      }
    }

    const absence = await mailAbsence(tx, member.companyId, rules, current);
    const approver = await people.findMember(tx, member.companyId, member.userId);
    if (!approver) throw new AppError('NO_COMPANY', 'No longer associated with any company');
    if (rights.final) {
      if (!(await repo.approveIfPending(tx, member.companyId, id, member.userId)))
        throw conflict(ALREADY_DECIDED);
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
    } else {
      if (!(await repo.firstApproveIfPending(tx, member.companyId, id, member.userId))) {
        throw conflict(ALREADY_DECIDED);
      }
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
    return { absence: await viewOne(tx, member, id, rules, today), statusReset: false };
  });
}

export async function rejectAbsence(deps: AbsencesDeps, member: Member, id: string, reason: string | null) {
  const rules = await companyRules(deps.db, member.companyId);
  const today = todayIn(rules.timeZone);
  return deps.db.transaction(async (tx) => {
    const { current, owner } = await lockedAbsence(tx, member.companyId, id);
    if (!owner) throw notFound('This person is no longer a member of the company');
    const rights = decisionRights(member, owner, current, rules.policy.twoStepApproval);
    if (!rights.canReject) refuseDecision(member, current, owner, 'reject');
    const rejectionReason = reason ? reason : null;
    if (!(await repo.rejectIfPending(tx, member.companyId, id, member.userId, rejectionReason))) {
      throw conflict(ALREADY_DECIDED);
    }
    const approver = await people.findMember(tx, member.companyId, member.userId);
    const absence = await mailAbsence(tx, member.companyId, rules, current);
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
    return { absence: await viewOne(tx, member, id, rules, today), statusReset: false };
  });
}

// ---------------------------------------------------------------------------------------------------
// Company absence rules (Settings → Preferences)

export async function getAbsencePolicy(db: Db, companyId: string) {
  return (await companyRules(db, companyId)).policy;
}

export async function updateAbsencePolicy(db: Db, member: Member, input: AbsencePolicy) {
  return repo.upsertPolicy(db, member.companyId, input, member.userId);
}
