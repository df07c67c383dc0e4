import type { MonthView } from '@domain/contracts/time-entries';
import { shownSummary } from '@domain/timesheets';
import { useMemo } from 'react';

/**
 * The Monthly Summary of a month view, by the same function the server uses for submission and exports:
 * an approved month shows the figures frozen with its approval.
 */
export function useMonthSummary(view: MonthView | undefined) {
  return useMemo(
    () =>
      view
        ? shownSummary(
            {
              month: view.month,
              holidays: new Set(view.holidays.map((h) => h.date)),
              absences: view.absences,
              entries: view.entries,
              schedule: view.schedule,
            },
            view.approval,
          )
        : null,
    [view],
  );
}
