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

export function PrivacyPage() {
  const { t } = useLingui();
  const email = supportEmail();
  return (
    <PublicPage
      title={t({ id: 'legal.privacy.title', message: 'Privacy Policy' })}
      description={t({
        id: 'legal.privacy.description',
        message:
          'What personal data Plantel processes, why, for how long, who can see it, and how to exercise your rights under the GDPR.',
      })}
      updated={LEGAL_TEXTS_UPDATED}
      intro={
        <p>
          <Trans id="legal.privacy.intro">
            Plantel is an HR web app for small companies. This policy explains how we handle personal data.
          </Trans>
        </p>
      }
    >
      <h2>
        <Trans id="legal.privacy.controller.title">Who is responsible</Trans>
      </h2>
      <p>
        <Trans id="legal.privacy.controller.text">
          A company that uses Plantel decides what HR information about its people it records: absences,
          working hours, timesheets and holiday allowances. For that information the company is the data
          controller and Plantel processes it on the company's behalf, only to provide the service. For your
          account (your sign-in details) and for this website, Plantel is the controller.
        </Trans>
      </p>
      <p>
        <Trans id="legal.privacy.controller.contact">
          Our data protection contact is <a href={`mailto:${email}`}>{email}</a>.
        </Trans>
      </p>

      <h2>
        <Trans id="legal.privacy.data.title">What we process</Trans>
      </h2>
      <ul>
        <li>
          <Trans id="legal.privacy.data.account">
            <strong>Account data:</strong> your name, e-mail address, role (admin, manager or employee) and
            company. Your password is never stored, only a salted argon2id hash of it.
          </Trans>
        </li>
        <li>
          <Trans id="legal.privacy.data.hr">
            <strong>HR data</strong> entered by you or your company: absence and vacation requests, holiday
            allowances, time entries with the history of their changes, monthly timesheets and expected
            working hours.
          </Trans>
        </li>
        <li>
          <Trans id="legal.privacy.data.photo">
            <strong>Profile photo,</strong> if you upload one. We re-encode it and remove its metadata, such
            as the GPS location a phone camera adds.
          </Trans>
        </li>
        <li>
          <Trans id="legal.privacy.data.sessions">
            <strong>Sessions and security records:</strong> for each device where you are signed in, the
            browser it reports, its IP address and when it was last used; a log of sign-in attempts and
            refused requests, to protect accounts from attacks.
          </Trans>
        </li>
        <li>
          <Trans id="legal.privacy.data.billing">
            <strong>Billing data</strong> of the company's subscription (team size and plan). Card payments
            are handled by our card payment provider; we never see or store card numbers.
          </Trans>
        </li>
        <li>
          <Trans id="legal.privacy.data.emailPreferences">
            <strong>E-mail preferences:</strong> which optional notification e-mails you receive.
          </Trans>
        </li>
        <li>
          <Trans id="legal.privacy.data.exports">
            <strong>Data exports</strong> you or your company administrator ask for: kept for{' '}
            <Plural value={EXPORT_EXPIRES_AFTER_DAYS} one="# day" other="# days" />, then deleted.
          </Trans>
        </li>
        <li>
          <Trans id="legal.privacy.data.consents">
            <strong>Cookie consent records:</strong> when you are signed in, your choice for each optional
            cookie category, its date, the consent version and your browser's user agent. We do not record
            your IP address for this.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans id="legal.privacy.basis.title">Why, and on what legal basis</Trans>
      </h2>
      <ul>
        <li>
          <Trans id="legal.privacy.basis.contract">
            To provide the service your company signed up for (performance of a contract).
          </Trans>
        </li>
        <li>
          <Trans id="legal.privacy.basis.obligation">
            To let employers meet their legal duties, such as keeping a daily record of working hours (in
            Spain, for four years) (legal obligation of the employer).
          </Trans>
        </li>
        <li>
          <Trans id="legal.privacy.basis.interests">
            To keep Plantel secure and prevent abuse (legitimate interests).
          </Trans>
        </li>
        <li>
          <Trans id="legal.privacy.basis.consent">
            Optional cookies only with your consent, which you can withdraw at any time (consent). Plantel
            does not use any optional cookies today.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans id="legal.privacy.basis.noSelling">
          We do not sell personal data, show advertising or build marketing profiles.
        </Trans>
      </p>

      <h2>
        <Trans id="legal.privacy.access.title">Who can see your data</Trans>
      </h2>
      <p>
        <Trans id="legal.privacy.access.roles">
          Inside Plantel, people see your data according to their role in your company: administrators manage
          members, settings and approvals; managers and employees see what their role needs. Nobody outside
          your company can see your company's data.
        </Trans>
      </p>
      <p>
        <Trans id="legal.privacy.access.leaving">
          If you leave your company or are removed from it, you lose access at once, but your timesheets of
          the months you worked there stay visible to its administrators, marked as a former member and
          read-only, because your employer must keep them.
        </Trans>
      </p>
      <p>
        <Trans id="legal.privacy.access.processors">
          We use a small number of service providers to run Plantel (hosting, e-mail delivery and card
          payments). They process data only on our instructions, under data processing agreements. If a
          provider processes data outside the European Economic Area, we use the safeguards the GDPR requires,
          such as the European Commission's standard contractual clauses.
        </Trans>
      </p>

      <h2>
        <Trans id="legal.privacy.retention.title">How long we keep it</Trans>
      </h2>
      <ul>
        <li>
          <Trans id="legal.privacy.retention.active">
            While your account or your company's account exists, we keep the data needed to provide the
            service.
          </Trans>
        </li>
        <li>
          <Trans id="legal.privacy.retention.accountDeleted">
            After an account is deleted, we delete its personal data within{' '}
            <Plural value={PERSONAL_DATA_DELETED_WITHIN_DAYS} one="# day" other="# days" /> (a daily job
            deletes it <Plural value={ACCOUNT_PURGE_AFTER_DAYS} one="# day" other="# days" /> after the
            deletion). Copies in backups are deleted within{' '}
            <Plural value={BACKUPS_DELETED_WITHIN_DAYS} one="# day" other="# days" />: backups are kept for at
            most <Plural value={BACKUP_RETENTION_DAYS} one="# day" other="# days" />.
          </Trans>
        </li>
        <li>
          <Trans id="legal.privacy.retention.timeRecords">
            Working-time records are kept for{' '}
            <Plural value={TIME_RECORDS_KEPT_YEARS} one="# year" other="# years" />, as the law requires of
            the employer, also after an account is deleted; they are then kept under a pseudonym, without name
            or e-mail address, and deleted after{' '}
            <Plural value={TIME_RECORDS_KEPT_YEARS} one="# year" other="# years" />.
          </Trans>
        </li>
        <li>
          <Trans id="legal.privacy.retention.companyDeleted">
            When a company is deleted, all its data is deleted within{' '}
            <Plural value={PERSONAL_DATA_DELETED_WITHIN_DAYS} one="# day" other="# days" />, except its
            working-time records: time entries, their change history, timesheet approvals and corrections,
            when each person belonged to the company, and the names that say whose records they are. The law
            requires the employer to keep these for{' '}
            <Plural value={TIME_RECORDS_KEPT_YEARS} one="# year" other="# years" />, so we keep them locked
            away in an archive that nobody can open in Plantel, and delete them{' '}
            <Plural value={TIME_RECORDS_KEPT_YEARS} one="# year" other="# years" /> after the company was
            deleted. The company's former administrator (or a labour inspector through them) can ask our data
            protection contact for a copy during that time.
          </Trans>
        </li>
        <li>
          <Trans id="legal.privacy.retention.sessions">
            Sessions end after 7 days without use and never last longer than 30 days.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans id="legal.privacy.rights.title">Your rights</Trans>
      </h2>
      <p>
        <Trans id="legal.privacy.rights.text">
          You have the right to access your data, to correct it, to have it deleted, to restrict or object to
          its processing, to receive it in a portable format and to withdraw consent. You can download your
          data and ask for your account's deletion yourself in Account Settings. Our data protection contact
          answers every request within{' '}
          <Plural value={REQUESTS_ANSWERED_WITHIN_DAYS} one="# day" other="# days" />. You can also complain
          to your data protection authority (in Spain, the Agencia Española de Protección de Datos). See{' '}
          <SiteLink to="/gdpr">GDPR Rights &amp; Data Management</SiteLink> for how to exercise each right.
        </Trans>
      </p>

      <h2>
        <Trans id="legal.privacy.security.title">Security</Trans>
      </h2>
      <p>
        <Trans id="legal.privacy.security.text">
          Connections are encrypted, passwords are hashed with argon2id, sessions live in cookies that page
          scripts cannot read, every request is checked against your company and role, and uploaded images are
          checked by their content and re-encoded before they are stored.
        </Trans>
      </p>

      <h2>
        <Trans id="legal.privacy.changes.title">Changes to this policy</Trans>
      </h2>
      <p>
        <Trans id="legal.privacy.changes.text">
          When we change this policy in a way that matters to you, we will tell you by e-mail or in the app
          before the change takes effect.
        </Trans>
      </p>
    </PublicPage>
  );
}
