import {
  ACCOUNT_PURGE_AFTER_DAYS,
  BACKUP_RETENTION_DAYS,
  BACKUPS_DELETED_WITHIN_DAYS,
  EXPORT_EXPIRES_AFTER_DAYS,
  PERSONAL_DATA_DELETED_WITHIN_DAYS,
  REQUESTS_ANSWERED_WITHIN_DAYS,
  TIME_RECORDS_KEPT_YEARS,
} from '@domain/privacy';
import { SiteLink } from '@/components/site-link';
import { LEGAL_TEXTS_UPDATED, supportEmail } from '@/lib/site';
import { PublicPage } from '../../layouts/public-page';

export function PrivacyPage() {
  const email = supportEmail();
  return (
    <PublicPage
      title="Privacy Policy"
      description="What personal data Plantel processes, why, for how long, who can see it, and how to exercise your rights under the GDPR."
      updated={LEGAL_TEXTS_UPDATED}
      intro={
        <p>Plantel is an HR web app for small companies. This policy explains how we handle personal data.</p>
      }
    >
      <h2>Who is responsible</h2>
      <p>
        A company that uses Plantel decides what HR information about its people it records: absences, working
        hours, timesheets and holiday allowances. For that information the company is the data controller and
        Plantel processes it on the company's behalf, only to provide the service. For your account (your
        sign-in details) and for this website, Plantel is the controller.
      </p>
      <p>
        Our data protection contact is <a href={`mailto:${email}`}>{email}</a>.
      </p>

      <h2>What we process</h2>
      <ul>
        <li>
          <strong>Account data:</strong> your name, e-mail address, role (admin, manager or employee) and
          company. Your password is never stored, only a salted argon2id hash of it.
        </li>
        <li>
          <strong>HR data</strong> entered by you or your company: absence and vacation requests, holiday
          allowances, time entries with the history of their changes, monthly timesheets and expected working
          hours.
        </li>
        <li>
          <strong>Profile photo,</strong> if you upload one. We re-encode it and remove its metadata, such as
          the GPS location a phone camera adds.
        </li>
        <li>
          <strong>Sessions and security records:</strong> for each device where you are signed in, the browser
          it reports, its IP address and when it was last used; a log of sign-in attempts and refused
          requests, to protect accounts from attacks.
        </li>
        <li>
          <strong>Billing data</strong> of the company's subscription (team size and plan). Card payments are
          handled by our card payment provider; we never see or store card numbers.
        </li>
        <li>
          <strong>E-mail preferences:</strong> which optional notification e-mails you receive.
        </li>
        <li>
          <strong>Data exports</strong> you or your company administrator ask for: kept for{' '}
          {EXPORT_EXPIRES_AFTER_DAYS} days, then deleted.
        </li>
        <li>
          <strong>Cookie consent records:</strong> when you are signed in, your choice for each optional
          cookie category, its date, the consent version and your browser's user agent. We do not record your
          IP address for this.
        </li>
      </ul>

      <h2>Why, and on what legal basis</h2>
      <ul>
        <li>To provide the service your company signed up for (performance of a contract).</li>
        <li>
          To let employers meet their legal duties, such as keeping a daily record of working hours (in Spain,
          for four years) (legal obligation of the employer).
        </li>
        <li>To keep Plantel secure and prevent abuse (legitimate interests).</li>
        <li>
          Optional cookies only with your consent, which you can withdraw at any time (consent). Plantel does
          not use any optional cookies today.
        </li>
      </ul>
      <p>We do not sell personal data, show advertising or build marketing profiles.</p>

      <h2>Who can see your data</h2>
      <p>
        Inside Plantel, people see your data according to their role in your company: administrators manage
        members, settings and approvals; managers and employees see what their role needs. Nobody outside your
        company can see your company's data.
      </p>
      <p>
        If you leave your company or are removed from it, you lose access at once, but your timesheets of the
        months you worked there stay visible to its administrators, marked as a former member and read-only,
        because your employer must keep them.
      </p>
      <p>
        We use a small number of service providers to run Plantel (hosting, e-mail delivery and card
        payments). They process data only on our instructions, under data processing agreements. If a provider
        processes data outside the European Economic Area, we use the safeguards the GDPR requires, such as
        the European Commission's standard contractual clauses.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          While your account or your company's account exists, we keep the data needed to provide the service.
        </li>
        <li>
          After an account is deleted, we delete its personal data within {PERSONAL_DATA_DELETED_WITHIN_DAYS}{' '}
          days (a daily job deletes it {ACCOUNT_PURGE_AFTER_DAYS} days after the deletion). Copies in backups
          are deleted within {BACKUPS_DELETED_WITHIN_DAYS} days: backups are kept for at most{' '}
          {BACKUP_RETENTION_DAYS} days.
        </li>
        <li>
          Working-time records are kept for {TIME_RECORDS_KEPT_YEARS} years, as the law requires of the
          employer, also after an account is deleted; they are then kept under a pseudonym, without name or
          e-mail address, and deleted after {TIME_RECORDS_KEPT_YEARS} years.
        </li>
        <li>
          When a company is deleted, all its data is deleted within {PERSONAL_DATA_DELETED_WITHIN_DAYS} days,
          except its working-time records: time entries, their change history, timesheet approvals and
          corrections, when each person belonged to the company, and the names that say whose records they
          are. The law requires the employer to keep these for {TIME_RECORDS_KEPT_YEARS} years, so we keep
          them locked away in an archive that nobody can open in Plantel, and delete them{' '}
          {TIME_RECORDS_KEPT_YEARS} years after the company was deleted. The company's former administrator
          (or a labour inspector through them) can ask our data protection contact for a copy during that
          time.
        </li>
        <li>Sessions end after 7 days without use and never last longer than 30 days.</li>
      </ul>

      <h2>Your rights</h2>
      <p>
        You have the right to access your data, to correct it, to have it deleted, to restrict or object to
        its processing, to receive it in a portable format and to withdraw consent. You can download your data
        and ask for your account's deletion yourself in Account Settings. Our data protection contact answers
        every request within {REQUESTS_ANSWERED_WITHIN_DAYS} days. You can also complain to your data
        protection authority (in Spain, the Agencia Española de Protección de Datos). See{' '}
        <SiteLink to="/gdpr">GDPR Rights &amp; Data Management</SiteLink> for how to exercise each right.
      </p>

      <h2>Security</h2>
      <p>
        Connections are encrypted, passwords are hashed with argon2id, sessions live in cookies that page
        scripts cannot read, every request is checked against your company and role, and uploaded images are
        checked by their content and re-encoded before they are stored.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        When we change this policy in a way that matters to you, we will tell you by e-mail or in the app
        before the change takes effect.
      </p>
    </PublicPage>
  );
}
