import { Trans, useLingui } from '@lingui/react/macro';
import { SiteLink } from '@/components/site-link';
import { LEGAL_TEXTS_UPDATED, supportEmail } from '@/lib/site';
import { PublicPage } from '../../layouts/public-page';

export function TermsPage() {
  const { t } = useLingui();
  const email = supportEmail();
  return (
    <PublicPage
      title={t({ id: 'legal.terms.title', message: 'Terms of Service' })}
      description={t({
        id: 'legal.terms.description',
        message:
          'The terms for using Plantel: accounts, the Beta, plans and payment, your data, acceptable use and ending your account.',
      })}
      updated={LEGAL_TEXTS_UPDATED}
      intro={
        <p>
          <Trans id="legal.terms.intro">
            These terms apply when your company or you use Plantel. Please read them before signing up.
          </Trans>
        </p>
      }
    >
      <h2>
        <Trans id="legal.terms.service.title">The service</Trans>
      </h2>
      <p>
        <Trans id="legal.terms.service.text">
          Plantel is a web app for small companies to manage absences and holidays, time tracking, timesheets,
          invitations and company settings. Plantel is in Beta: we are still adding and improving features,
          and we will tell you before we change or remove something you rely on.
        </Trans>
      </p>

      <h2>
        <Trans id="legal.terms.accounts.title">Accounts</Trans>
      </h2>
      <ul>
        <li>
          <Trans id="legal.terms.accounts.admin">
            The person who signs up with a company name creates the company and becomes its administrator.
            Other people join through an invitation from an administrator.
          </Trans>
        </li>
        <li>
          <Trans id="legal.terms.accounts.own">
            Each person has their own account. Keep your password to yourself; you are responsible for what is
            done with your account.
          </Trans>
        </li>
        <li>
          <Trans id="legal.terms.accounts.members">
            The company's administrators decide who belongs to the company and with which role, and can remove
            members.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans id="legal.terms.plans.title">Plans and payment</Trans>
      </h2>
      <ul>
        <li>
          <Trans id="legal.terms.plans.price">
            Plantel is free for up to 2 team members. Every additional member costs €1 per month.
          </Trans>
        </li>
        <li>
          <Trans id="legal.terms.plans.features">
            All features are included in every plan. There are no setup fees.
          </Trans>
        </li>
        <li>
          <Trans id="legal.terms.plans.billing">
            Paid plans are billed monthly, in advance, by card through our card payment provider. Payments for
            a period that has started are non-refundable.
          </Trans>
        </li>
        <li>
          <Trans id="legal.terms.plans.cancel">
            You can cancel at any time. A cancellation takes effect at the end of the period already paid.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans id="legal.terms.plans.examples">
          See <SiteLink to="/pricing">Pricing</SiteLink> for examples.
        </Trans>
      </p>

      <h2>
        <Trans id="legal.terms.data.title">Your data</Trans>
      </h2>
      <p>
        <Trans id="legal.terms.data.text">
          Your company's data belongs to your company. You allow us to process it only to provide Plantel to
          you, as described in our <SiteLink to="/privacy">Privacy Policy</SiteLink>. The company is
          responsible for having a lawful reason to record its people's HR information and for telling them
          about it.
        </Trans>
      </p>

      <h2>
        <Trans id="legal.terms.use.title">Acceptable use</Trans>
      </h2>
      <ul>
        <li>
          <Trans id="legal.terms.use.lawful">Do not use Plantel for anything unlawful.</Trans>
        </li>
        <li>
          <Trans id="legal.terms.use.access">
            Do not try to reach data of other companies or accounts, or to get around limits and security.
          </Trans>
        </li>
        <li>
          <Trans id="legal.terms.use.content">
            Do not upload malware or content you have no right to share, and do not overload the service.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans id="legal.terms.use.suspend">
          We may suspend an account that breaks these rules, and will tell you why.
        </Trans>
      </p>

      <h2>
        <Trans id="legal.terms.ending.title">Ending your account</Trans>
      </h2>
      <p>
        <Trans id="legal.terms.ending.text">
          A company administrator can delete the company at any time in the company settings. Employees ask
          their company administrator to delete their account. After deletion, personal data is deleted within
          30 days and removed from backups within 90 days.
        </Trans>
      </p>

      <h2>
        <Trans id="legal.terms.liability.title">Availability and liability</Trans>
      </h2>
      <p>
        <Trans id="legal.terms.liability.text">
          We work to keep Plantel available and your data safe, but we cannot promise that the service will
          never be interrupted. As far as the law allows, our liability for any claim related to Plantel is
          limited to the amount your company paid us in the 12 months before the claim. Nothing in these terms
          limits liability that cannot be limited by law.
        </Trans>
      </p>

      <h2>
        <Trans id="legal.terms.changes.title">Changes to these terms</Trans>
      </h2>
      <p>
        <Trans id="legal.terms.changes.text">
          We will tell you by e-mail or in the app at least 30 days before a change to these terms that
          affects you. If you do not agree, you can cancel before the change takes effect.
        </Trans>
      </p>

      <h2>
        <Trans id="legal.terms.contact.title">Contact</Trans>
      </h2>
      <p>
        <Trans id="legal.terms.contact.text">
          Questions about these terms: <a href={`mailto:${email}`}>{email}</a>.
        </Trans>
      </p>
    </PublicPage>
  );
}
