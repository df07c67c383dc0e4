import { displayName } from '@domain/people';
import { daysText } from '@domain/plural';
// The absence e-mails: to the approvers when a request needs a decision, to the requester when it is
// decided. Rendered through renderEmail (plain text + escaped HTML).

import { type AbsenceType, absenceTypeLabel, absenceWhen } from '@domain/absences';
import { type MailMessage, renderEmail, type Unsubscribe } from '../../platform/mailer';

export interface MailPerson {
  email: string;
  firstName: string;
  lastName: string;
}

export interface MailAbsence {
  absenceType: AbsenceType;
  startDate: string;
  endDate: string;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  /** Hourly leave: its hours on its one day. */
  hours?: number | null;
  reason: string | null;
  days: number;
}

function summaryOf(absence: MailAbsence): string {
  const half = absence.halfDayStart ? ' (morning off)' : absence.halfDayEnd ? ' (afternoon off)' : '';
  const counted = absence.absenceType === 'vacation' ? `, ${daysText(absence.days)} of vacation` : '';
  return `${absenceTypeLabel(absence.absenceType)}: ${absenceWhen(absence)}${half}${counted}.`;
}

export function newRequestEmail(input: {
  to: MailPerson;
  requester: MailPerson;
  absence: MailAbsence;
  appUrl: string;
  /** An approved request was changed and needs a decision again. */
  changed?: boolean;
  /** Someone else recorded or changed it (an admin or a manager): named beside the person it is for. */
  actor?: MailPerson | undefined;
  unsubscribe?: Unsubscribe;
}): MailMessage {
  const who = displayName(input.requester);
  const by = input.actor ? displayName(input.actor) : null;
  return renderEmail({
    to: input.to.email,
    subject: input.changed ? `Changed absence request from ${who}` : `New absence request from ${who}`,
    greeting: `Hello ${displayName(input.to)},`,
    paragraphs: [
      input.changed
        ? `${by ? `${by} changed ${who}'s` : `${who} changed an`} approved absence request. It needs your approval again.`
        : by
          ? `${by} recorded time off for ${who} and it needs a decision.`
          : `${who} requested time off and it needs a decision.`,
      summaryOf(input.absence),
      ...(input.absence.reason ? [`Reason: ${input.absence.reason}`] : []),
    ],
    action: { label: 'Review the request', url: `${input.appUrl}/app/absences` },
    unsubscribe: input.unsubscribe,
  });
}

export function finalApprovalEmail(input: {
  to: MailPerson;
  requester: MailPerson;
  manager: MailPerson;
  absence: MailAbsence;
  appUrl: string;
  unsubscribe?: Unsubscribe;
}): MailMessage {
  const who = displayName(input.requester);
  return renderEmail({
    to: input.to.email,
    subject: `Absence request from ${who} awaits your final approval`,
    greeting: `Hello ${displayName(input.to)},`,
    paragraphs: [
      `${displayName(input.manager)} approved this request. Your company uses two-step approval, so it waits for an admin's final decision.`,
      summaryOf(input.absence),
      ...(input.absence.reason ? [`Reason: ${input.absence.reason}`] : []),
    ],
    action: { label: 'Review the request', url: `${input.appUrl}/app/absences` },
    unsubscribe: input.unsubscribe,
  });
}

export function decisionEmail(input: {
  to: MailPerson;
  decidedBy: MailPerson;
  absence: MailAbsence;
  decision: 'approved' | 'rejected';
  rejectionReason?: string | null;
  appUrl: string;
  unsubscribe?: Unsubscribe;
}): MailMessage {
  const approved = input.decision === 'approved';
  return renderEmail({
    to: input.to.email,
    subject: approved ? 'Your absence request was approved' : 'Your absence request was rejected',
    greeting: `Hello ${displayName(input.to)},`,
    paragraphs: [
      `${displayName(input.decidedBy)} ${approved ? 'approved' : 'rejected'} your absence request.`,
      summaryOf(input.absence),
      ...(approved
        ? []
        : [
            input.rejectionReason
              ? `Reason: ${input.rejectionReason}`
              : 'No reason was given. Ask your manager if you have questions.',
          ]),
    ],
    action: { label: 'See your requests', url: `${input.appUrl}/app/absences` },
    unsubscribe: input.unsubscribe,
  });
}

/**
 * To the person when an admin or manager recorded, changed or cancelled their absence on their behalf.
 * `status` is the absence's status after the change (not used for a cancellation).
 */
export function changedForYouEmail(input: {
  to: MailPerson;
  actor: MailPerson;
  absence: MailAbsence;
  change: 'recorded' | 'changed' | 'cancelled';
  status: 'pending' | 'approved' | 'rejected';
  appUrl: string;
  unsubscribe?: Unsubscribe;
}): MailMessage {
  const who = displayName(input.actor);
  const subject = {
    recorded: `${who} recorded an absence for you`,
    changed: `${who} changed your absence`,
    cancelled: `${who} cancelled your absence`,
  }[input.change];
  const what = {
    recorded: `${who} recorded this absence on your behalf.`,
    changed: `${who} changed your absence. It is now as follows.`,
    cancelled: `${who} cancelled this absence. It no longer counts.`,
  }[input.change];
  const state =
    input.change === 'cancelled'
      ? []
      : [input.status === 'approved' ? 'It is approved.' : 'It waits for an approval.'];
  return renderEmail({
    to: input.to.email,
    subject,
    greeting: `Hello ${displayName(input.to)},`,
    paragraphs: [
      what,
      summaryOf(input.absence),
      ...state,
      ...(input.absence.reason ? [`Reason: ${input.absence.reason}`] : []),
      'Ask them if you have questions.',
    ],
    action: { label: 'See your requests', url: `${input.appUrl}/app/absences` },
    unsubscribe: input.unsubscribe,
  });
}
