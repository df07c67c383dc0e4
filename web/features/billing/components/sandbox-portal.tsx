import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { type RenewalOutcome, useSimulateSandboxRenewal, useSubscriptionStatus } from '../api/billing';
import { useBillingFormat } from '../format';
import { BillingHistory } from './billing-history';
import { SandboxFrame } from './sandbox-checkout';

/**
 * The sandbox's billing portal (what Stripe's customer portal is with BILLING_PROVIDER=stripe): the plan and
 * invoices, and the next renewal played now, paid or failed, to see what the company sees.
 */
export function SandboxPortalPage() {
  const { t } = useLingui();
  const { euros, day } = useBillingFormat();
  const status = useSubscriptionStatus();
  const renew = useSimulateSandboxRenewal();
  const play = (outcome: RenewalOutcome) =>
    renew.mutate(outcome, {
      onSuccess: () =>
        outcome === 'paid'
          ? toast.success(t({ id: 'billing.sandbox.renewalPaid', message: 'Renewal paid' }), {
              description: t({
                id: 'billing.sandbox.renewalPaidDetail',
                message: 'The payment went through.',
              }),
            })
          : toast.success(t({ id: 'billing.sandbox.renewalFailed', message: 'Renewal failed' }), {
              description: t({
                id: 'billing.sandbox.renewalFailedDetail',
                message: 'The admins were e-mailed; invitations are blocked until it is paid.',
              }),
            }),
      onError: (e) =>
        toast.error(t({ id: 'billing.sandbox.renewalError', message: 'Could not play the renewal' }), {
          description: errorMessage(e, t({ id: 'common.pleaseTryAgain', message: 'Please try again.' })),
        }),
    });
  const s = status.data;

  return (
    <SandboxFrame title={t({ id: 'billing.sandbox.portalTitle', message: 'Billing portal' })}>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>
              <Trans id="billing.sandbox.subscription">Your subscription</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans id="billing.sandbox.noMethods">Payment methods are not needed in the sandbox.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          <QueryState
            query={status}
            loading={t({ id: 'billing.status.loading', message: 'Loading subscription status' })}
            skeleton={<Skeleton className="h-16 w-full" />}
            error={t({ id: 'billing.status.failed', message: 'Failed to check subscription status' })}
          >
            {(s) => {
              const seats = s.seatsPaid ?? 0;
              const price = euros(s.monthlyPrice);
              const end = s.subscriptionEnd ? day(s.subscriptionEnd) : null;
              return s.subscribed ? (
                <>
                  <p>
                    <Trans id="billing.sandbox.plan">
                      Team plan for <Plural value={seats} one="# member" other="# members" />: {price} a
                      month.
                    </Trans>
                  </p>
                  {end && (
                    <p>
                      {s.cancelAtPeriodEnd ? (
                        <Trans id="billing.sandbox.ends">Ends on {end}.</Trans>
                      ) : (
                        <Trans id="billing.sandbox.renews">Next renewal on {end}.</Trans>
                      )}
                    </p>
                  )}
                  {s.paymentFailed && (
                    <p className="font-medium text-destructive">
                      <Trans id="billing.sandbox.unpaid">The last renewal is unpaid.</Trans>
                    </p>
                  )}
                </>
              ) : (
                <p>
                  <Trans id="billing.sandbox.noSubscription">Your company has no paid subscription.</Trans>
                </p>
              );
            }}
          </QueryState>
        </CardContent>
        {s?.subscribed && !s.cancelAtPeriodEnd && (
          <CardFooter className="flex flex-wrap gap-2">
            <Button onClick={() => play('paid')} disabled={renew.isPending}>
              {s.paymentFailed ? (
                <Trans id="billing.sandbox.payUnpaid">Pay the unpaid renewal</Trans>
              ) : (
                <Trans id="billing.sandbox.simulatePaid">Simulate a paid renewal</Trans>
              )}
            </Button>
            {!s.paymentFailed && (
              <Button variant="outline" onClick={() => play('failed')} disabled={renew.isPending}>
                <Trans id="billing.sandbox.simulateFailed">Simulate a failed renewal</Trans>
              </Button>
            )}
          </CardFooter>
        )}
      </Card>
      <BillingHistory />
      <Button asChild variant="outline">
        <a href="/app/settings?tab=billing">
          <Trans id="billing.sandbox.return">Return to Plantel</Trans>
        </a>
      </Button>
    </SandboxFrame>
  );
}
