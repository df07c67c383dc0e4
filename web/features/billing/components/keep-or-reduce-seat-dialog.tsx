import { monthlyPrice, PRICE_PER_SEAT_EUR } from '@domain/pricing';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { type SubscriptionStatus, useUpdateSubscription } from '../api/billing';
import { useBillingFormat } from '../format';

/**
 * Spec 4: after a member is removed on a paid plan with at least 2 members left, keep the freed seat (to
 * invite someone else) or reduce the plan by one seat, which lowers billing by 1 € from the next renewal.
 */
export const offersSeatReduction = (s: SubscriptionStatus | undefined) =>
  !!s &&
  s.subscribed &&
  !s.paymentFailed &&
  !s.cancelAtPeriodEnd &&
  s.teamSize >= 2 &&
  (s.seatsPaid ?? 0) > 2 &&
  (s.seatsRemaining ?? 0) >= 1;

export function KeepOrReduceSeatDialog({
  status,
  memberName,
  open,
  onOpenChange,
}: {
  status: SubscriptionStatus;
  memberName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const { euros } = useBillingFormat();
  const update = useUpdateSubscription();
  const seats = status.seatsPaid ?? 0;
  const price = euros(status.monthlyPrice);
  const seatPrice = euros(PRICE_PER_SEAT_EUR);
  const lower = euros(monthlyPrice(seats - 1));
  const reduce = async () => {
    try {
      const result = await update.mutateAsync(seats - 1);
      toast.success(t({ id: 'billing.update.done', message: 'Billing updated successfully!' }), {
        description: result.message,
      });
      onOpenChange(false);
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
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            <Trans id="billing.reduce.title">Keep or reduce seats?</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription>
            <Trans id="billing.reduce.description">
              {memberName}'s seat is free now. Your team plan pays for{' '}
              <Plural value={seats} one="# member" other="# members" /> ({price} a month). Keep the seat to
              invite someone else, or reduce your plan by one seat to pay {seatPrice} less: {lower} a month
              from the next renewal. Nothing is refunded for the current period.
            </Trans>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={update.isPending}>
            <Trans id="billing.reduce.keep">Keep Seat</Trans>
          </AlertDialogCancel>
          <Button onClick={reduce} disabled={update.isPending}>
            {update.isPending ? (
              <Trans id="billing.updating">Updating...</Trans>
            ) : (
              <Trans id="billing.reduce.button">Reduce Seat</Trans>
            )}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
