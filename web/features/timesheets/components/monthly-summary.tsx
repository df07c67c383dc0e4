import { formatDisplayDate, formatMonthLabel } from '@domain/calendar';
import type { MonthView } from '@domain/contracts/time-entries';
import { displayName } from '@domain/people';
import { canSubmitTimesheet, type MonthlySummary } from '@domain/timesheets';
import { CheckIcon, LockIcon, SendIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useSubmitTimesheet } from '../api/timesheets';
import { type RejectTarget, RejectTimesheetDialog, useApproveTimesheet } from './decision-dialogs';
import { TimesheetStatusBadge } from './status-badge';
import { SummaryTiles } from './summary-tiles';

const dateOf = (iso: string) => formatDisplayDate(iso.slice(0, 10));

/**
 * "Monthly Summary" (spec 2.3 / 2.9): the status badge, the tiles, and what can be done with the month:
 * Submit for Approval for the employee, Approve / Reject for an admin on the detail view.
 */
export function MonthlySummaryCard({
  view,
  summary,
  mode,
}: {
  view: MonthView | undefined;
  summary: MonthlySummary | null;
  mode: 'own' | 'admin';
}) {
  const submit = useSubmitTimesheet();
  const approve = useApproveTimesheet();
  const [rejecting, setRejecting] = useState<RejectTarget | null>(null);
  const status = view?.approval?.status ?? null;

  const doSubmit = async () => {
    if (!view) return;
    try {
      await submit.mutateAsync(view.month);
      toast.success('Timesheet Submitted', {
        description: `Your timesheet for ${formatMonthLabel(view.month)} was sent for approval.`,
      });
    } catch (e) {
      toast.error('Submission Failed', {
        description: errorMessage(e, 'Failed to submit your timesheet. Please try again.'),
      });
    }
  };

  const target = view ? { userId: view.person.id, name: displayName(view.person), month: view.month } : null;
  const approval = view?.approval;

  return (
    <Card aria-labelledby="monthly-summary-title">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle className="flex flex-wrap items-center gap-2">
            <h2 id="monthly-summary-title">Monthly Summary</h2>
            {view && summary && <TimesheetStatusBadge status={status} completion={summary.completion} />}
          </CardTitle>
          <CardDescription>{view ? formatMonthLabel(view.month) : 'Loading…'}</CardDescription>
        </div>
        {view && summary && mode === 'own' && (status === null || status === 'rejected') && (
          <div className="grid gap-1 sm:justify-items-end">
            <Button
              onClick={doSubmit}
              disabled={!canSubmitTimesheet(status, summary.completion) || submit.isPending}
            >
              <SendIcon aria-hidden="true" />
              {submit.isPending ? 'Submitting...' : 'Submit for Approval'}
            </Button>
            {summary.completion < 100 && (
              <p className="text-muted-foreground text-xs">
                {summary.coveredDays} of {summary.workingDays} working days done: complete every one to
                submit.
              </p>
            )}
          </div>
        )}
        {view && mode === 'admin' && view.canDecide && target && (
          <div className="flex gap-2">
            <Button onClick={() => approve.run(target)} disabled={approve.pending}>
              <CheckIcon aria-hidden="true" />
              Approve
            </Button>
            <Button variant="outline" onClick={() => setRejecting(target)}>
              <XIcon aria-hidden="true" />
              Reject
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {!view || !summary ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" aria-busy="true">
            <span className="sr-only">Loading the summary…</span>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : (
          <>
            {approval?.status === 'approved' && (
              <Alert>
                <LockIcon aria-hidden="true" />
                <AlertTitle>This timesheet has been approved. No further changes can be made.</AlertTitle>
                <AlertDescription>
                  <p>
                    Approved{approval.approvedBy ? ` by ${displayName(approval.approvedBy)}` : ''}
                    {approval.approvedAt ? ` on ${dateOf(approval.approvedAt)}` : ''}.
                  </p>
                  {approval.snapshot && (
                    <p>
                      The figures are those approved: later changes to holidays, absences or schedules do not
                      alter them.
                    </p>
                  )}
                </AlertDescription>
              </Alert>
            )}
            {approval?.status === 'rejected' && (
              <Alert variant="destructive">
                <XIcon aria-hidden="true" />
                <AlertTitle>
                  Rejected{approval.approvedBy ? ` by ${displayName(approval.approvedBy)}` : ''}
                </AlertTitle>
                <AlertDescription>
                  <p className="break-words">Reason: {approval.rejectedReason}</p>
                  {mode === 'own' && <p>Correct the days concerned and submit the month again.</p>}
                </AlertDescription>
              </Alert>
            )}
            {approval?.status === 'submitted' && (
              <p className="text-muted-foreground text-sm">
                Submitted on {dateOf(approval.submittedAt)}
                {mode === 'own'
                  ? '. Waiting for an admin’s approval; changes to its days are sent as correction requests.'
                  : '.'}
              </p>
            )}
            <SummaryTiles summary={summary} withCompletion={mode === 'admin'} />
          </>
        )}
      </CardContent>
      <RejectTimesheetDialog target={rejecting} onClose={() => setRejecting(null)} />
    </Card>
  );
}
