import {
  ACCOUNT_PURGE_AFTER_DAYS,
  PERSONAL_DATA_DELETED_WITHIN_DAYS,
  TIME_RECORDS_KEPT_YEARS,
  tombstoneName,
  tombstoneReference,
} from '@domain/privacy';
import { UserXIcon } from 'lucide-react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useDeleteMemberAccount } from '../api/privacy';

/**
 * An admin deletes a member's account, after a confirmation that says what happens. `compact` is the
 * small outlined button of the Team tab's rows; otherwise the filled one of the requests list.
 */
export function DeleteAccountButton({
  userId,
  name,
  compact = false,
}: {
  userId: string;
  name: string;
  compact?: boolean;
}) {
  const remove = useDeleteMemberAccount();
  const pseudonym = tombstoneName(tombstoneReference(userId));
  const run = async () => {
    try {
      const result = await remove.mutateAsync(userId);
      toast.success(result.message, { description: `Their time records are kept as “${result.reference}”.` });
    } catch (e) {
      toast.error('Failed to delete account', {
        description: errorMessage(e, 'Something went wrong. Please try again.'),
      });
    }
  };
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        {compact ? (
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            disabled={remove.isPending}
          >
            <UserXIcon aria-hidden="true" />
            Delete account<span className="sr-only"> ({name})</span>
          </Button>
        ) : (
          <Button variant="destructive" size="sm" disabled={remove.isPending}>
            Delete Account
          </Button>
        )}
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete the account of {name}?</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-2">
              <p>
                {name} loses access at once: they are signed out everywhere, cannot sign in again, and their
                seat is freed.
              </p>
              <p>
                Their personal data (profile, photo, absences, preferences and consents) is deleted after{' '}
                {ACCOUNT_PURGE_AFTER_DAYS} days, within {PERSONAL_DATA_DELETED_WITHIN_DAYS} days at the
                latest. The working-time records the company must keep for {TIME_RECORDS_KEPT_YEARS} years
                stay, under the pseudonym “{pseudonym}”.
              </p>
              <p>This cannot be undone from the app.</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={run}>
            Delete Account
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
