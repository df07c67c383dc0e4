import { DELETE_COMPANY_CONFIRMATION } from '@domain/contracts/company';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlertIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { useDeleteCompany } from '../api/company';

type Step = 'warning' | 'subscription' | 'confirm';

/**
 * The multi-step delete of the spec: warning → subscription (only while a paid plan is active) → type
 * 'DELETE COMPANY'. Closing resets to the warning. Billing passes `subscriptionStep` when a paid plan is
 * active; it renders that step and calls `next()` once the subscription is cancelled.
 */
export function DeleteCompanyDialog({
  companyName,
  onDeleted,
  subscriptionStep,
}: {
  companyName: string;
  onDeleted: () => void;
  /** Renders the subscription step: `next` moves on to the confirmation, `close` closes the dialog. */
  subscriptionStep?: (next: () => void, close: () => void) => ReactNode;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>('warning');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteCompany();
  // The phrase to type stays in English in every language: the server checks it as it is.
  const phrase = DELETE_COMPANY_CONFIRMATION;

  const reset = () => {
    setStep('warning');
    setTyped('');
    setError(null);
  };

  const confirm = async (e: React.FormEvent) => {
    e.preventDefault();
    if (typed !== DELETE_COMPANY_CONFIRMATION) {
      setError(t({ id: 'company.delete.typeToConfirm', message: "Please type 'DELETE COMPANY' to confirm" }));
      return;
    }
    try {
      await remove.mutateAsync(typed);
      toast.success(t({ id: 'company.delete.done', message: 'Company account deleted successfully' }));
      setOpen(false);
      onDeleted();
    } catch (err) {
      toast.error(t({ id: 'company.delete.failed', message: 'Failed to delete company' }), {
        description: errorMessage(
          err,
          t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
        ),
      });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trans id="company.delete.button">Delete Company</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        {step === 'warning' && (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <TriangleAlertIcon className="size-5 text-destructive" aria-hidden="true" />
                <Trans id="company.delete.title">Delete {companyName}?</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans id="company.delete.cannotUndo">This cannot be undone.</Trans>
              </DialogDescription>
            </DialogHeader>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              <li>
                <Trans id="company.delete.signedOut">
                  Everyone in the company is signed out at once and loses access.
                </Trans>
              </li>
              <li>
                <Trans id="company.delete.data">
                  All company data (members, absences, holidays, invitations, billing, files and settings)
                  becomes unreachable now and is permanently deleted within 30 days; backups within 90 days.
                </Trans>
              </li>
              <li>
                <Trans id="company.delete.records">
                  Working-time records (time entries, their history, timesheet approvals and corrections, with
                  the names of whose they are) are kept locked away for 4 years, as the law requires, then
                  deleted. Nobody can open them in Plantel; you can ask us for a copy.
                </Trans>
              </li>
              <li>
                <Trans id="company.delete.accounts">
                  Accounts that belong only to this company are deleted with it.
                </Trans>
              </li>
            </ul>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                <Trans id="common.cancel">Cancel</Trans>
              </Button>
              <Button
                variant="destructive"
                onClick={() => setStep(subscriptionStep ? 'subscription' : 'confirm')}
              >
                <Trans id="common.continue">Continue</Trans>
              </Button>
            </DialogFooter>
          </>
        )}
        {step === 'subscription' && subscriptionStep && (
          <>
            <DialogHeader>
              <DialogTitle>
                <Trans id="company.delete.subscriptionTitle">Cancel your subscription</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans id="company.delete.subscription">
                  The subscription ends before the company is deleted.
                </Trans>
              </DialogDescription>
            </DialogHeader>
            {subscriptionStep(
              () => setStep('confirm'),
              () => {
                setOpen(false);
                reset();
              },
            )}
          </>
        )}
        {step === 'confirm' && (
          <form onSubmit={confirm} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>
                <Trans id="company.delete.confirmTitle">Confirm deletion</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans id="company.delete.type">
                  Type <span className="font-mono font-semibold text-foreground">{phrase}</span> to delete{' '}
                  {companyName}.
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="delete-company-confirmation">
                <Trans id="company.delete.confirmation">Confirmation</Trans>
              </Label>
              <Input
                id="delete-company-confirmation"
                value={typed}
                autoComplete="off"
                aria-invalid={error !== null}
                aria-describedby={error ? 'delete-company-error' : undefined}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setError(null);
                }}
              />
              {error && (
                <p id="delete-company-error" className="text-destructive text-sm">
                  {error}
                </p>
              )}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                <Trans id="common.cancel">Cancel</Trans>
              </Button>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? (
                  <Trans id="company.delete.deleting">Deleting...</Trans>
                ) : (
                  <Trans id="company.delete.button">Delete Company</Trans>
                )}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
