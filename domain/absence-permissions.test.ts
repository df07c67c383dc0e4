import { describe, expect, it } from 'vitest';
import {
  approverRoles,
  canRecordFor,
  changePermissions,
  decisionRights,
  statusActingFor,
} from './absence-permissions';

const today = '2026-06-15';
const ana = { userId: 'ana', role: 'employee' as const };
const own = (status: string, endDate = '2026-07-01') => ({ userId: 'ana', status, endDate });

describe('changePermissions (spec 001 section 4.1)', () => {
  it('admins may edit and cancel any absence, ended ones included (spec 6)', () => {
    for (const status of ['pending', 'approved', 'rejected']) {
      expect(changePermissions({ userId: 'boss', role: 'admin' }, own(status, '2020-01-01'), today)).toEqual({
        canEdit: true,
        canCancel: true,
      });
    }
  });

  it("managers may edit and cancel someone else's approved absence, even in the past, not a pending or rejected one", () => {
    const manager = { userId: 'boss', role: 'manager' as const };
    expect(changePermissions(manager, own('approved', '2020-01-01'), today)).toEqual({
      canEdit: true,
      canCancel: true,
    });
    for (const status of ['pending', 'rejected']) {
      expect(changePermissions(manager, own(status), today)).toEqual({ canEdit: false, canCancel: false });
    }
    // Their own, whatever its status, as before.
    const mine = { userId: 'boss', status: 'rejected', endDate: '2020-01-01' };
    expect(changePermissions(manager, mine, today)).toEqual({ canEdit: true, canCancel: true });
  });

  it("an employee may do nothing with someone else's absence", () => {
    expect(changePermissions({ userId: 'bob', role: 'employee' }, own('pending'), today)).toEqual({
      canEdit: false,
      canCancel: false,
    });
  });

  it('the owner may edit and cancel a pending request, even one in the past', () => {
    expect(changePermissions(ana, own('pending', '2026-01-02'), today)).toEqual({
      canEdit: true,
      canCancel: true,
    });
  });

  it('the owner may change an approved absence until its last day, not after', () => {
    expect(changePermissions(ana, own('approved', '2026-06-16'), today)).toEqual({
      canEdit: true,
      canCancel: true,
    });
    // Ends today: still open.
    expect(changePermissions(ana, own('approved', today), today)).toEqual({ canEdit: true, canCancel: true });
    expect(changePermissions(ana, own('approved', '2026-06-14'), today)).toEqual({
      canEdit: false,
      canCancel: false,
    });
  });

  it('the owner may remove a rejected request but not edit it', () => {
    expect(changePermissions(ana, own('rejected'), today)).toEqual({ canEdit: false, canCancel: true });
  });
});

describe('decisionRights (spec 001 section 6)', () => {
  const pending = { status: 'pending', firstApprovedAt: null };
  const admin = { userId: 'adm', role: 'admin' as const };
  const manager = { userId: 'mgr', role: 'manager' as const };
  const employee = { id: 'ana', role: 'employee' as const };

  it('nobody decides their own request, nor one that is no longer pending', () => {
    expect(decisionRights(admin, { id: 'adm', role: 'admin' }, pending, false).canApprove).toBe(false);
    expect(decisionRights(manager, { id: 'mgr', role: 'manager' }, pending, false).canApprove).toBe(false);
    for (const status of ['approved', 'rejected']) {
      expect(decisionRights(admin, employee, { status, firstApprovedAt: null }, false)).toEqual({
        canApprove: false,
        canReject: false,
        final: false,
      });
    }
  });

  it("admins decide everyone's request, finally", () => {
    for (const requester of [
      employee,
      { id: 'mgr', role: 'manager' as const },
      { id: 'x', role: 'admin' as const },
    ]) {
      expect(decisionRights(admin, requester, pending, true)).toEqual({
        canApprove: true,
        canReject: true,
        final: true,
      });
    }
  });

  it("managers decide employees' requests only; with two steps their approval is the first", () => {
    expect(decisionRights(manager, employee, pending, false)).toEqual({
      canApprove: true,
      canReject: true,
      final: true,
    });
    expect(decisionRights(manager, employee, pending, true)).toEqual({
      canApprove: true,
      canReject: true,
      final: false,
    });
    expect(decisionRights(manager, { id: 'm2', role: 'manager' }, pending, false).canApprove).toBe(false);
    expect(decisionRights({ userId: 'e2', role: 'employee' }, employee, pending, false).canApprove).toBe(
      false,
    );
  });

  it('once a manager approved the first step, only an admin decides', () => {
    const firstStepDone = { status: 'pending', firstApprovedAt: new Date('2026-06-01T10:00:00Z') };
    expect(decisionRights(manager, employee, firstStepDone, true).canApprove).toBe(false);
    expect(decisionRights(manager, employee, firstStepDone, true).canReject).toBe(false);
    expect(decisionRights(admin, employee, firstStepDone, true)).toMatchObject({
      canApprove: true,
      final: true,
    });
  });
});

describe('approverRoles', () => {
  it("sends an employee's request to managers and admins, a manager's or admin's to admins", () => {
    expect(approverRoles('employee')).toEqual(['manager', 'admin']);
    expect(approverRoles('manager')).toEqual(['admin']);
    expect(approverRoles('admin')).toEqual(['admin']);
  });
});

describe('recording an absence for someone else', () => {
  const admin = { userId: 'adm', role: 'admin' as const };
  const manager = { userId: 'mgr', role: 'manager' as const };
  const employee = { id: 'ana', role: 'employee' as const };

  it('admins and managers may record for others; an employee only for themselves', () => {
    expect(canRecordFor(admin, 'ana')).toBe(true);
    expect(canRecordFor(manager, 'ana')).toBe(true);
    expect(canRecordFor({ userId: 'bob', role: 'employee' }, 'ana')).toBe(false);
    expect(canRecordFor({ userId: 'ana', role: 'employee' }, 'ana')).toBe(true);
  });

  it("is their decision where they could approve the person's request, else it waits for an admin", () => {
    expect(statusActingFor(admin, employee, false)).toBe('approved');
    expect(statusActingFor(admin, { id: 'm2', role: 'manager' }, true)).toBe('approved');
    expect(statusActingFor(manager, employee, false)).toBe('approved');
    // Two-step approval: the manager's record is the first step.
    expect(statusActingFor(manager, employee, true)).toBe('first_approved');
    // Managers do not decide managers' or admins' requests.
    expect(statusActingFor(manager, { id: 'm2', role: 'manager' }, false)).toBe('pending');
    expect(statusActingFor(manager, { id: 'adm', role: 'admin' }, false)).toBe('pending');
  });
});
