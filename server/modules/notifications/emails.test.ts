import { describe, expect, it } from 'vitest';
import type { MailMessage, Unsubscribe } from '../../platform/mailer';
import { decisionEmail, finalApprovalEmail, newRequestEmail } from '../absences/absences.emails';
import { accountDeletedEmail, deletionRequestedEmail } from '../privacy/privacy.emails';
import { correctionDecisionEmail, correctionRequestedEmail } from '../time-entries/time-entries.emails';
import { submittedEmail, timesheetDecisionEmail } from '../timesheets/timesheets.emails';
import { timesheetReminderEmail } from './notifications.emails';

const unsubscribe: Unsubscribe = {
  url: 'https://plantel.example/unsubscribe?token=t',
  oneClickUrl: 'https://plantel.example/api/notifications/unsubscribe/one-click?token=t',
};
const to = { id: 'u1', email: 'ana@example.test', firstName: 'Ana', lastName: '<García>' };
const absence = {
  absenceType: 'vacation' as const,
  startDate: '2026-05-04',
  endDate: '2026-05-08',
  halfDayStart: false,
  halfDayEnd: false,
  reason: null,
  days: 5,
};
const appUrl = 'https://plantel.example';
const summary = { totalHours: 160, expectedHours: 168, daysWorked: 20 } as never;

// Every optional e-mail of the product, rendered with an unsubscribe link.
const optional: [string, MailMessage][] = [
  ['new absence request', newRequestEmail({ to, requester: to, absence, appUrl, unsubscribe })],
  ['final approval', finalApprovalEmail({ to, requester: to, manager: to, absence, appUrl, unsubscribe })],
  [
    'absence decision',
    decisionEmail({ to, decidedBy: to, absence, decision: 'approved', appUrl, unsubscribe }),
  ],
  [
    'correction request',
    correctionRequestedEmail({
      to,
      requester: to,
      action: 'update',
      date: '2026-03-02',
      proposed: null,
      appUrl,
      userId: 'u1',
      unsubscribe,
    }),
  ],
  [
    'correction decision',
    correctionDecisionEmail({
      to,
      decidedBy: to,
      date: '2026-03-02',
      decision: 'rejected',
      reason: 'No',
      appUrl,
      unsubscribe,
    }),
  ],
  [
    'timesheet submitted',
    submittedEmail({ to, employee: to, month: '2026-03', summary, appUrl, unsubscribe }),
  ],
  [
    'timesheet decision',
    timesheetDecisionEmail({
      to,
      decidedBy: to,
      month: '2026-03',
      decision: 'approved',
      reason: null,
      appUrl,
      unsubscribe,
    }),
  ],
  ['timesheet reminder', timesheetReminderEmail({ to, month: '2026-03', appUrl, unsubscribe })],
];
const mandatory: [string, MailMessage][] = [
  ['deletion request', deletionRequestedEmail({ to, requester: to, answerBy: '2026-04-30', appUrl })],
  [
    'account deleted',
    accountDeletedEmail({ to, companyName: 'Taller', pseudonym: 'Deleted user #1234abcd' }),
  ],
];

describe('e-mails', () => {
  it.each([...optional, ...mandatory])(
    '%s has a plain-text part and an HTML part with user data escaped',
    (_n, m) => {
      expect(m.text.length).toBeGreaterThan(40);
      expect(m.text).toContain('— Plantel');
      expect(m.html).not.toContain('<García>');
      expect(m.html).toContain('&lt;García&gt;');
    },
  );

  it.each(optional)('%s (optional) carries the unsubscribe link and one-click headers', (_n, m) => {
    expect(m.text).toContain(`Unsubscribe from these e-mails: ${unsubscribe.url}`);
    expect(m.html).toContain(`href="${unsubscribe.url}"`);
    expect(m.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it.each(mandatory)('%s (mandatory) has no unsubscribe link', (_n, m) => {
    expect(m.text).not.toContain('Unsubscribe');
    expect(m.headers).toBeUndefined();
  });
});
