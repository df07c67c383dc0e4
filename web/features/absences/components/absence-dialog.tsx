// The absence dialog (issue 17): one absence with its person and change history, and what the viewer may do
// with it (edit, cancel after confirming). Opened from the Team Overview cell, Settings → Team and Pending
// Approvals; admins and managers act on someone else's absence here (spec 6).
import { type AbsenceEventAction, absenceWhen } from '@domain/absences';
import { formatDateRange } from '@domain/calendar';
import type { AbsenceEvent } from '@domain/contracts/absences';
import { displayName } from '@domain/people';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmAction } from '@/components/confirm-action';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { type AbsenceDetail, useAbsenceDetail, useCancelAbsence } from '../api/absences';
import { AbsenceRequestForm } from './absence-request-form';
import { AbsenceSummary } from './absence-summary';

const ACTION_LABELS: Record<AbsenceEventAction, string> = {
  requested: 'Requested',
  recorded: 'Recorded on their behalf',
  edited: 'Edited',
  first_approved: 'First approval',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** `absenceId` null: closed. */
export function AbsenceDialog({ absenceId, onClose }: { absenceId: string | null; onClose: () => void }) {
  const query = useAbsenceDetail(absenceId);
  const viewerId = useSession().me?.user.id;
  const [editing, setEditing] = useState(false);
  const close = () => {
    setEditing(false);
    onClose();
  };
  return (
    <Dialog open={absenceId !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{query.data ? `Absence of ${displayName(query.data.person)}` : 'Absence'}</DialogTitle>
          <DialogDescription>
            {query.data ? absenceWhen(query.data.absence) : 'Loading the absence…'}
          </DialogDescription>
        </DialogHeader>
        <QueryState
          query={query}
          loading="Loading the absence…"
          skeleton={<SkeletonRows count={3} className="h-10" />}
          error="This absence could not be loaded. It may have been cancelled."
        >
          {(detail) =>
            editing ? (
              <AbsenceRequestForm
                editing={detail.absence}
                approvedOnSubmission={false}
                forUser={forUserOf(detail, viewerId)}
                onDone={() => setEditing(false)}
              />
            ) : (
              <Details detail={detail} onEdit={() => setEditing(true)} onCancelled={close} />
            )
          }
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}

/** The person when it is not the viewer's own absence (the form then says who is told). */
function forUserOf(detail: AbsenceDetail, viewerId: string | undefined) {
  return detail.person.id !== viewerId
    ? { id: detail.person.id, name: displayName(detail.person) }
    : undefined;
}

function Details({
  detail,
  onEdit,
  onCancelled,
}: {
  detail: AbsenceDetail;
  onEdit: () => void;
  onCancelled: () => void;
}) {
  const { absence, history } = detail;
  const cancel = useCancelAbsence();
  const remove = async () => {
    try {
      await cancel.mutateAsync(absence.id);
      toast.success('Request Cancelled', {
        description: `The absence of ${displayName(detail.person)} has been cancelled.`,
      });
      onCancelled();
    } catch (e) {
      toast.error('Error', { description: errorMessage(e, 'Failed to cancel absence request') });
    }
  };
  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <AbsenceSummary absence={absence} />
        {absence.rejectionReason && (
          <p className="break-words text-sm">Rejection reason: {absence.rejectionReason}</p>
        )}
      </div>
      <section aria-labelledby="absence-history-title" className="space-y-2">
        <h3 id="absence-history-title" className="font-medium text-sm">
          Change history
        </h3>
        {history.length === 0 ? (
          <p className="text-muted-foreground text-sm">No changes recorded before the history was kept.</p>
        ) : (
          <ol className="space-y-2 text-sm" aria-label="Change history">
            {history.map((event) => (
              <HistoryItem key={event.id} event={event} />
            ))}
          </ol>
        )}
      </section>
      {(absence.canEdit || absence.canCancel) && (
        <DialogFooter>
          {absence.canEdit && (
            <Button variant="outline" onClick={onEdit}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Button>
          )}
          {absence.canCancel && (
            <ConfirmAction
              trigger={
                <Button variant="destructive" disabled={cancel.isPending}>
                  <Trash2Icon aria-hidden="true" />
                  Cancel Absence
                </Button>
              }
              title="Cancel this absence?"
              description={
                <>
                  The absence of {displayName(detail.person)} for{' '}
                  {formatDateRange(absence.startDate, absence.endDate)} will be deleted. Its change history is
                  kept.
                </>
              }
              confirmLabel="Cancel Absence"
              cancelLabel="Keep it"
              onConfirm={remove}
            />
          )}
        </DialogFooter>
      )}
    </div>
  );
}

function HistoryItem({ event }: { event: AbsenceEvent }) {
  return (
    <li className="flex flex-col gap-0.5 border-l-2 pl-3 sm:flex-row sm:justify-between sm:gap-3">
      <span>
        <span className="font-medium">{ACTION_LABELS[event.action]}</span> by {event.actorName}
        <span className="text-muted-foreground"> · {formatDateRange(event.startDate, event.endDate)}</span>
      </span>
      <time dateTime={event.at} className="shrink-0 text-muted-foreground">
        {when(event.at)}
      </time>
    </li>
  );
}
