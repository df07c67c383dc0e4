import type { AbsenceEventAction, AbsenceStatus, AbsenceType } from '@domain/absences';
import type { AbsencePolicy } from '@domain/contracts/absences';
import type { Role } from '@domain/roles';
import { and, asc, desc, eq, gte, isNull, lte, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { absenceEvents, absencePolicies, absences, memberships, profiles } from '../../db/schema';
import type { Db } from '../../platform/db';
import { openMembershipOf } from '../context/people.repository';

const approver = alias(profiles, 'approver');
const firstApprover = alias(profiles, 'first_approver');

const personOf = (p: typeof approver | typeof firstApprover) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
});

const absenceColumns = {
  id: absences.id,
  companyId: absences.companyId,
  userId: absences.userId,
  absenceType: absences.absenceType,
  startDate: absences.startDate,
  endDate: absences.endDate,
  reason: absences.reason,
  status: absences.status,
  halfDayStart: absences.halfDayStart,
  halfDayEnd: absences.halfDayEnd,
  hours: absences.hours,
  approvedAt: absences.approvedAt,
  rejectionReason: absences.rejectionReason,
  firstApprovedAt: absences.firstApprovedAt,
  autoApproved: absences.autoApproved,
  createdAt: absences.createdAt,
  approvedBy: personOf(approver),
  firstApprovedBy: personOf(firstApprover),
};

export type AbsenceRow = {
  id: string;
  companyId: string;
  userId: string;
  absenceType: AbsenceType;
  startDate: string;
  endDate: string;
  reason: string | null;
  status: AbsenceStatus;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  hours: number | null;
  approvedAt: Date | null;
  rejectionReason: string | null;
  firstApprovedAt: Date | null;
  autoApproved: boolean;
  createdAt: Date;
  approvedBy: { id: string; firstName: string; lastName: string; email: string } | null;
  firstApprovedBy: { id: string; firstName: string; lastName: string; email: string } | null;
};

function selectAbsences(db: Db) {
  return db
    .select(absenceColumns)
    .from(absences)
    .leftJoin(approver, eq(approver.id, absences.approvedBy))
    .leftJoin(firstApprover, eq(firstApprover.id, absences.firstApprovedBy));
}

export async function findAbsence(db: Db, companyId: string, id: string): Promise<AbsenceRow | null> {
  const rows = await selectAbsences(db)
    .where(and(eq(absences.companyId, companyId), eq(absences.id, id)))
    .limit(1);
  return (rows[0] as AbsenceRow | undefined) ?? null;
}

export async function listByUser(db: Db, companyId: string, userId: string): Promise<AbsenceRow[]> {
  return (await selectAbsences(db)
    .where(and(eq(absences.companyId, companyId), eq(absences.userId, userId)))
    .orderBy(desc(absences.createdAt), desc(absences.id))) as AbsenceRow[];
}

export interface Requester {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  avatarUrl: string | null;
}

/** Pending requests of the company with their requester (current members only), newest first. */
export async function listPending(db: Db, companyId: string) {
  const requester = alias(profiles, 'requester');
  const rows = await db
    .select({
      ...absenceColumns,
      requester: {
        id: requester.id,
        firstName: requester.firstName,
        lastName: requester.lastName,
        email: requester.email,
        role: memberships.role,
        avatarUrl: requester.avatarUrl,
      },
    })
    .from(absences)
    .innerJoin(memberships, openMembershipOf(absences.companyId, absences.userId))
    .innerJoin(requester, eq(requester.id, absences.userId))
    .leftJoin(approver, eq(approver.id, absences.approvedBy))
    .leftJoin(firstApprover, eq(firstApprover.id, absences.firstApprovedBy))
    .where(and(eq(absences.companyId, companyId), eq(absences.status, 'pending')))
    .orderBy(desc(absences.createdAt), desc(absences.id));
  return rows as (AbsenceRow & { requester: Requester })[];
}

