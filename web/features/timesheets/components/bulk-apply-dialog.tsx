import { formatMonthLabel } from '@domain/calendar';
import type { MonthView } from '@domain/contracts/time-entries';
import { plural } from '@domain/plural';
import {
  bulkDayTimes,
  CLOCK_TIMES_REQUIRED,
  dayTimesTotal,
  formatEntryHours,
  isLocalTime,
} from '@domain/time-entries';
import { bulkApplyDays } from '@domain/timesheets';
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { useBulkApply } from '../api/timesheets';
import type { Day } from './day-list';

/** Spec defaults: 09:00–17:00 with a break from 12:00 to 13:00, the three options on. */
const DEFAULTS = { clockIn: '09:00', clockOut: '17:00', breakStart: '12:00', breakEnd: '13:00' };

const entryCount = (n: number) => plural(n, { one: 'time entry', other: 'time entries' });

/** "Bulk Apply Times" for the shown month (spec 2.6). */
export function BulkApplyDialog({
  open,
  onOpenChange,
  view,
  days,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  view: MonthView;
  days: Day[];
}) {
  const apply = useBulkApply();
  const [times, setTimes] = useState(DEFAULTS);
  const [skipWeekends, setSkipWeekends] = useState(true);
  const [skipHolidays, setSkipHolidays] = useState(true);
  const [onlyEmptyDays, setOnlyEmptyDays] = useState(true);
  const ids = { weekends: useId(), holidays: useId(), empty: useId(), base: useId() };
  const label = formatMonthLabel(view.month);

  const dailyHours = useMemo(() => {
    if (!isLocalTime(times.clockIn) || !isLocalTime(times.clockOut) || times.clockOut <= times.clockIn)
      return null;
    // An ordinary day of the month (no daylight-saving change): the hours of the times as entered.
    return dayTimesTotal(
      `${view.month}-10`,
      bulkDayTimes({ ...times, clockIn: times.clockIn, clockOut: times.clockOut }),
      view.timeZone,
    );
  }, [times, view.month, view.timeZone]);

  const targets = bulkApplyDays(days, { skipWeekends, skipHolidays, onlyEmptyDays }).length;
  const replaced = onlyEmptyDays ? 0 : days.filter((d) => d.entries.length > 0).length;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!times.clockIn || !times.clockOut) {
      toast.error('Missing information', { description: CLOCK_TIMES_REQUIRED });
      return;
    }
    if (targets === 0) {
      toast.info('No entries to create', {
        description: `Every chosen day of ${label} already has an entry or is skipped.`,
      });
      return;
    }
    try {
      const result = await apply.mutateAsync({
        month: view.month,
        clockIn: times.clockIn,
        clockOut: times.clockOut,
        breakStart: times.breakStart || null,
        breakEnd: times.breakEnd || null,
        skipWeekends,
        skipHolidays,
        onlyEmptyDays,
      });
      if (result.created === 0) {
        toast.info('No entries to create', { description: `Nothing was added to ${label}.` });
      } else {
        toast.success('Entries Applied', {
          description: `Created ${entryCount(result.created)} for ${label}${result.deleted ? ` (replaced ${entryCount(result.deleted)})` : ''}.`,
        });
      }
      onOpenChange(false);
    } catch (err) {
      toast.error('Error applying bulk entries', {
        description: errorMessage(err, 'Failed to apply the times. Please try again.'),
      });
    }
  };

  const timeField = (name: keyof typeof DEFAULTS, text: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`${ids.base}-${name}`}>{text}</Label>
      <Input
        id={`${ids.base}-${name}`}
        type="time"
        value={times[name]}
        onChange={(e) => setTimes((t) => ({ ...t, [name]: e.target.value }))}
      />
    </div>
  );

  const option = (id: string, checked: boolean, set: (v: boolean) => void, text: string) => (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => set(v === true)} />
      <Label htmlFor={id} className="font-normal">
        {text}
      </Label>
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={(o) => !apply.isPending && onOpenChange(o)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Bulk Apply Times</DialogTitle>
          <DialogDescription>
            The same times on the chosen days of {label} ({view.timeZone.replace('_', ' ')}).
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid grid-cols-2 gap-3">
            {timeField('clockIn', 'Clock In')}
            {timeField('clockOut', 'Clock Out')}
            {timeField('breakStart', 'Break Start')}
            {timeField('breakEnd', 'Break End')}
          </div>
          <div className="grid gap-3">
            {option(ids.weekends, skipWeekends, setSkipWeekends, 'Skip weekends')}
            {option(ids.holidays, skipHolidays, setSkipHolidays, 'Skip holidays')}
            {option(
              ids.empty,
              onlyEmptyDays,
              setOnlyEmptyDays,
              'Only apply to days without existing entries',
            )}
          </div>
          <div className="grid gap-1 rounded-md bg-muted px-3 py-2 text-sm">
            <p className="flex items-baseline justify-between">
              <span>Daily Hours</span>
              <output className="font-semibold text-lg tabular-nums" data-testid="daily-hours">
                {dailyHours !== null ? formatEntryHours(dailyHours) : '—'}
              </output>
            </p>
            <p className="text-muted-foreground">
              {targets === 0 ? 'No entries to create' : `${entryCount(targets)} will be created`}
              {replaced > 0 ? `; the ${entryCount(replaced)} of the month will be deleted first.` : '.'}
            </p>
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={apply.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={apply.isPending}>
              {apply.isPending ? 'Applying...' : 'Apply to Month'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
