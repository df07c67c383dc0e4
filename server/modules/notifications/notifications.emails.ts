import { displayName } from '@domain/people';
// The monthly reminder to submit the timesheet (optional: the "reminders" category).

import { formatMonthLabel } from '@domain/calendar';
import { type MailMessage, renderEmail, type Unsubscribe } from '../../platform/mailer';

export interface MailPerson {
  email: string;
  firstName: string;
  lastName: string;
}

export function timesheetReminderEmail(input: {
  to: MailPerson;
  month: string;
  appUrl: string;
  unsubscribe: Unsubscribe;
}): MailMessage {
  const label = formatMonthLabel(input.month);
  return renderEmail({
    to: input.to.email,
    subject: `Reminder: submit your timesheet for ${label}`,
    greeting: `Hello ${displayName(input.to)},`,
    paragraphs: [
      `Today is the last working day of ${label} and your timesheet for the month is not submitted yet.`,
      'Check that every working day has a time entry or an approved absence, then submit it for approval.',
    ],
    action: { label: 'Open Time Tracking', url: `${input.appUrl}/app/time-tracking?month=${input.month}` },
    unsubscribe: input.unsubscribe,
  });
}
