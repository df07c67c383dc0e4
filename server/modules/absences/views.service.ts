// What the absences pages list: the viewer's own requests, the Pending Approvals the viewer can decide, and
// the teammates away on some days. Each request is shown with its days (the company's counting rule) and
// what the viewer may do with it (domain/absence-permissions.ts).

import { changePermissions, decisionRights } from '@domain/absence-permissions';
import { type CountingRules, countAbsenceDays } from '@domain/absences';
import type { Absence, AbsenceDetail, PendingApproval } from '@domain/contracts/absences';
import { notFound } from '@domain/errors';
import { displayName } from '@domain/people';
import type { WorkScheduleHistory } from '@domain/work-schedule';
import type { Member } from '../../platform/access';
import type { Db } from '../../platform/db';
import { type CompanyContext, loadCompanyContext } from '../context/company-context';
import * as people from '../context/people.service';
import * as repo from './absences.repository';
import { ABSENCE_NOT_FOUND, EMPLOYEE_NOT_FOUND, NOT_A_MEMBER } from './absences.service';
import { countingRules, vacationShortfalls } from './allowance.service';

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
    hours: row.hours,
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

/**
 * The counting rule of each row's person for the dates of all the rows (their schedule, the company's
 * holidays; nothing to read when there is no row).
 */
async function countingOf(
  ctx: CompanyContext,
  rows: readonly { userId: string; startDate: string; endDate: string }[],
): Promise<(userId: string) => CountingRules> {
  const mode = ctx.policy.vacationCounting;
  if (rows.length === 0) return () => ({ mode, holidays: new Set<string>() });
  let from = rows[0]!.startDate;
  let to = rows[0]!.endDate;
  for (const r of rows) {
    if (r.startDate < from) from = r.startDate;
    if (r.endDate > to) to = r.endDate;
  }
  const holidays = await ctx.holidayDates(from, to);
  const schedules = new Map<string, WorkScheduleHistory>();
  for (const r of rows) if (!schedules.has(r.userId)) schedules.set(r.userId, await ctx.scheduleOf(r.userId));
  return (userId) => ({ mode, holidays, schedule: schedules.get(userId) });
}

/** One request as the viewer sees it (the answer of every write). */
export async function viewOne(db: Db, ctx: CompanyContext, viewer: Member, id: string) {
  const row = await repo.findAbsence(db, viewer.companyId, id);
  if (!row) throw notFound(ABSENCE_NOT_FOUND);
  const counting = await countingRules(ctx, row.userId, row.startDate, row.endDate);
  return toView(row, viewer, ctx.today, counting);
}

export async function listMine(db: Db, member: Member) {
  const [ctx, rows, soleAdmin] = await Promise.all([
    // The days of absences over the years are counted: their holidays come with the company row.
    loadCompanyContext(db, member.companyId, { countedYears: true }),
    repo.listByUser(db, member.companyId, member.userId),
    people.isCompanySoleAdmin(db, member),
  ]);
  const counting = await countingOf(ctx, rows);
  return {
    absences: rows.map((row) => toView(row, member, ctx.today, counting(row.userId))),
    approvedOnSubmission: soleAdmin,
  };
}

/**
 * Pending Approvals: the requests the viewer can decide now, newest first, each vacation with what its
 * requester has left (only what is approved counts). The requesters' balances are computed in one pass: the
 * statements sent do not grow with the number of requests. The requester is a current member of the company
 * (`listPending` joins their profile in it).
 */
export async function listPendingApprovals(db: Db, member: Member) {
  const [ctx, pending] = await Promise.all([
    loadCompanyContext(db, member.companyId, { countedYears: true }),
    repo.listPending(db, member.companyId),
  ]);
  const twoStep = ctx.policy.twoStepApproval;
  const rows = pending.filter((row) => decisionRights(member, row.requester, row, twoStep).canApprove);
  const vacations = rows.filter((row) => row.absenceType === 'vacation');
  // One after the other: the balances read the holidays of the requests' years, which the counting rules then
  // find in the context (read side by side, both would read them).
  const impacts = await vacationShortfalls(
    db,
    ctx,
    vacations.map((row) => ({ person: { id: row.userId }, request: row })),
    false,
  );
  const counting = await countingOf(ctx, rows);
  const impactOf = new Map(vacations.map((row, i) => [row.id, impacts[i]!]));
  const approvals: PendingApproval[] = rows.map((row) => {
    const rights = decisionRights(member, row.requester, row, twoStep);
    const impact = impactOf.get(row.id);
    return {
      ...toView(row, member, ctx.today, counting(row.userId)),
      requester: row.requester,
      availableDays: impact?.available ?? null,
      exceedsAllowance: impact ? impact.shortfall !== null : false,
      canApprove: rights.canApprove,
      canReject: rights.canReject,
    };
  });
  return { approvals, twoStepApproval: twoStep };
}

/** Teammates with a non-rejected absence on some of the days (the form's warning). */
export async function teammatesAway(
  db: Db,
  member: Member,
  query: { startDate: string; endDate: string; excludeId?: string | undefined; userId?: string | undefined },
) {
  if (query.startDate > query.endDate) return { away: [] };
  // Beside someone else (a request recorded for them): a member of the session's company, or not found. It only
  // filters what the member could see anyway (their own absences included), so any member may name one.
  if (query.userId && query.userId !== member.userId) {
    if (!(await people.findMember(db, member.companyId, query.userId))) throw notFound(EMPLOYEE_NOT_FOUND);
  }
  const rows = await repo.teammatesAway(
    db,
    member.companyId,
    query.userId ?? member.userId,
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

const personOf = (p: { id: string; firstName: string; lastName: string; email: string }) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
});

/**
 * One absence with its person and change history (the absence dialog): its owner's, or any of the company's
 * for an admin or manager; another member's for an employee is not found, as another company's is.
 */
export async function getAbsence(db: Db, member: Member, id: string): Promise<AbsenceDetail> {
  const row = await repo.findAbsence(db, member.companyId, id);
  if (!row || (row.userId !== member.userId && member.role === 'employee')) throw notFound(ABSENCE_NOT_FOUND);
  const [ctx, person, events] = await Promise.all([
    loadCompanyContext(db, member.companyId),
    people.findMember(db, member.companyId, row.userId),
    repo.listEvents(db, member.companyId, id),
  ]);
  if (!person) throw notFound(NOT_A_MEMBER);
  const counting = await countingRules(ctx, row.userId, row.startDate, row.endDate);
  return {
    absence: toView(row, member, ctx.today, counting),
    person: personOf(person),
    history: events.map((e) => ({
      id: e.id,
      action: e.action,
      actorId: e.actorId,
      actorName: e.actorName,
      at: e.at.toISOString(),
      startDate: e.snapshot.startDate,
      endDate: e.snapshot.endDate,
      status: e.snapshot.status,
    })),
  };
}

/** A member's absences, newest first, with what the admin or manager may do with each (Settings → Team). */
export async function listMemberAbsences(db: Db, member: Member, userId: string) {
  const [ctx, person, rows] = await Promise.all([
    loadCompanyContext(db, member.companyId),
    people.findMember(db, member.companyId, userId),
    repo.listByUser(db, member.companyId, userId),
  ]);
  if (!person) throw notFound(/*i18n*/ { id: 'errors.employeeNotFound', message: 'Employee not found' });
  const counting = await countingOf(ctx, rows);
  return {
    person: personOf(person),
    absences: rows.map((row) => toView(row, member, ctx.today, counting(row.userId))),
  };
}
