// Optional e-mail notifications: the categories a person can turn off, and when the monthly timesheet
// reminder is due. Security and account e-mails (verification, password reset, invitations, account
// deletion, data exports, failed payments) are not optional and belong to no category.

import { type IsoDate, type IsoMonth, monthOf, monthRange, todayIn } from './calendar';
import { DEFAULT_HISTORY, scheduledWorkingDays, type WorkScheduleHistory } from './work-schedule';

export const NOTIFICATION_CATEGORIES = ['requests', 'decisions', 'reminders'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_LABELS: Record<NotificationCategory, { title: string; description: string }> = {
  requests: {
    title: 'Requests to review',
    description:
      'New absence requests, submitted timesheets and time correction requests that wait for your decision (managers and admins).',
  },
  decisions: {
    title: 'Decisions on your requests',
    description: 'When your absence requests, timesheets or time corrections are approved or rejected.',
  },
  reminders: {
    title: 'Timesheet reminders',
    description: 'On the last working day of the month, if your timesheet is not submitted yet.',
  },
};

export const isNotificationCategory = (value: string): value is NotificationCategory =>
  (NOTIFICATION_CATEGORIES as readonly string[]).includes(value);

/** The last working day (of the week given, by default the company's, not a holiday) of a month; null if none. */
export function lastWorkingDayOfMonth(
  month: IsoMonth,
  holidays: ReadonlySet<IsoDate>,
  schedule: WorkScheduleHistory = DEFAULT_HISTORY,
): IsoDate | null {
  const { start, end } = monthRange(month);
  return scheduledWorkingDays(schedule, start, end, holidays).at(-1) ?? null;
}

/** The reminder goes out from this local hour on, so nobody gets it in the middle of the night. */
export const REMINDER_LOCAL_HOUR = 9;

/** The company's local date and hour at `now`. */
export function localDateAndHour(timeZone: string, now: Date): { date: IsoDate; hour: number } {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now),
  );
  return { date: todayIn(timeZone, now), hour };
}

/**
 * The month whose reminder is due at `now` in the company's time zone: today is the month's last working
 * day and it is at least REMINDER_LOCAL_HOUR there. Null otherwise.
 */
export function reminderMonthDue(
  timeZone: string,
  now: Date,
  holidays: ReadonlySet<IsoDate>,
): IsoMonth | null {
  const { date, hour } = localDateAndHour(timeZone, now);
  if (hour < REMINDER_LOCAL_HOUR) return null;
  const month = monthOf(date);
  return lastWorkingDayOfMonth(month, holidays) === date ? month : null;
}
