import { absenceWhen } from '@domain/absences';
import { formatDateRange } from '@domain/calendar';
import type { PendingApproval } from '@domain/contracts/absences';
import { REASON_MAX } from '@domain/contracts/absences';
import { displayName, initials } from '@domain/people';
import { daysText } from '@domain/plural';
import { CheckIcon, InboxIcon, InfoIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { AbsenceTypeBadge } from '@/components/absence-type';
import { EmptyState, QueryState, SkeletonRows } from '@/components/query-state';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
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
import { useApproveAbsence, usePendingApprovals, useRejectAbsence } from '../api/absences';
import { AbsenceDialog } from './absence-dialog';

/** "Pending Approvals": the requests the signed-in manager or admin can decide. */
export function PendingApprovals({ isAdmin }: { isAdmin: boolean }) {
  const query = usePendingApprovals(true);
  const [rejecting, setRejecting] = useState<PendingApproval | null>(null);
  const [confirming, setConfirming] = useState<PendingApproval | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const approve = useApproveAbsence();
  useEffect(() => {
    if (query.isError) {
      toast.error('Error fetching pending approvals', {
        description: 'Failed to load pending approval requests',
      });
    }
  }, [query.isError]);

  const doApprove = async (item: PendingApproval, allowOverAllowance = false) => {
    try {
      const result = await approve.mutateAsync({ id: item.id, allowOverAllowance });
      toast.success('Request Approved', {
        description:
          result.absence.status === 'pending'
            ? `Approved for ${displayName(item.requester)}; it now waits for an admin’s final approval.`
            : `The absence request of ${displayName(item.requester)} has been approved.`,
      });
    } catch (e) {
      toast.error('Error', { description: errorMessage(e, 'Failed to approve absence request') });
    }
  };

  return (
    // The dashboard's overdue requests link here (#pending-approvals).
    <Card id="pending-approvals">
      <CardHeader>
        <CardTitle>
          <h2>Pending Approvals</h2>
        </CardTitle>
        <CardDescription>
          {query.data?.twoStepApproval
            ? isAdmin
              ? 'Two-step approval: your approval is the final one.'
              : 'Two-step approval: after you approve, an admin gives the final approval.'
            : 'Requests waiting for your decision'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          loading="Loading pending approvals…"
          skeleton={<SkeletonRows count={2} className="h-20" />}
          error="Pending approvals could not be loaded."
          isEmpty={(d) => d.approvals.length === 0}
          empty={<EmptyState icon={InboxIcon} title="No pending requests" />}
        >
          {(data) => (
            <ul className="divide-y" aria-label="Pending approvals">
              {data.approvals.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 lg:flex-row lg:justify-between"
                >
                  <div className="flex min-w-0 gap-3">
                    <Avatar className="size-9">
                      {item.requester.avatarUrl && <AvatarImage src={item.requester.avatarUrl} alt="" />}
                      <AvatarFallback>{initials(item.requester)}</AvatarFallback>
                    </Avatar>
                    <div className="min-w-0 space-y-1">
                      <p className="font-medium">
                        {displayName(item.requester)}{' '}
                        <span className="font-normal text-muted-foreground text-sm">
                          ({item.requester.role})
                        </span>
                      </p>
                      <div className="flex flex-wrap items-center gap-2 text-sm">
                        <AbsenceTypeBadge type={item.absenceType} />
                        <span>
                          {absenceWhen(item)}
                          {item.halfDayStart ? ' · morning off' : item.halfDayEnd ? ' · afternoon off' : ''} ·{' '}
                          {daysText(item.days)}
                        </span>
                      </div>
                      {item.reason && (
                        <p className="break-words text-muted-foreground text-sm">{item.reason}</p>
                      )}
                      {item.firstApprovedBy && (
                        <p className="text-sm">
                          Approved by {displayName(item.firstApprovedBy)}, waiting for your final approval.
                        </p>
                      )}
                      {item.exceedsAllowance && (
                        <p className="flex items-center gap-1 text-destructive text-sm">
                          <TriangleAlertIcon className="size-4" aria-hidden="true" />
                          Beyond the remaining allowance ({daysText(item.availableDays ?? 0)} left)
                          {isAdmin ? '' : ': only an admin can approve it'}
                        </p>
                      )}
                    </div>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2 self-start">
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setShown(item.id)}
                      aria-label={`Details of the request of ${displayName(item.requester)}`}
                    >
                      <InfoIcon aria-hidden="true" />
                      Details
                    </Button>
                    <Button
                      size="sm"
                      disabled={approve.isPending || !item.canApprove || (item.exceedsAllowance && !isAdmin)}
                      onClick={() => (item.exceedsAllowance ? setConfirming(item) : doApprove(item))}
                      aria-label={`Approve the request of ${displayName(item.requester)}`}
                    >
                      <CheckIcon aria-hidden="true" />
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!item.canReject}
                      onClick={() => setRejecting(item)}
                      aria-label={`Reject the request of ${displayName(item.requester)}`}
                    >
                      <XIcon aria-hidden="true" />
                      Reject
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>

      <RejectDialog item={rejecting} onClose={() => setRejecting(null)} />
      <AbsenceDialog absenceId={shown} onClose={() => setShown(null)} />

      <AlertDialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Approve beyond the allowance?</AlertDialogTitle>
            <AlertDialogDescription>
              {confirming &&
                `${displayName(confirming.requester)} has ${daysText(confirming.availableDays ?? 0)} of vacation left and this request uses ${daysText(confirming.days)}. Their remaining days will go below zero.`}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (confirming) void doApprove(confirming, true);
              }}
            >
              Approve Anyway
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

/** Spec: a reject dialog, reason optional. */
function RejectDialog({ item, onClose }: { item: PendingApproval | null; onClose: () => void }) {
  const reject = useRejectAbsence();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  useEffect(() => {
    if (item) setReason('');
  }, [item]);

  const submit = async () => {
    if (!item) return;
    try {
      await reject.mutateAsync({ id: item.id, reason: reason.trim() });
      toast.success('Request Rejected', {
        description: `The absence request of ${displayName(item.requester)} has been rejected.`,
      });
      onClose();
    } catch (e) {
      toast.error('Error', { description: errorMessage(e, 'Failed to reject absence request') });
    }
  };

  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject Absence Request</DialogTitle>
          <DialogDescription>
            {item &&
              `${displayName(item.requester)}, ${formatDateRange(item.startDate, item.endDate)}. They will receive your reason by e-mail.`}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>Reason (Optional)</Label>
          <Textarea
            id={reasonId}
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={reject.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={submit} disabled={reject.isPending}>
            {reject.isPending ? 'Rejecting...' : 'Reject'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
