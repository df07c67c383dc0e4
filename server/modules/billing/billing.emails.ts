// The billing e-mail: to every admin when a renewal could not be paid. Rendered through renderEmail (plain
// text + escaped HTML).

import { type MailMessage, renderEmail } from '../../platform/mailer';
import { euros } from './billing.service';

/** Names go into a mail header: never let a line break through. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

export function paymentFailedEmail(input: {
  to: { email: string; firstName: string };
  companyName: string;
  amountCents: number;
  appUrl: string;
}): MailMessage {
  return renderEmail({
    to: input.to.email,
    subject: `Payment failed for ${oneLine(input.companyName)}'s Plantel subscription`,
    greeting: `Hello ${input.to.firstName || 'there'},`,
    paragraphs: [
      `We could not take the payment of ${euros(input.amountCents / 100)} for the team plan of ${input.companyName}.`,
      'Everyone in your team keeps access, but no one new can be invited or join until the payment succeeds.',
      'Update your payment method with Manage Billing in Settings → Billing.',
    ],
    action: { label: 'Open billing settings', url: `${input.appUrl}/app/settings?tab=billing` },
    footer: 'You receive this e-mail because you are an admin of this company on Plantel.',
  });
}
