import { FREE_SEATS } from '@domain/pricing';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { type SubscriptionStatus, useCancelSubscription } from '../api/billing';
import { formatDate, formatEuros, membersLabel } from '../format';

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
  const cancel = useCancelSubscription();
  const run = async () => {
    try {
      const result = await cancel.mutateAsync();
      toast.success(result.message || 'Subscription cancelled successfully', {
        description:
          result.finalAmount > 0
            ? `Final amount still due: ${formatEuros(result.finalAmount)}.`
            : 'Final amount: nothing more to pay.',
      });
      onCancelled();
    } catch (e) {
      toast.error('Failed to cancel subscription', {
        description: errorMessage(e, 'Something went wrong. Please try again.'),
      });
    }
  };
  return (
    <>
      <div className="space-y-2 text-sm">
        <p>
          Your company pays {formatEuros(status.monthlyPrice)} a month for a team plan of{' '}
          {membersLabel(status.seatsPaid ?? 0)}.{' '}
          {purpose === 'delete-company'
            ? 'Cancel it to continue: it'
            : 'If you cancel, it stays active until the end of the paid period and'}{' '}
          will not renew
          {status.subscriptionEnd ? ` after ${formatDate(status.subscriptionEnd)}` : ''}, and payments already
          made are not refunded.
        </p>
        {purpose === 'billing' && (
          <p>
            Then your company is on the free plan for up to {membersLabel(FREE_SEATS)}.
            {status.seatsUsed > FREE_SEATS
              ? ` ${status.seatsUsed} seats are in use now: everyone in your team keeps access, but nobody new can join until you subscribe again.`
              : ''}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack}>
          Keep Subscription
        </Button>
        <Button variant="destructive" onClick={run} disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel Subscription'}
        </Button>
      </DialogFooter>
    </>
  );
}
