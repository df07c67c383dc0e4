import {
  ACCOUNT_PURGE_AFTER_DAYS,
  BACKUP_RETENTION_DAYS,
  BACKUPS_DELETED_WITHIN_DAYS,
  EXPORT_EXPIRES_AFTER_DAYS,
  PERSONAL_DATA_DELETED_WITHIN_DAYS,
  REQUESTS_ANSWERED_WITHIN_DAYS,
  TIME_RECORDS_KEPT_YEARS,
} from '@domain/privacy';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SiteLink } from '@/components/site-link';
import { LEGAL_TEXTS_UPDATED, supportEmail } from '@/lib/site';
import { PublicPage } from '../../layouts/public-page';

export function GdprPage() {
  const { t } = useLingui();
  const email = supportEmail();
  return (
    <PublicPage
      title={t({ id: 'legal.gdpr.title', message: 'GDPR Rights & Data Management' })}
      description={t({
        id: 'legal.gdpr.description',
        message:
          'Your rights under the GDPR and how to exercise them in Plantel: access, correction, deletion, portability, objection and consent.',
      })}
      updated={LEGAL_TEXTS_UPDATED}
      intro={
        <p>
          <Trans id="legal.gdpr.intro">
            The General Data Protection Regulation gives you control over your personal data. Here is how to
            use that control in Plantel.
          </Trans>
        </p>
      }
    >
      <h2>
        <Trans id="legal.gdpr.rights.title">Your rights</Trans>
      </h2>
      <ul>
        <li>
          <Trans id="legal.gdpr.rights.access">
            <strong>Access:</strong> know what data we hold about you and receive a copy.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.rights.correction">
            <strong>Correction:</strong> have inaccurate data corrected.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.rights.deletion">
            <strong>Deletion:</strong> have your data deleted when there is no longer a reason to keep it.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.rights.restriction">
            <strong>Restriction and objection:</strong> limit or object to how your data is used.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.rights.portability">
            <strong>Portability:</strong> receive your data in a common, machine-readable format.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.rights.consent">
            <strong>Consent:</strong> withdraw consent you gave, at any time, as easily as you gave it.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.rights.complaint">
            <strong>Complaint:</strong> complain to your data protection authority (in Spain, the Agencia
            Española de Protección de Datos).
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans id="legal.gdpr.how.title">How to exercise them in Plantel</Trans>
      </h2>
      <ul>
        <li>
          <Trans id="legal.gdpr.how.copy">
            <strong>A copy of your data (access and portability):</strong> in{' '}
            <SiteLink to="/app/account?tab=privacy">Account Settings → Privacy &amp; Data</SiteLink>, choose{' '}
            <em>Download my data</em>. In a few seconds you get one ZIP file with your profile, absences, time
            entries with the history of their changes, timesheet decisions and consents, each as JSON and CSV.
            Only you can download it, for{' '}
            <Plural value={EXPORT_EXPIRES_AFTER_DAYS} one="# day" other="# days" />; we also e-mail you when
            it is ready.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.how.deleteAccount">
            <strong>Deleting your account:</strong> ask for it in Account Settings → Privacy &amp; Data. Your
            company administrator is told at once and answers within{' '}
            <Plural value={REQUESTS_ANSWERED_WITHIN_DAYS} one="# day" other="# days" />; you can withdraw the
            request until then. Administrators delete members' accounts in{' '}
            <SiteLink to="/app/settings?tab=privacy">Company Settings → Privacy</SiteLink>.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.how.correction">
            <strong>Correction:</strong> change your name and photo yourself in{' '}
            <SiteLink to="/app/account">Account Settings</SiteLink>; ask your company administrator to correct
            an absence or a time entry (a change to a past time entry is kept in its history, as the law
            requires).
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.how.emails">
            <strong>Objection to e-mails:</strong> choose which notification e-mails you receive in Account
            Settings → Privacy &amp; Data. Every optional e-mail has an unsubscribe link that works without
            signing in.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.how.cookies">
            <strong>Cookie consent:</strong> change it in Account Settings under Privacy &amp; Data, or in the{' '}
            <SiteLink to="/cookies#settings">cookie settings</SiteLink>. Your choices and the dates you gave
            or withdrew them are shown there.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.how.admins">
            <strong>Company administrators</strong> export all of the company's data (every table, as CSV),
            handle deletion requests and delete the company in{' '}
            <SiteLink to="/app/settings">Company Settings</SiteLink>.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.how.else">
            <strong>Anything else:</strong> write to our data protection contact at{' '}
            <a href={`mailto:${email}`}>{email}</a>. We answer within{' '}
            <Plural value={REQUESTS_ANSWERED_WITHIN_DAYS} one="# day" other="# days" />.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans id="legal.gdpr.how.link">
          <SiteLink to="/app/settings">Exercise your rights in Plantel</SiteLink> (company settings; you will
          be asked to sign in).
        </Trans>
      </p>

      <h2>
        <Trans id="legal.gdpr.deletion.title">What happens when data is deleted</Trans>
      </h2>
      <ul>
        <li>
          <Trans id="legal.gdpr.deletion.access">
            When an account is deleted, the person loses access at once: every session ends and they cannot
            sign in again.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.deletion.personal">
            Its personal data (profile, photo, e-mail address, absences, preferences, consents, data exports)
            is deleted <Plural value={ACCOUNT_PURGE_AFTER_DAYS} one="# day" other="# days" /> later, so a
            mistake can still be undone, and within{' '}
            <Plural value={PERSONAL_DATA_DELETED_WITHIN_DAYS} one="# day" other="# days" /> at the latest.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.deletion.backups">
            Copies in backups are deleted within{' '}
            <Plural value={BACKUPS_DELETED_WITHIN_DAYS} one="# day" other="# days" />: we keep backups for at
            most <Plural value={BACKUP_RETENTION_DAYS} one="# day" other="# days" />.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.deletion.timeRecords">
            Working-time records are the exception: Spanish law (Royal Decree-law 8/2019) requires the
            employer to keep them for <Plural value={TIME_RECORDS_KEPT_YEARS} one="# year" other="# years" />.
            They stay without the person's name or e-mail address, under a pseudonym (“Deleted user #…”), and
            are deleted after <Plural value={TIME_RECORDS_KEPT_YEARS} one="# year" other="# years" />.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.deletion.company">
            When a company is deleted, everyone is signed out at once and all its data is deleted within{' '}
            <Plural value={PERSONAL_DATA_DELETED_WITHIN_DAYS} one="# day" other="# days" />, except the
            working-time records the law requires the employer to keep: they stay, with the names of whose
            they are, in a locked archive for{' '}
            <Plural value={TIME_RECORDS_KEPT_YEARS} one="# year" other="# years" />, and are then deleted. The
            former administrator can ask us for a copy.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans id="legal.gdpr.protection.title">How we protect your data</Trans>
      </h2>
      <ul>
        <li>
          <Trans id="legal.gdpr.protection.isolation">
            Every company's data is kept apart: each request is checked against your company and your role.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.protection.passwords">
            Passwords are hashed with argon2id; sessions live in cookies page scripts cannot read.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.protection.images">
            Uploaded images are checked by their content and re-encoded without metadata.
          </Trans>
        </li>
        <li>
          <Trans id="legal.gdpr.protection.logs">
            Sign-ins and refused requests are logged, so attacks can be noticed and stopped.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans id="legal.gdpr.more">
          Read the full <SiteLink to="/privacy">Privacy Policy</SiteLink> and{' '}
          <SiteLink to="/cookies">Cookie Policy</SiteLink>.
        </Trans>
      </p>
    </PublicPage>
  );
}
