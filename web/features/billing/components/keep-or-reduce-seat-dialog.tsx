import { monthlyPrice, PRICE_PER_SEAT_EUR } from '@domain/pricing';
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
import { formatEuros, membersLabel } from '../format';

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
  const update = useUpdateSubscription();
  const seats = status.seatsPaid ?? 0;
  const reduce = async () => {
    try {
      const result = await update.mutateAsync(seats - 1);
      toast.success('Billing updated successfully!', { description: result.message });
      onOpenChange(false);
    } catch (e) {
      toast.error('Failed to update billing. Please try again.', {
        description: errorMessage(e, 'Something went wrong. Please try again.'),
      });
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Keep or reduce seats?</AlertDialogTitle>
          <AlertDialogDescription>
            {memberName}'s seat is free now. Your team plan pays for {membersLabel(seats)} (
            {formatEuros(status.monthlyPrice)} a month). Keep the seat to invite someone else, or reduce your
            plan by one seat to pay {formatEuros(PRICE_PER_SEAT_EUR)} less:{' '}
            {formatEuros(monthlyPrice(seats - 1))} a month from the next renewal. Nothing is refunded for the
            current period.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={update.isPending}>Keep Seat</AlertDialogCancel>
          <Button onClick={reduce} disabled={update.isPending}>
            {update.isPending ? 'Updating...' : 'Reduce Seat'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
