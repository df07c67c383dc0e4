import { formatDisplayDate } from '@domain/calendar';
import type { Correction, MonthView } from '@domain/contracts/time-entries';
import { displayName } from '@domain/people';
import { breaksText, formatEntryHours } from '@domain/time-entries';
import { CheckIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useDecideCorrection } from '../api/timesheets';
import { RejectCorrectionDialog } from './decision-dialogs';

const ACTIONS: Record<Correction['action'], string> = {
  create: 'Add an entry',
  update: 'Change the entry',
  delete: 'Delete the entry',
};

const STATUS: Record<Correction['status'], { label: string; tone: 'warning' | 'success' | 'destructive' }> = {
  pending: { label: 'Waiting for approval', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'destructive' },
};

function proposed(c: Correction) {
  if (c.action === 'delete' || !c.clockIn) return null;
  const brk = c.breaks.length > 0 ? `, ${breaksText(c.breaks)}` : '';
  const total = c.totalHours !== null ? ` (${formatEntryHours(c.totalHours)}h)` : '';
  return `${c.clockIn.slice(11)}–${c.clockOut?.slice(11) ?? '…'}${brk}${total}`;
}

/**
 * Correction requests of the month: changes to days asked for after the month was submitted. The employee
 * sees their state; an admin approves (the entry changes then) or rejects with a reason.
 */
export function CorrectionsCard({ view, mode }: { view: MonthView; mode: 'own' | 'admin' }) {
  const decide = useDecideCorrection();
  const [rejecting, setRejecting] = useState<{ id: string; date: string; name: string } | null>(null);
  if (view.corrections.length === 0) return null;
  const name = displayName(view.person);

  const approve = async (c: Correction) => {
    try {
      await decide.mutateAsync({ id: c.id, decision: 'approve' });
      toast.success('Correction Approved', { description: `${formatDisplayDate(c.date)} has been updated.` });
    } catch (e) {
      toast.error('Update Failed', {
        description: errorMessage(e, 'Failed to update the correction. Please try again.'),
      });
    }
  };

  return (
    <Card aria-labelledby="corrections-title">
      <CardHeader>
        <CardTitle>
          <h2 id="corrections-title">Correction Requests</h2>
        </CardTitle>
        <CardDescription>
          {mode === 'admin'
            ? 'Changes asked for after the month was submitted. The entry changes only when you approve.'
            : 'Your changes to a submitted month wait for an admin’s approval.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Correction requests">
          {view.corrections.map((c) => (
            <li
              key={c.id}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 space-y-1 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{formatDisplayDate(c.date)}</span>
                  <Badge variant={STATUS[c.status].tone}>{STATUS[c.status].label}</Badge>
                </p>
                <p>
                  {ACTIONS[c.action]}
                  {proposed(c) ? `: ${proposed(c)}` : ''}
                </p>
                {c.rejectionReason && (
                  <p className="break-words text-muted-foreground">Reason: {c.rejectionReason}</p>
                )}
              </div>
              {mode === 'admin' && !view.former && c.status === 'pending' && (
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    onClick={() => approve(c)}
                    disabled={decide.isPending}
                    aria-label={`Approve the correction of ${formatDisplayDate(c.date)}`}
                  >
                    <CheckIcon aria-hidden="true" />
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setRejecting({ id: c.id, date: formatDisplayDate(c.date), name })}
                    aria-label={`Reject the correction of ${formatDisplayDate(c.date)}`}
                  >
                    <XIcon aria-hidden="true" />
                    Reject
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
      <RejectCorrectionDialog correction={rejecting} onClose={() => setRejecting(null)} />
    </Card>
  );
}
