// E-mails about correction requests: to the admins when an employee asks to change a day of a
// submitted month, to the employee when an admin decides. In the recipient's language.

import { displayName } from '@domain/people';
import { localeOf, type Reader, textsFor } from '../../i18n/i18n';
import { type MailMessage, renderEmail, type Unsubscribe } from '../../platform/mailer';

export interface MailPerson extends Reader {
  email: string;
  firstName: string;
  lastName: string;
}

export function correctionRequestedEmail(input: {
  to: MailPerson;
  requester: MailPerson;
  action: 'create' | 'update' | 'delete';
  date: string;
  proposed: string | null;
  appUrl: string;
  userId: string;
  unsubscribe?: Unsubscribe;
}): MailMessage {
  const { t, format, locale } = textsFor(localeOf(input.to));
  const who = displayName(input.requester);
  return renderEmail({
    locale,
    to: input.to.email,
    subject: t(
      /*i18n*/ {
        id: 'email.corrections.requestSubject',
        message: 'Time correction request from {who}',
        values: { who },
      },
    ),
    greeting: t(
      /*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: displayName(input.to) } },
    ),
    paragraphs: [
      t(
        /*i18n*/ {
          id: 'email.corrections.requested',
          message:
            "{who} asks to {action, select, create {add a time entry} update {change the time entry} other {delete the time entry}} of {date}. That month was already submitted, so the change waits for an admin's approval.",
          values: { who, action: input.action, date: format.date(input.date) },
        },
      ),
      ...(input.proposed
        ? [
            t(
              /*i18n*/ {
                id: 'email.corrections.proposed',
                message: 'Requested times: {times}.',
                values: { times: input.proposed },
              },
            ),
          ]
        : []),
    ],
    action: {
      label: t(/*i18n*/ { id: 'email.absences.reviewRequest', message: 'Review the request' }),
      url: `${input.appUrl}/app/team-timesheets/${input.userId}?month=${input.date.slice(0, 7)}`,
    },
    unsubscribe: input.unsubscribe,
  });
}

export function correctionDecisionEmail(input: {
  to: MailPerson;
  decidedBy: MailPerson;
  date: string;
  decision: 'approved' | 'rejected';
  reason: string | null;
  appUrl: string;
  unsubscribe?: Unsubscribe;
}): MailMessage {
  const { t, format, locale } = textsFor(localeOf(input.to));
  const approved = input.decision === 'approved';
  const values = { by: displayName(input.decidedBy), date: format.date(input.date) };
  return renderEmail({
    locale,
    to: input.to.email,
    subject: approved
      ? t(/*i18n*/ { id: 'email.corrections.approvedSubject', message: 'Your time correction was approved' })
      : t(/*i18n*/ { id: 'email.corrections.rejectedSubject', message: 'Your time correction was rejected' }),
    greeting: t(
      /*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: displayName(input.to) } },
    ),
    paragraphs: [
      approved
        ? t(
            /*i18n*/ {
              id: 'email.corrections.approved',
              message: '{by} approved your correction of {date}.',
              values,
            },
          )
        : t(
            /*i18n*/ {
              id: 'email.corrections.rejected',
              message: '{by} rejected your correction of {date}.',
              values,
            },
          ),
      ...(approved
        ? [t(/*i18n*/ { id: 'email.corrections.updated', message: 'Your time entry has been updated.' })]
        : []),
      ...(input.reason
        ? [t(/*i18n*/ { id: 'email.reason', message: 'Reason: {reason}', values: { reason: input.reason } })]
        : []),
    ],
    action: {
      label: t(/*i18n*/ { id: 'email.openTimeTracking', message: 'Open Time Tracking' }),
      url: `${input.appUrl}/app/time-tracking?month=${input.date.slice(0, 7)}`,
    },
    unsubscribe: input.unsubscribe,
  });
}
