import { minimumTeamSize } from '@domain/billing';
import type { BillingReturnPage } from '@domain/contracts/billing';
import { plural } from '@domain/plural';
import { FREE_SEATS, PRICE_PER_SEAT_EUR } from '@domain/pricing';
import { CircleCheckIcon, CreditCardIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import {
  type SubscriptionStatus,
  useCreateCheckout,
  useOpenBillingPortal,
  useSubscriptionStatus,
  useUpdateSubscription,
} from '../api/billing';
import { formatDate, formatEuros, membersLabel } from '../format';
import { NEW_TAB_MESSAGE, openHostedPage, POPUP_BLOCKED_MESSAGE } from '../open-hosted-page';
import { TeamSizeForm } from './team-size-form';

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

type View = 'loading' | 'confirming' | 'off' | 'failed' | 'subscribe' | 'update' | 'ready';

function viewOf(
  status: SubscriptionStatus | undefined,
  opts: { wantsUpdate: boolean; confirming: boolean },
): View {
  if (!status) return 'loading';
  if (!status.billingEnabled) return 'off';
  if (status.paymentFailed) return 'failed';
  if (!status.subscribed) return opts.confirming ? 'confirming' : 'subscribe';
  if (opts.wantsUpdate || (status.seatsRemaining ?? 0) <= 0) return 'update';
  return 'ready';
}

/**
 * The billing dialogs of the spec in one place, chosen by the subscription status:
 * - payment required (no paid plan): choose the team size → create-subscription → the hosted payment page;
 * - billing update (a paid plan whose seats are all used, or asked for): a new team size → update-subscription
 *   → forced re-check → 'Billing updated successfully!';
 * - a failed renewal: manage billing (the provider's portal);
 * - a paid plan with free seats (e.g. back from paying): how many, and `onInvite` to go on inviting.
 */
export function PaymentDialog({
  open,
  onOpenChange,
  returnTo,
  startWith = 'auto',
  confirming = false,
  onInvite,
  onUpdated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnTo: BillingReturnPage;
  /** 'update' opens the team-size change even when seats are free (the Billing tab's Change Team Size). */
  startWith?: 'auto' | 'update';
  /** A payment is being confirmed (just back from the hosted page). */
  confirming?: boolean;
  onInvite?: () => void;
  onUpdated?: () => void;
}) {
  const status = useSubscriptionStatus();
  const [wantsUpdate, setWantsUpdate] = useState(startWith === 'update');
  useEffect(() => {
    if (open) setWantsUpdate(startWith === 'update');
  }, [open, startWith]);
  const view = viewOf(status.data, { wantsUpdate, confirming });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {(view === 'loading' || view === 'confirming' || view === 'off') && (
          <>
            <DialogHeader>
              <DialogTitle>{view === 'off' ? 'No seat limit' : 'Checking your subscription'}</DialogTitle>
              <DialogDescription>
                {view === 'off'
                  ? 'Billing is turned off on this server, so you can invite as many people as you need.'
                  : view === 'confirming'
                    ? 'Confirming your payment with the payment provider…'
                    : 'Reading your plan and seats…'}
              </DialogDescription>
            </DialogHeader>
            {view === 'off' ? (
              <DialogFooter>
                <Button onClick={() => onOpenChange(false)}>Close</Button>
              </DialogFooter>
            ) : (
              <div className="space-y-2" aria-busy="true">
                <Skeleton className="h-10 w-full" />
                <Skeleton className="h-24 w-full" />
              </div>
            )}
          </>
        )}
        {view === 'subscribe' && status.data && (
          <SubscribeView status={status.data} returnTo={returnTo} onCancel={() => onOpenChange(false)} />
        )}
        {view === 'update' && status.data && (
          <UpdateView
            status={status.data}
            onCancel={() => onOpenChange(false)}
            onUpdated={() => {
              onOpenChange(false);
              onUpdated?.();
            }}
          />
        )}
        {view === 'failed' && status.data && (
          <FailedView returnTo={returnTo} onCancel={() => onOpenChange(false)} />
        )}
        {view === 'ready' && status.data && (
          <ReadyView
            status={status.data}
            onInvite={
              onInvite
                ? () => {
                    onOpenChange(false);
                    onInvite();
                  }
                : undefined
            }
            onChangeSize={() => setWantsUpdate(true)}
            onClose={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SubscribeView({
  status,
  returnTo,
  onCancel,
}: {
  status: SubscriptionStatus;
  returnTo: BillingReturnPage;
  onCancel: () => void;
}) {
  const checkout = useCreateCheckout();
  const [pending, setPending] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const counts = { members: status.teamSize, activeInvitations: status.activeInvitations };
  const suggested = Math.max(minimumTeamSize(counts), status.seatsUsed + 1);

  const pay = async (teamSize: number) => {
    setPending(true);
    try {
      const { url } = await checkout.mutateAsync({ teamSize, returnTo });
      const outcome = openHostedPage(url);
      if (outcome === 'navigated') return; // the page is leaving for the payment page
      setPending(false);
      if (outcome === 'new-tab') toast.info(NEW_TAB_MESSAGE);
      else {
        setLink(url);
        toast.error(POPUP_BLOCKED_MESSAGE);
      }
    } catch (e) {
      setPending(false);
      toast.error('Failed to setup payment. Please try again.', {
        description: errorMessage(e, SOMETHING_WRONG),
      });
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <CreditCardIcon className="size-5" aria-hidden="true" />
          Payment Required
        </DialogTitle>
        <DialogDescription>
          {status.seatsUsed > FREE_SEATS
            ? `Your team uses ${status.seatsUsed} seats, more than the ${FREE_SEATS} of the free plan.`
            : `Your company has reached the team size limit of the free plan (${FREE_SEATS} members).`}{' '}
          Every additional member costs {formatEuros(PRICE_PER_SEAT_EUR)} per month.
        </DialogDescription>
      </DialogHeader>
      <TeamSizeForm
        id="payment-team-size"
        counts={counts}
        purpose="subscribe"
        defaultValue={suggested}
        onSubmit={pay}
      >
        {link && (
          <p className="rounded-md border border-warning p-3 text-sm">
            <a className="font-medium underline" href={link} target="_blank" rel="noopener noreferrer">
              Open the payment page
            </a>{' '}
            to complete your payment, then come back here.
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending && <Spinner className="size-4" label="Setting up payment" />}
            {pending ? 'Setting up payment...' : 'Continue to Payment'}
          </Button>
        </DialogFooter>
      </TeamSizeForm>
    </>
  );
}

function UpdateView({
  status,
  onCancel,
  onUpdated,
}: {
  status: SubscriptionStatus;
  onCancel: () => void;
  onUpdated: () => void;
}) {
  const update = useUpdateSubscription();
  const counts = { members: status.teamSize, activeInvitations: status.activeInvitations };
  const full = (status.seatsRemaining ?? 0) <= 0;
  const seatsPaid = status.seatsPaid ?? FREE_SEATS;

  const save = async (teamSize: number) => {
    try {
      const result = await update.mutateAsync(teamSize);
      toast.success('Billing updated successfully!', { description: result.message });
      onUpdated();
    } catch (e) {
      toast.error('Failed to update billing. Please try again.', {
        description: errorMessage(e, SOMETHING_WRONG),
      });
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Update Billing</DialogTitle>
        <DialogDescription>
          {full
            ? `All ${seatsPaid} seats of your team plan are in use. Add seats to invite more people.`
            : `Your team plan covers ${membersLabel(seatsPaid)}.`}{' '}
          Added seats are charged now for the rest of the current billing period; fewer seats lower the price
          from the next renewal.
        </DialogDescription>
      </DialogHeader>
      <TeamSizeForm
        id="update-team-size"
        counts={counts}
        purpose="update"
        defaultValue={full ? seatsPaid + 1 : seatsPaid}
        onSubmit={save}
      >
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Updating...' : 'Update Billing'}
          </Button>
        </DialogFooter>
      </TeamSizeForm>
    </>
  );
}

function FailedView({ returnTo, onCancel }: { returnTo: BillingReturnPage; onCancel: () => void }) {
  const portal = useManageBilling(returnTo);
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <TriangleAlertIcon className="size-5 text-destructive" aria-hidden="true" />
          Payment Failed
        </DialogTitle>
        <DialogDescription>
          The last payment for your team plan failed. Everyone in your team keeps access, but no one can be
          invited or join until it is paid. Update your payment method to continue.
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={portal.run} disabled={portal.pending}>
          {portal.pending ? 'Opening...' : 'Manage Billing'}
        </Button>
      </DialogFooter>
    </>
  );
}

function ReadyView({
  status,
  onInvite,
  onChangeSize,
  onClose,
}: {
  status: SubscriptionStatus;
  onInvite?: () => void;
  onChangeSize: () => void;
  onClose: () => void;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <CircleCheckIcon className="size-5 text-success-foreground" aria-hidden="true" />
          Team Plan Active
        </DialogTitle>
        <DialogDescription>
          Your team plan covers {membersLabel(status.seatsPaid ?? 0)} for {formatEuros(status.monthlyPrice)} a
          month
          {status.subscriptionEnd ? ` (renews on ${formatDate(status.subscriptionEnd)})` : ''}.{' '}
          {plural(status.seatsRemaining ?? 0, { one: 'seat is free.', other: 'seats are free.' })}
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onChangeSize}>
          Change Team Size
        </Button>
        {onInvite ? (
          <Button onClick={onInvite}>Invite Team Member</Button>
        ) : (
          <Button onClick={onClose}>Done</Button>
        )}
      </DialogFooter>
    </>
  );
}

/** customer-portal: the browser goes to the provider's billing page. */
export function useManageBilling(returnTo: BillingReturnPage) {
  const portal = useOpenBillingPortal();
  const [pending, setPending] = useState(false);
  return {
    pending,
    run: async () => {
      setPending(true);
      try {
        const { url } = await portal.mutateAsync(returnTo);
        const outcome = openHostedPage(url);
        if (outcome === 'navigated') return;
        setPending(false);
        if (outcome === 'blocked') {
          toast.error('Pop-up blocked. Please allow pop-ups to open the billing portal.', {
            action: { label: 'Open', onClick: () => window.open(url, '_blank', 'noopener') },
          });
        }
      } catch (e) {
        setPending(false);
        toast.error('Failed to open billing portal', { description: errorMessage(e, SOMETHING_WRONG) });
      }
    },
  };
}
