import type { PendingJoin } from '@domain/contracts/invitations';
import { MailWarningIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useRetryPendingJoin } from '../api/invitations';

/**
 * Shown instead of Access Revoked to someone who signed up through an invitation but is not in the company:
 * either the join is still to be finished, or it could not happen and the reason is given.
 */
export function JoinNotice({
  join,
  email,
  onSignOut,
  signingOut,
}: {
  join: PendingJoin;
  email: string;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const retry = useRetryPendingJoin();
  const company = join.companyName ?? 'the company';

  const finish = async () => {
    try {
      const result = await retry.mutateAsync();
      if (result.status === 'none') {
        toast.success('Successfully Joined!', { description: `You have been added to ${company}.` });
      }
    } catch (e) {
      toast.error('Error', { description: errorMessage(e, 'Something went wrong. Please try again.') });
    }
  };

  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-warning/30">
            <MailWarningIcon className="size-6" aria-hidden="true" />
          </div>
          <CardTitle>
            <h1 className="text-xl">
              {join.status === 'pending' ? `Joining ${company}` : `Couldn't join ${company}`}
            </h1>
          </CardTitle>
          <CardDescription>{join.message}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {join.status === 'failed' && (
            <p className="text-muted-foreground text-sm">
              When you receive a new invitation, open its link while signed in and choose Join Company.
            </p>
          )}
          <dl className="rounded-md border p-3 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Email</dt>
              <dd className="truncate font-medium">{email}</dd>
            </div>
          </dl>
          {join.status === 'pending' && (
            <Button className="w-full" onClick={finish} disabled={retry.isPending}>
              {retry.isPending ? 'Joining...' : 'Finish joining'}
            </Button>
          )}
          <Button className="w-full" variant="outline" onClick={onSignOut} disabled={signingOut}>
            Sign Out
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
