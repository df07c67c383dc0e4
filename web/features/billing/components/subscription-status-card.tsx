import { planBadge } from '@domain/billing';
import { plural } from '@domain/plural';
import { FREE_SEATS, PRICE_PER_SEAT_EUR } from '@domain/pricing';
import { RefreshCwIcon } from 'lucide-react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { type SubscriptionStatus, useRefreshSubscriptionStatus, useSubscriptionStatus } from '../api/billing';
import { formatDate, formatEuros } from '../format';

const BADGE_VARIANT = {
  'Team Plan': 'success',
  'Free Plan': 'secondary',
  'Payment Required': 'destructive',
} as const;

export function PlanBadge({ status }: { status: SubscriptionStatus }) {
  const badge = planBadge(status);
  return badge ? <Badge variant={BADGE_VARIANT[badge]}>{badge}</Badge> : null;
}

/** What went wrong, if anything: an unpaid renewal, or a team bigger than its plan. */
export function PaymentNotice({ status }: { status: SubscriptionStatus }) {
  if (!status.requiresPayment) return null;
  return (
    <Alert variant="destructive">
      <AlertTitle>{status.paymentFailed ? 'Payment failed' : 'Payment required'}</AlertTitle>
      <AlertDescription>
        {status.paymentFailed
          ? 'The last payment for your team plan failed. Everyone keeps access, but no one can be invited or join until it is paid. Update your payment method with Manage Billing.'
          : `Your team uses ${status.seatsUsed} seats but your plan covers ${status.seatsPaid ?? FREE_SEATS}. Choose a paid plan to keep adding team members.`}
      </AlertDescription>
    </Alert>
  );
}

/**
 * The Invitations page's subscription card: plan badge (spec 4), team size, seats paid and used, price and
 * renewal. Read on load, every 30 s and on demand (forced re-check).
 */
export function SubscriptionStatusCard({ onUpgrade }: { onUpgrade?: () => void }) {
  const status = useSubscriptionStatus();
  const refresh = useRefreshSubscriptionStatus();
  const s = status.data;

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>
            <h2>Subscription</h2>
          </CardTitle>
          <div className="flex items-center gap-1">
            {s && <PlanBadge status={s} />}
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label="Refresh subscription status"
              disabled={refresh.isPending}
              onClick={() =>
                refresh.mutate(undefined, {
                  onError: () => toast.error('Failed to refresh subscription status'),
                })
              }
            >
              <RefreshCwIcon aria-hidden="true" className={refresh.isPending ? 'animate-spin' : undefined} />
            </Button>
          </div>
        </div>
        <CardDescription>
          Free for up to {FREE_SEATS} team members; every additional member costs{' '}
          {formatEuros(PRICE_PER_SEAT_EUR)} per month.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <QueryState
          query={status}
          loading="Loading subscription status"
          skeleton={<Skeleton className="h-16 w-full" />}
          error="Failed to check subscription status"
        >
          {(s) =>
            !s.billingEnabled ? (
              <p className="text-muted-foreground">
                Billing is turned off on this server: you can invite as many people as you need ({s.teamSize}{' '}
                members now).
              </p>
            ) : (
              <>
                <dl className="grid grid-cols-3 gap-2 text-center">
                  {(
                    [
                      ['Team size', s.teamSize],
                      ['Seats paid', s.seatsPaid ?? FREE_SEATS],
                      ['Seats used', s.seatsUsed],
                    ] as const
                  ).map(([label, value]) => (
                    <div key={label} className="rounded-md border p-2">
                      <dt className="text-muted-foreground text-xs">{label}</dt>
                      <dd className="font-semibold text-lg">{value}</dd>
                    </div>
                  ))}
                </dl>
                <p className="text-muted-foreground">
                  {s.subscribed
                    ? `${formatEuros(s.monthlyPrice)} per month${
                        s.subscriptionEnd
                          ? s.cancelAtPeriodEnd
                            ? `, ends on ${formatDate(s.subscriptionEnd)}`
                            : `, renews on ${formatDate(s.subscriptionEnd)}`
                          : ''
                      }. `
                    : ''}
                  {s.seatsRemaining === 0
                    ? 'No seats left.'
                    : `${plural(s.seatsRemaining ?? 0, { one: 'seat', other: 'seats' })} left.`}
                  {s.activeInvitations > 0
                    ? ` Open invitations hold ${s.activeInvitations} of the seats used.`
                    : ''}
                </p>
                <PaymentNotice status={s} />
                {onUpgrade && (s.seatsRemaining ?? 1) <= 0 && (
                  <Button variant="outline" size="sm" onClick={onUpgrade}>
                    {s.paymentFailed ? 'Fix Payment' : s.subscribed ? 'Add Seats' : 'Upgrade Plan'}
                  </Button>
                )}
              </>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
