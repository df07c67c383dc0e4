import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { supportEmail } from '@/lib/site';

/** Where to ask for a copy of one's data or for account deletion, with the legal promises of the spec. */
export function YourDataCard({ isAdmin }: { isAdmin: boolean }) {
  const email = supportEmail();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Your data</h2>
        </CardTitle>
        <CardDescription>How to get a copy of your data or have your account deleted.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm leading-6">
        <section aria-labelledby="data-export-title">
          <h3 id="data-export-title" className="font-medium">
            A copy of your data
          </h3>
          <p className="text-muted-foreground">
            Ask your company administrator, or write to our data protection contact at{' '}
            <a href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-4">
              {email}
            </a>
            . We answer every request within 30 days.
          </p>
        </section>
        <section aria-labelledby="data-delete-title">
          <h3 id="data-delete-title" className="font-medium">
            Deleting your account
          </h3>
          <p className="text-muted-foreground">
            {isAdmin ? (
              <>
                As an administrator you can delete the whole company, with everyone's accounts, in{' '}
                <Link to="/app/settings" className="font-medium text-primary underline underline-offset-4">
                  Company Settings
                </Link>
                .
              </>
            ) : (
              'Account deletion is requested through your company administrator.'
            )}{' '}
            After an account is deleted, its personal data is deleted within 30 days and removed from backups
            within 90 days.
          </p>
        </section>
        <p className="text-muted-foreground">
          Read more in our{' '}
          <Link to="/privacy" className="font-medium text-primary underline underline-offset-4">
            Privacy Policy
          </Link>{' '}
          and on{' '}
          <Link to="/gdpr" className="font-medium text-primary underline underline-offset-4">
            GDPR Rights &amp; Data Management
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
