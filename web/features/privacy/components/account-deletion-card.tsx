import {
  BACKUPS_DELETED_WITHIN_DAYS,
  PERSONAL_DATA_DELETED_WITHIN_DAYS,
  TIME_RECORDS_KEPT_YEARS,
} from '@domain/privacy';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmAction } from '@/components/confirm-action';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { toIsoDate } from '@/lib/dates';
import { useFormat } from '@/lib/i18n/locale-provider';
import { useMyDeletionRequest, useRequestDeletion, useWithdrawDeletion } from '../api/privacy';

const linkClass = 'font-medium text-primary underline underline-offset-4';

/**
 * Account → Privacy & Data: account deletion is requested through the company administrator (spec 6). The
 * person asks (or withdraws the request); the company's only admin is told what to do instead.
 */
export function AccountDeletionCard() {
  const { t } = useLingui();
  const format = useFormat();
  /** An instant's day on this device, written long: "4 May 2026". */
  const day = (instant: string) => format.longDate(toIsoDate(new Date(instant)));
  const somethingWrong = t({
    id: 'common.tryAgainLater',
    message: 'Something went wrong. Please try again.',
  });
  const mine = useMyDeletionRequest();
  const ask = useRequestDeletion();
  const withdraw = useWithdrawDeletion();
  const deleted = PERSONAL_DATA_DELETED_WITHIN_DAYS;
  const backups = BACKUPS_DELETED_WITHIN_DAYS;
  const kept = TIME_RECORDS_KEPT_YEARS;

  const send = async () => {
    try {
      await ask.mutateAsync();
      toast.success(
        t({ id: 'privacy.request.sent', message: 'Your request was sent to your company administrators' }),
      );
    } catch (e) {
      toast.error(t({ id: 'privacy.request.sendFailed', message: 'Failed to send the request' }), {
        description: errorMessage(e, somethingWrong),
      });
    }
  };
  const cancel = async () => {
    try {
      await withdraw.mutateAsync();
      toast.success(t({ id: 'privacy.request.withdrawn', message: 'Your deletion request was withdrawn' }));
    } catch (e) {
      toast.error(t({ id: 'privacy.request.withdrawFailed', message: 'Failed to withdraw the request' }), {
        description: errorMessage(e, somethingWrong),
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="privacy.account.title">Delete your account</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="privacy.account.description">
            Account deletion is requested through your company administrator.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm leading-6">
        <p className="text-muted-foreground">
          <Trans id="privacy.account.what">
            When your account is deleted you lose access at once. Your personal data is deleted within{' '}
            {deleted} days and removed from backups within {backups} days. Your company must keep your
            working-time records for {kept} years by law; they stay under a pseudonym, without your name or
            e-mail address. Download your data first if you want a copy. We answer every request within 30
            days.
          </Trans>
        </p>
        <QueryState
          query={mine}
          loading={t({ id: 'privacy.request.loading', message: 'Loading your deletion request' })}
          skeleton={<Skeleton className="h-9 w-48" />}
          error={t({ id: 'privacy.request.failed', message: 'Your deletion request could not be loaded.' })}
        >
          {(data) => {
            const asked = data.request ? day(data.request.requestedAt) : '';
            const answerBy = data.request ? day(data.request.answerBy) : '';
            return data.soleAdmin ? (
              <p className="rounded-lg border p-3">
                <Trans id="privacy.request.soleAdmin">
                  You are your company's only admin, so nobody else can delete your account. Make another
                  member an admin in{' '}
                  <Link to="/app/settings?tab=team" className={linkClass}>
                    Company Settings
                  </Link>{' '}
                  first, or delete the whole company there.
                </Trans>
              </p>
            ) : data.request ? (
              <div className="space-y-3 rounded-lg border p-3" role="status">
                <p>
                  <Trans id="privacy.request.pending">
                    You asked for your account to be deleted on {asked}. Your administrators answer by{' '}
                    {answerBy}.
                  </Trans>
                </p>
                <Button variant="outline" onClick={cancel} disabled={withdraw.isPending}>
                  <Trans id="privacy.request.withdraw">Withdraw Request</Trans>
                </Button>
              </div>
            ) : (
              <ConfirmAction
                trigger={
                  <Button variant="destructive" disabled={ask.isPending}>
                    <Trans id="privacy.request.ask">Ask to Delete My Account</Trans>
                  </Button>
                }
                title={t({ id: 'privacy.request.confirmTitle', message: 'Ask to delete your account?' })}
                description={t({
                  id: 'privacy.request.confirm',
                  message:
                    'Your company administrators are told by e-mail and answer within 30 days. You keep access until they delete the account, and you can withdraw the request until then.',
                })}
                confirmLabel={t({ id: 'privacy.request.send', message: 'Send Request' })}
                onConfirm={send}
              />
            );
          }}
        </QueryState>
        <p className="text-muted-foreground">
          <Trans id="privacy.account.readMore">
            Read more in our{' '}
            <Link to="/privacy" className={linkClass}>
              Privacy Policy
            </Link>{' '}
            and on{' '}
            <Link to="/gdpr" className={linkClass}>
              GDPR Rights &amp; Data Management
            </Link>
            .
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}
