import {
  ACCOUNT_PURGE_AFTER_DAYS,
  BACKUPS_DELETED_WITHIN_DAYS,
  PERSONAL_DATA_DELETED_WITHIN_DAYS,
  REQUESTS_ANSWERED_WITHIN_DAYS,
  TIME_RECORDS_KEPT_YEARS,
} from '@domain/privacy';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompanySettings } from '../api/company';

/**
 * Settings → Privacy: how accounts are deleted, with the members' deletion requests, the company data
 * export, the cookie preferences (each passed in by the page: they belong to other features), and the
 * data-protection contact with its 30-day answer.
 */
export function PrivacySettingsTab({
  cookiePreferences,
  deletionRequests,
  companyExport,
}: {
  cookiePreferences: ReactNode;
  deletionRequests?: ReactNode;
  companyExport?: ReactNode;
}) {
  const settings = useCompanySettings();
  const answered = REQUESTS_ANSWERED_WITHIN_DAYS;
  const purge = ACCOUNT_PURGE_AFTER_DAYS;
  const deleted = PERSONAL_DATA_DELETED_WITHIN_DAYS;
  const backups = BACKUPS_DELETED_WITHIN_DAYS;
  const kept = TIME_RECORDS_KEPT_YEARS;
  const email = settings.data?.dataProtectionEmail;
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>
              <Trans id="company.privacy.deletionTitle">Account Deletion</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans id="company.privacy.deletionDescription">
              What happens to personal data when someone leaves or the company closes.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <p>
            <Trans id="company.privacy.employees">
              <span className="font-medium">Employees</span> cannot delete their own accounts: they ask you,
              the company administrator, from their Account Settings, and their requests appear below. Answer
              each within {answered} days.
            </Trans>
          </p>
          <p>
            <Trans id="company.privacy.deletingAccount">
              <span className="font-medium">Deleting an account</span> (below, or with the delete-account
              button in the Team tab) ends the person's access at once and frees their seat. Their personal
              data is deleted after {purge} days, within {deleted} days at the latest, and removed from
              backups within {backups} days. Their working-time records, which the law requires you to keep
              for {kept} years, stay under a pseudonym (“Deleted user #…”) and are deleted after that.
              Removing a member in the Team tab instead keeps their account: they only lose access to the
              company.
            </Trans>
          </p>
          <p>
            <Trans id="company.privacy.wholeCompany">
              <span className="font-medium">The whole company</span> is deleted from the Danger Zone in the
              Company tab. Everyone is signed out at once; personal data is deleted within {deleted} days
              after deletion, and backups within {backups} days.
            </Trans>
          </p>
        </CardContent>
      </Card>
      {deletionRequests}
      {companyExport}
      {cookiePreferences}
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>
              <Trans id="company.privacy.contactTitle">Data Protection Contact</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans id="company.privacy.contactDescription">
              Requests to access, correct, export or delete personal data.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="text-sm">
          {settings.isPending ? (
            <Skeleton className="h-5 w-64" />
          ) : (
            <p>
              {email ? (
                <Trans id="company.privacy.contact">
                  Write to{' '}
                  <a
                    href={`mailto:${email}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {email}
                  </a>
                  . We answer every data protection request within {answered} days.
                </Trans>
              ) : (
                <Trans id="company.privacy.contactFallback">
                  Write to our support address. We answer every data protection request within {answered}{' '}
                  days.
                </Trans>
              )}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
