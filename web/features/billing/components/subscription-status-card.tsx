import { planBadge } from '@domain/billing';
import { FREE_SEATS, PRICE_PER_SEAT_EUR } from '@domain/pricing';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCwIcon } from 'lucide-react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { type SubscriptionStatus, useRefreshSubscriptionStatus, useSubscriptionStatus } from '../api/billing';
import { useBillingFormat } from '../format';
import { PLAN_BADGE_LABEL } from './badges';

const BADGE_VARIANT = {
  'Team Plan': 'success',
  'Free Plan': 'secondary',
  'Payment Required': 'destructive',
} as const;

export function PlanBadge({ status }: { status: SubscriptionStatus }) {
  const { i18n } = useLingui();
  const badge = planBadge(status);
  return badge ? <Badge variant={BADGE_VARIANT[badge]}>{i18n._(PLAN_BADGE_LABEL[badge])}</Badge> : null;
}

/** What went wrong, if anything: an unpaid renewal, or a team bigger than its plan. */
export function PaymentNotice({ status }: { status: SubscriptionStatus }) {
  if (!status.requiresPayment) return null;
  const used = status.seatsUsed;
  const covered = status.seatsPaid ?? FREE_SEATS;
  return (
    <Alert variant="destructive">
      <AlertTitle>
        {status.paymentFailed ? (
          <Trans id="billing.notice.failedTitle">Payment failed</Trans>
        ) : (
          <Trans id="billing.notice.requiredTitle">Payment required</Trans>
        )}
      </AlertTitle>
      <AlertDescription>
        {status.paymentFailed ? (
          <Trans id="billing.notice.failed">
            The last payment for your team plan failed. Everyone keeps access, but no one can be invited or
            join until it is paid. Update your payment method with Manage Billing.
          </Trans>
        ) : (
          <Trans id="billing.notice.required">
            Your team uses {used} seats but your plan covers {covered}. Choose a paid plan to keep adding team
            members.
          </Trans>
        )}
      </AlertDescription>
    </Alert>
  );
}

/**
 * The Invitations page's subscription card: plan badge (spec 4), team size, seats paid and used, price and
 * renewal. Read on load, every 30 s and on demand (forced re-check).
 */
export function SubscriptionStatusCard({ onUpgrade }: { onUpgrade?: () => void }) {
  const { t } = useLingui();
  const { euros, day } = useBillingFormat();
  const status = useSubscriptionStatus();
  const refresh = useRefreshSubscriptionStatus();
  const s = status.data;
  const free = FREE_SEATS;
  const seatPrice = euros(PRICE_PER_SEAT_EUR);

  /** The price and renewal, the seats left and what invitations hold: one sentence each. */
  const summary = (s: SubscriptionStatus) => {
    const price = euros(s.monthlyPrice);
    const end = s.subscriptionEnd ? day(s.subscriptionEnd) : null;
    const left = s.seatsRemaining ?? 0;
    const held = s.activeInvitations;
    return [
      !s.subscribed
        ? null
        : !end
          ? t({ id: 'billing.status.price', message: `${price} per month.` })
          : s.cancelAtPeriodEnd
            ? t({ id: 'billing.status.priceEnds', message: `${price} per month, ends on ${end}.` })
            : t({ id: 'billing.status.priceRenews', message: `${price} per month, renews on ${end}.` }),
      t({
        id: 'billing.status.seatsLeft',
        message: plural(left, { 0: 'No seats left.', one: '# seat left.', other: '# seats left.' }),
      }),
      held > 0
        ? t({
            id: 'billing.status.invitationsHold',
            message: `Open invitations hold ${held} of the seats used.`,
          })
        : null,
    ]
      .filter(Boolean)
      .join(' ');
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>
            <h2>
              <Trans id="billing.status.title">Subscription</Trans>
            </h2>
          </CardTitle>
          <div className="flex items-center gap-1">
            {s && <PlanBadge status={s} />}
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t({ id: 'billing.status.refresh', message: 'Refresh subscription status' })}
              disabled={refresh.isPending}
              onClick={() =>
                refresh.mutate(undefined, {
                  onError: () =>
                    toast.error(
                      t({
                        id: 'billing.status.refreshFailed',
                        message: 'Failed to refresh subscription status',
                      }),
                    ),
                })
              }
            >
              <RefreshCwIcon aria-hidden="true" className={refresh.isPending ? 'animate-spin' : undefined} />
            </Button>
          </div>
        </div>
        <CardDescription>
          <Trans id="billing.status.description">
            Free for up to {free} team members; every additional member costs {seatPrice} per month.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <QueryState
          query={status}
          loading={t({ id: 'billing.status.loading', message: 'Loading subscription status' })}
          skeleton={<Skeleton className="h-16 w-full" />}
          error={t({ id: 'billing.status.failed', message: 'Failed to check subscription status' })}
        >
          {(s) => {
            const teamSize = s.teamSize;
            return !s.billingEnabled ? (
              <p className="text-muted-foreground">
                <Trans id="billing.status.off">
                  Billing is turned off on this server: you can invite as many people as you need ({teamSize}{' '}
                  members now).
                </Trans>
              </p>
            ) : (
              <>
                <dl className="grid grid-cols-3 gap-2 text-center">
                  {(
                    [
                      ['size', t({ id: 'billing.status.teamSize', message: 'Team size' }), s.teamSize],
                      [
                        'paid',
                        t({ id: 'billing.status.seatsPaid', message: 'Seats paid' }),
                        s.seatsPaid ?? FREE_SEATS,
                      ],
                      ['used', t({ id: 'billing.status.seatsUsed', message: 'Seats used' }), s.seatsUsed],
                    ] as const
                  ).map(([key, label, value]) => (
                    <div key={key} className="rounded-md border p-2">
                      <dt className="text-muted-foreground text-xs">{label}</dt>
                      <dd className="font-semibold text-lg">{value}</dd>
                    </div>
                  ))}
                </dl>
                <p className="text-muted-foreground">{summary(s)}</p>
                <PaymentNotice status={s} />
                {onUpgrade && (s.seatsRemaining ?? 1) <= 0 && (
                  <Button variant="outline" size="sm" onClick={onUpgrade}>
                    {s.paymentFailed ? (
                      <Trans id="billing.fixPayment">Fix Payment</Trans>
                    ) : s.subscribed ? (
                      <Trans id="billing.addSeats">Add Seats</Trans>
                    ) : (
                      <Trans id="billing.upgradePlan">Upgrade Plan</Trans>
                    )}
                  </Button>
                )}
              </>
            );
          }}
        </QueryState>
      </CardContent>
    </Card>
  );
}
