// The monthly reminder to submit the timesheet (optional: the "reminders" category), in the person's language.

import { displayName } from '@domain/people';
import { localeOf, type Reader, textsFor } from '../../i18n/i18n';
import { type MailMessage, renderEmail, type Unsubscribe } from '../../platform/mailer';

export interface MailPerson extends Reader {
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
  const { t, format, locale } = textsFor(localeOf(input.to));
  const month = format.month(input.month);
  return renderEmail({
    locale,
    to: input.to.email,
    subject: t(
      /*i18n*/ {
        id: 'email.reminder.subject',
        message: 'Reminder: submit your timesheet for {month}',
        values: { month },
      },
    ),
    greeting: t(
      /*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: displayName(input.to) } },
    ),
    paragraphs: [
      t(
        /*i18n*/ {
          id: 'email.reminder.lastDay',
          message:
            'Today is the last working day of {month} and your timesheet for the month is not submitted yet.',
          values: { month },
        },
      ),
      t(
        /*i18n*/ {
          id: 'email.reminder.check',
          message:
            'Check that every working day has a time entry or an approved absence, then submit it for approval.',
        },
      ),
    ],
    action: {
      label: t(/*i18n*/ { id: 'email.openTimeTracking', message: 'Open Time Tracking' }),
      url: `${input.appUrl}/app/time-tracking?month=${input.month}`,
    },
    unsubscribe: input.unsubscribe,
  });
}
