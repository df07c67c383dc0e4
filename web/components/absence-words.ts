// The words an absence is shown with on every screen, in the reader's language (issue 15): its type, its status,
// its half day and when it is, defined once here and imported by the features that show absences.
// domain/absences.ts keeps the English labels for the server's e-mails and files.
import type { ShownAbsenceType } from '@domain/absence-privacy';
import { type AbsenceStatus, isHourly } from '@domain/absences';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/locale-provider';

/** Spec: the type's code with underscores as spaces, capitalised (sick_leave → Sick Leave), and Away. */
export const ABSENCE_TYPE_NAMES: Record<ShownAbsenceType, MessageDescriptor> = {
  vacation: msg({ id: 'common.absenceType.vacation', message: 'Vacation' }),
  sick_leave: msg({ id: 'common.absenceType.sickLeave', message: 'Sick Leave' }),
  personal_day: msg({ id: 'common.absenceType.personalDay', message: 'Personal Day' }),
  maternity_leave: msg({ id: 'common.absenceType.maternityLeave', message: 'Maternity Leave' }),
  paternity_leave: msg({ id: 'common.absenceType.paternityLeave', message: 'Paternity Leave' }),
  unpaid_leave: msg({ id: 'common.absenceType.unpaidLeave', message: 'Unpaid Leave' }),
  away: msg({ id: 'common.absenceType.away', message: 'Away' }),
};

export const ABSENCE_STATUS_NAMES: Record<AbsenceStatus, MessageDescriptor> = {
  pending: msg({ id: 'common.absenceStatus.pending', message: 'Pending' }),
  approved: msg({ id: 'common.absenceStatus.approved', message: 'Approved' }),
  rejected: msg({ id: 'common.absenceStatus.rejected', message: 'Rejected' }),
};

/** A half day's suffix (domain/absences.ts halfDaySuffix): "(AM)" for the morning off, "(PM)" for the afternoon. */
export const HALF_DAY_NAMES = {
  am: msg({ id: 'common.halfDay.am', message: '(AM)' }),
  pm: msg({ id: 'common.halfDay.pm', message: '(PM)' }),
} as const;

/** `const words = useAbsenceWords(); words.type('vacation'); words.status('pending'); words.when(absence)`. */
export function useAbsenceWords() {
  const { i18n, t } = useLingui();
  const format = useFormat();
  return {
    type: (type: ShownAbsenceType) => i18n._(ABSENCE_TYPE_NAMES[type]),
    status: (status: AbsenceStatus) => i18n._(ABSENCE_STATUS_NAMES[status]),
    /** "2 h on Dec 03, 2026" for hourly leave, else its dates ("May 04, 2026 – May 08, 2026"). */
    when: (absence: { startDate: string; endDate: string; hours?: number | null | undefined }) => {
      if (!isHourly(absence)) return format.dateRange(absence.startDate, absence.endDate);
      const hours = format.hours(absence.hours);
      const date = format.date(absence.startDate);
      return t({ id: 'common.absenceWhen.hourly', message: `${hours} on ${date}` });
    },
  };
}
