import { describe, expect, it } from 'vitest';
import { isManagerOrAdmin, roleFlags } from './roles';

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
});