/** Whether the person has a non-rejected absence sharing a day with the range (other than `excludeId`). */
export async function hasOverlap(
  db: Db,
  companyId: string,
  userId: string,
  start: string,
  end: string,
  excludeId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: absences.id })
    .from(absences)
    .where(
      and(
        eq(absences.companyId, companyId),
        eq(absences.userId, userId),
        ne(absences.status, 'rejected'),
        lte(absences.startDate, end),
        gte(absences.endDate, start),
        excludeId ? ne(absences.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Other members' non-rejected absences sharing a day with the range (the form's "teammates away"). */
export async function teammatesAway(
  db: Db,
  companyId: string,
  userId: string,
  start: string,
  end: string,
  excludeId?: string,
) {
  return db
    .select({
      userId: absences.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      startDate: absences.startDate,
      endDate: absences.endDate,
      status: absences.status,
    })
    .from(absences)
    .innerJoin(memberships, openMembershipOf(absences.companyId, absences.userId))
    .innerJoin(profiles, eq(profiles.id, absences.userId))
    .where(
      and(
        eq(absences.companyId, companyId),
        ne(absences.userId, userId),
        ne(absences.status, 'rejected'),
        lte(absences.startDate, end),
        gte(absences.endDate, start),
        excludeId ? ne(absences.id, excludeId) : undefined,
      ),
    )
    .orderBy(asc(absences.startDate), asc(profiles.firstName))
    .limit(50);
}

export async function insertAbsence(
  db: Db,
  values: {
    companyId: string;
    userId: string;
    absenceType: AbsenceType;
    startDate: string;
    endDate: string;
    reason: string | null;
    halfDayStart: boolean;
    halfDayEnd: boolean;
    hours: number | null;
    status: AbsenceStatus;
    approvedBy: string | null;
    approvedAt: Date | null;
    firstApprovedBy?: string | null;
    firstApprovedAt?: Date | null;
    autoApproved: boolean;
  },
) {
  const rows = await db.insert(absences).values(values).returning({ id: absences.id });
  return rows[0]!.id;
}

/** An edit: the new fields and the status they lead to (approver fields cleared unless auto-approved). */
export async function updateAbsence(
  db: Db,
  companyId: string,
  id: string,
  values: {
    absenceType: AbsenceType;
    startDate: string;
    endDate: string;
    reason: string | null;
    halfDayStart: boolean;
    halfDayEnd: boolean;
    hours: number | null;
    status: AbsenceStatus;
    approvedBy: string | null;
    approvedAt: Date | null;
    autoApproved: boolean;
    resetApproval: boolean;
    /** Two-step approval: the manager's edit on someone's behalf is the first approval. */
    firstApprovedBy?: string | null;
    firstApprovedAt?: Date | null;
  },
) {
  const { resetApproval, firstApprovedBy, firstApprovedAt, ...fields } = values;
  const rows = await db
    .update(absences)
    .set({
      ...fields,
      ...(resetApproval ? { firstApprovedBy: null, firstApprovedAt: null, rejectionReason: null } : {}),
      ...(firstApprovedBy ? { firstApprovedBy, firstApprovedAt } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(absences.companyId, companyId), eq(absences.id, id)))
    .returning({ id: absences.id });
  return rows.length > 0;
}

/**
 * The final approval. Conditional on the request still being pending, so of a concurrent approve and
 * reject exactly one wins.
 */
export async function approveIfPending(db: Db, companyId: string, id: string, approverId: string) {
  const rows = await db
    .update(absences)
    .set({ status: 'approved', approvedBy: approverId, approvedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(absences.companyId, companyId), eq(absences.id, id), eq(absences.status, 'pending')))
    .returning({ id: absences.id });
  return rows.length > 0;
}

/** A manager's approval in two-step mode: recorded once, the request stays pending for an admin. */
export async function firstApproveIfPending(db: Db, companyId: string, id: string, approverId: string) {
  const rows = await db
    .update(absences)
    .set({ firstApprovedBy: approverId, firstApprovedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(absences.companyId, companyId),
        eq(absences.id, id),
        eq(absences.status, 'pending'),
        isNull(absences.firstApprovedBy),
      ),
    )
    .returning({ id: absences.id });
  return rows.length > 0;
}

export async function rejectIfPending(
  db: Db,
  companyId: string,
  id: string,
  approverId: string,
  reason: string | null,
) {
  const rows = await db
    .update(absences)
    .set({
      status: 'rejected',
      approvedBy: approverId,
      approvedAt: new Date(),
      rejectionReason: reason,
      updatedAt: new Date(),
    })
    .where(and(eq(absences.companyId, companyId), eq(absences.id, id), eq(absences.status, 'pending')))
    .returning({ id: absences.id });
  return rows.length > 0;
}

/** What the history keeps of the absence after a change (before it, for a cancellation). */
export interface AbsenceSnapshot {
  absenceType: AbsenceType;
  startDate: string;
  endDate: string;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  hours: number | null;
  status: AbsenceStatus;
  reason: string | null;
}

export async function insertEvent(
  db: Db,
  values: {
    companyId: string;
    absenceId: string;
    userId: string;
    action: AbsenceEventAction;
    actorId: string;
    actorName: string;
    snapshot: AbsenceSnapshot;
  },
) {
  await db.insert(absenceEvents).values(values);
}

/** An absence's history, oldest first (also after the absence was cancelled). */
export async function listEvents(db: Db, companyId: string, absenceId: string) {
  const rows = await db
    .select({
      id: absenceEvents.id,
      action: absenceEvents.action,
      actorId: absenceEvents.actorId,
      actorName: absenceEvents.actorName,
      snapshot: absenceEvents.snapshot,
      at: absenceEvents.at,
    })
    .from(absenceEvents)
    .where(and(eq(absenceEvents.companyId, companyId), eq(absenceEvents.absenceId, absenceId)))
    .orderBy(asc(absenceEvents.at), asc(absenceEvents.id));
  return rows.map((r) => ({ ...r, snapshot: r.snapshot as AbsenceSnapshot }));
}

export async function deleteAbsence(db: Db, companyId: string, id: string) {
  const rows = await db
    .delete(absences)
    .where(and(eq(absences.companyId, companyId), eq(absences.id, id)))
    .returning({ id: absences.id });
  return rows.length > 0;
}

/** Settings → Preferences: the company's absence rules, created on the first change. */
export async function upsertPolicy(db: Db, companyId: string, values: AbsencePolicy, updatedBy: string) {
  const rows = await db
    .insert(absencePolicies)
    .values({ companyId, ...values, updatedBy })
    .onConflictDoUpdate({
      target: absencePolicies.companyId,
      set: { ...values, updatedBy, updatedAt: new Date() },
    })
    .returning({
      vacationCounting: absencePolicies.vacationCounting,
      carryOverMaxDays: absencePolicies.carryOverMaxDays,
      carryOverExpiry: absencePolicies.carryOverExpiry,
      allowanceRounding: absencePolicies.allowanceRounding,
      twoStepApproval: absencePolicies.twoStepApproval,
    });
  return rows[0]!;
}
