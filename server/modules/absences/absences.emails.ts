// The absence e-mails: to the approvers when a request needs a decision, to the requester when it is
// decided. Rendered through renderEmail (plain text + escaped HTML), in the recipient's language.

import { type AbsenceType, isHourly } from '@domain/absences';
import { displayName } from '@domain/people';
import { absenceTypeName, daysMessage } from '../../i18n/common';
import { localeOf, type Reader, type Texts, textsFor } from '../../i18n/i18n';
import { type MailMessage, renderEmail, type Unsubscribe } from '../../platform/mailer';

export interface MailPerson extends Reader {
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

function summaryOf({ t, format }: Texts, absence: MailAbsence): string {
  const half = absence.halfDayStart ? 'morning' : absence.halfDayEnd ? 'afternoon' : 'none';
  const when = isHourly(absence)
    ? t(
        /*i18n*/ {
          id: 'email.absences.hoursOn',
          message: '{hours} on {date}',
          values: { hours: format.hours(absence.hours), date: format.date(absence.startDate) },
        },
      )
    : format.dateRange(absence.startDate, absence.endDate);
  const type = t(absenceTypeName(absence.absenceType));
  return absence.absenceType === 'vacation'
    ? t(
        /*i18n*/ {
          id: 'email.absences.summaryVacation',
          message:
            '{type}: {when}{half, select, morning { (morning off)} afternoon { (afternoon off)} other {}}, {days} of vacation.',
          values: { type, when, half, days: daysMessage(absence.days) },
        },
      )
    : t(
        /*i18n*/ {
          id: 'email.absences.summary',
          message:
            '{type}: {when}{half, select, morning { (morning off)} afternoon { (afternoon off)} other {}}.',
          values: { type, when, half },
        },
      );
}

const hello = ({ t }: Texts, to: MailPerson) =>
  t(/*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: displayName(to) } });

const reasonLine = ({ t }: Texts, reason: string) =>
  t(/*i18n*/ { id: 'email.reason', message: 'Reason: {reason}', values: { reason } });

const REVIEW_REQUEST = /*i18n*/ { id: 'email.absences.reviewRequest', message: 'Review the request' };
const SEE_REQUESTS = /*i18n*/ { id: 'email.absences.seeRequests', message: 'See your requests' };

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
  const texts = textsFor(localeOf(input.to));
  const { t } = texts;
  const who = displayName(input.requester);
  const by = input.actor ? displayName(input.actor) : null;
  const intro = input.changed
    ? by
      ? t(
          /*i18n*/ {
            id: 'email.absences.changedBy',
            message: "{by} changed {who}'s approved absence request. It needs your approval again.",
            values: { by, who },
          },
        )
      : t(
          /*i18n*/ {
            id: 'email.absences.changed',
            message: '{who} changed an approved absence request. It needs your approval again.',
            values: { who },
          },
        )
    : by
      ? t(
          /*i18n*/ {
            id: 'email.absences.recordedBy',
            message: '{by} recorded time off for {who} and it needs a decision.',
            values: { by, who },
          },
        )
      : t(
          /*i18n*/ {
            id: 'email.absences.requested',
            message: '{who} requested time off and it needs a decision.',
            values: { who },
          },
        );
  return renderEmail({
    locale: texts.locale,
    to: input.to.email,
    subject: input.changed
      ? t(
          /*i18n*/ {
            id: 'email.absences.changedSubject',
            message: 'Changed absence request from {who}',
            values: { who },
          },
        )
      : t(
          /*i18n*/ {
            id: 'email.absences.newSubject',
            message: 'New absence request from {who}',
            values: { who },
          },
        ),
    greeting: hello(texts, input.to),
    paragraphs: [
      intro,
      summaryOf(texts, input.absence),
      ...(input.absence.reason ? [reasonLine(texts, input.absence.reason)] : []),
    ],
    action: { label: t(REVIEW_REQUEST), url: `${input.appUrl}/app/absences` },
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
  const texts = textsFor(localeOf(input.to));
  const { t } = texts;
  const who = displayName(input.requester);
  return renderEmail({
    locale: texts.locale,
    to: input.to.email,
    subject: t(
      /*i18n*/ {
        id: 'email.absences.finalApprovalSubject',
        message: 'Absence request from {who} awaits your final approval',
        values: { who },
      },
    ),
    greeting: hello(texts, input.to),
    paragraphs: [
      t(
        /*i18n*/ {
          id: 'email.absences.finalApproval',
          message:
            "{manager} approved this request. Your company uses two-step approval, so it waits for an admin's final decision.",
          values: { manager: displayName(input.manager) },
        },
      ),
      summaryOf(texts, input.absence),
      ...(input.absence.reason ? [reasonLine(texts, input.absence.reason)] : []),
    ],
    action: { label: t(REVIEW_REQUEST), url: `${input.appUrl}/app/absences` },
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
  const texts = textsFor(localeOf(input.to));
  const { t } = texts;
  const approved = input.decision === 'approved';
  const by = displayName(input.decidedBy);
  return renderEmail({
    locale: texts.locale,
    to: input.to.email,
    subject: approved
      ? t(/*i18n*/ { id: 'email.absences.approvedSubject', message: 'Your absence request was approved' })
      : t(/*i18n*/ { id: 'email.absences.rejectedSubject', message: 'Your absence request was rejected' }),
    greeting: hello(texts, input.to),
    paragraphs: [
      approved
        ? t(
            /*i18n*/ {
              id: 'email.absences.approved',
              message: '{by} approved your absence request.',
              values: { by },
            },
          )
        : t(
            /*i18n*/ {
              id: 'email.absences.rejected',
              message: '{by} rejected your absence request.',
              values: { by },
            },
          ),
      summaryOf(texts, input.absence),
      ...(approved
        ? []
        : [
            input.rejectionReason
              ? reasonLine(texts, input.rejectionReason)
              : t(
                  /*i18n*/ {
                    id: 'email.absences.noReason',
                    message: 'No reason was given. Ask your manager if you have questions.',
                  },
                ),
          ]),
    ],
    action: { label: t(SEE_REQUESTS), url: `${input.appUrl}/app/absences` },
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
  const texts = textsFor(localeOf(input.to));
  const { t } = texts;
  const who = displayName(input.actor);
  const subject = {
    recorded: /*i18n*/ {
      id: 'email.absences.recordedForYouSubject',
      message: '{who} recorded an absence for you',
      values: { who },
    },
    changed: /*i18n*/ {
      id: 'email.absences.changedForYouSubject',
      message: '{who} changed your absence',
      values: { who },
    },
    cancelled: /*i18n*/ {
      id: 'email.absences.cancelledForYouSubject',
      message: '{who} cancelled your absence',
      values: { who },
    },
  }[input.change];
  const what = {
    recorded: /*i18n*/ {
      id: 'email.absences.recordedForYou',
      message: '{who} recorded this absence on your behalf.',
      values: { who },
    },
    changed: /*i18n*/ {
      id: 'email.absences.changedForYou',
      message: '{who} changed your absence. It is now as follows.',
      values: { who },
    },
    cancelled: /*i18n*/ {
      id: 'email.absences.cancelledForYou',
      message: '{who} cancelled this absence. It no longer counts.',
      values: { who },
    },
  }[input.change];
  const state =
    input.change === 'cancelled'
      ? []
      : [
          input.status === 'approved'
            ? t(/*i18n*/ { id: 'email.absences.isApproved', message: 'It is approved.' })
            : t(/*i18n*/ { id: 'email.absences.waitsForApproval', message: 'It waits for an approval.' }),
        ];
  return renderEmail({
    locale: texts.locale,
    to: input.to.email,
    subject: t(subject),
    greeting: hello(texts, input.to),
    paragraphs: [
      t(what),
      summaryOf(texts, input.absence),
      ...state,
      ...(input.absence.reason ? [reasonLine(texts, input.absence.reason)] : []),
      t(/*i18n*/ { id: 'email.absences.askThem', message: 'Ask them if you have questions.' }),
    ],
    action: { label: t(SEE_REQUESTS), url: `${input.appUrl}/app/absences` },
    unsubscribe: input.unsubscribe,
  });
}
