import { minimumTeamSize } from '@domain/billing';
import type { BillingReturnPage } from '@domain/contracts/billing';
import { FREE_SEATS, PRICE_PER_SEAT_EUR } from '@domain/pricing';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { useBillingFormat } from '../format';
import { openHostedPage } from '../open-hosted-page';
import { TeamSizeForm } from './team-size-form';

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
              <DialogTitle>
                {view === 'off' ? (
                  <Trans id="billing.dialog.noLimitTitle">No seat limit</Trans>
                ) : (
                  <Trans id="billing.dialog.checkingTitle">Checking your subscription</Trans>
                )}
              </DialogTitle>
              <DialogDescription>
                {view === 'off' ? (
                  <Trans id="billing.dialog.noLimit">
                    Billing is turned off on this server, so you can invite as many people as you need.
                  </Trans>
                ) : view === 'confirming' ? (
                  <Trans id="billing.dialog.confirming">
                    Confirming your payment with the payment provider…
                  </Trans>
                ) : (
                  <Trans id="billing.dialog.checking">Reading your plan and seats…</Trans>
                )}
              </DialogDescription>
            </DialogHeader>
            {view === 'off' ? (
              <DialogFooter>
                <Button onClick={() => onOpenChange(false)}>
                  <Trans id="common.close">Close</Trans>
                </Button>
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
  const { t } = useLingui();
  const { euros } = useBillingFormat();
  const checkout = useCreateCheckout();
  const [pending, setPending] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const counts = { members: status.teamSize, activeInvitations: status.activeInvitations };
  const suggested = Math.max(minimumTeamSize(counts), status.seatsUsed + 1);
  const used = status.seatsUsed;
  const free = FREE_SEATS;
  const seatPrice = euros(PRICE_PER_SEAT_EUR);

  const pay = async (teamSize: number) => {
    setPending(true);
    try {
      const { url } = await checkout.mutateAsync({ teamSize, returnTo });
      const outcome = openHostedPage(url);
      if (outcome === 'navigated') return; // the page is leaving for the payment page
      setPending(false);
      if (outcome === 'new-tab')
        toast.info(
          t({
            id: 'billing.checkout.newTab',
            message: 'Complete payment in the new tab to continue adding team members.',
          }),
        );
      else {
        setLink(url);
        toast.error(
          t({
            id: 'billing.checkout.popupBlocked',
            message: 'Pop-up blocked. Please allow pop-ups or click the link below to complete payment.',
          }),
        );
      }
    } catch (e) {
      setPending(false);
      toast.error(
        t({ id: 'billing.checkout.failed', message: 'Failed to setup payment. Please try again.' }),
        {
          description: errorMessage(
            e,
            t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
          ),
        },
      );
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <CreditCardIcon className="size-5" aria-hidden="true" />
          <Trans id="billing.checkout.title">Payment Required</Trans>
        </DialogTitle>
        <DialogDescription>
          {status.seatsUsed > FREE_SEATS ? (
            <Trans id="billing.checkout.overFree">
              Your team uses {used} seats, more than the {free} of the free plan. Every additional member
              costs {seatPrice} per month.
            </Trans>
          ) : (
            <Trans id="billing.checkout.atLimit">
              Your company has reached the team size limit of the free plan ({free} members). Every additional
              member costs {seatPrice} per month.
            </Trans>
          )}
        </DialogDescription>
      </DialogHeader>
      <TeamSizeForm
        id="payment-team-size"
        counts={counts}
        // i18n-ignore: a value for the program, not a text
        purpose="subscribe"
        defaultValue={suggested}
        onSubmit={pay}
      >
        {link && (
          <p className="rounded-md border border-warning p-3 text-sm">
            <Trans id="billing.checkout.link">
              <a className="font-medium underline" href={link} target="_blank" rel="noopener noreferrer">
                Open the payment page
              </a>{' '}
              to complete your payment, then come back here.
            </Trans>
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            <Trans id="common.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" disabled={pending}>
            {pending && (
              <Spinner
                className="size-4"
                label={t({ id: 'billing.checkout.settingUp', message: 'Setting up payment' })}
              />
            )}
            {pending ? (
              <Trans id="billing.checkout.settingUpButton">Setting up payment...</Trans>
            ) : (
              <Trans id="billing.checkout.continue">Continue to Payment</Trans>
            )}
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
  const { t } = useLingui();
  const update = useUpdateSubscription();
  const counts = { members: status.teamSize, activeInvitations: status.activeInvitations };
  const full = (status.seatsRemaining ?? 0) <= 0;
  const seatsPaid = status.seatsPaid ?? FREE_SEATS;

  const save = async (teamSize: number) => {
    try {
      const result = await update.mutateAsync(teamSize);
      toast.success(t({ id: 'billing.update.done', message: 'Billing updated successfully!' }), {
        description: result.message,
      });
      onUpdated();
    } catch (e) {
      toast.error(
        t({ id: 'billing.update.failed', message: 'Failed to update billing. Please try again.' }),
        {
          description: errorMessage(
            e,
            t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
          ),
        },
      );
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans id="billing.update.title">Update Billing</Trans>
        </DialogTitle>
        <DialogDescription>
          {full ? (
            <Trans id="billing.update.full">
              All {seatsPaid} seats of your team plan are in use. Add seats to invite more people. Added seats
              are charged now for the rest of the current billing period; fewer seats lower the price from the
              next renewal.
            </Trans>
          ) : (
            <Trans id="billing.update.covers">
              Your team plan covers <Plural value={seatsPaid} one="# member" other="# members" />. Added seats
              are charged now for the rest of the current billing period; fewer seats lower the price from the
              next renewal.
            </Trans>
          )}
        </DialogDescription>
      </DialogHeader>
      <TeamSizeForm
        id="update-team-size"
        counts={counts}
        // i18n-ignore: a value for the program, not a text
        purpose="update"
        defaultValue={full ? seatsPaid + 1 : seatsPaid}
        onSubmit={save}
      >
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            <Trans id="common.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? (
              <Trans id="billing.updating">Updating...</Trans>
            ) : (
              <Trans id="billing.update.button">Update Billing</Trans>
            )}
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
          <Trans id="billing.failed.title">Payment Failed</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans id="billing.failed.description">
            The last payment for your team plan failed. Everyone in your team keeps access, but no one can be
            invited or join until it is paid. Update your payment method to continue.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          <Trans id="common.cancel">Cancel</Trans>
        </Button>
        <Button onClick={portal.run} disabled={portal.pending}>
          {portal.pending ? (
            <Trans id="billing.opening">Opening...</Trans>
          ) : (
            <Trans id="billing.manage">Manage Billing</Trans>
          )}
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
  const { euros, day } = useBillingFormat();
  const seats = status.seatsPaid ?? 0;
  const price = euros(status.monthlyPrice);
  const end = status.subscriptionEnd ? day(status.subscriptionEnd) : null;
  const left = status.seatsRemaining ?? 0;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <CircleCheckIcon className="size-5 text-success-foreground" aria-hidden="true" />
          <Trans id="billing.ready.title">Team Plan Active</Trans>
        </DialogTitle>
        <DialogDescription>
          {end ? (
            <Trans id="billing.ready.coversRenews">
              Your team plan covers <Plural value={seats} one="# member" other="# members" /> for {price} a
              month (renews on {end}).
            </Trans>
          ) : (
            <Trans id="billing.ready.covers">
              Your team plan covers <Plural value={seats} one="# member" other="# members" /> for {price} a
              month.
            </Trans>
          )}{' '}
          <Trans id="billing.ready.free">
            <Plural value={left} one="# seat is free." other="# seats are free." />
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onChangeSize}>
          <Trans id="billing.changeTeamSize">Change Team Size</Trans>
        </Button>
        {onInvite ? (
          <Button onClick={onInvite}>
            <Trans id="billing.ready.invite">Invite Team Member</Trans>
          </Button>
        ) : (
          <Button onClick={onClose}>
            <Trans id="common.done">Done</Trans>
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

/** customer-portal: the browser goes to the provider's billing page. */
export function useManageBilling(returnTo: BillingReturnPage) {
  const { t } = useLingui();
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
          toast.error(
            t({
              id: 'billing.portal.popupBlocked',
              message: 'Pop-up blocked. Please allow pop-ups to open the billing portal.',
            }),
            {
              action: {
                label: t({ id: 'billing.portal.open', message: 'Open' }),
                onClick: () => window.open(url, '_blank', 'noopener'),
              },
            },
          );
        }
      } catch (e) {
        setPending(false);
        toast.error(t({ id: 'billing.portal.failed', message: 'Failed to open billing portal' }), {
          description: errorMessage(
            e,
            t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
          ),
        });
      }
    },
  };
}
