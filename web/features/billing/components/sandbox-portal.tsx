import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { type RenewalOutcome, useSimulateSandboxRenewal, useSubscriptionStatus } from '../api/billing';
import { formatDate, formatEuros, membersLabel } from '../format';
import { BillingHistory } from './billing-history';
import { SandboxFrame } from './sandbox-checkout';

/**
 * The sandbox's billing portal (what Stripe's customer portal is with BILLING_PROVIDER=stripe): the plan and
 * invoices, and the next renewal played now, paid or failed, to see what the company sees.
 */
export function SandboxPortalPage() {
  const status = useSubscriptionStatus();
  const renew = useSimulateSandboxRenewal();
  const play = (outcome: RenewalOutcome) =>
    renew.mutate(outcome, {
      onSuccess: () =>
        toast.success(outcome === 'paid' ? 'Renewal paid' : 'Renewal failed', {
          description:
            outcome === 'paid'
              ? 'The payment went through.'
              : 'The admins were e-mailed; invitations are blocked until it is paid.',
        }),
      onError: (e) =>
        toast.error('Could not play the renewal', { description: errorMessage(e, 'Please try again.') }),
    });
  const s = status.data;

  return (
    <SandboxFrame title="Billing portal">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Your subscription</h2>
          </CardTitle>
          <CardDescription>Payment methods are not needed in the sandbox.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          <QueryState
            query={status}
            loading="Loading subscription status"
            skeleton={<Skeleton className="h-16 w-full" />}
            error="Failed to check subscription status"
          >
            {(s) =>
              s.subscribed ? (
                <>
                  <p>
                    Team plan for {membersLabel(s.seatsPaid ?? 0)}: {formatEuros(s.monthlyPrice)} a month.
                  </p>
                  {s.subscriptionEnd && (
                    <p>
                      {s.cancelAtPeriodEnd ? 'Ends' : 'Next renewal'} on {formatDate(s.subscriptionEnd)}.
                    </p>
                  )}
                  {s.paymentFailed && (
                    <p className="font-medium text-destructive">The last renewal is unpaid.</p>
                  )}
                </>
              ) : (
                <p>Your company has no paid subscription.</p>
              )
            }
          </QueryState>
        </CardContent>
        {s?.subscribed && !s.cancelAtPeriodEnd && (
          <CardFooter className="flex flex-wrap gap-2">
            <Button onClick={() => play('paid')} disabled={renew.isPending}>
              {s.paymentFailed ? 'Pay the unpaid renewal' : 'Simulate a paid renewal'}
            </Button>
            {!s.paymentFailed && (
              <Button variant="outline" onClick={() => play('failed')} disabled={renew.isPending}>
                Simulate a failed renewal
              </Button>
            )}
          </CardFooter>
        )}
      </Card>
      <BillingHistory />
      <Button asChild variant="outline">
        <a href="/app/settings?tab=billing">Return to Plantel</a>
      </Button>
    </SandboxFrame>
  );
}
