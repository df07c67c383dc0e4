// The invitation e-mail: the link an invitee opens to join the company. Rendered through renderEmail (plain
// text + escaped HTML), in the inviting company's language (the invitee has none of their own yet).

import type { Locale } from '@domain/i18n/locales';
import { INVITATION_TTL_DAYS, joinLink } from '@domain/invitations';
import { displayName, type PersonName } from '@domain/people';
import { textsFor } from '../../i18n/i18n';
import { type MailMessage, renderEmail } from '../../platform/mailer';

/** Names go into a mail header: never let a line break through. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

export function invitationEmail(input: {
  invitee: { email: string; name: string; position: string };
  inviter: PersonName;
  companyName: string;
  code: string;
  appUrl: string;
  /** The inviting company's language. */
  locale: Locale;
}): MailMessage {
  const { invitee, companyName } = input;
  const { t, locale } = textsFor(input.locale);
  return renderEmail({
    locale,
    to: invitee.email,
    subject: t(
      /*i18n*/ {
        id: 'email.invitation.subject',
        message: "You're invited to join {company} on Plantel",
        values: { company: oneLine(companyName) },
      },
    ),
    greeting: t(/*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: invitee.name } }),
    paragraphs: [
      t(
        /*i18n*/ {
          id: 'email.invitation.invited',
          message: '{inviter} has invited you to join {company} on Plantel as {position}.',
          values: { inviter: displayName(input.inviter), company: companyName, position: invitee.position },
        },
      ),
      t(
        /*i18n*/ {
          id: 'email.invitation.howTo',
          message:
            'Open the link below to create your account, or sign in if you already have one, and join the team. The invitation works once and expires in {days} days.',
          values: { days: INVITATION_TTL_DAYS },
        },
      ),
    ],
    action: {
      label: t(/*i18n*/ { id: 'email.invitation.accept', message: 'Accept invitation' }),
      url: joinLink(input.appUrl, input.code),
    },
    footer: t(
      /*i18n*/ {
        id: 'email.invitation.footer',
        message: 'If you were not expecting this invitation, you can ignore this e-mail.',
      },
    ),
  });
}
