// The dashboard's rules (spec 000 sections 2, 3 and 9): when Getting Started shows, which reviews are
// overdue and where each one is opened. Pure, shared by the server (the figures) and the client (texts).

import { addDays, type IsoDate } from './calendar';
import type { Role } from './roles';
import { DEFAULT_HISTORY, isScheduledWorkingDay, type WorkScheduleHistory } from './work-schedule';

/** Recent Absence Requests: created in the last 7 days, the 5 newest (spec section 9). */
export const RECENT_ABSENCE_DAYS = 7;
export const RECENT_ABSENCE_LIMIT = 5;

/** A review is overdue when it has waited more than this many working days. */
export const OVERDUE_AFTER_WORKING_DAYS = 3;

/** At most this many overdue items are listed (the count covers them all). */
export const OVERDUE_LIST_LIMIT = 10;

/** Currently Working and Team Presence refresh this often while the tab is visible. */
export const DASHBOARD_POLL_MS = 15_000;

/** Getting Started replaces Recent Absence Requests and Team Presence while the company has 1 member or fewer. */
export const showGettingStarted = (members: number): boolean => members <= 1;

/**
 * Working days (of the company’s default week, not a company holiday) a review has waited: those after the day it
 * started waiting, up to and including today. A request sent on Monday has waited 1 working day on
 * Tuesday and 4 on Friday.
 */
export function workingDaysWaited(
  since: IsoDate,
  today: IsoDate,
  holidays: ReadonlySet<IsoDate>,
  schedule: WorkScheduleHistory = DEFAULT_HISTORY,
): number {
  let count = 0;
  for (let day = addDays(since, 1); day <= today; day = addDays(day, 1)) {
    if (isScheduledWorkingDay(schedule, day, holidays)) count++;
  }
  return count;
}

/**
 * The first day on which a review that started waiting is not yet overdue: anything waiting since a
 * day before it has waited more than `after` working days by today. It is the (after + 1)-th working day
 * counted back from today, today included when it is a working day. Comparing a date with it is O(1), so
 * the dashboard can count every pending item without walking the calendar for each one.
 */
export function overdueCutoff(
  today: IsoDate,
  holidays: ReadonlySet<IsoDate>,
  after: number = OVERDUE_AFTER_WORKING_DAYS,
  schedule: WorkScheduleHistory = DEFAULT_HISTORY,
): IsoDate {
  let found = 0;
  let day = today;
  // 400 days back is far beyond any run of holidays; the bound only guards against a broken calendar.
  for (let i = 0; i < 400; i++, day = addDays(day, -1)) {
    if (isScheduledWorkingDay(schedule, day, holidays) && ++found === after + 1) return day;
  }
  return day;
}

/** Whether something waiting since `since` (a local date) is overdue today. */
export const isOverdue = (
  since: IsoDate,
  today: IsoDate,
  holidays: ReadonlySet<IsoDate>,
  after: number = OVERDUE_AFTER_WORKING_DAYS,
): boolean => since < overdueCutoff(today, holidays, after);

export type OverdueKind = 'absence' | 'timesheet';

export interface OverdueSubject {
  kind: OverdueKind;
  /** The person whose request or timesheet waits. */
  userId: string;
  /** The timesheet's month (`yyyy-MM`); absences have none. */
  month?: string | null;
}

/**
 * Which overdue items a person is shown, and where each opens. The count on the stat card is the
 * company's (team-wide counts are shown to everyone); the list only names what the viewer may see:
 * admins every item; managers every absence request (they see the company's requests) and their own
 * timesheet; employees only their own. Null: not shown to this viewer.
 */
export function overdueLink(item: OverdueSubject, viewer: { userId: string; role: Role }): string | null {
  const own = item.userId === viewer.userId;
  if (item.kind === 'absence') {
    if (own) return '/app/absences';
    return viewer.role === 'employee' ? null : '/app/absences#pending-approvals';
  }
  const month = item.month ?? '';
  if (viewer.role === 'admin') {
    return `/app/team-timesheets/${encodeURIComponent(item.userId)}?month=${month}`;
  }
  return own ? `/app/time-tracking?month=${month}` : null;
}
