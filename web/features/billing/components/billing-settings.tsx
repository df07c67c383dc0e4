import { billingBadge } from '@domain/billing';
import { FREE_SEATS, monthlyPrice, PRICE_PER_SEAT_EUR, paidSeats } from '@domain/pricing';
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
import { formatDate, formatEuros, membersLabel } from '../format';
import { usePaymentReturn } from '../hooks/use-payment-return';
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
  'Absence and vacation management with approvals, half days and holidays',
  'Time tracking, timesheets and working-hours balance',
  'Team schedule and company holiday calendars',
  'Reports, analytics and Excel export',
  'E-mail notifications',
  'GDPR compliance and data export',
  'Every feature in every plan, no setup fees',
];

/**
 * Settings → Billing (spec 2): current plan, team size and price breakdown, what's included, a
 * payment-required notice, the plan badge (Free / Payment Required / Active / Team Plan), manage billing (the
 * provider's portal) and the billing history. Coming back from paying reopens the billing dialog after 0.5 s.
 */
export function BillingSettings() {
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
      onSuccess: () => toast.success('Billing info is up to date'),
      onError: () => toast.error('Failed to refresh billing info'),
    });

  return (
    <QueryState
      query={status}
      loading="Loading billing"
      skeleton={
        <div className="space-y-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      }
      error="Failed to check subscription status"
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
                <h2>What's Included</h2>
              </CardTitle>
              <CardDescription>
                Free for up to {FREE_SEATS} team members; {formatEuros(PRICE_PER_SEAT_EUR)} per additional
                member per month. Monthly billing, cancel anytime.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2 text-sm sm:grid-cols-2">
                {INCLUDED.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <CheckIcon
                      className="mt-0.5 size-4 shrink-0 text-success-foreground"
                      aria-hidden="true"
                    />
                    {item}
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
  const manage = useManageBilling('billing');
  const badge = billingBadge(s);
  const seatsPaid = s.seatsPaid ?? s.teamSize;
  const planName = !s.billingEnabled ? 'Unlimited Plan' : s.subscribed ? 'Team Plan' : 'Free Plan';
  // On the free plan, what the current team would cost shows what upgrading means.
  const priced = s.subscribed ? seatsPaid : Math.max(s.seatsUsed, FREE_SEATS);

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>
            <h2>Current Plan: {planName}</h2>
          </CardTitle>
          <div className="flex items-center gap-1">
            <Badge variant={BADGE_VARIANT[badge]}>{badge}</Badge>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label="Refresh billing info"
              disabled={refreshing}
              onClick={onRefresh}
            >
              <RefreshCwIcon aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
            </Button>
          </div>
        </div>
        <CardDescription>
          {!s.billingEnabled
            ? 'Billing is turned off on this server: there is no limit on your team size.'
            : s.subscribed
              ? s.subscriptionEnd
                ? s.cancelAtPeriodEnd
                  ? `Cancelled: your team plan ends on ${formatDate(s.subscriptionEnd)} and will not renew.`
                  : `Billed monthly in advance; next renewal on ${formatDate(s.subscriptionEnd)}.`
                : 'Billed monthly in advance.'
              : `The free plan covers up to ${FREE_SEATS} team members.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {(
            [
              ['Team size', membersLabel(s.teamSize)],
              ['Seats paid', s.billingEnabled ? String(seatsPaid) : 'No limit'],
              ['Seats used', String(s.seatsUsed)],
              ['Monthly price', formatEuros(s.monthlyPrice)],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-md border p-3">
              <dt className="text-muted-foreground text-xs">{label}</dt>
              <dd className="font-semibold text-lg">{value}</dd>
            </div>
          ))}
        </dl>
        {s.billingEnabled && (
          <div>
            <h3 className="mb-1 font-medium">
              {s.subscribed ? 'Price breakdown' : `What a team of ${priced} would cost`}
            </h3>
            <PriceBreakdown paidSeats={paidSeats(priced)} monthlyPrice={monthlyPrice(priced)} />
          </div>
        )}
        {s.billingEnabled && (
          <div className="flex flex-wrap gap-2">
            {!s.subscribed && <Button onClick={onUpgrade}>Upgrade Plan</Button>}
            {s.subscribed && !s.paymentFailed && (
              <Button variant="outline" onClick={onChangeSize}>
                Change Team Size
              </Button>
            )}
            {s.canManageBilling && (
              <Button
                variant={s.paymentFailed ? 'default' : 'outline'}
                onClick={manage.run}
                disabled={manage.pending}
              >
                {manage.pending ? 'Opening...' : 'Manage Billing'}
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
        Cancel Plan
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel your team plan?</DialogTitle>
            <DialogDescription>The plan ends at the end of the period you have paid for.</DialogDescription>
          </DialogHeader>
          <CancelSubscriptionStep
            status={status}
            purpose="billing"
            onCancelled={() => setOpen(false)}
            onBack={() => setOpen(false)}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
