// The billing e-mail: to every admin when a renewal could not be paid. Rendered through renderEmail (plain
// text + escaped HTML), in the admin's language.

import { localeOf, type Reader, textsFor } from '../../i18n/i18n';
import { type MailMessage, renderEmail } from '../../platform/mailer';

/** Names go into a mail header: never let a line break through. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

export function paymentFailedEmail(input: {
  to: { email: string; firstName: string } & Reader;
  companyName: string;
  amountCents: number;
  appUrl: string;
}): MailMessage {
  const { t, format, locale } = textsFor(localeOf(input.to));
  const company = input.companyName;
  return renderEmail({
    locale,
    to: input.to.email,
    subject: t(
      /*i18n*/ {
        id: 'email.billing.paymentFailedSubject',
        message: "Payment failed for {company}'s Plantel subscription",
        values: { company: oneLine(company) },
      },
    ),
    greeting: input.to.firstName
      ? t(/*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: input.to.firstName } })
      : t(/*i18n*/ { id: 'email.helloThere', message: 'Hello there,' }),
    paragraphs: [
      t(
        /*i18n*/ {
          id: 'email.billing.paymentFailed',
          message: 'We could not take the payment of {amount} for the team plan of {company}.',
          values: { amount: format.currency(input.amountCents / 100), company },
        },
      ),
      t(
        /*i18n*/ {
          id: 'email.billing.keepAccess',
          message:
            'Everyone in your team keeps access, but no one new can be invited or join until the payment succeeds.',
        },
      ),
      t(
        /*i18n*/ {
          id: 'email.billing.updateMethod',
          message: 'Update your payment method with Manage Billing in Settings → Billing.',
        },
      ),
    ],
    action: {
      label: t(/*i18n*/ { id: 'email.billing.openSettings', message: 'Open billing settings' }),
      url: `${input.appUrl}/app/settings?tab=billing`,
    },
    footer: t(
      /*i18n*/ {
        id: 'email.billing.footer',
        message: 'You receive this e-mail because you are an admin of this company on Plantel.',
      },
    ),
  });
}
