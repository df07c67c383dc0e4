import { describe, expect, it } from 'vitest';
import {
  AWAY,
  canSeeAbsenceType,
  PRIVATE_ABSENCE_TYPES,
  SHOWN_ABSENCE_TYPES,
  shownAbsenceType,
} from './absence-privacy';
import { ABSENCE_TYPES, absenceTypeLabel } from './absences';

const ana = { userId: 'ana', role: 'employee' as const };
const bob = { userId: 'bob', role: 'employee' as const };
const mia = { userId: 'mia', role: 'manager' as const };
const ada = { userId: 'ada', role: 'admin' as const };
const anasOwn = (absenceType: (typeof ABSENCE_TYPES)[number]) => ({ userId: 'ana', absenceType });

describe('absence type privacy', () => {
  it('keeps sick, maternity, paternity and unpaid leave private; vacation and personal days are not', () => {
    expect([...PRIVATE_ABSENCE_TYPES].sort()).toEqual([
      'maternity_leave',
      'paternity_leave',
      'sick_leave',
      'unpaid_leave',
    ]);
    expect(ABSENCE_TYPES.filter((t) => !PRIVATE_ABSENCE_TYPES.includes(t))).toEqual([
      'vacation',
      'personal_day',
    ]);
  });

  it('shows a private type to the person, managers and admins', () => {
    for (const type of PRIVATE_ABSENCE_TYPES) {
      for (const viewer of [ana, mia, ada]) {
        expect(canSeeAbsenceType(viewer, anasOwn(type)), `${viewer.userId} ${type}`).toBe(true);
        expect(shownAbsenceType(viewer, anasOwn(type))).toBe(type);
      }
    }
  });

  it('shows a colleague "Away" for a private type', () => {
    for (const type of PRIVATE_ABSENCE_TYPES) {
      expect(canSeeAbsenceType(bob, anasOwn(type))).toBe(false);
      expect(shownAbsenceType(bob, anasOwn(type))).toBe(AWAY);
    }
    // A manager's or an admin's sick leave is hidden from an employee too.
    expect(shownAbsenceType(bob, { userId: 'mia', absenceType: 'sick_leave' })).toBe(AWAY);
    expect(shownAbsenceType(bob, { userId: 'ada', absenceType: 'maternity_leave' })).toBe(AWAY);
  });

  it('shows everyone vacation and personal days as they are', () => {
    for (const type of ['vacation', 'personal_day'] as const) {
      expect(shownAbsenceType(bob, anasOwn(type))).toBe(type);
    }
  });

  it('"away" is one more shown type, labelled Away', () => {
    expect(SHOWN_ABSENCE_TYPES).toEqual([...ABSENCE_TYPES, 'away']);
    expect(absenceTypeLabel(AWAY)).toBe('Away');
  });
});
