import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { type SubscriptionStatus, useCancelSubscription } from '../api/billing';
import { formatDate, formatEuros, membersLabel } from '../format';

/**
 * The delete-company dialog's subscription step (spec 4): cancel-company-subscription, then on to the
 * confirmation. The server answers what is still owed (finalAmount) and what happens.
 */
export function CancelSubscriptionStep({
  status,
  onCancelled,
  onBack,
}: {
  status: SubscriptionStatus;
  onCancelled: () => void;
  onBack: () => void;
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
          {membersLabel(status.seatsPaid ?? 0)}. Cancel it to continue: it will not renew
          {status.subscriptionEnd ? ` after ${formatDate(status.subscriptionEnd)}` : ''}, and payments already
          made are not refunded.
        </p>
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
