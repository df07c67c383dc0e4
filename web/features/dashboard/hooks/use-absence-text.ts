// The words an absence is shown with on the dashboard, in the reader's language (issue 15). The same ids and
// English texts as web/features/absences/hooks/use-absence-text.ts (features do not import each other).
import type { ShownAbsenceType } from '@domain/absence-privacy';
import { type AbsenceStatus, isHourly } from '@domain/absences';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/locale-provider';

const ABSENCE_TYPE_LABELS: Record<ShownAbsenceType, MessageDescriptor> = {
  vacation: msg({ id: 'common.absenceType.vacation', message: 'Vacation' }),
  sick_leave: msg({ id: 'common.absenceType.sickLeave', message: 'Sick Leave' }),
  personal_day: msg({ id: 'common.absenceType.personalDay', message: 'Personal Day' }),
  maternity_leave: msg({ id: 'common.absenceType.maternityLeave', message: 'Maternity Leave' }),
  paternity_leave: msg({ id: 'common.absenceType.paternityLeave', message: 'Paternity Leave' }),
  unpaid_leave: msg({ id: 'common.absenceType.unpaidLeave', message: 'Unpaid Leave' }),
  away: msg({ id: 'common.absenceType.away', message: 'Away' }),
};

const ABSENCE_STATUS_LABELS: Record<AbsenceStatus, MessageDescriptor> = {
  pending: msg({ id: 'common.absenceStatus.pending', message: 'Pending' }),
  approved: msg({ id: 'common.absenceStatus.approved', message: 'Approved' }),
  rejected: msg({ id: 'common.absenceStatus.rejected', message: 'Rejected' }),
};

export function useAbsenceText() {
  const { i18n, t } = useLingui();
  const format = useFormat();
  return {
    type: (type: ShownAbsenceType) => i18n._(ABSENCE_TYPE_LABELS[type]),
    status: (status: AbsenceStatus) => i18n._(ABSENCE_STATUS_LABELS[status]),
    /** "(AM)" for the morning off, "(PM)" for the afternoon, '' otherwise (domain/absences.ts halfDaySuffix). */
    halfDay: (flags: { halfDayStart: boolean; halfDayEnd: boolean }) =>
      flags.halfDayStart && !flags.halfDayEnd
        ? t({ id: 'common.halfDay.am', message: '(AM)' })
        : flags.halfDayEnd && !flags.halfDayStart
          ? t({ id: 'common.halfDay.pm', message: '(PM)' })
          : '',
    /** "2 h on Dec 03, 2026" for hourly leave, else its dates ("May 04, 2026 – May 08, 2026"). */
    when: (absence: { startDate: string; endDate: string; hours?: number | null | undefined }) => {
      if (!isHourly(absence)) return format.dateRange(absence.startDate, absence.endDate);
      const hours = format.hours(absence.hours);
      const date = format.date(absence.startDate);
      return t({ id: 'common.absenceWhen.hourly', message: `${hours} on ${date}` });
    },
  };
}
