// Timesheet notifications: a submitted month goes to the admins; a decision goes to the employee, with
// the reason when it was rejected. In the recipient's language.

import { displayName } from '@domain/people';
import type { MonthlySummary } from '@domain/timesheets';
import { localeOf, textsFor } from '../../i18n/i18n';
import { type MailMessage, renderEmail, type Unsubscribe } from '../../platform/mailer';
import type { MailPerson } from '../time-entries/time-entries.emails';

/** Hours with one decimal, as `formatSummaryHours` ("160.0"), in the reader's separators. */
const summaryHours =
  (format: { decimal(value: number, o: { minDecimals: number; maxDecimals: number }): string }) =>
  (hours: number) =>
    format.decimal(Math.round(hours * 10) / 10, { minDecimals: 1, maxDecimals: 1 });

export function submittedEmail(input: {
  to: MailPerson;
  employee: MailPerson & { id: string };
  month: string;
  summary: MonthlySummary;
  appUrl: string;
  unsubscribe?: Unsubscribe;
}): MailMessage {
  const { t, format, locale } = textsFor(localeOf(input.to));
  const who = displayName(input.employee);
  const month = format.month(input.month);
  const hours = summaryHours(format);
  return renderEmail({
    locale,
    to: input.to.email,
    subject: t(
      /*i18n*/ {
        id: 'email.timesheets.submittedSubject',
        message: 'Timesheet for {month} submitted by {who}',
        values: { month, who },
      },
    ),
    greeting: t(
      /*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: displayName(input.to) } },
    ),
    paragraphs: [
      t(
        /*i18n*/ {
          id: 'email.timesheets.submitted',
          message: '{who} submitted their timesheet for {month} and it needs your approval.',
          values: { who, month },
        },
      ),
      t(
        /*i18n*/ {
          id: 'email.timesheets.totals',
          message: 'Total hours: {total} of {expected} expected, over {days} days worked.',
          values: {
            total: hours(input.summary.totalHours),
            expected: hours(input.summary.expectedHours),
            days: input.summary.daysWorked,
          },
        },
      ),
    ],
    action: {
      label: t(/*i18n*/ { id: 'email.timesheets.review', message: 'Review the timesheet' }),
      url: `${input.appUrl}/app/team-timesheets/${input.employee.id}?month=${input.month}`,
    },
    unsubscribe: input.unsubscribe,
  });
}

export function timesheetDecisionEmail(input: {
  to: MailPerson;
  decidedBy: MailPerson;
  month: string;
  decision: 'approved' | 'rejected';
  reason: string | null;
  appUrl: string;
  unsubscribe?: Unsubscribe;
}): MailMessage {
  const { t, format, locale } = textsFor(localeOf(input.to));
  const approved = input.decision === 'approved';
  const month = format.month(input.month);
  const by = displayName(input.decidedBy);
  return renderEmail({
    locale,
    to: input.to.email,
    subject: approved
      ? t(
          /*i18n*/ {
            id: 'email.timesheets.approvedSubject',
            message: 'Your timesheet for {month} was approved',
            values: { month },
          },
        )
      : t(
          /*i18n*/ {
            id: 'email.timesheets.rejectedSubject',
            message: 'Your timesheet for {month} was rejected',
            values: { month },
          },
        ),
    greeting: t(
      /*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: displayName(input.to) } },
    ),
    paragraphs: approved
      ? [
          t(
            /*i18n*/ {
              id: 'email.timesheets.approved',
              message: '{by} approved your timesheet for {month}. No further changes can be made to it.',
              values: { by, month },
            },
          ),
        ]
      : [
          t(
            /*i18n*/ {
              id: 'email.timesheets.rejected',
              message: '{by} rejected your timesheet for {month}.',
              values: { by, month },
            },
          ),
          t(
            /*i18n*/ {
              id: 'email.reason',
              message: 'Reason: {reason}',
              values: { reason: input.reason ?? '' },
            },
          ),
          t(
            /*i18n*/ {
              id: 'email.timesheets.correctAndResubmit',
              message: 'Correct the days concerned and submit it again.',
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
