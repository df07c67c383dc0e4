// Cells of the team schedule (spec 001 section 2.11) and the team calendar (2.10), shared by the
// client's grid and calendar. A day off wins over an absence: a holiday, a weekend or a day the person does
// not work (their work schedule) inside a vacation shows as what it is, as it is not counted either. An absence
// whose type the viewer may not see arrives from the server as "away" (domain/absence-privacy.ts) and shows as
// Away.

import type { ShownAbsenceType } from './absence-privacy';
import { absenceTypeLabel, formatLeaveHours, halfDaySuffix, isHourly } from './absences';
import { addDays, type IsoDate, isWeekend, weekday } from './calendar';
import type { Schedule, ScheduleAbsence } from './contracts/schedule';

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
      /** A request not decided yet (shown hatched, "pending approval" in words). */
      pending: boolean;
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
  /** Absent: approved. */
  status?: 'approved' | 'pending' | undefined;
}

/**
 * The cell of a person on a date. `scheduledHours`: their hours that day by their work schedule
 * (domain/work-schedule.ts scheduledHours); without it Monday to Friday. A day with no hours is a weekend
 * on Saturday and Sunday and "not a working day" on a weekday; a weekend day with hours is worked. An
 * approved absence wins over a pending request of the same day.
 */
/** The absence a day's cell shows: an approved one before a pending request on the same day. */
export function absenceOn<A extends CellAbsence>(date: string, absences: readonly A[]): A | undefined {
  const covers = (a: A) => a.startDate <= date && date <= a.endDate;
  return absences.find((a) => covers(a) && a.status !== 'pending') ?? absences.find(covers);
}

export function scheduleCell(
  date: string,
  holiday: string | null,
  absences: readonly CellAbsence[],
  scheduledHours: number = isWeekend(date) ? 0 : 8,
): ScheduleCell {
  if (holiday) return { kind: 'holiday', name: holiday };
  if (scheduledHours <= 0) return isWeekend(date) ? { kind: 'weekend' } : { kind: 'off' };
  const absence = absenceOn(date, absences);
  if (absence) {
    return {
      kind: 'absence',
      type: absence.absenceType,
      label: absenceTypeLabel(absence.absenceType),
      half: halfDaySuffix(absence) as '' | '(AM)' | '(PM)',
      hours: isHourly(absence) ? formatLeaveHours(absence.hours) : '',
      pending: absence.status === 'pending',
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

/** The Monday of the week of a date (weeks run Monday to Sunday, as in the team calendar). */
export function weekStart(date: IsoDate): IsoDate {
  return addDays(date, -((weekday(date) + 6) % 7));
}

/**
 * The schedule of the days from `from` to `to` out of the months that hold them (a week across two months
 * comes from two month answers): the days in order, every member of the newest answer with their hours of
 * those days and their absences of both months once each. A member missing from one month (joined between the
 * two answers) has no hours on its days.
 */
export function scheduleBetween(months: readonly Schedule[], from: IsoDate, to: IsoDate): Schedule {
  const latest = months[months.length - 1]!;
  const days: Schedule['days'] = [];
  const hours = new Map<string, number[]>(latest.members.map((m) => [m.id, []]));
  const absences = new Map<string, Map<string, ScheduleAbsence>>(
    latest.members.map((m) => [m.id, new Map()]),
  );
  for (const month of months) {
    const byId = new Map(month.members.map((m) => [m.id, m]));
    month.days.forEach((day, i) => {
      if (day.date < from || day.date > to) return;
      days.push(day);
      for (const [id, list] of hours) list.push(byId.get(id)?.scheduledHours[i] ?? 0);
    });
    for (const member of month.members) {
      const own = absences.get(member.id);
      for (const a of member.absences) if (a.startDate <= to && a.endDate >= from) own?.set(a.id, a);
    }
  }
  return {
    ...latest,
    days,
    members: latest.members.map((m) => ({
      ...m,
      absences: [...(absences.get(m.id)?.values() ?? [])].sort((a, b) =>
        a.startDate.localeCompare(b.startDate),
      ),
      scheduledHours: hours.get(m.id) ?? [],
    })),
  };
}
