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

export function GdprPage() {
  const email = supportEmail();
  return (
    <PublicPage
      title="GDPR Rights & Data Management"
      description="Your rights under the GDPR and how to exercise them in Plantel: access, correction, deletion, portability, objection and consent."
      updated={LEGAL_TEXTS_UPDATED}
      intro={
        <p>
          The General Data Protection Regulation gives you control over your personal data. Here is how to use
          that control in Plantel.
        </p>
      }
    >
      <h2>Your rights</h2>
      <ul>
        <li>
          <strong>Access:</strong> know what data we hold about you and receive a copy.
        </li>
        <li>
          <strong>Correction:</strong> have inaccurate data corrected.
        </li>
        <li>
          <strong>Deletion:</strong> have your data deleted when there is no longer a reason to keep it.
        </li>
        <li>
          <strong>Restriction and objection:</strong> limit or object to how your data is used.
        </li>
        <li>
          <strong>Portability:</strong> receive your data in a common, machine-readable format.
        </li>
        <li>
          <strong>Consent:</strong> withdraw consent you gave, at any time, as easily as you gave it.
        </li>
        <li>
          <strong>Complaint:</strong> complain to your data protection authority (in Spain, the Agencia
          Española de Protección de Datos).
        </li>
      </ul>

      <h2>How to exercise them in Plantel</h2>
      <ul>
        <li>
          <strong>A copy of your data (access and portability):</strong> in{' '}
          <SiteLink to="/app/account?tab=privacy">Account Settings → Privacy &amp; Data</SiteLink>, choose{' '}
          <em>Download my data</em>. In a few seconds you get one ZIP file with your profile, absences, time
          entries with the history of their changes, timesheet decisions and consents, each as JSON and CSV.
          Only you can download it, for {EXPORT_EXPIRES_AFTER_DAYS} days; we also e-mail you when it is ready.
        </li>
        <li>
          <strong>Deleting your account:</strong> ask for it in Account Settings → Privacy &amp; Data. Your
          company administrator is told at once and answers within {REQUESTS_ANSWERED_WITHIN_DAYS} days; you
          can withdraw the request until then. Administrators delete members' accounts in{' '}
          <SiteLink to="/app/settings?tab=privacy">Company Settings → Privacy</SiteLink>.
        </li>
        <li>
          <strong>Correction:</strong> change your name and photo yourself in{' '}
          <SiteLink to="/app/account">Account Settings</SiteLink>; ask your company administrator to correct
          an absence or a time entry (a change to a past time entry is kept in its history, as the law
          requires).
        </li>
        <li>
          <strong>Objection to e-mails:</strong> choose which notification e-mails you receive in Account
          Settings → Privacy &amp; Data. Every optional e-mail has an unsubscribe link that works without
          signing in.
        </li>
        <li>
          <strong>Cookie consent:</strong> change it in Account Settings under Privacy &amp; Data, or in the{' '}
          <SiteLink to="/cookies#settings">cookie settings</SiteLink>. Your choices and the dates you gave or
          withdrew them are shown there.
        </li>
        <li>
          <strong>Company administrators</strong> export all of the company's data (every table, as CSV),
          handle deletion requests and delete the company in{' '}
          <SiteLink to="/app/settings">Company Settings</SiteLink>.
        </li>
        <li>
          <strong>Anything else:</strong> write to our data protection contact at{' '}
          <a href={`mailto:${email}`}>{email}</a>. We answer within {REQUESTS_ANSWERED_WITHIN_DAYS} days.
        </li>
      </ul>
      <p>
        <SiteLink to="/app/settings">Exercise your rights in Plantel</SiteLink> (company settings; you will be
        asked to sign in).
      </p>

      <h2>What happens when data is deleted</h2>
      <ul>
        <li>
          When an account is deleted, the person loses access at once: every session ends and they cannot sign
          in again.
        </li>
        <li>
          Its personal data (profile, photo, e-mail address, absences, preferences, consents, data exports) is
          deleted {ACCOUNT_PURGE_AFTER_DAYS} days later, so a mistake can still be undone, and within{' '}
          {PERSONAL_DATA_DELETED_WITHIN_DAYS} days at the latest.
        </li>
        <li>
          Copies in backups are deleted within {BACKUPS_DELETED_WITHIN_DAYS} days: we keep backups for at most{' '}
          {BACKUP_RETENTION_DAYS} days.
        </li>
        <li>
          Working-time records are the exception: Spanish law (Royal Decree-law 8/2019) requires the employer
          to keep them for {TIME_RECORDS_KEPT_YEARS} years. They stay without the person's name or e-mail
          address, under a pseudonym (“Deleted user #…”), and are deleted after {TIME_RECORDS_KEPT_YEARS}{' '}
          years.
        </li>
        <li>
          When a company is deleted, everyone is signed out at once and all its data is deleted within{' '}
          {PERSONAL_DATA_DELETED_WITHIN_DAYS} days, except the working-time records the law requires the
          employer to keep: they stay, with the names of whose they are, in a locked archive for{' '}
          {TIME_RECORDS_KEPT_YEARS} years, and are then deleted. The former administrator can ask us for a
          copy.
        </li>
      </ul>

      <h2>How we protect your data</h2>
      <ul>
        <li>
          Every company's data is kept apart: each request is checked against your company and your role.
        </li>
        <li>Passwords are hashed with argon2id; sessions live in cookies page scripts cannot read.</li>
        <li>Uploaded images are checked by their content and re-encoded without metadata.</li>
        <li>Sign-ins and refused requests are logged, so attacks can be noticed and stopped.</li>
      </ul>
      <p>
        Read the full <SiteLink to="/privacy">Privacy Policy</SiteLink> and{' '}
        <SiteLink to="/cookies">Cookie Policy</SiteLink>.
      </p>
    </PublicPage>
  );
}
