import { Trans, useLingui } from '@lingui/react/macro';
import { SiteLink } from '@/components/site-link';
import { supportEmail } from '@/lib/site';
import { PublicPage } from '../../layouts/public-page';

export function AboutPage() {
  const { t } = useLingui();
  const email = supportEmail();
  return (
    <PublicPage
      title={t({ id: 'site.about.title', message: 'About Plantel' })}
      metaTitle={t({ id: 'site.about.metaTitle', message: 'About' })}
      description={t({
        id: 'site.about.description',
        message:
          'Plantel is a lightweight HR app for small companies of 2 to 20 people: why we build it and what we believe in.',
      })}
      intro={
        <p>
          <Trans id="site.about.intro">
            Plantel is a lightweight HR web app for companies of about 2 to 20 people. It is in Beta, and it
            is built for the teams that big HR suites forget.
          </Trans>
        </p>
      }
    >
      <h2>
        <Trans id="site.about.why.title">Why Plantel</Trans>
      </h2>
      <p>
        <Trans id="site.about.why.text">
          In a small company, HR is nobody's full-time job. The owner approves vacation between two customers,
          someone keeps a spreadsheet of hours, and bank holidays are a guess. Plantel puts absences,
          holidays, working hours and monthly timesheets in one place that takes five minutes to set up.
        </Trans>
      </p>

      <h2>
        <Trans id="site.about.who.title">Who it is for</Trans>
      </h2>
      <ul>
        <li>
          <Trans id="site.about.who.agencies">
            Small agencies that need to know who is away before promising a deadline.
          </Trans>
        </li>
        <li>
          <Trans id="site.about.who.shops">
            Retail shops that plan shifts around holidays and must record working hours.
          </Trans>
        </li>
        <li>
          <Trans id="site.about.who.remote">
            Remote teams spread over regions with different bank holidays.
          </Trans>
        </li>
        <li>
          <Trans id="site.about.who.startups">Startups that want clear rules from the first hire.</Trans>
        </li>
        <li>
          <Trans id="site.about.who.offices">Traditional offices ready to retire the paper timesheet.</Trans>
        </li>
      </ul>

      <h2>
        <Trans id="site.about.beliefs.title">What we believe in</Trans>
      </h2>
      <ul>
        <li>
          <Trans id="site.about.beliefs.pricing">
            <strong>Simple, honest pricing.</strong> Free for up to 2 team members, then €1 per member a
            month, with every feature included. See <SiteLink to="/pricing">Pricing</SiteLink>.
          </Trans>
        </li>
        <li>
          <Trans id="site.about.beliefs.privacy">
            <strong>Privacy by default.</strong> No advertising trackers, no selling of data, and your rights
            under the GDPR built in. See <SiteLink to="/gdpr">GDPR Rights &amp; Data Management</SiteLink>.
          </Trans>
        </li>
        <li>
          <Trans id="site.about.beliefs.mobile">
            <strong>Mobile first.</strong> Request a day off or clock in from your phone as easily as from a
            desk.
          </Trans>
        </li>
        <li>
          <Trans id="site.about.beliefs.records">
            <strong>Records that hold up.</strong> Every change to a time entry is kept with who made it and
            when.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans id="site.about.contact.title">Talk to us</Trans>
      </h2>
      <p>
        <Trans id="site.about.contact.text">
          Questions, ideas or problems: write to <a href={`mailto:${email}`}>{email}</a>. We read every
          message.
        </Trans>
      </p>
    </PublicPage>
  );
}
