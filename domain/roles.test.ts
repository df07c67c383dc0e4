import { describe, expect, it } from 'vitest';
import { isManagerOrAdmin, roleFlags, roleMayCall } from './roles';

describe('roles', () => {
  it('derives the flags from the role', () => {
    expect(roleFlags('admin')).toEqual({ isAdmin: true, isManager: false, isEmployee: false });
    expect(roleFlags('employee')).toEqual({ isAdmin: false, isManager: false, isEmployee: true });
    expect(roleFlags(undefined)).toEqual({ isAdmin: false, isManager: false, isEmployee: false });
  });

  it('managers and admins are "manager or above"', () => {
    expect(['admin', 'manager', 'employee'].map((r) => isManagerOrAdmin(r as never))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('a role may call the policies at or below its rank', () => {
    const policies = ['public', 'signedIn', 'member', 'manager', 'admin'] as const;
    const table = (role: 'employee' | 'manager' | 'admin') => policies.map((p) => roleMayCall(p, role));
    expect(table('employee')).toEqual([true, true, true, false, false]);
    expect(table('manager')).toEqual([true, true, true, true, false]);
    expect(table('admin')).toEqual([true, true, true, true, true]);
  });
});
