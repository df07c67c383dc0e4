// Words several of the server's texts share: absence types, statuses, a count of days.

import type { AbsenceType } from '@domain/absences';
import { type Message, withValues } from '@domain/i18n/message';

/** An absence type's name (the English is `absenceTypeLabel`'s: "Sick Leave"). */
export const ABSENCE_TYPE_NAMES: Record<AbsenceType | 'away', Message> = {
  vacation: /*i18n*/ { id: 'common.absenceType.vacation', message: 'Vacation' },
  sick_leave: /*i18n*/ { id: 'common.absenceType.sickLeave', message: 'Sick Leave' },
  personal_day: /*i18n*/ { id: 'common.absenceType.personalDay', message: 'Personal Day' },
  maternity_leave: /*i18n*/ { id: 'common.absenceType.maternityLeave', message: 'Maternity Leave' },
  paternity_leave: /*i18n*/ { id: 'common.absenceType.paternityLeave', message: 'Paternity Leave' },
  unpaid_leave: /*i18n*/ { id: 'common.absenceType.unpaidLeave', message: 'Unpaid Leave' },
  away: /*i18n*/ { id: 'common.absenceType.away', message: 'Away' },
};

export const absenceTypeName = (type: string): Message =>
  ABSENCE_TYPE_NAMES[type as AbsenceType | 'away'] ?? { id: type, message: type };

/** A number of days as people read it ("1 day", "0.5 days"): two decimals at most, as `daysText`. */
export const daysMessage = (days: number): Message =>
  withValues(
    /*i18n*/ { id: 'common.days', message: '{days, plural, one {# day} other {# days}}' },
    {
      days: Math.round(days * 100) / 100,
    },
  );
