import { formatBreak } from '@domain/time-entries';
import { dayFigures } from '@domain/timesheets';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useTimesheetTexts } from '../texts';
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
  const texts = useTimesheetTexts();
  const periods = day?.entries ?? [];
  const figures = dayFigures(periods);
  return (
    <Dialog open={day !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{day ? texts.dayTitle(day.date) : ''}</DialogTitle>
          <DialogDescription>
            <Trans id="timesheets.dayDialog.description">
              Read-only view of the day and every change made to it.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {periods.length > 0 ? (
          <div className="grid gap-3 text-sm">
            {periods.map((e, index) => {
              const n = index + 1;
              return (
                <div key={e.id} className="grid gap-1">
                  {periods.length > 1 && (
                    <p className="font-medium">
                      <Trans id="timesheets.dayDialog.period">Period {n}</Trans>
                    </p>
                  )}
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
                    <div>
                      <dt className="text-muted-foreground">
                        <Trans id="timesheets.dayDialog.in">In</Trans>
                      </dt>
                      <dd className="tabular-nums">{time(e.clockIn)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">
                        <Trans id="timesheets.dayDialog.out">Out</Trans>
                      </dt>
                      <dd className="tabular-nums">{time(e.clockOut)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">
                        <Trans id="timesheets.dayDialog.break">Break</Trans>
                      </dt>
                      <dd className="tabular-nums">{e.breakHours > 0 ? formatBreak(e.breakHours) : '—'}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">
                        <Trans id="timesheets.dayDialog.total">Total</Trans>
                      </dt>
                      <dd className="tabular-nums">
                        {e.totalHours !== null ? texts.entryHours(e.totalHours) : '—'}
                      </dd>
                    </div>
                    {e.notes && (
                      <div className="col-span-full">
                        <dt className="text-muted-foreground">
                          <Trans id="timesheets.dayDialog.notes">Notes</Trans>
                        </dt>
                        <dd className="break-words">{e.notes}</dd>
                      </div>
                    )}
                  </dl>
                </div>
              );
            })}
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
              {periods.length > 1 && (
                <div>
                  <dt className="text-muted-foreground">
                    <Trans id="timesheets.dayDialog.dayTotal">Day total</Trans>
                  </dt>
                  <dd className="font-semibold tabular-nums">
                    {figures.totalHours !== null ? texts.entryHours(figures.totalHours) : '—'}
                  </dd>
                </div>
              )}
              {figures.warnings.length > 0 && (
                <div className="col-span-full">
                  <dt className="text-muted-foreground">
                    <Trans id="timesheets.dayDialog.warnings">Warnings</Trans>
                  </dt>
                  <dd className="text-warning-foreground">
                    {figures.warnings.map((w) => texts.warning(w)).join(' · ')}
                  </dd>
                </div>
              )}
            </dl>
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">
            <Trans id="timesheets.dayDialog.empty">No time entry for this day.</Trans>
          </p>
        )}
        <section aria-labelledby="day-history-title" className="grid gap-2">
          <h3 id="day-history-title" className="font-semibold text-sm">
            <Trans id="timesheets.dayDialog.history">History</Trans>
          </h3>
          <div className="max-h-64 overflow-y-auto">
            {day && <DayHistory userId={userId} date={day.date} />}
          </div>
        </section>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            <Trans id="timesheets.dayDialog.close">Close</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
