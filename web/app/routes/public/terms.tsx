import { SiteLink } from '@/components/site-link';
import { LEGAL_TEXTS_UPDATED, supportEmail } from '@/lib/site';
import { PublicPage } from '../../layouts/public-page';

export function TermsPage() {
  const email = supportEmail();
  return (
    <PublicPage
      title="Terms of Service"
      description="The terms for using Plantel: accounts, the Beta, plans and payment, your data, acceptable use and ending your account."
      updated={LEGAL_TEXTS_UPDATED}
      intro={
        <p>These terms apply when your company or you use Plantel. Please read them before signing up.</p>
      }
    >
      <h2>The service</h2>
      <p>
        Plantel is a web app for small companies to manage absences and holidays, time tracking, timesheets,
        invitations and company settings. Plantel is in Beta: we are still adding and improving features, and
        we will tell you before we change or remove something you rely on.
      </p>

      <h2>Accounts</h2>
      <ul>
        <li>
          The person who signs up with a company name creates the company and becomes its administrator. Other
          people join through an invitation from an administrator.
        </li>
        <li>
          Each person has their own account. Keep your password to yourself; you are responsible for what is
          done with your account.
        </li>
        <li>
          The company's administrators decide who belongs to the company and with which role, and can remove
          members.
        </li>
      </ul>

      <h2>Plans and payment</h2>
      <ul>
        <li>Plantel is free for up to 2 team members. Every additional member costs €1 per month.</li>
        <li>All features are included in every plan. There are no setup fees.</li>
        <li>
          Paid plans are billed monthly, in advance, by card through our card payment provider. Payments for a
          period that has started are non-refundable.
        </li>
        <li>
          You can cancel at any time. A cancellation takes effect at the end of the period already paid.
        </li>
      </ul>
      <p>
        See <SiteLink to="/pricing">Pricing</SiteLink> for examples.
      </p>

      <h2>Your data</h2>
      <p>
        Your company's data belongs to your company. You allow us to process it only to provide Plantel to
        you, as described in our <SiteLink to="/privacy">Privacy Policy</SiteLink>. The company is responsible
        for having a lawful reason to record its people's HR information and for telling them about it.
      </p>

      <h2>Acceptable use</h2>
      <ul>
        <li>Do not use Plantel for anything unlawful.</li>
        <li>
          Do not try to reach data of other companies or accounts, or to get around limits and security.
        </li>
        <li>Do not upload malware or content you have no right to share, and do not overload the service.</li>
      </ul>
      <p>We may suspend an account that breaks these rules, and will tell you why.</p>

      <h2>Ending your account</h2>
      <p>
        A company administrator can delete the company at any time in the company settings. Employees ask
        their company administrator to delete their account. After deletion, personal data is deleted within
        30 days and removed from backups within 90 days.
      </p>

      <h2>Availability and liability</h2>
      <p>
        We work to keep Plantel available and your data safe, but we cannot promise that the service will
        never be interrupted. As far as the law allows, our liability for any claim related to Plantel is
        limited to the amount your company paid us in the 12 months before the claim. Nothing in these terms
        limits liability that cannot be limited by law.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We will tell you by e-mail or in the app at least 30 days before a change to these terms that affects
        you. If you do not agree, you can cancel before the change takes effect.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </PublicPage>
  );
}
