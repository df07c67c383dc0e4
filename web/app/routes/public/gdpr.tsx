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
          <strong>Your name and photo:</strong> change them yourself in{' '}
          <SiteLink to="/app/account">Account Settings</SiteLink>.
        </li>
        <li>
          <strong>Cookie consent:</strong> change it in Account Settings under Privacy &amp; Data, or in the{' '}
          <SiteLink to="/cookies#settings">cookie settings</SiteLink>.
        </li>
        <li>
          <strong>Company administrators</strong> manage the company's data, its members and the deletion of
          the company in <SiteLink to="/app/settings">Company Settings</SiteLink>.
        </li>
        <li>
          <strong>Employees:</strong> your company decides what HR information it records about you, so ask
          your company administrator first, for example to delete your account or to correct an absence or a
          time entry.
        </li>
        <li>
          <strong>A copy of your data, or anything else:</strong> write to our data protection contact at{' '}
          <a href={`mailto:${email}`}>{email}</a>. We answer within 30 days.
        </li>
      </ul>
      <p>
        <SiteLink to="/app/settings">Exercise your rights in Plantel</SiteLink> (company settings; you will be
        asked to sign in).
      </p>

      <h2>What happens when data is deleted</h2>
      <ul>
        <li>After an account is deleted, its personal data is deleted within 30 days.</li>
        <li>Copies in backups are deleted within 90 days.</li>
        <li>
          An employer may have to keep some records longer by law, such as working-time records (four years in
          Spain). Your employer will tell you if that applies.
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
