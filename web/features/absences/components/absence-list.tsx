import { formatDateRange } from '@domain/calendar';
import type { Absence } from '@domain/contracts/absences';
import { displayName } from '@domain/people';
import { CalendarXIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { ConfirmAction } from '@/components/confirm-action';
import { EmptyState, QueryState, SkeletonRows } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useCancelAbsence, useMyAbsences } from '../api/absences';
import { AbsenceSummary } from './absence-summary';

/** "3 days", "1 day", "0.25 days" (hourly leave uses a part of a day: two decimals at most). */

/** "Your Absence Requests": the user's own requests, newest first. */
export function AbsenceList({ onEdit }: { onEdit: (absence: Absence) => void }) {
  const query = useMyAbsences();
  useEffect(() => {
    if (query.isError) {
      toast.error('Error fetching absence requests', { description: 'Failed to load your absence requests' });
    }
  }, [query.isError]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Your Absence Requests</h2>
        </CardTitle>
        <CardDescription>Newest first</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          loading="Loading your absence requests…"
          skeleton={<SkeletonRows count={3} className="h-16" />}
          error="Your absence requests could not be loaded."
          isEmpty={(d) => d.absences.length === 0}
          empty={
            <EmptyState icon={CalendarXIcon} title="No absence requests yet.">
              Use “Request Time Off” to ask for your first days off.
            </EmptyState>
          }
        >
          {(data) => (
            <ul className="divide-y" aria-label="Your absence requests">
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
  const cancel = useCancelAbsence();
  const remove = async () => {
    try {
      await cancel.mutateAsync(absence.id);
      toast.success('Request Cancelled', { description: 'Your absence request has been cancelled.' });
    } catch (e) {
      toast.error('Error', { description: errorMessage(e, 'Failed to cancel absence request') });
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
              Edit
            </Button>
          )}
          {absence.canCancel && (
            <ConfirmAction
              trigger={
                <Button variant="outline" size="sm" disabled={cancel.isPending}>
                  <Trash2Icon aria-hidden="true" />
                  Cancel
                </Button>
              }
              title="Cancel this request?"
              description={
                <>The request for {formatDateRange(absence.startDate, absence.endDate)} will be deleted.</>
              }
              confirmLabel="Cancel Request"
              cancelLabel="Keep it"
              onConfirm={remove}
            />
          )}
        </div>
      )}
    </li>
  );
}

function StatusNote({ absence }: { absence: Absence }) {
  if (absence.status === 'pending' && absence.firstApprovedBy) {
    return (
      <p className="text-sm">
        Approved by {displayName(absence.firstApprovedBy)}, waiting for an admin’s final approval.
      </p>
    );
  }
  if (absence.status === 'approved') {
    return (
      <p className="text-muted-foreground text-sm">
        {absence.autoApproved
          ? 'Approved automatically: you are the only admin of your company.'
          : absence.approvedBy
            ? `Approved by ${displayName(absence.approvedBy)}`
            : 'Approved'}
      </p>
    );
  }
  if (absence.status === 'rejected') {
    return (
      <p className="text-sm">
        Rejected{absence.approvedBy ? ` by ${displayName(absence.approvedBy)}` : ''}
        {absence.rejectionReason ? `: ${absence.rejectionReason}` : ''}
      </p>
    );
  }
  return null;
}
