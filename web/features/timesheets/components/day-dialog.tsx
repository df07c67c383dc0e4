import { formatDisplayDate } from '@domain/calendar';
import { formatBreak, formatEntryHours } from '@domain/time-entries';
import { dayFigures } from '@domain/timesheets';
import { WARNING_LABELS } from '@domain/work-time-rules';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { DayHistory } from './day-history';
import type { Day } from './day-list';

const time = (local: string | null) => local?.slice(11) ?? '—';

/** The admin's read-only view of one day: its work periods as they are and every change made to them. */
export function DayDialog({
  userId,
  day,
  onClose,
}: {
  userId: string;
  day: Day | null;
  onClose: () => void;
}) {
  const periods = day?.entries ?? [];
  const figures = dayFigures(periods);
  return (
    <Dialog open={day !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{day ? `${day.weekday}, ${formatDisplayDate(day.date)}` : ''}</DialogTitle>
          <DialogDescription>Read-only view of the day and every change made to it.</DialogDescription>
        </DialogHeader>
        {periods.length > 0 ? (
          <div className="grid gap-3 text-sm">
            {periods.map((e, i) => (
              <div key={e.id} className="grid gap-1">
                {periods.length > 1 && <p className="font-medium">Period {i + 1}</p>}
                <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
                  <div>
                    <dt className="text-muted-foreground">In</dt>
                    <dd className="tabular-nums">{time(e.clockIn)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Out</dt>
                    <dd className="tabular-nums">{time(e.clockOut)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Break</dt>
                    <dd className="tabular-nums">{e.breakHours > 0 ? formatBreak(e.breakHours) : '—'}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Total</dt>
                    <dd className="tabular-nums">
                      {e.totalHours !== null ? `${formatEntryHours(e.totalHours)}h` : '—'}
                    </dd>
                  </div>
                  {e.notes && (
                    <div className="col-span-full">
                      <dt className="text-muted-foreground">Notes</dt>
                      <dd className="break-words">{e.notes}</dd>
                    </div>
                  )}
                </dl>
              </div>
            ))}
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
              {periods.length > 1 && (
                <div>
                  <dt className="text-muted-foreground">Day total</dt>
                  <dd className="font-semibold tabular-nums">
                    {figures.totalHours !== null ? `${formatEntryHours(figures.totalHours)}h` : '—'}
                  </dd>
                </div>
              )}
              {figures.warnings.length > 0 && (
                <div className="col-span-full">
                  <dt className="text-muted-foreground">Warnings</dt>
                  <dd className="text-warning-foreground">
                    {figures.warnings.map((w) => WARNING_LABELS[w]).join(' · ')}
                  </dd>
                </div>
              )}
            </dl>
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">No time entry for this day.</p>
        )}
        <section aria-labelledby="day-history-title" className="grid gap-2">
          <h3 id="day-history-title" className="font-semibold text-sm">
            History
          </h3>
          <div className="max-h-64 overflow-y-auto">
            {day && <DayHistory userId={userId} date={day.date} />}
          </div>
        </section>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
