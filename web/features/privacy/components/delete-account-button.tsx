import {
  ACCOUNT_PURGE_AFTER_DAYS,
  PERSONAL_DATA_DELETED_WITHIN_DAYS,
  TIME_RECORDS_KEPT_YEARS,
  tombstoneName,
  tombstoneReference,
} from '@domain/privacy';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const remove = useDeleteMemberAccount();
  const pseudonym = tombstoneName(tombstoneReference(userId));
  const purge = ACCOUNT_PURGE_AFTER_DAYS;
  const deleted = PERSONAL_DATA_DELETED_WITHIN_DAYS;
  const kept = TIME_RECORDS_KEPT_YEARS;
  const run = async () => {
    try {
      const result = await remove.mutateAsync(userId);
      const reference = result.reference;
      toast.success(t({ id: 'privacy.deleteAccount.done', message: `${name}'s account was deleted` }), {
        description: t({
          id: 'privacy.deleteAccount.kept',
          message: `Their time records are kept as “${reference}”.`,
        }),
      });
    } catch (e) {
      toast.error(t({ id: 'privacy.deleteAccount.failed', message: 'Failed to delete account' }), {
        description: errorMessage(
          e,
          t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
        ),
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
            <Trans id="privacy.deleteAccount.compact">
              Delete account<span className="sr-only"> ({name})</span>
            </Trans>
          </Button>
        ) : (
          <Button variant="destructive" size="sm" disabled={remove.isPending}>
            <Trans id="privacy.deleteAccount.button">Delete Account</Trans>
          </Button>
        )}
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            <Trans id="privacy.deleteAccount.title">Delete the account of {name}?</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-2">
              <p>
                <Trans id="privacy.deleteAccount.access">
                  {name} loses access at once: they are signed out everywhere, cannot sign in again, and their
                  seat is freed.
                </Trans>
              </p>
              <p>
                <Trans id="privacy.deleteAccount.data">
                  Their personal data (profile, photo, absences, preferences and consents) is deleted after{' '}
                  {purge} days, within {deleted} days at the latest. The working-time records the company must
                  keep for {kept} years stay, under the pseudonym “{pseudonym}”.
                </Trans>
              </p>
              <p>
                <Trans id="privacy.deleteAccount.final">This cannot be undone from the app.</Trans>
              </p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>
            <Trans id="common.cancel">Cancel</Trans>
          </AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={run}>
            <Trans id="privacy.deleteAccount.button">Delete Account</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
