import { billingBadge } from '@domain/billing';
import { FREE_SEATS, monthlyPrice, PRICE_PER_SEAT_EUR, paidSeats } from '@domain/pricing';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { type SubscriptionStatus, useRefreshSubscriptionStatus, useSubscriptionStatus } from '../api/billing';
import { useBillingFormat } from '../format';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { BILLING_BADGE_LABEL } from './badges';
import { BillingHistory } from './billing-history';
import { CancelSubscriptionStep } from './cancel-subscription-step';
import { PaymentDialog, useManageBilling } from './payment-dialog';
import { PriceBreakdown } from './price-breakdown';
import { PaymentNotice } from './subscription-status-card';

const BADGE_VARIANT = {
  Free: 'secondary',
  'Payment Required': 'destructive',
  Active: 'success',
  'Team Plan': 'info',
} as const;

const INCLUDED = [
  msg({
    id: 'billing.included.absences',
    message: 'Absence and vacation management with approvals, half days and holidays',
  }),
  msg({ id: 'billing.included.time', message: 'Time tracking, timesheets and working-hours balance' }),
  msg({ id: 'billing.included.schedule', message: 'Team schedule and company holiday calendars' }),
  msg({ id: 'billing.included.reports', message: 'Reports, analytics and Excel export' }),
  msg({ id: 'billing.included.email', message: 'E-mail notifications' }),
  msg({ id: 'billing.included.gdpr', message: 'GDPR compliance and data export' }),
  msg({ id: 'billing.included.everything', message: 'Every feature in every plan, no setup fees' }),
];

/**
 * Settings → Billing (spec 2): current plan, team size and price breakdown, what's included, a
 * payment-required notice, the plan badge (Free / Payment Required / Active / Team Plan), manage billing (the
 * provider's portal) and the billing history. Coming back from paying reopens the billing dialog after 0.5 s.
 */
