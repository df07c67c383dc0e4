import { FREE_SEATS, monthlyPrice, PRICE_PER_SEAT_EUR } from '@domain/pricing';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSeatSummary } from '../api/invitations';

const euros = (n: number) => new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(n);

/**
 * Team size and plan. Paid plans arrive with billing; until then every company is on the free plan without
 * a seat limit, and the card says so rather than inventing a subscription.
 */
export function SubscriptionStatusCard() {
  const seats = useSeatSummary();
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>
            <h2>Subscription</h2>
          </CardTitle>
          <Badge variant="secondary">Free Plan</Badge>
        </div>
        <CardDescription>
          Free for up to {FREE_SEATS} team members; every additional member costs {euros(PRICE_PER_SEAT_EUR)}{' '}
          per month.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {seats.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : seats.isError ? (
          <p className="text-destructive">Failed to check subscription status</p>
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-2 text-center">
              <div className="rounded-md border p-2">
                <dt className="text-muted-foreground text-xs">Team size</dt>
                <dd className="font-semibold text-lg">{seats.data.members}</dd>
              </div>
              <div className="rounded-md border p-2">
                <dt className="text-muted-foreground text-xs">Pending invitations</dt>
                <dd className="font-semibold text-lg">{seats.data.activeInvitations}</dd>
              </div>
              <div className="rounded-md border p-2">
                <dt className="text-muted-foreground text-xs">Seats used</dt>
                <dd className="font-semibold text-lg">{seats.data.seatsUsed}</dd>
              </div>
            </dl>
            <p className="text-muted-foreground">
              Paid plans are not available yet, so you can invite as many people as you need for now.
              {monthlyPrice(seats.data.seatsUsed) > 0 &&
                ` With paid plans, ${seats.data.seatsUsed} seats will cost ${euros(monthlyPrice(seats.data.seatsUsed))} per month.`}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
