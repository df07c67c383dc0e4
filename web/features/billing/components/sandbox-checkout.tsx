import { Trans, useLingui } from '@lingui/react/macro';
import { FlaskConicalIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCancelSandboxCheckout, usePaySandboxCheckout, useSandboxCheckout } from '../api/billing';
import { useBillingFormat } from '../format';
import { PriceBreakdown } from './price-breakdown';

/** The frame of the sandbox's hosted pages: clearly not Plantel's app, clearly not a real payment. */
export function SandboxFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-svh items-start justify-center bg-muted/40 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-2 font-semibold">
            <FlaskConicalIcon className="size-5" aria-hidden="true" />
            <Trans id="billing.sandbox.brand">Plantel Sandbox Payments</Trans>
          </p>
          <Badge variant="warning">
            <Trans id="billing.sandbox.testMode">Test mode</Trans>
          </Badge>
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
  const { t } = useLingui();
  const { euros, day } = useBillingFormat();
  const somethingWrong = t({
    id: 'common.tryAgainLater',
    message: 'Something went wrong. Please try again.',
  });
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
      toast.error(failure, { description: errorMessage(e, somethingWrong) });
      void checkout.refetch();
    }
  };

  if (checkout.isPending) {
    return (
      <SandboxFrame title={t({ id: 'billing.sandbox.checkoutTitle', message: 'Checkout' })}>
        <div className="space-y-2" aria-busy="true">
          <span className="sr-only">
            <Trans id="billing.sandbox.loading">Loading checkout</Trans>
          </span>
          <Skeleton className="h-48 w-full" />
        </div>
      </SandboxFrame>
    );
  }
  if (checkout.isError) {
    const notFound = isApiError(checkout.error) && checkout.error.status === 404;
    return (
      <SandboxFrame
        title={
          notFound
            ? t({ id: 'billing.sandbox.notFoundTitle', message: 'Checkout not found' })
            : t({ id: 'billing.sandbox.unavailableTitle', message: 'Checkout unavailable' })
        }
      >
        <Card>
          <CardContent className="space-y-3 text-sm">
            <p role="alert">
              {notFound ? (
                <Trans id="billing.sandbox.notFound">
                  This checkout does not exist or belongs to another company.
                </Trans>
              ) : (
                errorMessage(checkout.error, somethingWrong)
              )}
            </p>
            <Button asChild variant="outline">
              <a href="/app/invitations">
                <Trans id="billing.sandbox.back">Back to Plantel</Trans>
              </a>
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
      <SandboxFrame title={t({ id: 'billing.sandbox.closedTitle', message: 'Checkout closed' })}>
        <Card>
          <CardContent className="space-y-3 text-sm">
            <p>
              {c.status === 'completed' ? (
                <Trans id="billing.sandbox.paid">This checkout has been paid already.</Trans>
              ) : c.status === 'abandoned' ? (
                <Trans id="billing.sandbox.abandoned">
                  This checkout was cancelled. Nothing was charged.
                </Trans>
              ) : (
                <Trans id="billing.sandbox.expired">This checkout has expired. Nothing was charged.</Trans>
              )}
            </p>
            <Button asChild variant="outline">
              <a href={back}>
                <Trans id="billing.sandbox.back">Back to Plantel</Trans>
              </a>
            </Button>
          </CardContent>
        </Card>
      </SandboxFrame>
    );
  }

  const busy = pay.isPending || cancel.isPending || leaving;
  const companyName = c.companyName;
  const openUntil = day(c.expiresAt);
  const price = euros(c.monthlyPrice);
  return (
    <SandboxFrame title={t({ id: 'billing.sandbox.checkoutTitle', message: 'Checkout' })}>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>
              <Trans id="billing.sandbox.planFor">Team plan for {companyName}</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans id="billing.sandbox.standIn">
              This sandbox stands in for the card payment provider: no card is needed and no money moves.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <PriceBreakdown
            teamSize={c.teamSize}
            paidSeats={c.paidSeats}
            monthlyPrice={c.monthlyPrice}
            totalLabel={t({ id: 'billing.sandbox.dueToday', message: 'Due today, then monthly' })}
          />
          <p className="text-muted-foreground text-xs">
            <Trans id="billing.sandbox.terms">
              Billed monthly in advance; non-refundable; cancel anytime, effective at the end of the period.
              This checkout is open until {openUntil}.
            </Trans>
          </p>
        </CardContent>
        <CardFooter className="flex flex-wrap justify-end gap-2">
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              go(cancel, t({ id: 'billing.sandbox.cancelFailed', message: 'Could not cancel the checkout' }))
            }
          >
            <Trans id="common.cancel">Cancel</Trans>
          </Button>
          <Button
            disabled={busy}
            onClick={() => go(pay, t({ id: 'billing.sandbox.payFailed', message: 'Payment failed' }))}
          >
            {pay.isPending || leaving ? (
              <Trans id="billing.sandbox.paying">Paying...</Trans>
            ) : (
              <Trans id="billing.sandbox.pay">Pay {price}</Trans>
            )}
          </Button>
        </CardFooter>
      </Card>
    </SandboxFrame>
  );
}
