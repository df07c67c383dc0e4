import { displayName } from '@domain/people';
// Timesheet notifications: a submitted month goes to the admins; a decision goes to the employee, with
// the reason when it was rejected.

import { formatMonthLabel } from '@domain/calendar';
import { formatSummaryHours, type MonthlySummary } from '@domain/timesheets';
import { type MailMessage, renderEmail, type Unsubscribe } from '../../platform/mailer';
import type { MailPerson } from '../time-entries/time-entries.emails';

export function submittedEmail(input: {
  to: MailPerson;
  employee: MailPerson & { id: string };
  month: string;
  summary: MonthlySummary;
  appUrl: string;
  unsubscribe?: Unsubscribe;
}): MailMessage {
  const who = displayName(input.employee);
  const label = formatMonthLabel(input.month);
  return renderEmail({
    to: input.to.email,
    subject: `Timesheet for ${label} submitted by ${who}`,
    greeting: `Hello ${displayName(input.to)},`,
    paragraphs: [
      `${who} submitted their timesheet for ${label} and it needs your approval.`,
      `Total hours: ${formatSummaryHours(input.summary.totalHours)} of ${formatSummaryHours(input.summary.expectedHours)} expected, over ${input.summary.daysWorked} days worked.`,
    ],
    action: {
      label: 'Review the timesheet',
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
  const approved = input.decision === 'approved';
  const label = formatMonthLabel(input.month);
  return renderEmail({
    to: input.to.email,
    subject: approved
      ? `Your timesheet for ${label} was approved`
      : `Your timesheet for ${label} was rejected`,
    greeting: `Hello ${displayName(input.to)},`,
    paragraphs: approved
      ? [
          `${displayName(input.decidedBy)} approved your timesheet for ${label}. No further changes can be made to it.`,
        ]
      : [
          `${displayName(input.decidedBy)} rejected your timesheet for ${label}.`,
          `Reason: ${input.reason ?? ''}`,
          'Correct the days concerned and submit it again.',
        ],
    action: { label: 'Open Time Tracking', url: `${input.appUrl}/app/time-tracking?month=${input.month}` },
    unsubscribe: input.unsubscribe,
  });
}
