// The words an absence is shown with on the dashboard, in the reader's language (issue 15): the shared ones
// (web/components/absence-words.ts) and the half day as a suffix.
import { useLingui } from '@lingui/react/macro';
import { HALF_DAY_NAMES, useAbsenceWords } from '@/components/absence-words';

export function useAbsenceText() {
  const { i18n } = useLingui();
  return {
    ...useAbsenceWords(),
    /** "(AM)" for the morning off, "(PM)" for the afternoon, '' otherwise (domain/absences.ts halfDaySuffix). */
    halfDay: (flags: { halfDayStart: boolean; halfDayEnd: boolean }) =>
      flags.halfDayStart && !flags.halfDayEnd
        ? i18n._(HALF_DAY_NAMES.am)
        : flags.halfDayEnd && !flags.halfDayStart
          ? i18n._(HALF_DAY_NAMES.pm)
          : '',
  };
}
