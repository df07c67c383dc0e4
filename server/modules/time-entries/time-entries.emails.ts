import { displayName } from '@domain/people';
// E-mails about correction requests: to the admins when an employee asks to change a day of a
// submitted month, to the employee when an admin decides.

import { formatDisplayDate } from '@domain/calendar';
import { type MailMessage, renderEmail, type Unsubscribe } from '../../platform/mailer';

export interface MailPerson {
  email: string;
  firstName: string;
  lastName: string;
}

const WHAT: Record<'create' | 'update' | 'delete', string> = {
  create: 'add a time entry',
  update: 'change the time entry',
  delete: 'delete the time entry',
};

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
  const who = displayName(input.requester);
  return renderEmail({
    to: input.to.email,
    subject: `Time correction request from ${who}`,
    greeting: `Hello ${displayName(input.to)},`,
    paragraphs: [
      `${who} asks to ${WHAT[input.action]} of ${formatDisplayDate(input.date)}. That month was already submitted, so the change waits for an admin's approval.`,
      ...(input.proposed ? [`Requested times: ${input.proposed}.`] : []),
    ],
    action: {
      label: 'Review the request',
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
  const approved = input.decision === 'approved';
  return renderEmail({
    to: input.to.email,
    subject: approved ? 'Your time correction was approved' : 'Your time correction was rejected',
    greeting: `Hello ${displayName(input.to)},`,
    paragraphs: [
      `${displayName(input.decidedBy)} ${approved ? 'approved' : 'rejected'} your correction of ${formatDisplayDate(input.date)}.`,
      ...(approved ? ['Your time entry has been updated.'] : []),
      ...(input.reason ? [`Reason: ${input.reason}`] : []),
    ],
    action: {
      label: 'Open Time Tracking',
      url: `${input.appUrl}/app/time-tracking?month=${input.date.slice(0, 7)}`,
    },
    unsubscribe: input.unsubscribe,
  });
}
