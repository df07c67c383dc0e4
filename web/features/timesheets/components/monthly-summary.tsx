import type { MonthView } from '@domain/contracts/time-entries';
import { displayName } from '@domain/people';
import { canSubmitTimesheet, type MonthlySummary } from '@domain/timesheets';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon, LockIcon, SendIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/locale-provider';
import { useSubmitTimesheet } from '../api/timesheets';
import { type RejectTarget, RejectTimesheetDialog, useApproveTimesheet } from './decision-dialogs';
import { TimesheetStatusBadge } from './status-badge';
import { SummaryTiles } from './summary-tiles';

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
  const { t } = useLingui();
  const format = useFormat();
  const dateOf = (iso: string) => format.date(iso.slice(0, 10));
  const submit = useSubmitTimesheet();
  const approve = useApproveTimesheet();
  const [rejecting, setRejecting] = useState<RejectTarget | null>(null);
  const status = view?.approval?.status ?? null;

  const doSubmit = async () => {
    if (!view) return;
    const month = format.month(view.month);
    try {
      await submit.mutateAsync(view.month);
      toast.success(t({ id: 'timesheets.submit.done', message: 'Timesheet Submitted' }), {
        description: t({
          id: 'timesheets.submit.doneDetail',
          message: `Your timesheet for ${month} was sent for approval.`,
        }),
      });
    } catch (e) {
      toast.error(t({ id: 'timesheets.submit.failed', message: 'Submission Failed' }), {
        description: errorMessage(
          e,
          t({
            id: 'timesheets.submit.failedDetail',
            message: 'Failed to submit your timesheet. Please try again.',
          }),
        ),
      });
    }
  };

  const covered = summary ? format.number(summary.coveredDays) : '';
  const working = summary?.workingDays ?? 0;
  const target = view ? { userId: view.person.id, name: displayName(view.person), month: view.month } : null;
  const approval = view?.approval;
  const approver = approval?.approvedBy ? displayName(approval.approvedBy) : null;
  const approvedOn = approval?.approvedAt ? dateOf(approval.approvedAt) : null;
  const reason = approval?.rejectedReason;
  const submittedOn = approval?.status === 'submitted' ? dateOf(approval.submittedAt) : '';

  return (
    <Card aria-labelledby="monthly-summary-title">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle className="flex flex-wrap items-center gap-2">
            <h2 id="monthly-summary-title">
              <Trans id="timesheets.summary.title">Monthly Summary</Trans>
            </h2>
            {view && summary && <TimesheetStatusBadge status={status} completion={summary.completion} />}
          </CardTitle>
          <CardDescription>
            {view ? format.month(view.month) : t({ id: 'timesheets.summary.loading', message: 'Loading…' })}
          </CardDescription>
        </div>
        {view && summary && mode === 'own' && (status === null || status === 'rejected') && (
          <div className="grid gap-1 sm:justify-items-end">
            <Button
              onClick={doSubmit}
              disabled={!canSubmitTimesheet(status, summary.completion) || submit.isPending}
            >
              <SendIcon aria-hidden="true" />
              {submit.isPending
                ? t({ id: 'timesheets.submit.submitting', message: 'Submitting...' })
                : t({ id: 'timesheets.submit.button', message: 'Submit for Approval' })}
            </Button>
            {summary.completion < 100 && (
              <p className="text-muted-foreground text-xs">
                <Trans id="timesheets.submit.incomplete">
                  {covered} of <Plural value={working} one="# working days" other="# working days" /> done:
                  complete every one to submit.
                </Trans>
              </p>
            )}
          </div>
        )}
        {view && mode === 'admin' && view.canDecide && target && (
          <div className="flex gap-2">
            <Button onClick={() => approve.run(target)} disabled={approve.pending}>
              <CheckIcon aria-hidden="true" />
              <Trans id="timesheets.summary.approve">Approve</Trans>
            </Button>
            <Button variant="outline" onClick={() => setRejecting(target)}>
              <XIcon aria-hidden="true" />
              <Trans id="timesheets.summary.reject">Reject</Trans>
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {!view || !summary ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" aria-busy="true">
            <span className="sr-only">
              <Trans id="timesheets.summary.loadingSummary">Loading the summary…</Trans>
            </span>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : (
          <>
            {approval?.status === 'approved' && (
              <Alert>
                <LockIcon aria-hidden="true" />
                <AlertTitle>
                  <Trans id="timesheets.summary.approvedTitle">
                    This timesheet has been approved. No further changes can be made.
                  </Trans>
                </AlertTitle>
                <AlertDescription>
                  <p>
                    {approver && approvedOn ? (
                      <Trans id="timesheets.summary.approvedByOn">
                        Approved by {approver} on {approvedOn}.
                      </Trans>
                    ) : approver ? (
                      <Trans id="timesheets.summary.approvedBy">Approved by {approver}.</Trans>
                    ) : approvedOn ? (
                      <Trans id="timesheets.summary.approvedOn">Approved on {approvedOn}.</Trans>
                    ) : (
                      <Trans id="timesheets.summary.approvedPlain">Approved.</Trans>
                    )}
                  </p>
                  {approval.snapshot && (
                    <p>
                      <Trans id="timesheets.summary.frozen">
                        The figures are those approved: later changes to holidays, absences or schedules do
                        not alter them.
                      </Trans>
                    </p>
                  )}
                </AlertDescription>
              </Alert>
            )}
            {approval?.status === 'rejected' && (
              <Alert variant="destructive">
                <XIcon aria-hidden="true" />
                <AlertTitle>
                  {approver ? (
                    <Trans id="timesheets.summary.rejectedBy">Rejected by {approver}</Trans>
                  ) : (
                    <Trans id="timesheets.summary.rejected">Rejected</Trans>
                  )}
                </AlertTitle>
                <AlertDescription>
                  <p className="break-words">
                    <Trans id="timesheets.summary.reason">Reason: {reason}</Trans>
                  </p>
                  {mode === 'own' && (
                    <p>
                      <Trans id="timesheets.summary.correctAndResubmit">
                        Correct the days concerned and submit the month again.
                      </Trans>
                    </p>
                  )}
                </AlertDescription>
              </Alert>
            )}
            {approval?.status === 'submitted' && (
              <p className="text-muted-foreground text-sm">
                {mode === 'own' ? (
                  <Trans id="timesheets.summary.submittedOwn">
                    Submitted on {submittedOn}. Waiting for an admin’s approval; changes to its days are sent
                    as correction requests.
                  </Trans>
                ) : (
                  <Trans id="timesheets.summary.submitted">Submitted on {submittedOn}.</Trans>
                )}
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
