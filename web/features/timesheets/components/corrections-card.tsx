import type { Correction, MonthView } from '@domain/contracts/time-entries';
import { displayName } from '@domain/people';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useDecideCorrection } from '../api/timesheets';
import { useTimesheetTexts } from '../texts';
import { RejectCorrectionDialog } from './decision-dialogs';

const TONES: Record<Correction['status'], 'warning' | 'success' | 'destructive'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'destructive',
};

/**
 * Correction requests of the month: changes to days asked for after the month was submitted. The employee
 * sees their state; an admin approves (the entry changes then) or rejects with a reason.
 */
export function CorrectionsCard({ view, mode }: { view: MonthView; mode: 'own' | 'admin' }) {
  const { t } = useLingui();
  const texts = useTimesheetTexts();
  const { format } = texts;
  const decide = useDecideCorrection();
  const [rejecting, setRejecting] = useState<{ id: string; date: string; name: string } | null>(null);
  if (view.corrections.length === 0) return null;
  const name = displayName(view.person);

  /** The times asked for: "09:00–17:00, break 12:00–13:00 (8.00h)"; none for a deletion. */
  const proposed = (c: Correction) => {
    if (c.action === 'delete' || !c.clockIn) return null;
    const brk = c.breaks.length > 0 ? `, ${texts.breaks(c.breaks)}` : '';
    const total = c.totalHours !== null ? ` (${texts.entryHours(c.totalHours)})` : '';
    return `${c.clockIn.slice(11)}–${c.clockOut?.slice(11) ?? '…'}${brk}${total}`;
  };

  const approve = async (c: Correction) => {
    const date = format.date(c.date);
    try {
      await decide.mutateAsync({ id: c.id, decision: 'approve' });
      toast.success(t({ id: 'timesheets.corrections.approved', message: 'Correction Approved' }), {
        description: t({ id: 'timesheets.corrections.approvedDetail', message: `${date} has been updated.` }),
      });
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
  };

  return (
    <Card aria-labelledby="corrections-title">
      <CardHeader>
        <CardTitle>
          <h2 id="corrections-title">
            <Trans id="timesheets.corrections.title">Correction Requests</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          {mode === 'admin' ? (
            <Trans id="timesheets.corrections.adminDescription">
              Changes asked for after the month was submitted. The entry changes only when you approve.
            </Trans>
          ) : (
            <Trans id="timesheets.corrections.ownDescription">
              Your changes to a submitted month wait for an admin’s approval.
            </Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul
          className="divide-y"
          aria-label={t({ id: 'timesheets.corrections.listLabel', message: 'Correction requests' })}
        >
          {view.corrections.map((c) => {
            const date = format.date(c.date);
            const status = c.status;
            const action = c.action;
            const times = proposed(c);
            const reason = c.rejectionReason;
            return (
              <li
                key={c.id}
                className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0 space-y-1 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{date}</span>
                    <Badge variant={TONES[status]}>
                      <Trans id="timesheets.corrections.status">
                        <Select
                          value={status}
                          _pending="Waiting for approval"
                          _approved="Approved"
                          other="Rejected"
                        />
                      </Trans>
                    </Badge>
                  </p>
                  <p>
                    {times ? (
                      <Trans id="timesheets.corrections.actionWithTimes">
                        <Select
                          value={action}
                          _create="Add an entry"
                          _update="Change the entry"
                          other="Delete the entry"
                        />
                        : {times}
                      </Trans>
                    ) : (
                      <Trans id="timesheets.corrections.action">
                        <Select
                          value={action}
                          _create="Add an entry"
                          _update="Change the entry"
                          other="Delete the entry"
                        />
                      </Trans>
                    )}
                  </p>
                  {reason && (
                    <p className="break-words text-muted-foreground">
                      <Trans id="timesheets.corrections.reason">Reason: {reason}</Trans>
                    </p>
                  )}
                </div>
                {mode === 'admin' && !view.former && c.status === 'pending' && (
                  <div className="flex shrink-0 gap-2">
                    <Button
                      size="sm"
                      onClick={() => approve(c)}
                      disabled={decide.isPending}
                      aria-label={t({
                        id: 'timesheets.corrections.approveLabel',
                        message: `Approve the correction of ${date}`,
                      })}
                    >
                      <CheckIcon aria-hidden="true" />
                      <Trans id="timesheets.corrections.approve">Approve</Trans>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setRejecting({ id: c.id, date, name })}
                      aria-label={t({
                        id: 'timesheets.corrections.rejectLabel',
                        message: `Reject the correction of ${date}`,
                      })}
                    >
                      <XIcon aria-hidden="true" />
                      <Trans id="timesheets.corrections.reject">Reject</Trans>
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
      <RejectCorrectionDialog correction={rejecting} onClose={() => setRejecting(null)} />
    </Card>
  );
}
