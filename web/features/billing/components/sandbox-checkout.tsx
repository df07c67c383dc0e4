import { FlaskConicalIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCancelSandboxCheckout, usePaySandboxCheckout, useSandboxCheckout } from '../api/billing';
import { formatDate, formatEuros } from '../format';
import { PriceBreakdown } from './price-breakdown';

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/** The frame of the sandbox's hosted pages: clearly not Plantel's app, clearly not a real payment. */
export function SandboxFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-svh items-start justify-center bg-muted/40 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-2 font-semibold">
            <FlaskConicalIcon className="size-5" aria-hidden="true" />
            Plantel Sandbox Payments
          </p>
          <Badge variant="warning">Test mode</Badge>
        </div>
        <h1 className="font-bold text-2xl tracking-tight">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/**
 * The sandbox's hosted payment page (BILLING_PROVIDER=sandbox): it stands in for the card payment provider.
 * Pay completes the checkout (the server applies the same events as a paid Stripe Checkout) and goes back to
 * Plantel with payment_success=true; Cancel abandons it and nothing changes.
 */
export function SandboxCheckoutPage({ id }: { id: string }) {
  const checkout = useSandboxCheckout(id);
  const pay = usePaySandboxCheckout();
  const cancel = useCancelSandboxCheckout();
  const [leaving, setLeaving] = useState(false);

  const go = async (action: typeof pay | typeof cancel, failure: string) => {
    try {
      const { redirectUrl } = await action.mutateAsync(id);
      setLeaving(true);
      window.location.assign(redirectUrl);
    } catch (e) {
      toast.error(failure, { description: errorMessage(e, SOMETHING_WRONG) });
      void checkout.refetch();
    }
  };

  if (checkout.isPending) {
    return (
      <SandboxFrame title="Checkout">
        <div className="space-y-2" aria-busy="true">
          <span className="sr-only">Loading checkout</span>
          <Skeleton className="h-48 w-full" />
        </div>
      </SandboxFrame>
    );
  }
  if (checkout.isError) {
    const notFound = isApiError(checkout.error) && checkout.error.status === 404;
    return (
      <SandboxFrame title={notFound ? 'Checkout not found' : 'Checkout unavailable'}>
        <Card>
          <CardContent className="space-y-3 text-sm">
            <p role="alert">
              {notFound
                ? 'This checkout does not exist or belongs to another company.'
                : errorMessage(checkout.error, SOMETHING_WRONG)}
            </p>
            <Button asChild variant="outline">
              <a href="/app/invitations">Back to Plantel</a>
            </Button>
          </CardContent>
        </Card>
      </SandboxFrame>
    );
  }

  const c = checkout.data;
  const back = c.returnTo === 'billing' ? '/app/settings?tab=billing' : '/app/invitations';
  if (c.status !== 'open') {
    return (
      <SandboxFrame title="Checkout closed">
        <Card>
          <CardContent className="space-y-3 text-sm">
            <p>
              {c.status === 'completed'
                ? 'This checkout has been paid already.'
                : c.status === 'abandoned'
                  ? 'This checkout was cancelled. Nothing was charged.'
                  : 'This checkout has expired. Nothing was charged.'}
            </p>
            <Button asChild variant="outline">
              <a href={back}>Back to Plantel</a>
            </Button>
          </CardContent>
        </Card>
      </SandboxFrame>
    );
  }

  const busy = pay.isPending || cancel.isPending || leaving;
  return (
    <SandboxFrame title="Checkout">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Team plan for {c.companyName}</h2>
          </CardTitle>
          <CardDescription>
            This sandbox stands in for the card payment provider: no card is needed and no money moves.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <PriceBreakdown
            teamSize={c.teamSize}
            paidSeats={c.paidSeats}
            monthlyPrice={c.monthlyPrice}
            totalLabel="Due today, then monthly"
          />
          <p className="text-muted-foreground text-xs">
            Billed monthly in advance; non-refundable; cancel anytime, effective at the end of the period.
            This checkout is open until {formatDate(c.expiresAt)}.
          </p>
        </CardContent>
        <CardFooter className="flex flex-wrap justify-end gap-2">
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => go(cancel, 'Could not cancel the checkout')}
          >
            Cancel
          </Button>
          <Button disabled={busy} onClick={() => go(pay, 'Payment failed')}>
            {pay.isPending || leaving ? 'Paying...' : `Pay ${formatEuros(c.monthlyPrice)}`}
          </Button>
        </CardFooter>
      </Card>
    </SandboxFrame>
  );
}
