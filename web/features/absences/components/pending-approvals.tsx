import { REASON_MAX } from '@domain/absences';
import type { PendingApproval } from '@domain/contracts/absences';
import { displayName, initials } from '@domain/people';
import type { Role } from '@domain/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useAbsenceText } from '../hooks/use-absence-text';
import { AbsenceDialog } from './absence-forms-lazy';

/** The requester's role after their name, as the spec writes it (lower case). */
const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  admin: msg({ id: 'absences.approvals.role.admin', message: 'admin' }),
  manager: msg({ id: 'absences.approvals.role.manager', message: 'manager' }),
  employee: msg({ id: 'absences.approvals.role.employee', message: 'employee' }),
};

/** "Pending Approvals": the requests the signed-in manager or admin can decide. */
export function PendingApprovals({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useLingui();
  const text = useAbsenceText();
  const query = usePendingApprovals(true);
  const [rejecting, setRejecting] = useState<PendingApproval | null>(null);
  const [confirming, setConfirming] = useState<PendingApproval | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const approve = useApproveAbsence();
  useEffect(() => {
    if (query.isError) {
      toast.error(t({ id: 'absences.approvals.fetchFailed', message: 'Error fetching pending approvals' }), {
        description: t({
          id: 'absences.approvals.fetchFailedDescription',
          message: 'Failed to load pending approval requests',
        }),
      });
    }
  }, [query.isError, t]);

  const doApprove = async (item: PendingApproval, allowOverAllowance = false) => {
    const name = displayName(item.requester);
    try {
      const result = await approve.mutateAsync({ id: item.id, allowOverAllowance });
      toast.success(t({ id: 'absences.approvals.approved', message: 'Request Approved' }), {
        description:
          result.absence.status === 'pending'
            ? t({
                id: 'absences.approvals.firstApproved',
                message: `Approved for ${name}; it now waits for an admin’s final approval.`,
              })
            : t({
                id: 'absences.approvals.approvedDescription',
                message: `The absence request of ${name} has been approved.`,
              }),
      });
    } catch (e) {
      toast.error(t({ id: 'common.error', message: 'Error' }), {
        description: errorMessage(
          e,
          t({ id: 'absences.approvals.approveFailed', message: 'Failed to approve absence request' }),
        ),
      });
    }
  };
  const confirmingName = confirming ? displayName(confirming.requester) : '';
  const confirmingLeft = text.days(confirming?.availableDays ?? 0);
  const confirmingUses = text.days(confirming?.days ?? 0);

  return (
    // The dashboard's overdue requests link here (#pending-approvals).
    <Card id="pending-approvals">
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="absences.approvals.title">Pending Approvals</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          {query.data?.twoStepApproval
            ? isAdmin
              ? t({
                  id: 'absences.approvals.twoStepAdmin',
                  message: 'Two-step approval: your approval is the final one.',
                })
              : t({
                  id: 'absences.approvals.twoStepManager',
                  message: 'Two-step approval: after you approve, an admin gives the final approval.',
                })
            : t({ id: 'absences.approvals.description', message: 'Requests waiting for your decision' })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          loading={t({ id: 'absences.approvals.loading', message: 'Loading pending approvals…' })}
          skeleton={<SkeletonRows count={2} className="h-20" />}
          error={t({
            id: 'absences.approvals.loadFailed',
            message: 'Pending approvals could not be loaded.',
          })}
          isEmpty={(d) => d.approvals.length === 0}
          empty={
            <EmptyState
              icon={InboxIcon}
              title={t({ id: 'absences.approvals.empty', message: 'No pending requests' })}
            />
          }
        >
          {(data) => (
            <ul
              className="divide-y"
              aria-label={t({ id: 'absences.approvals.label', message: 'Pending approvals' })}
            >
              {data.approvals.map((item) => {
                const name = displayName(item.requester);
                const half = text.halfDay(item);
                const left = text.days(item.availableDays ?? 0);
                const firstApprover = item.firstApprovedBy ? displayName(item.firstApprovedBy) : '';
                return (
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
                          {name}{' '}
                          <span className="font-normal text-muted-foreground text-sm">
                            ({i18n._(ROLE_LABELS[item.requester.role])})
                          </span>
                        </p>
                        <div className="flex flex-wrap items-center gap-2 text-sm">
                          <AbsenceTypeBadge type={item.absenceType} />
                          <span>
                            {text.when(item)}
                            {half ? ` · ${half}` : ''} · {text.days(item.days)}
                          </span>
                        </div>
                        {item.reason && (
                          <p className="break-words text-muted-foreground text-sm">{item.reason}</p>
                        )}
                        {item.firstApprovedBy && (
                          <p className="text-sm">
                            <Trans id="absences.approvals.waitingFinal">
                              Approved by {firstApprover}, waiting for your final approval.
                            </Trans>
                          </p>
                        )}
                        {item.exceedsAllowance && (
                          <p className="flex items-center gap-1 text-destructive text-sm">
                            <TriangleAlertIcon className="size-4" aria-hidden="true" />
                            {isAdmin
                              ? t({
                                  id: 'absences.approvals.beyondAllowance',
                                  message: `Beyond the remaining allowance (${left} left)`,
                                })
                              : t({
                                  id: 'absences.approvals.beyondAllowanceAdminOnly',
                                  message: `Beyond the remaining allowance (${left} left): only an admin can approve it`,
                                })}
                          </p>
                        )}
                      </div>
                    </div>
                    <div className="flex shrink-0 flex-wrap gap-2 self-start">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setShown(item.id)}
                        aria-label={t({
                          id: 'absences.approvals.detailsOf',
                          message: `Details of the request of ${name}`,
                        })}
                      >
                        <InfoIcon aria-hidden="true" />
                        <Trans id="absences.details">Details</Trans>
                      </Button>
                      <Button
                        size="sm"
                        disabled={
                          approve.isPending || !item.canApprove || (item.exceedsAllowance && !isAdmin)
                        }
                        onClick={() => (item.exceedsAllowance ? setConfirming(item) : doApprove(item))}
                        aria-label={t({
                          id: 'absences.approvals.approveOf',
                          message: `Approve the request of ${name}`,
                        })}
                      >
                        <CheckIcon aria-hidden="true" />
                        <Trans id="absences.approvals.approve">Approve</Trans>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={!item.canReject}
                        onClick={() => setRejecting(item)}
                        aria-label={t({
                          id: 'absences.approvals.rejectOf',
                          message: `Reject the request of ${name}`,
                        })}
                      >
                        <XIcon aria-hidden="true" />
                        <Trans id="absences.approvals.reject">Reject</Trans>
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </CardContent>

      <RejectDialog item={rejecting} onClose={() => setRejecting(null)} />
      <AbsenceDialog absenceId={shown} onClose={() => setShown(null)} />

      <AlertDialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              <Trans id="absences.approvals.beyondTitle">Approve beyond the allowance?</Trans>
            </AlertDialogTitle>
            <AlertDialogDescription>
              {confirming &&
                t({
                  id: 'absences.approvals.beyondDescription',
                  message: `${confirmingName} has ${confirmingLeft} of vacation left and this request uses ${confirmingUses}. Their remaining days will go below zero.`,
                })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>
              <Trans id="common.cancel">Cancel</Trans>
            </AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (confirming) void doApprove(confirming, true);
              }}
            >
              <Trans id="absences.approvals.approveAnyway">Approve Anyway</Trans>
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

/** Spec: a reject dialog, reason optional. */
function RejectDialog({ item, onClose }: { item: PendingApproval | null; onClose: () => void }) {
  const { t } = useLingui();
  const text = useAbsenceText();
  const name = item ? displayName(item.requester) : '';
  const dates = item ? text.range(item.startDate, item.endDate) : '';
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
      toast.success(t({ id: 'absences.reject.done', message: 'Request Rejected' }), {
        description: t({
          id: 'absences.reject.doneDescription',
          message: `The absence request of ${name} has been rejected.`,
        }),
      });
      onClose();
    } catch (e) {
      toast.error(t({ id: 'common.error', message: 'Error' }), {
        description: errorMessage(
          e,
          t({ id: 'absences.reject.failed', message: 'Failed to reject absence request' }),
        ),
      });
    }
  };

  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans id="absences.reject.title">Reject Absence Request</Trans>
          </DialogTitle>
          <DialogDescription>
            {item &&
              t({
                id: 'absences.reject.description',
                message: `${name}, ${dates}. They will receive your reason by e-mail.`,
              })}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>
            <Trans id="absences.reasonOptional">Reason (Optional)</Trans>
          </Label>
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
            <Trans id="common.cancel">Cancel</Trans>
          </Button>
          <Button variant="destructive" onClick={submit} disabled={reject.isPending}>
            {reject.isPending
              ? t({ id: 'absences.reject.rejecting', message: 'Rejecting...' })
              : t({ id: 'absences.approvals.reject', message: 'Reject' })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