export function BillingSettings() {
  const { t, i18n } = useLingui();
  const { euros } = useBillingFormat();
  const free = FREE_SEATS;
  const seatPrice = euros(PRICE_PER_SEAT_EUR);
  const status = useSubscriptionStatus();
  const refresh = useRefreshSubscriptionStatus();
  const [dialog, setDialog] = useState<{ open: boolean; startWith: 'auto' | 'update' }>({
    open: false,
    startWith: 'auto',
  });
  const { confirming } = usePaymentReturn({
    onPaid: () => setDialog({ open: true, startWith: 'auto' }),
    delayMs: 500,
  });

  const refreshNow = () =>
    refresh.mutate(undefined, {
      onSuccess: () => toast.success(t({ id: 'billing.upToDate', message: 'Billing info is up to date' })),
      onError: () =>
        toast.error(t({ id: 'billing.refreshFailed', message: 'Failed to refresh billing info' })),
    });

  return (
    <QueryState
      query={status}
      loading={t({ id: 'billing.settings.loading', message: 'Loading billing' })}
      skeleton={
        <div className="space-y-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      }
      error={t({ id: 'billing.status.failed', message: 'Failed to check subscription status' })}
      errorCard
    >
      {(s) => (
        <div className="space-y-4">
          <CurrentPlan
            status={s}
            refreshing={refresh.isPending}
            onRefresh={refreshNow}
            onUpgrade={() => setDialog({ open: true, startWith: 'auto' })}
            onChangeSize={() => setDialog({ open: true, startWith: 'update' })}
          />
          <PaymentNotice status={s} />
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>
                  <Trans id="billing.included.title">What's Included</Trans>
                </h2>
              </CardTitle>
              <CardDescription>
                <Trans id="billing.included.description">
                  Free for up to {free} team members; {seatPrice} per additional member per month. Monthly
                  billing, cancel anytime.
                </Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2 text-sm sm:grid-cols-2">
                {INCLUDED.map((item) => (
                  <li key={item.id} className="flex items-start gap-2">
                    <CheckIcon
                      className="mt-0.5 size-4 shrink-0 text-success-foreground"
                      aria-hidden="true"
                    />
                    {i18n._(item)}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          {s.billingEnabled && <BillingHistory />}
          {s.billingEnabled && (
            <PaymentDialog
              open={dialog.open}
              onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
              // i18n-ignore: a value for the program, not a text
              returnTo="billing"
              startWith={dialog.startWith}
              confirming={confirming}
            />
          )}
        </div>
      )}
    </QueryState>
  );
}

function CurrentPlan({
  status: s,
  refreshing,
  onRefresh,
  onUpgrade,
  onChangeSize,
}: {
  status: SubscriptionStatus;
  refreshing: boolean;
  onRefresh: () => void;
  onUpgrade: () => void;
  onChangeSize: () => void;
}) {
  const { t, i18n } = useLingui();
  const { euros, day } = useBillingFormat();
  const manage = useManageBilling('billing');
  const badge = billingBadge(s);
  const seatsPaid = s.seatsPaid ?? s.teamSize;
  const planName = !s.billingEnabled
    ? t({ id: 'billing.plan.unlimited', message: 'Unlimited Plan' })
    : s.subscribed
      ? t({ id: 'billing.plan.team', message: 'Team Plan' })
      : t({ id: 'billing.plan.free', message: 'Free Plan' });
  const end = s.subscriptionEnd ? day(s.subscriptionEnd) : null;
  const free = FREE_SEATS;
  const teamSize = s.teamSize;
  // On the free plan, what the current team would cost shows what upgrading means.
  const priced = s.subscribed ? seatsPaid : Math.max(s.seatsUsed, FREE_SEATS);

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>
            <h2>
              <Trans id="billing.plan.current">Current Plan: {planName}</Trans>
            </h2>
          </CardTitle>
          <div className="flex items-center gap-1">
            <Badge variant={BADGE_VARIANT[badge]}>{i18n._(BILLING_BADGE_LABEL[badge])}</Badge>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t({ id: 'billing.refresh', message: 'Refresh billing info' })}
              disabled={refreshing}
              onClick={onRefresh}
            >
              <RefreshCwIcon aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
            </Button>
          </div>
        </div>
        <CardDescription>
          {!s.billingEnabled ? (
            <Trans id="billing.plan.off">
              Billing is turned off on this server: there is no limit on your team size.
            </Trans>
          ) : s.subscribed ? (
            end ? (
              s.cancelAtPeriodEnd ? (
                <Trans id="billing.plan.cancelled">
                  Cancelled: your team plan ends on {end} and will not renew.
                </Trans>
              ) : (
                <Trans id="billing.plan.renews">Billed monthly in advance; next renewal on {end}.</Trans>
              )
            ) : (
              <Trans id="billing.plan.billed">Billed monthly in advance.</Trans>
            )
          ) : (
            <Trans id="billing.plan.freeCovers">The free plan covers up to {free} team members.</Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {(
            [
              [
                'size',
                t({ id: 'billing.plan.teamSize', message: 'Team size' }),
                t({
                  id: 'billing.plan.teamSizeValue',
                  message: plural(teamSize, { one: '# member', other: '# members' }),
                }),
              ],
              [
                'paid',
                t({ id: 'billing.plan.seatsPaid', message: 'Seats paid' }),
                s.billingEnabled ? String(seatsPaid) : t({ id: 'billing.plan.noLimit', message: 'No limit' }),
              ],
              ['used', t({ id: 'billing.plan.seatsUsed', message: 'Seats used' }), String(s.seatsUsed)],
              [
                'price',
                t({ id: 'billing.plan.monthlyPrice', message: 'Monthly price' }),
                euros(s.monthlyPrice),
              ],
            ] as const
          ).map(([key, label, value]) => (
            <div key={key} className="rounded-md border p-3">
              <dt className="text-muted-foreground text-xs">{label}</dt>
              <dd className="font-semibold text-lg">{value}</dd>
            </div>
          ))}
        </dl>
        {s.billingEnabled && (
          <div>
            <h3 className="mb-1 font-medium">
              {s.subscribed ? (
                <Trans id="billing.plan.breakdown">Price breakdown</Trans>
              ) : (
                <Trans id="billing.plan.wouldCost">What a team of {priced} would cost</Trans>
              )}
            </h3>
            <PriceBreakdown paidSeats={paidSeats(priced)} monthlyPrice={monthlyPrice(priced)} />
          </div>
        )}
        {s.billingEnabled && (
          <div className="flex flex-wrap gap-2">
            {!s.subscribed && (
              <Button onClick={onUpgrade}>
                <Trans id="billing.upgradePlan">Upgrade Plan</Trans>
              </Button>
            )}
            {s.subscribed && !s.paymentFailed && (
              <Button variant="outline" onClick={onChangeSize}>
                <Trans id="billing.changeTeamSize">Change Team Size</Trans>
              </Button>
            )}
            {s.canManageBilling && (
              <Button
                variant={s.paymentFailed ? 'default' : 'outline'}
                onClick={manage.run}
                disabled={manage.pending}
              >
                {manage.pending ? (
                  <Trans id="billing.opening">Opening...</Trans>
                ) : (
                  <Trans id="billing.manage">Manage Billing</Trans>
                )}
              </Button>
            )}
            {s.subscribed && !s.cancelAtPeriodEnd && <CancelPlan status={s} />}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Cancel the team plan from Settings → Billing (issue 17; before, only the delete-company dialog offered it),
 * behind a confirmation that says when it ends and what the free plan's seats mean for this team.
 */
function CancelPlan({ status }: { status: SubscriptionStatus }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className="text-destructive" onClick={() => setOpen(true)}>
        <Trans id="billing.cancelPlan.button">Cancel Plan</Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              <Trans id="billing.cancelPlan.title">Cancel your team plan?</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans id="billing.cancelPlan.description">
                The plan ends at the end of the period you have paid for.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <CancelSubscriptionStep
            status={status}
            // i18n-ignore: a value for the program, not a text
            purpose="billing"
            onCancelled={() => setOpen(false)}
            onBack={() => setOpen(false)}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
