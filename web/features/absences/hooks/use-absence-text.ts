// The words an absence is shown with, in the reader's language (issue 15): its type, its status, its half day,
// its days and when it is. domain/absences.ts keeps the English labels for the server's e-mails and files; the
// ids are `common.` ones because the schedule and the dashboard show the same words (each feature has its own
// descriptors, as features do not import each other, with the same ids and English texts).
import type { ShownAbsenceType } from '@domain/absence-privacy';
import { type AbsenceStatus, isHourly } from '@domain/absences';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/locale-provider';

/** Spec: the type's code with underscores as spaces, capitalised (sick_leave → Sick Leave), and Away. */
export const ABSENCE_TYPE_LABELS: Record<ShownAbsenceType, MessageDescriptor> = {
  vacation: msg({ id: 'common.absenceType.vacation', message: 'Vacation' }),
  sick_leave: msg({ id: 'common.absenceType.sickLeave', message: 'Sick Leave' }),
  personal_day: msg({ id: 'common.absenceType.personalDay', message: 'Personal Day' }),
  maternity_leave: msg({ id: 'common.absenceType.maternityLeave', message: 'Maternity Leave' }),
  paternity_leave: msg({ id: 'common.absenceType.paternityLeave', message: 'Paternity Leave' }),
  unpaid_leave: msg({ id: 'common.absenceType.unpaidLeave', message: 'Unpaid Leave' }),
  away: msg({ id: 'common.absenceType.away', message: 'Away' }),
};

export const ABSENCE_STATUS_LABELS: Record<AbsenceStatus, MessageDescriptor> = {
  pending: msg({ id: 'common.absenceStatus.pending', message: 'Pending' }),
  approved: msg({ id: 'common.absenceStatus.approved', message: 'Approved' }),
  rejected: msg({ id: 'common.absenceStatus.rejected', message: 'Rejected' }),
};

/** `const text = useAbsenceText(); text.type('vacation'); text.days(2.5); text.when(absence)`. */
export function useAbsenceText() {
  const { i18n, t } = useLingui();
  const format = useFormat();
  return {
    type: (type: ShownAbsenceType) => i18n._(ABSENCE_TYPE_LABELS[type]),
    status: (status: AbsenceStatus) => i18n._(ABSENCE_STATUS_LABELS[status]),
    /** "3 days", "1 day", "0.5 days", "0.13 days" (hourly leave is a part of a day: two decimals at most). */
    days: (value: number) => {
      const days = Math.round(value * 100) / 100;
      return t({ id: 'common.days', message: plural(days, { one: '# day', other: '# days' }) });
    },
    /** "morning off", "afternoon off" or '' (after the dates in lists). */
    halfDay: (flags: { halfDayStart: boolean; halfDayEnd: boolean }) =>
      flags.halfDayStart
        ? t({ id: 'absences.halfDay.morningOff', message: 'morning off' })
        : flags.halfDayEnd
          ? t({ id: 'absences.halfDay.afternoonOff', message: 'afternoon off' })
          : '',
    /** "2 h on Dec 03, 2026" for hourly leave, else its dates ("May 04, 2026 – May 08, 2026"). */
    when: (absence: { startDate: string; endDate: string; hours?: number | null | undefined }) => {
      if (!isHourly(absence)) return format.dateRange(absence.startDate, absence.endDate);
      const hours = format.hours(absence.hours);
      const date = format.date(absence.startDate);
      return t({ id: 'common.absenceWhen.hourly', message: `${hours} on ${date}` });
    },
    /** A date range in the reader's language. */
    range: (start: string, end: string) => format.dateRange(start, end),
  };
}
