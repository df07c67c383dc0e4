import { Trans } from '@lingui/react/macro';
import { ShieldOffIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Shown inside /app when the profile has no company: the person's seat was removed. */
export function AccessRevoked({
  email,
  onSignOut,
  signingOut,
}: {
  email: string;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-destructive/10">
            <ShieldOffIcon className="size-6 text-destructive" aria-hidden="true" />
          </div>
          <CardTitle>
            <h1 className="text-xl">
              <Trans id="auth.revoked.title">Access Revoked</Trans>
            </h1>
          </CardTitle>
          <CardDescription>
            <Trans id="auth.revoked.description">
              Your seat has been removed from the company, so you can no longer use Plantel with it.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm text-muted-foreground">
            <Trans id="auth.revoked.contact">
              Please contact your company representative if you believe this is a mistake or to restore your
              access.
            </Trans>
          </p>
          <dl className="rounded-md border p-3 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">
                <Trans id="auth.revoked.email">Email</Trans>
              </dt>
              <dd className="truncate font-medium">{email}</dd>
            </div>
            <div className="mt-2 flex justify-between gap-2">
              <dt className="text-muted-foreground">
                <Trans id="auth.revoked.status">Status</Trans>
              </dt>
              <dd className="font-medium">
                <Trans id="auth.revoked.noCompany">No longer associated with any company</Trans>
              </dd>
            </div>
          </dl>
          <Button className="w-full" variant="outline" onClick={onSignOut} disabled={signingOut}>
            <Trans id="nav.signOut">Sign Out</Trans>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
