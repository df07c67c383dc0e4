import {
  BACKUPS_DELETED_WITHIN_DAYS,
  PERSONAL_DATA_DELETED_WITHIN_DAYS,
  TIME_RECORDS_KEPT_YEARS,
} from '@domain/privacy';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmAction } from '@/components/confirm-action';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useMyDeletionRequest, useRequestDeletion, useWithdrawDeletion } from '../api/privacy';

const SOMETHING_WRONG = 'Something went wrong. Please try again.';
const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
const linkClass = 'font-medium text-primary underline underline-offset-4';

/**
 * Account → Privacy & Data: account deletion is requested through the company administrator (spec 6). The
 * person asks (or withdraws the request); the company's only admin is told what to do instead.
 */
export function AccountDeletionCard() {
  const mine = useMyDeletionRequest();
  const ask = useRequestDeletion();
  const withdraw = useWithdrawDeletion();

  const send = async () => {
    try {
      const result = await ask.mutateAsync();
      toast.success(result.message);
    } catch (e) {
      toast.error('Failed to send the request', { description: errorMessage(e, SOMETHING_WRONG) });
    }
  };
  const cancel = async () => {
    try {
      await withdraw.mutateAsync();
      toast.success('Your deletion request was withdrawn');
    } catch (e) {
      toast.error('Failed to withdraw the request', { description: errorMessage(e, SOMETHING_WRONG) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Delete your account</h2>
        </CardTitle>
        <CardDescription>Account deletion is requested through your company administrator.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm leading-6">
        <p className="text-muted-foreground">
          When your account is deleted you lose access at once. Your personal data is deleted within{' '}
          {PERSONAL_DATA_DELETED_WITHIN_DAYS} days and removed from backups within{' '}
          {BACKUPS_DELETED_WITHIN_DAYS} days. Your company must keep your working-time records for{' '}
          {TIME_RECORDS_KEPT_YEARS} years by law; they stay under a pseudonym, without your name or e-mail
          address. Download your data first if you want a copy. We answer every request within 30 days.
        </p>
        <QueryState
          query={mine}
          loading="Loading your deletion request"
          skeleton={<Skeleton className="h-9 w-48" />}
          error="Your deletion request could not be loaded."
        >
          {(data) =>
            data.soleAdmin ? (
              <p className="rounded-lg border p-3">
                You are your company's only admin, so nobody else can delete your account. Make another member
                an admin in{' '}
                <Link to="/app/settings?tab=team" className={linkClass}>
                  Company Settings
                </Link>{' '}
                first, or delete the whole company there.
              </p>
            ) : data.request ? (
              <div className="space-y-3 rounded-lg border p-3" role="status">
                <p>
                  You asked for your account to be deleted on {formatDate(data.request.requestedAt)}. Your
                  administrators answer by {formatDate(data.request.answerBy)}.
                </p>
                <Button variant="outline" onClick={cancel} disabled={withdraw.isPending}>
                  Withdraw Request
                </Button>
              </div>
            ) : (
              <ConfirmAction
                trigger={
                  <Button variant="destructive" disabled={ask.isPending}>
                    Ask to Delete My Account
                  </Button>
                }
                title="Ask to delete your account?"
                description="Your company administrators are told by e-mail and answer within 30 days. You keep access until they delete the account, and you can withdraw the request until then."
                confirmLabel="Send Request"
                onConfirm={send}
              />
            )
          }
        </QueryState>
        <p className="text-muted-foreground">
          Read more in our{' '}
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>{' '}
          and on{' '}
          <Link to="/gdpr" className={linkClass}>
            GDPR Rights &amp; Data Management
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
