import {
  ACCOUNT_PURGE_AFTER_DAYS,
  BACKUPS_DELETED_WITHIN_DAYS,
  PERSONAL_DATA_DELETED_WITHIN_DAYS,
  REQUESTS_ANSWERED_WITHIN_DAYS,
  TIME_RECORDS_KEPT_YEARS,
} from '@domain/privacy';
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
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Account Deletion</h2>
          </CardTitle>
          <CardDescription>
            What happens to personal data when someone leaves or the company closes.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <p>
            <span className="font-medium">Employees</span> cannot delete their own accounts: they ask you, the
            company administrator, from their Account Settings, and their requests appear below. Answer each
            within {REQUESTS_ANSWERED_WITHIN_DAYS} days.
          </p>
          <p>
            <span className="font-medium">Deleting an account</span> (below, or with the delete-account button
            in the Team tab) ends the person's access at once and frees their seat. Their personal data is
            deleted after {ACCOUNT_PURGE_AFTER_DAYS} days, within {PERSONAL_DATA_DELETED_WITHIN_DAYS} days at
            the latest, and removed from backups within {BACKUPS_DELETED_WITHIN_DAYS} days. Their working-time
            records, which the law requires you to keep for {TIME_RECORDS_KEPT_YEARS} years, stay under a
            pseudonym (“Deleted user #…”) and are deleted after that. Removing a member in the Team tab
            instead keeps their account: they only lose access to the company.
          </p>
          <p>
            <span className="font-medium">The whole company</span> is deleted from the Danger Zone in the
            Company tab. Everyone is signed out at once; personal data is deleted within{' '}
            {PERSONAL_DATA_DELETED_WITHIN_DAYS} days after deletion, and backups within{' '}
            {BACKUPS_DELETED_WITHIN_DAYS} days.
          </p>
        </CardContent>
      </Card>
      {deletionRequests}
      {companyExport}
      {cookiePreferences}
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Data Protection Contact</h2>
          </CardTitle>
          <CardDescription>Requests to access, correct, export or delete personal data.</CardDescription>
        </CardHeader>
        <CardContent className="text-sm">
          {settings.isPending ? (
            <Skeleton className="h-5 w-64" />
          ) : (
            <p>
              Write to{' '}
              {settings.data ? (
                <a
                  href={`mailto:${settings.data.dataProtectionEmail}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {settings.data.dataProtectionEmail}
                </a>
              ) : (
                'our support address'
              )}
              . We answer every data protection request within {REQUESTS_ANSWERED_WITHIN_DAYS} days.
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
