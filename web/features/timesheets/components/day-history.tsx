import type { EntrySnapshotView, HistoryItem } from '@domain/contracts/time-entries';
import { breaksText, formatEntryHours } from '@domain/time-entries';
import { HistoryIcon } from 'lucide-react';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { useHistory } from '../api/timesheets';

const ACTION_LABELS: Record<HistoryItem['action'], string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
};

const SOURCE_LABELS: Record<HistoryItem['source'], string> = {
  manual: 'in the time entry dialog',
  clock: 'with the clock',
  bulk_apply: 'by Bulk Apply',
  clear_month: 'by Clear Month',
  correction: 'by an approved correction',
};

function times(s: EntrySnapshotView | null): string {
  if (!s) return '—';
  const out = s.clockOut ? s.clockOut.slice(11) + (s.clockOut.slice(0, 10) > s.date ? ' (+1)' : '') : '…';
  const brk = s.breaks.length > 0 ? `, ${breaksText(s.breaks)}` : '';
  const total = s.totalHours !== null ? ` = ${formatEntryHours(s.totalHours)}h` : '';
  return `${s.clockIn.slice(11)}–${out}${brk}${total}`;
}

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** Every change to one day's entry, oldest first (RDL 8/2019: the record is never altered without a trace). */
export function DayHistory({ userId, date }: { userId: string | 'me'; date: string }) {
  const query = useHistory(userId, date, true);
  return (
    <QueryState
      query={query}
      loading="Loading the history…"
      skeleton={<SkeletonRows count={2} className="h-10" gap="space-y-2" />}
      error="The history could not be loaded."
      isEmpty={(d) => d.items.length === 0}
      empty={
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <HistoryIcon className="size-4" aria-hidden="true" />
          No changes recorded for this day.
        </p>
      }
    >
      {({ items, timeZone }) => <HistoryList items={items} timeZone={timeZone} />}
    </QueryState>
  );
}

function HistoryList({ items, timeZone }: { items: HistoryItem[]; timeZone: string }) {
  return (
    <ol className="space-y-2 text-sm" aria-label="Changes to this day">
      {items.map((item) => (
        <li key={item.id} className="rounded-md border p-2">
          <p>
            <span className="font-medium">{ACTION_LABELS[item.action]}</span> {SOURCE_LABELS[item.source]} by{' '}
            {item.actor.name} · {when(item.changedAt, timeZone)}
          </p>
          <p className="text-muted-foreground tabular-nums">
            {item.action === 'create'
              ? times(item.after)
              : item.action === 'delete'
                ? `was ${times(item.before)}`
                : `${times(item.before)} → ${times(item.after)}`}
            {item.after?.date && item.before?.date && item.after.date !== item.before.date
              ? ` (moved from ${item.before.date} to ${item.after.date})`
              : ''}
          </p>
          {(item.after?.notes ?? item.before?.notes) && (
            <p className="break-words text-muted-foreground">
              Notes: {item.after?.notes ?? item.before?.notes}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
