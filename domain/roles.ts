import type { AccessPolicy } from './contracts/endpoint';

export const ROLES = ['employee', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const roleFlags = (role: Role | null | undefined) => ({
  isAdmin: role === 'admin',
  isManager: role === 'manager',
  isEmployee: role === 'employee',
});

/** Managers have part of the admin powers; "manager or above". */
export const isManagerOrAdmin = (role: Role | null | undefined) => role === 'admin' || role === 'manager';

const RANK: Record<Role, number> = { employee: 0, manager: 1, admin: 2 };
const NEEDED: Record<AccessPolicy, number> = { public: 0, signedIn: 0, member: 0, manager: 1, admin: 2 };

/**
 * Whether a member of the company with `role` passes an endpoint's access policy (domain/contracts/endpoint.ts):
 * the server's check of every request (server/platform/access.ts) and what the HTML preloads for them.
 */
export const roleMayCall = (policy: AccessPolicy, role: Role): boolean => RANK[role] >= NEEDED[policy];
