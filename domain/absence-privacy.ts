// Who may see the type of an absence (GDPR art. 9: sick leave and maternity/paternity leave are health data;
// unpaid leave says something about a private life). The person themself, managers (they decide their
// employees' requests) and admins see the type; everyone else, and every calendar feed whose owner is not one
// of them, sees "Away". The server applies this before an absence leaves it: the type is never sent to a
// viewer who may not see it.

import type { Viewer } from './absence-permissions';
import { ABSENCE_TYPES, type AbsenceType } from './absences';

/** The types shown by type only to the person, managers and admins. */
export const PRIVATE_ABSENCE_TYPES: readonly AbsenceType[] = [
  'sick_leave',
  'maternity_leave',
  'paternity_leave',
  'unpaid_leave',
];

/** What a viewer who may not see a private type is shown instead (absenceTypeLabel: "Away"). */
export const AWAY = 'away' as const;

/** The types an answer may carry: every type, or "away" where the viewer may not see it. */
export const SHOWN_ABSENCE_TYPES = [...ABSENCE_TYPES, AWAY] as const;
export type ShownAbsenceType = (typeof SHOWN_ABSENCE_TYPES)[number];

export const isPrivateAbsenceType = (type: AbsenceType): boolean => PRIVATE_ABSENCE_TYPES.includes(type);

/** Whether this viewer may see the type of this absence. */
export function canSeeAbsenceType(viewer: Viewer, absence: { userId: string; absenceType: AbsenceType }) {
  if (!isPrivateAbsenceType(absence.absenceType)) return true;
  return viewer.userId === absence.userId || viewer.role === 'admin' || viewer.role === 'manager';
}

/** The type as this viewer is shown it: the type itself, or "away". */
export function shownAbsenceType(
  viewer: Viewer,
  absence: { userId: string; absenceType: AbsenceType },
): ShownAbsenceType {
  return canSeeAbsenceType(viewer, absence) ? absence.absenceType : AWAY;
}
