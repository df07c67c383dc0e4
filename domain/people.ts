import type { Role } from './roles';

// People: how a person is named and shown, and the role rules every module applies (one place, so the
// "last admin" rule cannot read `=== 1` in one service and `<= 1` in another).

export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}

/** First and last name, or the e-mail when there is no name (spec: the e-mail stands in for a missing name). */
export const displayName = (p: PersonName): string =>
  [p.firstName, p.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ') || p.email;

/**
 * Up to two letters for an avatar: the initials of the first and last name, else of the e-mail's words
 * ("ana.garcia@…" → "AG"). Accepts a person or an already formatted name.
 */
export function initials(p: PersonName | string): string {
  const words =
    typeof p === 'string'
      ? p.split(/[\s@.]+/)
      : p.firstName?.trim() || p.lastName?.trim()
        ? [p.firstName ?? '', p.lastName ?? ''].flatMap((s) => s.trim().split(/\s+/).slice(0, 1))
        : (p.email.split('@')[0] ?? '').split(/[._\-+]+/);
  const letters = words
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => Array.from(w)[0]!.toUpperCase())
    .join('');
  return letters || '?';
}

/** The company keeps at least one admin: would this change (a new role, or leaving: null) remove the last? */
export const wouldRemoveLastAdmin = (currentRole: Role, nextRole: Role | null, adminCount: number): boolean =>
  currentRole === 'admin' && nextRole !== 'admin' && adminCount <= 1;

/** The company's only admin (their own requests are approved on submission; nobody else can decide them). */
export const isSoleAdmin = (role: Role, adminCount: number): boolean => role === 'admin' && adminCount <= 1;
