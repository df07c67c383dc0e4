import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompanySettings } from '../api/company';

/**
 * Settings → Privacy: how accounts are deleted, the cookie preferences (passed in by the page: that editor
 * belongs to the public site), and the data-protection contact with its 30-day answer.
 */
export function PrivacySettingsTab({ cookiePreferences }: { cookiePreferences: ReactNode }) {
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
            company administrator. Remove them in the Team tab; they lose access at once, and their absences
            and time records stay with the company's records.
          </p>
          <p>
            <span className="font-medium">The whole company</span> is deleted from the Danger Zone in the
            Company tab. Everyone is signed out at once; personal data is deleted within 30 days after
            deletion, and backups within 90 days.
          </p>
        </CardContent>
      </Card>
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
              . We answer every data protection request within 30 days.
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
