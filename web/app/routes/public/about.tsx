import { SiteLink } from '@/components/site-link';
import { supportEmail } from '@/lib/site';
import { PublicPage } from '../../layouts/public-page';

export function AboutPage() {
  const email = supportEmail();
  return (
    <PublicPage
      title="About Plantel"
      metaTitle="About"
      description="Plantel is a lightweight HR app for small companies of 2 to 20 people: why we build it and what we believe in."
      intro={
        <p>
          Plantel is a lightweight HR web app for companies of about 2 to 20 people. It is in Beta, and it is
          built for the teams that big HR suites forget.
        </p>
      }
    >
      <h2>Why Plantel</h2>
      <p>
        In a small company, HR is nobody's full-time job. The owner approves vacation between two customers,
        someone keeps a spreadsheet of hours, and bank holidays are a guess. Plantel puts absences, holidays,
        working hours and monthly timesheets in one place that takes five minutes to set up.
      </p>

      <h2>Who it is for</h2>
      <ul>
        <li>Small agencies that need to know who is away before promising a deadline.</li>
        <li>Retail shops that plan shifts around holidays and must record working hours.</li>
        <li>Remote teams spread over regions with different bank holidays.</li>
        <li>Startups that want clear rules from the first hire.</li>
        <li>Traditional offices ready to retire the paper timesheet.</li>
      </ul>

      <h2>What we believe in</h2>
      <ul>
        <li>
          <strong>Simple, honest pricing.</strong> Free for up to 2 team members, then €1 per member a month,
          with every feature included. See <SiteLink to="/pricing">Pricing</SiteLink>.
        </li>
        <li>
          <strong>Privacy by default.</strong> No advertising trackers, no selling of data, and your rights
          under the GDPR built in. See <SiteLink to="/gdpr">GDPR Rights &amp; Data Management</SiteLink>.
        </li>
        <li>
          <strong>Mobile first.</strong> Request a day off or clock in from your phone as easily as from a
          desk.
        </li>
        <li>
          <strong>Records that hold up.</strong> Every change to a time entry is kept with who made it and
          when.
        </li>
      </ul>

      <h2>Talk to us</h2>
      <p>
        Questions, ideas or problems: write to <a href={`mailto:${email}`}>{email}</a>. We read every message.
      </p>
    </PublicPage>
  );
}
