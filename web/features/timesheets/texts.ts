// The timesheets' words and figures in the reader's language (issue 15). Labels that domain/ defines in
// English (statuses, work-time warnings, the entry rules' messages) get their messages here, keyed by the
// domain's values, so that domain/ stays one language for the server's files and the English stays the spec's.

import {
  BREAK_BOTH_TIMES,
  BREAK_END_AFTER_START,
  BREAK_INSIDE_DAY,
  BREAKS_OVERLAP,
  CLOCK_IN_REQUIRED,
  CLOCK_OUT_AFTER_IN,
  CLOCK_OUT_WITHIN_24H,
  CLOCK_TIMES_REQUIRED,
  MAX_BREAKS,
  TOO_MANY_BREAKS,
} from '@domain/time-entries';
import type { TimesheetStatus } from '@domain/timesheets';
import type { WorkTimeWarning } from '@domain/work-time-rules';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/locale-provider';

/** The working-time warnings of domain/work-time-rules.ts (WARNING_LABELS there), as the screens show them. */
export const WARNING_MESSAGES: Record<WorkTimeWarning, MessageDescriptor> = {
  over_9_hours: msg({ id: 'timesheets.warning.over9Hours', message: 'More than 9 ordinary hours' }),
  no_break: msg({ id: 'timesheets.warning.noBreak', message: 'No 15-minute break in a stretch over 6 h' }),
  short_rest: msg({
    id: 'timesheets.warning.shortRest',
    message: 'Less than 12 h rest since the previous working day',
  }),
  over_48_hours_average: msg({
    id: 'timesheets.warning.over48HoursAverage',
    message: 'More than 48 h a week on average over the last 17 weeks',
  }),
  no_weekly_rest: msg({
    id: 'timesheets.warning.noWeeklyRest',
    message: 'No 24 h uninterrupted rest this week',
  }),
};

const max = MAX_BREAKS;

/** The entry rules' messages (domain/time-entries.ts), by the English the rules return. */
const RULE_MESSAGES: Record<string, MessageDescriptor> = {
  [CLOCK_IN_REQUIRED]: msg({ id: 'timesheets.rules.clockInRequired', message: 'Clock in time is required' }),
  [CLOCK_TIMES_REQUIRED]: msg({
    id: 'timesheets.rules.clockTimesRequired',
    message: 'Clock in and clock out times are required',
  }),
  [CLOCK_OUT_AFTER_IN]: msg({
    id: 'timesheets.rules.clockOutAfterIn',
    message: 'Clock out must be after clock in',
  }),
  [CLOCK_OUT_WITHIN_24H]: msg({
    id: 'timesheets.rules.clockOutWithin24h',
    message: 'Clock out must be within 24 hours of clock in',
  }),
  [BREAK_END_AFTER_START]: msg({
    id: 'timesheets.rules.breakEndAfterStart',
    message: 'Break end must be after break start',
  }),
  [BREAK_BOTH_TIMES]: msg({
    id: 'timesheets.rules.breakBothTimes',
    message: 'Enter both the break start and the break end',
  }),
  [BREAK_INSIDE_DAY]: msg({
    id: 'timesheets.rules.breakInsideDay',
    message: 'The break must be within the worked time',
  }),
  [BREAKS_OVERLAP]: msg({ id: 'timesheets.rules.breaksOverlap', message: 'Breaks must not overlap' }),
  [TOO_MANY_BREAKS]: msg({
    id: 'timesheets.rules.tooManyBreaks',
    message: `A work period has at most ${max} breaks`,
  }),
};

/** Strips the year from a date as the reader's language writes it: "May 04", "4 may", "4. Mai", "4 de maig". */
const withoutYear = (date: string) => date.replace(/,?\s+(?:del?\s+)?\d{4}$/, '');

/** Words and figures the timesheet screens share, in the active language. */
export function useTimesheetTexts() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const decimal = (n: number, decimals: number) =>
    format.decimal(n, { minDecimals: decimals, maxDecimals: decimals });
  const withUnit = (value: string) => t({ id: 'timesheets.units.hours', message: `${value}h` });
  return {
    format,
    /** Hours of a summary, one decimal: "7.5h" · "7,5 h". */
    summaryHours: (n: number) => withUnit(decimal(n, 1)),
    /** Hours of an entry or a day, two decimals: "7.50h" · "7,50 h". */
    entryHours: (n: number) => withUnit(decimal(n, 2)),
    /** Two decimals without the unit (the dialogs' Total Hours, whose label says hours): "7.50" · "7,50". */
    entryDecimal: (n: number) => decimal(n, 2),
    /** A variance with its sign: "+2.0h", "−4.5h", "0.0h". */
    varianceHours: (n: number) => {
      const rounded = Math.round(n * 10) / 10;
      const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
      return withUnit(`${sign}${decimal(Math.abs(rounded), 1)}`);
    },
    /** A whole percentage: "95%" · "95 %". */
    percent: (n: number) => format.percent(n / 100, 0),
    /** A day as the list names it: "Mon, May 04" · "lun, 4 may". */
    dayLabel: (date: string) => `${format.weekday(date)}, ${withoutYear(format.date(date))}`,
    /** A day with its year: "Mon, May 04, 2026" · "lun, 4 may 2026". */
    dayTitle: (date: string) => `${format.weekday(date)}, ${format.date(date)}`,
    /** A period's breaks: "break 12:00–12:30, break 16:00–16:15" (`…` while one runs). */
    breaks: (breaks: readonly { start: string; end: string | null }[]) =>
      breaks
        .map((b) => {
          const start = b.start.slice(11);
          const end = b.end ? b.end.slice(11) : '…';
          return t({ id: 'timesheets.breakRange', message: `break ${start}–${end}` });
        })
        .join(', '),
    warning: (w: WorkTimeWarning) => i18n._(WARNING_MESSAGES[w]),
    /** An entry rule's message in the reader's language (a message the client does not know stays as it is). */
    rule: (message: string) => {
      const known = RULE_MESSAGES[message];
      return known ? i18n._(known) : message;
    },
    /** The month's status badge (spec 4.2), domain/timesheets.ts `timesheetBadge`'s labels. */
    status: (status: TimesheetStatus | null, completion: number) => {
      switch (status) {
        case 'submitted':
          return t({ id: 'timesheets.status.pendingReview', message: 'Pending Review' });
        case 'approved':
          return t({ id: 'timesheets.status.approved', message: 'Approved' });
        case 'rejected':
          return t({ id: 'timesheets.status.rejected', message: 'Rejected' });
        default: {
          if (completion >= 100) return t({ id: 'timesheets.status.ready', message: 'Ready for Submission' });
          const percent = format.percent(completion / 100, 0);
          return t({ id: 'timesheets.status.draft', message: `Draft (${percent} complete)` });
        }
      }
    },
  };
}
