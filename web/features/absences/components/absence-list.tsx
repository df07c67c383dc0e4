import type { Absence } from '@domain/contracts/absences';
import { displayName } from '@domain/people';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarXIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { ConfirmAction } from '@/components/confirm-action';
import { EmptyState, QueryState, SkeletonRows } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useCancelAbsence, useMyAbsences } from '../api/absences';
import { useAbsenceText } from '../hooks/use-absence-text';
import { AbsenceSummary } from './absence-summary';

/** "Your Absence Requests": the user's own requests, newest first. */
export function AbsenceList({ onEdit }: { onEdit: (absence: Absence) => void }) {
  const { t } = useLingui();
  const query = useMyAbsences();
  useEffect(() => {
    if (query.isError) {
      toast.error(t({ id: 'absences.list.fetchFailed', message: 'Error fetching absence requests' }), {
        description: t({
          id: 'absences.list.fetchFailedDescription',
          message: 'Failed to load your absence requests',
        }),
      });
    }
  }, [query.isError, t]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="absences.list.title">Your Absence Requests</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="absences.list.newestFirst">Newest first</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          loading={t({ id: 'absences.list.loading', message: 'Loading your absence requests…' })}
          skeleton={<SkeletonRows count={3} className="h-16" />}
          error={t({ id: 'absences.list.loadFailed', message: 'Your absence requests could not be loaded.' })}
          isEmpty={(d) => d.absences.length === 0}
          empty={
            <EmptyState
              icon={CalendarXIcon}
              title={t({ id: 'absences.list.empty', message: 'No absence requests yet.' })}
            >
              <Trans id="absences.list.emptyHint">
                Use “Request Time Off” to ask for your first days off.
              </Trans>
            </EmptyState>
          }
        >
          {(data) => (
            <ul
              className="divide-y"
              aria-label={t({ id: 'absences.list.label', message: 'Your absence requests' })}
            >
              {data.absences.map((absence) => (
                <AbsenceItem key={absence.id} absence={absence} onEdit={() => onEdit(absence)} />
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function AbsenceItem({ absence, onEdit }: { absence: Absence; onEdit: () => void }) {
  const { t } = useLingui();
  const text = useAbsenceText();
  const dates = text.range(absence.startDate, absence.endDate);
  const cancel = useCancelAbsence();
  const remove = async () => {
    try {
      await cancel.mutateAsync(absence.id);
      toast.success(t({ id: 'absences.cancelled.title', message: 'Request Cancelled' }), {
        description: t({
          id: 'absences.list.cancelled',
          message: 'Your absence request has been cancelled.',
        }),
      });
    } catch (e) {
      toast.error(t({ id: 'common.error', message: 'Error' }), {
        description: errorMessage(
          e,
          t({ id: 'absences.cancel.failed', message: 'Failed to cancel absence request' }),
        ),
      });
    }
  };

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <AbsenceSummary absence={absence} />
        <StatusNote absence={absence} />
      </div>
      {(absence.canEdit || absence.canCancel) && (
        <div className="flex shrink-0 gap-2">
          {absence.canEdit && (
            <Button variant="outline" size="sm" onClick={onEdit}>
              <PencilIcon aria-hidden="true" />
              <Trans id="common.edit">Edit</Trans>
            </Button>
          )}
          {absence.canCancel && (
            <ConfirmAction
              trigger={
                <Button variant="outline" size="sm" disabled={cancel.isPending}>
                  <Trash2Icon aria-hidden="true" />
                  <Trans id="common.cancel">Cancel</Trans>
                </Button>
              }
              title={t({ id: 'absences.list.cancelTitle', message: 'Cancel this request?' })}
              description={
                <Trans id="absences.list.cancelDescription">The request for {dates} will be deleted.</Trans>
              }
              confirmLabel={t({ id: 'absences.list.cancelRequest', message: 'Cancel Request' })}
              cancelLabel={t({ id: 'absences.keepIt', message: 'Keep it' })}
              onConfirm={remove}
            />
          )}
        </div>
      )}
    </li>
  );
}

function StatusNote({ absence }: { absence: Absence }) {
  const { t } = useLingui();
  const text = useAbsenceText();
  if (absence.status === 'pending' && absence.firstApprovedBy) {
    const approver = displayName(absence.firstApprovedBy);
    return (
      <p className="text-sm">
        <Trans id="absences.list.firstApproved">
          Approved by {approver}, waiting for an admin’s final approval.
        </Trans>
      </p>
    );
  }
  if (absence.status === 'approved') {
    const approver = absence.approvedBy ? displayName(absence.approvedBy) : null;
    return (
      <p className="text-muted-foreground text-sm">
        {absence.autoApproved
          ? t({
              id: 'absences.list.autoApproved',
              message: 'Approved automatically: you are the only admin of your company.',
            })
          : approver
            ? t({ id: 'absences.list.approvedBy', message: `Approved by ${approver}` })
            : text.status('approved')}
      </p>
    );
  }
  if (absence.status === 'rejected') {
    const approver = absence.approvedBy ? displayName(absence.approvedBy) : null;
    const reason = absence.rejectionReason;
    return (
      <p className="text-sm">
        {approver
          ? reason
            ? t({ id: 'absences.list.rejectedByWithReason', message: `Rejected by ${approver}: ${reason}` })
            : t({ id: 'absences.list.rejectedBy', message: `Rejected by ${approver}` })
          : reason
            ? t({ id: 'absences.list.rejectedWithReason', message: `Rejected: ${reason}` })
            : text.status('rejected')}
      </p>
    );
  }
  return null;
}
