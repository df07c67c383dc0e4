import { FREE_SEATS } from '@domain/pricing';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { type SubscriptionStatus, useCancelSubscription } from '../api/billing';
import { useBillingFormat } from '../format';

/**
 * Cancelling the team plan (cancel-company-subscription): the delete-company dialog's subscription step
 * (spec 4), then on to the confirmation; and Settings → Billing's "Cancel Plan" confirmation (issue 17).
 * The server answers what is still owed (finalAmount) and what happens. The plan ends at the end of the paid
 * period (spec: no refund), then the free plan's seats hold: a bigger team keeps its members, but nobody new
 * joins until the company subscribes again.
 */
export function CancelSubscriptionStep({
  status,
  onCancelled,
  onBack,
  purpose = 'delete-company',
}: {
  status: SubscriptionStatus;
  onCancelled: () => void;
  onBack: () => void;
  purpose?: 'delete-company' | 'billing';
}) {
  const { t } = useLingui();
  const { euros, day } = useBillingFormat();
  const cancel = useCancelSubscription();
  const run = async () => {
    try {
      const result = await cancel.mutateAsync();
      const due = euros(result.finalAmount);
      toast.success(
        result.message || t({ id: 'billing.cancel.done', message: 'Subscription cancelled successfully' }),
        {
          description:
            result.finalAmount > 0
              ? t({ id: 'billing.cancel.due', message: `Final amount still due: ${due}.` })
              : t({ id: 'billing.cancel.nothingDue', message: 'Final amount: nothing more to pay.' }),
        },
      );
      onCancelled();
    } catch (e) {
      toast.error(t({ id: 'billing.cancel.failed', message: 'Failed to cancel subscription' }), {
        description: errorMessage(
          e,
          t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
        ),
      });
    }
  };
  const price = euros(status.monthlyPrice);
  const seats = status.seatsPaid ?? 0;
  const end = status.subscriptionEnd ? day(status.subscriptionEnd) : null;
  const free = FREE_SEATS;
  const used = status.seatsUsed;
  return (
    <>
      <div className="space-y-2 text-sm">
        <p>
          <Trans id="billing.cancel.pays">
            Your company pays {price} a month for a team plan of{' '}
            <Plural value={seats} one="# member" other="# members" />.
          </Trans>{' '}
          {purpose === 'delete-company' ? (
            end ? (
              <Trans id="billing.cancel.toDeleteEnds">
                Cancel it to continue: it will not renew after {end}, and payments already made are not
                refunded.
              </Trans>
            ) : (
              <Trans id="billing.cancel.toDelete">
                Cancel it to continue: it will not renew, and payments already made are not refunded.
              </Trans>
            )
          ) : end ? (
            <Trans id="billing.cancel.ifCancelEnds">
              If you cancel, it stays active until the end of the paid period and will not renew after {end},
              and payments already made are not refunded.
            </Trans>
          ) : (
            <Trans id="billing.cancel.ifCancel">
              If you cancel, it stays active until the end of the paid period and will not renew, and payments
              already made are not refunded.
            </Trans>
          )}
        </p>
        {purpose === 'billing' && (
          <p>
            <Trans id="billing.cancel.thenFree">
              Then your company is on the free plan for up to{' '}
              <Plural value={free} one="# member" other="# members" />.
            </Trans>
            {status.seatsUsed > FREE_SEATS && (
              <>
                {' '}
                <Trans id="billing.cancel.overFree">
                  {used} seats are in use now: everyone in your team keeps access, but nobody new can join
                  until you subscribe again.
                </Trans>
              </>
            )}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack}>
          <Trans id="billing.cancel.keep">Keep Subscription</Trans>
        </Button>
        <Button variant="destructive" onClick={run} disabled={cancel.isPending}>
          {cancel.isPending ? (
            <Trans id="billing.cancel.cancelling">Cancelling...</Trans>
          ) : (
            <Trans id="billing.cancel.button">Cancel Subscription</Trans>
          )}
        </Button>
      </DialogFooter>
    </>
  );
}
