// Cells of the team schedule (spec 001 section 2.11) and the team calendar (2.10), shared by the
// client's grid and calendar. A day off wins over an absence: a holiday, a weekend or a day the person does
// not work (their work schedule) inside a vacation shows as what it is, as it is not counted either. An absence
// whose type the viewer may not see arrives from the server as "away" (domain/absence-privacy.ts) and shows as
// Away.

import type { ShownAbsenceType } from './absence-privacy';
import { absenceTypeLabel, formatLeaveHours, halfDaySuffix, isHourly } from './absences';
import { isWeekend } from './calendar';

export type ScheduleCell =
  | { kind: 'holiday'; name: string }
  | { kind: 'weekend' }
  /** A day the person does not work by their schedule (a part-timer's Tuesday). */
  | { kind: 'off' }
  | {
      kind: 'absence';
      type: ShownAbsenceType;
      label: string;
      half: '' | '(AM)' | '(PM)';
      /** Hourly leave: "2 h" (shown after the label: "Vacation 2 h", "Away 2 h"); '' otherwise. */
      hours: string;
    }
  | { kind: 'working' };

export interface CellAbsence {
  absenceType: ShownAbsenceType;
  startDate: string;
  endDate: string;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  /** Hourly leave: its hours on its one day. */
  hours?: number | null | undefined;
}

/**
 * The cell of a person on a date. `scheduledHours`: their hours that day by their work schedule
 * (domain/work-schedule.ts scheduledHours); without it Monday to Friday. A day with no hours is a weekend
 * on Saturday and Sunday and "not a working day" on a weekday; a weekend day with hours is worked.
 */
export function scheduleCell(
  date: string,
  holiday: string | null,
  absences: readonly CellAbsence[],
  scheduledHours: number = isWeekend(date) ? 0 : 8,
): ScheduleCell {
  if (holiday) return { kind: 'holiday', name: holiday };
  if (scheduledHours <= 0) return isWeekend(date) ? { kind: 'weekend' } : { kind: 'off' };
  const absence = absences.find((a) => a.startDate <= date && date <= a.endDate);
  if (absence) {
    return {
      kind: 'absence',
      type: absence.absenceType,
      label: absenceTypeLabel(absence.absenceType),
      half: halfDaySuffix(absence) as '' | '(AM)' | '(PM)',
      hours: isHourly(absence) ? formatLeaveHours(absence.hours) : '',
    };
  }
  return { kind: 'working' };
}

/** Column header: the holiday name cut to 8 characters followed by an ellipsis (when it is longer). */
export function shortHolidayName(name: string, max = 8): string {
  const chars = [...name];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}

/**
 * Legend and calendar colours of the spec (maternity and paternity share purple), and a neutral one for
 * Away, apart from unpaid leave's gray so that an admin's grid never mixes the two.
 */
export const ABSENCE_COLOR: Record<
  ShownAbsenceType,
  'blue' | 'red' | 'yellow' | 'purple' | 'gray' | 'neutral'
> = {
  vacation: 'blue',
  sick_leave: 'red',
  personal_day: 'yellow',
  maternity_leave: 'purple',
  paternity_leave: 'purple',
  unpaid_leave: 'gray',
  away: 'neutral',
};
