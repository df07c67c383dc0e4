import { formatMonthLabel } from '@domain/calendar';
import { REJECTION_REASON_REQUIRED } from '@domain/contracts/time-entries';
import { useEffect, useId, useState } from 'react';
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
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useDecideCorrection, useDecideTimesheet } from '../api/timesheets';

export interface RejectTarget {
  userId: string;
  name: string;
  month: string;
}

/** A reason the form requires: non-blank after trimming, the trimmed text is sent (spec 5). */
function ReasonDialog({
  open,
  title,
  description,
  pending,
  onCancel,
  onReject,
}: {
  open: boolean;
  title: string;
  description: string;
  pending: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
    }
  }, [open]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(REJECTION_REASON_REQUIRED);
      return;
    }
    onReject(trimmed);
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor={id}>
              Reason for rejection<span aria-hidden="true">*</span>
            </Label>
            <Textarea
              id={id}
              rows={3}
              maxLength={1000}
              value={reason}
              aria-required="true"
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                if (error) setError(null);
              }}
            />
            {error && (
              <p id={`${id}-error`} className="text-destructive text-sm">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? 'Rejecting...' : 'Reject'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Reject a submitted month: the employee gets the reason by e-mail and can submit again. */
export function RejectTimesheetDialog({
  target,
  onClose,
}: {
  target: RejectTarget | null;
  onClose: () => void;
}) {
  const decide = useDecideTimesheet();
  return (
    <ReasonDialog
      open={target !== null}
      title="Reject Timesheet"
      description={
        target
          ? `${target.name}, ${formatMonthLabel(target.month)}. They will receive your reason by e-mail and can submit the month again.`
          : ''
      }
      pending={decide.isPending}
      onCancel={onClose}
      onReject={async (reason) => {
        if (!target) return;
        try {
          await decide.mutateAsync({
            userId: target.userId,
            month: target.month,
            decision: 'reject',
            reason,
          });
          toast.success('Timesheet Rejected', {
            description: `The timesheet of ${target.name} for ${formatMonthLabel(target.month)} was sent back.`,
          });
          onClose();
        } catch (e) {
          toast.error('Update Failed', {
            description: errorMessage(e, 'Failed to update the timesheet. Please try again.'),
          });
        }
      }}
    />
  );
}

export function useApproveTimesheet() {
  const decide = useDecideTimesheet();
  return {
    pending: decide.isPending,
    run: async (target: RejectTarget) => {
      try {
        await decide.mutateAsync({ userId: target.userId, month: target.month, decision: 'approve' });
        toast.success('Timesheet Approved', {
          description: `The timesheet of ${target.name} for ${formatMonthLabel(target.month)} is approved and locked.`,
        });
      } catch (e) {
        toast.error('Update Failed', {
          description: errorMessage(e, 'Failed to update the timesheet. Please try again.'),
        });
      }
    },
  };
}

/** Reject a correction request (reason required). */
export function RejectCorrectionDialog({
  correction,
  onClose,
}: {
  correction: { id: string; date: string; name: string } | null;
  onClose: () => void;
}) {
  const decide = useDecideCorrection();
  return (
    <ReasonDialog
      open={correction !== null}
      title="Reject Correction"
      description={correction ? `${correction.name}, ${correction.date}. The entry stays as it is.` : ''}
      pending={decide.isPending}
      onCancel={onClose}
      onReject={async (reason) => {
        if (!correction) return;
        try {
          await decide.mutateAsync({ id: correction.id, decision: 'reject', reason });
          toast.success('Correction Rejected', { description: 'The employee was told why by e-mail.' });
          onClose();
        } catch (e) {
          toast.error('Update Failed', {
            description: errorMessage(e, 'Failed to update the correction. Please try again.'),
          });
        }
      }}
    />
  );
}
