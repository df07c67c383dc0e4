// The report's words and figures in the reader's language (issue 15). domain/reports.ts keeps the English the
// server's files print (presets, the absenteeism definition, the period's problems); the screen shows these
// messages instead, keyed by the domain's values.
import type { AbsenceType } from '@domain/absences';
import {
  MAX_REPORT_YEARS,
  PERIOD_END_BEFORE_START,
  PERIOD_TOO_LONG,
  type ReportPreset,
} from '@domain/reports';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ABSENCE_TYPE_NAMES } from '@/components/absence-words';
import { useFormat } from '@/lib/i18n/locale-provider';

export const PRESET_MESSAGES: Record<ReportPreset, MessageDescriptor> = {
  this_month: msg({ id: 'reports.preset.thisMonth', message: 'This month' }),
  last_month: msg({ id: 'reports.preset.lastMonth', message: 'Last month' }),
  this_quarter: msg({ id: 'reports.preset.thisQuarter', message: 'This quarter' }),
  this_year: msg({ id: 'reports.preset.thisYear', message: 'This year' }),
  custom: msg({ id: 'reports.preset.custom', message: 'Custom range' }),
};

/** domain/reports.ts ABSENTEEISM_DEFINITION. */
export const ABSENTEEISM_DEFINITION_MESSAGE = msg({
  id: 'reports.absenteeism.definition',
  message:
    'Absenteeism = sick leave days ÷ scheduled working days of each person while a member, in the period up to today. Planned leave (vacation, personal days, maternity, paternity and unpaid leave) is not counted.',
});

const years = MAX_REPORT_YEARS;
/** The problem of a custom period without both dates (use-report-period.ts). */
export const NO_DATES = 'Choose a start and an end date';

/** What is wrong with a custom period (domain/reports.ts `periodProblem`, and no dates at all). */
const PROBLEM_MESSAGES: Record<string, MessageDescriptor> = {
  [PERIOD_END_BEFORE_START]: msg({
    id: 'reports.period.endBeforeStart',
    message: 'The end date cannot be before the start date',
  }),
  [PERIOD_TOO_LONG]: msg({
    id: 'reports.period.tooLong',
    message: `Choose a period of at most ${years} years`,
  }),
  [NO_DATES]: msg({ id: 'reports.period.noDates', message: 'Choose a start and an end date' }),
};

/** Figures of the report in the active language. */
export function useReportTexts() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const decimal = (n: number) => format.decimal(n, { minDecimals: 1, maxDecimals: 1 });
  const withUnit = (value: string) => t({ id: 'reports.units.hours', message: `${value}h` });
  return {
    format,
    /** Days, two decimals at most: "2.5" · "2,5" (domain/reports.ts `formatDays`). */
    days: (n: number) => format.decimal(Math.round(n * 100) / 100),
    /** A rate in percent, one decimal: "12.3%" · "12,3 %" (domain/reports.ts `formatRate`). */
    rate: (percent: number) => format.percent(Math.round(percent * 10) / 1000, 1),
    /** Hours, one decimal: "7.5h" · "7,5 h". */
    hours: (n: number) => withUnit(decimal(Math.round(n * 10) / 10)),
    /** Hours with a sign: "+2.0h", "−4.5h", "0.0h". */
    signedHours: (n: number) => {
      const rounded = Math.round(n * 10) / 10;
      const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
      return withUnit(`${sign}${decimal(Math.abs(rounded))}`);
    },
    absenceType: (type: AbsenceType) => i18n._(ABSENCE_TYPE_NAMES[type]),
    preset: (preset: ReportPreset) => i18n._(PRESET_MESSAGES[preset]),
    problem: (problem: string) => {
      const known = PROBLEM_MESSAGES[problem];
      return known ? i18n._(known) : problem;
    },
  };
}
