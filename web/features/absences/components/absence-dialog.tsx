// The absence dialog (issue 17): one absence with its person and change history, and what the viewer may do
// with it (edit, cancel after confirming). Opened from the Team Overview cell, Settings → Team and Pending
// Approvals; admins and managers act on someone else's absence here (spec 6).
import type { AbsenceEventAction } from '@domain/absences';
import type { AbsenceEvent } from '@domain/contracts/absences';
import { displayName } from '@domain/people';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useFormat } from '@/lib/i18n/locale-provider';
import { useSession } from '@/lib/session';
import { type AbsenceDetail, useAbsenceDetail, useCancelAbsence } from '../api/absences';
import { useAbsenceText } from '../hooks/use-absence-text';
import { AbsenceRequestForm } from './absence-request-form';
import { AbsenceSummary } from './absence-summary';

const ACTION_LABELS: Record<AbsenceEventAction, MessageDescriptor> = {
  requested: msg({ id: 'absences.history.requested', message: 'Requested' }),
  recorded: msg({ id: 'absences.history.recorded', message: 'Recorded on their behalf' }),
  edited: msg({ id: 'absences.history.edited', message: 'Edited' }),
  first_approved: msg({ id: 'absences.history.firstApproved', message: 'First approval' }),
  approved: msg({ id: 'absences.history.approved', message: 'Approved' }),
  rejected: msg({ id: 'absences.history.rejected', message: 'Rejected' }),
  cancelled: msg({ id: 'absences.history.cancelled', message: 'Cancelled' }),
};

/** `absenceId` null: closed. */
export function AbsenceDialog({ absenceId, onClose }: { absenceId: string | null; onClose: () => void }) {
  const { t } = useLingui();
  const text = useAbsenceText();
  const query = useAbsenceDetail(absenceId);
  const name = query.data ? displayName(query.data.person) : '';
  const loading = t({ id: 'absences.dialog.loading', message: 'Loading the absence…' });
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
          <DialogTitle>
            {query.data
              ? t({ id: 'absences.dialog.titleOf', message: `Absence of ${name}` })
              : t({ id: 'absences.dialog.title', message: 'Absence' })}
          </DialogTitle>
          <DialogDescription>{query.data ? text.when(query.data.absence) : loading}</DialogDescription>
        </DialogHeader>
        <QueryState
          query={query}
          loading={loading}
          skeleton={<SkeletonRows count={3} className="h-10" />}
          error={t({
            id: 'absences.dialog.loadFailed',
            message: 'This absence could not be loaded. It may have been cancelled.',
          })}
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
  const { t } = useLingui();
  const text = useAbsenceText();
  const { absence, history } = detail;
  const name = displayName(detail.person);
  const dates = text.range(absence.startDate, absence.endDate);
  const cancel = useCancelAbsence();
  const remove = async () => {
    try {
      await cancel.mutateAsync(absence.id);
      toast.success(t({ id: 'absences.cancelled.title', message: 'Request Cancelled' }), {
        description: t({
          id: 'absences.dialog.cancelled',
          message: `The absence of ${name} has been cancelled.`,
        }),
      });
      onCancelled();
    } catch (e) {
      toast.error(t({ id: 'common.error', message: 'Error' }), {
        description: errorMessage(
          e,
          t({ id: 'absences.cancel.failed', message: 'Failed to cancel absence request' }),
        ),
      });
    }
  };
  const rejectionReason = absence.rejectionReason;
  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <AbsenceSummary absence={absence} />
        {rejectionReason && (
          <p className="break-words text-sm">
            <Trans id="absences.dialog.rejectionReason">Rejection reason: {rejectionReason}</Trans>
          </p>
        )}
      </div>
      <section aria-labelledby="absence-history-title" className="space-y-2">
        <h3 id="absence-history-title" className="font-medium text-sm">
          <Trans id="absences.dialog.history">Change history</Trans>
        </h3>
        {history.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            <Trans id="absences.dialog.noHistory">No changes recorded before the history was kept.</Trans>
          </p>
        ) : (
          <ol
            className="space-y-2 text-sm"
            aria-label={t({ id: 'absences.dialog.history', message: 'Change history' })}
          >
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
              <Trans id="common.edit">Edit</Trans>
            </Button>
          )}
          {absence.canCancel && (
            <ConfirmAction
              trigger={
                <Button variant="destructive" disabled={cancel.isPending}>
                  <Trash2Icon aria-hidden="true" />
                  <Trans id="absences.dialog.cancelAbsence">Cancel Absence</Trans>
                </Button>
              }
              title={t({ id: 'absences.dialog.cancelTitle', message: 'Cancel this absence?' })}
              description={
                <Trans id="absences.dialog.cancelDescription">
                  The absence of {name} for {dates} will be deleted. Its change history is kept.
                </Trans>
              }
              confirmLabel={t({ id: 'absences.dialog.cancelAbsence', message: 'Cancel Absence' })}
              cancelLabel={t({ id: 'absences.keepIt', message: 'Keep it' })}
              onConfirm={remove}
            />
          )}
        </DialogFooter>
      )}
    </div>
  );
}

function HistoryItem({ event }: { event: AbsenceEvent }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const action = i18n._(ACTION_LABELS[event.action]);
  const actor = event.actorName;
  return (
    <li className="flex flex-col gap-0.5 border-l-2 pl-3 sm:flex-row sm:justify-between sm:gap-3">
      <span>
        <Trans id="absences.dialog.historyBy">
          <span className="font-medium">{action}</span> by {actor}
        </Trans>
        <span className="text-muted-foreground"> · {format.dateRange(event.startDate, event.endDate)}</span>
      </span>
      <time dateTime={event.at} className="shrink-0 text-muted-foreground">
        {format.dateTime(event.at)}
      </time>
    </li>
  );
}
