import { describe, expect, it } from 'vitest';
import { approverRoles, changePermissions, decisionRights } from './absence-permissions';

const today = '2026-06-15';
const ana = { userId: 'ana', role: 'employee' as const };
const own = (status: string, endDate = '2026-07-01') => ({ userId: 'ana', status, endDate });

describe('changePermissions (spec 001 section 4.1)', () => {
  it('admins and managers may edit and cancel any absence, ended ones included', () => {
    for (const role of ['admin', 'manager'] as const) {
      for (const status of ['pending', 'approved', 'rejected']) {
        expect(changePermissions({ userId: 'boss', role }, own(status, '2020-01-01'), today)).toEqual({
          canEdit: true,
          canCancel: true,
        });
      }
    }
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
