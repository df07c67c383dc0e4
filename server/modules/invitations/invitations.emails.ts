// The invitation e-mail: the link an invitee opens to join the company. Rendered through renderEmail (plain
// text + escaped HTML).

import { INVITATION_TTL_DAYS, joinLink } from '@domain/invitations';
import { displayName, type PersonName } from '@domain/people';
import { type MailMessage, renderEmail } from '../../platform/mailer';

/** Names go into a mail header: never let a line break through. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

export function invitationEmail(input: {
  invitee: { email: string; name: string; position: string };
  inviter: PersonName;
  companyName: string;
  code: string;
  appUrl: string;
}): MailMessage {
  const { invitee, companyName } = input;
  return renderEmail({
    to: invitee.email,
    subject: `You're invited to join ${oneLine(companyName)} on Plantel`,
    greeting: `Hello ${invitee.name},`,
    paragraphs: [
      `${displayName(input.inviter)} has invited you to join ${companyName} on Plantel as ${invitee.position}.`,
      `Open the link below to create your account, or sign in if you already have one, and join the team. The invitation works once and expires in ${INVITATION_TTL_DAYS} days.`,
    ],
    action: { label: 'Accept invitation', url: joinLink(input.appUrl, input.code) },
    footer: 'If you were not expecting this invitation, you can ignore this e-mail.',
  });
}
