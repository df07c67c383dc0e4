import { useLingui } from '@lingui/react/macro';
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
import { useFormat } from '@/lib/i18n/locale-provider';
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
  const { t } = useLingui();
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
      // domain/contracts/time-entries.ts REJECTION_REASON_REQUIRED, in the reader's language.
      setError(
        t({ id: 'timesheets.reject.reasonRequired', message: 'Please provide a reason for rejection' }),
      );
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
              {t({ id: 'timesheets.reject.reasonLabel', message: 'Reason for rejection' })}
              <span aria-hidden="true">*</span>
            </Label>
            <Textarea
              id={id}
              rows={3}
              maxLength={1000}
              value={reason}
              aria-required={true}
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
              {t({ id: 'timesheets.reject.cancel', message: 'Cancel' })}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending
                ? t({ id: 'timesheets.reject.rejecting', message: 'Rejecting...' })
                : t({ id: 'timesheets.reject.submit', message: 'Reject' })}
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
  const { t } = useLingui();
  const format = useFormat();
  const decide = useDecideTimesheet();
  const name = target?.name ?? '';
  const month = target ? format.month(target.month) : '';
  return (
    <ReasonDialog
      open={target !== null}
      title={t({ id: 'timesheets.rejectTimesheet.title', message: 'Reject Timesheet' })}
      description={
        target
          ? t({
              id: 'timesheets.rejectTimesheet.description',
              message: `${name}, ${month}. They will receive your reason by e-mail and can submit the month again.`,
            })
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
          toast.success(t({ id: 'timesheets.rejectTimesheet.done', message: 'Timesheet Rejected' }), {
            description: t({
              id: 'timesheets.rejectTimesheet.doneDetail',
              message: `The timesheet of ${name} for ${month} was sent back.`,
            }),
          });
          onClose();
        } catch (e) {
          toast.error(t({ id: 'timesheets.decision.updateFailed', message: 'Update Failed' }), {
            description: errorMessage(
              e,
              t({
                id: 'timesheets.decision.updateFailedDetail',
                message: 'Failed to update the timesheet. Please try again.',
              }),
            ),
          });
        }
      }}
    />
  );
}

export function useApproveTimesheet() {
  const { t } = useLingui();
  const format = useFormat();
  const decide = useDecideTimesheet();
  return {
    pending: decide.isPending,
    run: async (target: RejectTarget) => {
      const name = target.name;
      const month = format.month(target.month);
      try {
        await decide.mutateAsync({ userId: target.userId, month: target.month, decision: 'approve' });
        toast.success(t({ id: 'timesheets.approveTimesheet.done', message: 'Timesheet Approved' }), {
          description: t({
            id: 'timesheets.approveTimesheet.doneDetail',
            message: `The timesheet of ${name} for ${month} is approved and locked.`,
          }),
        });
      } catch (e) {
        toast.error(t({ id: 'timesheets.decision.updateFailed', message: 'Update Failed' }), {
          description: errorMessage(
            e,
            t({
              id: 'timesheets.decision.updateFailedDetail',
              message: 'Failed to update the timesheet. Please try again.',
            }),
          ),
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
  const { t } = useLingui();
  const decide = useDecideCorrection();
  const name = correction?.name ?? '';
  const date = correction?.date ?? '';
  return (
    <ReasonDialog
      open={correction !== null}
      title={t({ id: 'timesheets.rejectCorrection.title', message: 'Reject Correction' })}
      description={
        correction
          ? t({
              id: 'timesheets.rejectCorrection.description',
              message: `${name}, ${date}. The entry stays as it is.`,
            })
          : ''
      }
      pending={decide.isPending}
      onCancel={onClose}
      onReject={async (reason) => {
        if (!correction) return;
        try {
          await decide.mutateAsync({ id: correction.id, decision: 'reject', reason });
          toast.success(t({ id: 'timesheets.rejectCorrection.done', message: 'Correction Rejected' }), {
            description: t({
              id: 'timesheets.rejectCorrection.doneDetail',
              message: 'The employee was told why by e-mail.',
            }),
          });
          onClose();
        } catch (e) {
          toast.error(t({ id: 'timesheets.decision.updateFailed', message: 'Update Failed' }), {
            description: errorMessage(
              e,
              t({
                id: 'timesheets.corrections.updateFailedDetail',
                message: 'Failed to update the correction. Please try again.',
              }),
            ),
          });
        }
      }}
    />
  );
}
