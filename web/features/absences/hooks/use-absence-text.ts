// The words an absence is shown with on the absences screens, in the reader's language (issue 15): the shared
// ones (type, status, when: web/components/absence-words.ts) and this feature's (days, half days in lists).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAbsenceWords } from '@/components/absence-words';
import { useFormat } from '@/lib/i18n/locale-provider';

/** `const text = useAbsenceText(); text.type('vacation'); text.days(2.5); text.when(absence)`. */
export function useAbsenceText() {
  const { t } = useLingui();
  const format = useFormat();
  return {
    ...useAbsenceWords(),
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
    /** A date range in the reader's language. */
    range: (start: string, end: string) => format.dateRange(start, end),
  };
}
