export const ROLES = ['employee', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const roleFlags = (role: Role | null | undefined) => ({
  isAdmin: role === 'admin',
  isManager: role === 'manager',
  isEmployee: role === 'employee',
});

/** Managers have part of the admin powers; "manager or above". */
export const isManagerOrAdmin = (role: Role | null | undefined) => role === 'admin' || role === 'manager';
