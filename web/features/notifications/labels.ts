import type { NotificationCategory } from '@domain/notifications';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** domain/notifications.ts NOTIFICATION_LABELS, in the reader's language. */
export const CATEGORY_LABELS: Record<
  NotificationCategory,
  { name: MessageDescriptor; about: MessageDescriptor }
> = {
  requests: {
    name: msg({ id: 'notifications.requests.title', message: 'Requests to review' }),
    about: msg({
      id: 'notifications.requests.description',
      message:
        'New absence requests, submitted timesheets and time correction requests that wait for your decision (managers and admins).',
    }),
  },
  decisions: {
    name: msg({ id: 'notifications.decisions.title', message: 'Decisions on your requests' }),
    about: msg({
      id: 'notifications.decisions.description',
      message: 'When your absence requests, timesheets or time corrections are approved or rejected.',
    }),
  },
  reminders: {
    name: msg({ id: 'notifications.reminders.title', message: 'Timesheet reminders' }),
    about: msg({
      id: 'notifications.reminders.description',
      message: 'On the last working day of the month, if your timesheet is not submitted yet.',
    }),
  },
};
