import type { JoinFailure, PendingJoin } from '@domain/contracts/invitations';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailWarningIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useRetryPendingJoin } from '../api/invitations';

const JOIN_FAILURE: Record<JoinFailure, MessageDescriptor> = {
  expired: msg({
    id: 'invitations.notice.expired',
    message:
      'Your invitation to {company} expired before your e-mail address was confirmed. Ask the company admin for a new invitation.',
  }),
  used: msg({
    id: 'invitations.notice.used',
    message:
      'Your invitation to {company} has already been used. Ask the company admin for a new invitation.',
  }),
  deleted: msg({
    id: 'invitations.notice.deleted',
    message: 'Your invitation to {company} was withdrawn. Ask the company admin for a new invitation.',
  }),
  seat_limit: msg({
    id: 'invitations.notice.seatLimit',
    message:
      '{company} has reached their team size limit. Please contact the company admin to upgrade their subscription, then ask for a new invitation.',
  }),
  company_deleted: msg({
    id: 'invitations.notice.companyDeleted',
    message: '{company} no longer uses Plantel, so your account could not join it.',
  }),
};

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
  const { t, i18n } = useLingui();
  const retry = useRetryPendingJoin();
  const company = join.companyName ?? t({ id: 'invitations.theCompany', message: 'the company' });

  const finish = async () => {
    try {
      const result = await retry.mutateAsync();
      if (result.status === 'none') {
        toast.success(t({ id: 'invitations.joined', message: 'Successfully Joined!' }), {
          description: t({ id: 'invitations.joinedDetail', message: `You have been added to ${company}.` }),
        });
      }
    } catch (e) {
      toast.error(t({ id: 'common.error', message: 'Error' }), {
        description: errorMessage(
          e,
          t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
        ),
      });
    }
  };

  /** The server's `message` (domain/invitations.ts `joinFailureMessage`), in the reader's language. */
  const why = (pending: PendingJoin, name: string) =>
    pending.status === 'failed'
      ? i18n._(JOIN_FAILURE[pending.reason ?? 'deleted'].id, { company: name })
      : t({ id: 'invitations.notice.notYet', message: `Your account has not been added to ${name} yet.` });

  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-warning/30">
            <MailWarningIcon className="size-6" aria-hidden="true" />
          </div>
          <CardTitle>
            <h1 className="text-xl">
              {join.status === 'pending' ? (
                <Trans id="invitations.notice.joining">Joining {company}</Trans>
              ) : (
                <Trans id="invitations.notice.failed">Couldn't join {company}</Trans>
              )}
            </h1>
          </CardTitle>
          <CardDescription>{why(join, company)}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {join.status === 'failed' && (
            <p className="text-muted-foreground text-sm">
              <Trans id="invitations.notice.newInvitation">
                When you receive a new invitation, open its link while signed in and choose Join Company.
              </Trans>
            </p>
          )}
          <dl className="rounded-md border p-3 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">
                <Trans id="invitations.notice.email">Email</Trans>
              </dt>
              <dd className="truncate font-medium">{email}</dd>
            </div>
          </dl>
          {join.status === 'pending' && (
            <Button className="w-full" onClick={finish} disabled={retry.isPending}>
              {retry.isPending ? (
                <Trans id="invitations.joining">Joining...</Trans>
              ) : (
                <Trans id="invitations.notice.finish">Finish joining</Trans>
              )}
            </Button>
          )}
          <Button className="w-full" variant="outline" onClick={onSignOut} disabled={signingOut}>
            <Trans id="invitations.notice.signOut">Sign Out</Trans>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
