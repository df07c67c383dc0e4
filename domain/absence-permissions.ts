// Who may change, cancel and decide an absence request (spec 001 sections 4.1 and 6). Pure: the server
// applies them to the request as it is under the owner's lock, and shows them on every request it lists.

import type { IsoDate } from './calendar';
import type { Role } from './roles';

export interface Viewer {
  userId: string;
  role: Role;
}

export interface ChangeRights {
  canEdit: boolean;
  canCancel: boolean;
}

export function changePermissions(
  viewer: Viewer,
  absence: { userId: string; status: string; endDate: IsoDate },
  today: IsoDate,
): ChangeRights {
  // Spec 6: admins edit or cancel any absence, past ones included; managers someone else's approved
  // absences, even in the past (a pending one they decide, a rejected one is its owner's to remove).
  if (viewer.role === 'admin') return { canEdit: true, canCancel: true };
  if (viewer.role === 'manager') {
    const allowed = absence.userId === viewer.userId || absence.status === 'approved';
    return { canEdit: allowed, canCancel: allowed };
  }
  if (absence.userId !== viewer.userId) return { canEdit: false, canCancel: false };
  if (absence.status === 'pending') return { canEdit: true, canCancel: true };
  // The owner's approved absence only while it has not ended (end date today or later).
  if (absence.status === 'approved') {
    const open = absence.endDate >= today;
    return { canEdit: open, canCancel: open };
  }
  // Rejected: the owner may remove it from the list, and submit a new request instead of editing it.
  return { canEdit: false, canCancel: true };
}

export interface DecisionRights {
  canApprove: boolean;
  canReject: boolean;
  /** The approval decides the request (false: a manager's first step of a two-step approval). */
  final: boolean;
}

/**
 * Who decides a pending request: nobody their own; admins everyone's; managers employees' requests.
 * With two-step approval a manager's approval is the first step and an admin's the final one.
 */
export function decisionRights(
  viewer: Viewer,
  requester: { id: string; role: Role },
  absence: { status: string; firstApprovedAt: Date | null },
  twoStep: boolean,
): DecisionRights {
  const none = { canApprove: false, canReject: false, final: false };
  if (absence.status !== 'pending' || requester.id === viewer.userId) return none;
  if (viewer.role === 'admin') return { canApprove: true, canReject: true, final: true };
  if (viewer.role === 'manager' && requester.role === 'employee' && !absence.firstApprovedAt) {
    return { canApprove: true, canReject: true, final: !twoStep };
  }
  return none;
}

/** Whom a new or changed request is sent to: an employee's to managers and admins, others' to admins. */
export function approverRoles(requesterRole: Role): Role[] {
  return requesterRole === 'employee' ? ['manager', 'admin'] : ['admin'];
}

/** Who may record an absence on someone else's behalf (the employee phoned in sick): admins and managers. */
export function canRecordFor(viewer: Viewer, ownerId: string): boolean {
  return ownerId === viewer.userId || viewer.role === 'admin' || viewer.role === 'manager';
}

/**
 * The status of an absence an admin or manager records or edits for someone else: their decision when they
 * could approve the person's request (approved; with two-step approval a manager's is the first step and it
 * waits for an admin), otherwise pending for its approvers (a manager acting for a manager or an admin).
 */
export function statusActingFor(
  viewer: Viewer,
  owner: { id: string; role: Role },
  twoStep: boolean,
): 'approved' | 'first_approved' | 'pending' {
  const rights = decisionRights(viewer, owner, { status: 'pending', firstApprovedAt: null }, twoStep);
  if (!rights.canApprove) return 'pending';
  return rights.final ? 'approved' : 'first_approved';
}
