import type { EntrySnapshotView, HistoryItem } from '@domain/contracts/time-entries';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { HistoryIcon } from 'lucide-react';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { useHistory } from '../api/timesheets';
import { useTimesheetTexts } from '../texts';

/** Every change to one day's entry, oldest first (RDL 8/2019: the record is never altered without a trace). */
export function DayHistory({ userId, date }: { userId: string | 'me'; date: string }) {
  const { t } = useLingui();
  const query = useHistory(userId, date, true);
  return (
    <QueryState
      query={query}
      loading={t({ id: 'timesheets.history.loading', message: 'Loading the history…' })}
      // i18n-ignore: a class name
      skeleton={<SkeletonRows count={2} className="h-10" gap="space-y-2" />}
      error={t({ id: 'timesheets.history.loadFailed', message: 'The history could not be loaded.' })}
      isEmpty={(d) => d.items.length === 0}
      empty={
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <HistoryIcon className="size-4" aria-hidden="true" />
          <Trans id="timesheets.history.empty">No changes recorded for this day.</Trans>
        </p>
      }
    >
      {({ items, timeZone }) => <HistoryList items={items} timeZone={timeZone} />}
    </QueryState>
  );
}

function HistoryList({ items, timeZone }: { items: HistoryItem[]; timeZone: string }) {
  const { t } = useLingui();
  const texts = useTimesheetTexts();
  const { format } = texts;

  /** A snapshot's times: "09:00–17:00, break 12:00–13:00 = 8.00h"; "—" when there is none. */
  const times = (s: EntrySnapshotView | null): string => {
    if (!s) return '—';
    const out = s.clockOut ? s.clockOut.slice(11) + (s.clockOut.slice(0, 10) > s.date ? ' (+1)' : '') : '…';
    const brk = s.breaks.length > 0 ? `, ${texts.breaks(s.breaks)}` : '';
    const total = s.totalHours !== null ? ` = ${texts.entryHours(s.totalHours)}` : '';
    return `${s.clockIn.slice(11)}–${out}${brk}${total}`;
  };

  return (
    <ol
      className="space-y-2 text-sm"
      aria-label={t({ id: 'timesheets.history.label', message: 'Changes to this day' })}
    >
      {items.map((item) => {
        const action = item.action;
        const source = item.source;
        const actor = item.actor.name;
        const when = format.dateTime(item.changedAt, timeZone);
        const before = times(item.before);
        const after = times(item.after);
        const notes = item.after?.notes ?? item.before?.notes;
        const from = item.before?.date ?? '';
        const to = item.after?.date ?? '';
        return (
          <li key={item.id} className="rounded-md border p-2">
            <p>
              <Trans id="timesheets.history.item">
                <span className="font-medium">
                  <Select value={action} _create="Created" _update="Changed" other="Deleted" />
                </span>{' '}
                <Select
                  value={source}
                  _manual="in the time entry dialog"
                  _clock="with the clock"
                  _bulk_apply="by Bulk Apply"
                  _clear_month="by Clear Month"
                  other="by an approved correction"
                />{' '}
                by {actor} · {when}
              </Trans>
            </p>
            <p className="text-muted-foreground tabular-nums">
              {item.action === 'create'
                ? after
                : item.action === 'delete'
                  ? t({ id: 'timesheets.history.was', message: `was ${before}` })
                  : `${before} → ${after}`}
              {item.after?.date && item.before?.date && item.after.date !== item.before.date
                ? ` ${t({ id: 'timesheets.history.moved', message: `(moved from ${from} to ${to})` })}`
                : ''}
            </p>
            {notes && (
              <p className="break-words text-muted-foreground">
                <Trans id="timesheets.history.notes">Notes: {notes}</Trans>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
