import { isIsoDate } from '@domain/calendar';
import { type Period, periodProblem, presetPeriod, REPORT_PRESETS, type ReportPreset } from '@domain/reports';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { localToday } from '@/lib/dates';
import { NO_DATES } from '../texts';

export interface ReportPeriodState {
  preset: ReportPreset;
  /** The dates asked for (a custom range may be incomplete or wrong). */
  from: string;
  to: string;
  /** The period to compute, or null while it is wrong. */
  period: Period | null;
  /** Why the period cannot be computed, in the spec's words (shown through `useReportTexts().problem`). */
  problem: string | null;
}

/**
 * The report's period, kept in the address (?period=last_month, or ?period=custom&from=…&to=…) so a link
 * or a reload opens the same report. Presets follow this device's today.
 */
export function useReportPeriod(): [ReportPeriodState, (preset: ReportPreset, custom?: Period) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const preset: ReportPreset = REPORT_PRESETS.includes(asked as ReportPreset)
    ? (asked as ReportPreset)
    : 'this_month';
  let state: ReportPeriodState;
  if (preset === 'custom') {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const problem = !isIsoDate(from) || !isIsoDate(to) ? NO_DATES : periodProblem(from, to);
    state = { preset, from, to, period: problem ? null : { from, to }, problem };
  } else {
    const period = presetPeriod(preset, localToday());
    state = { preset, ...period, period, problem: null };
  }
  const setPeriod = useCallback(
    (next: ReportPreset, custom?: Period) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.set('period', next);
          if (next === 'custom' && custom) {
            out.set('from', custom.from);
            out.set('to', custom.to);
          } else {
            out.delete('from');
            out.delete('to');
          }
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [state, setPeriod];
}
