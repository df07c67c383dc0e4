import { DELETE_COMPANY_CONFIRMATION, DELETE_COMPANY_CONFIRMATION_MESSAGE } from '@domain/contracts/company';
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
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>('warning');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteCompany();

  const reset = () => {
    setStep('warning');
    setTyped('');
    setError(null);
  };

  const confirm = async (e: React.FormEvent) => {
    e.preventDefault();
    if (typed !== DELETE_COMPANY_CONFIRMATION) {
      setError(DELETE_COMPANY_CONFIRMATION_MESSAGE);
      return;
    }
    try {
      await remove.mutateAsync(typed);
      toast.success('Company account deleted successfully');
      setOpen(false);
      onDeleted();
    } catch (err) {
      toast.error('Failed to delete company', {
        description: errorMessage(err, 'Something went wrong. Please try again.'),
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
        <Button variant="destructive">Delete Company</Button>
      </DialogTrigger>
      <DialogContent>
        {step === 'warning' && (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <TriangleAlertIcon className="size-5 text-destructive" aria-hidden="true" />
                Delete {companyName}?
              </DialogTitle>
              <DialogDescription>This cannot be undone.</DialogDescription>
            </DialogHeader>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              <li>Everyone in the company is signed out at once and loses access.</li>
              <li>
                All company data (members, absences, holidays, invitations, billing, files and settings)
                becomes unreachable now and is permanently deleted within 30 days; backups within 90 days.
              </li>
              <li>
                Working-time records (time entries, their history, timesheet approvals and corrections, with
                the names of whose they are) are kept locked away for 4 years, as the law requires, then
                deleted. Nobody can open them in Plantel; you can ask us for a copy.
              </li>
              <li>Accounts that belong only to this company are deleted with it.</li>
            </ul>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button
                variant="destructive"
                onClick={() => setStep(subscriptionStep ? 'subscription' : 'confirm')}
              >
                Continue
              </Button>
            </DialogFooter>
          </>
        )}
        {step === 'subscription' && subscriptionStep && (
          <>
            <DialogHeader>
              <DialogTitle>Cancel your subscription</DialogTitle>
              <DialogDescription>The subscription ends before the company is deleted.</DialogDescription>
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
              <DialogTitle>Confirm deletion</DialogTitle>
              <DialogDescription>
                Type <span className="font-mono font-semibold text-foreground">DELETE COMPANY</span> to delete{' '}
                {companyName}.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="delete-company-confirmation">Confirmation</Label>
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
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? 'Deleting...' : 'Delete Company'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
