import type { MonthView } from '@domain/contracts/time-entries';
import { bulkDayTimes, dayTimesTotal, isLocalTime } from '@domain/time-entries';
import { bulkApplyDays } from '@domain/timesheets';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useTimesheetTexts } from '../texts';
import type { Day } from './day-list';

/** Spec defaults: 09:00–17:00 with a break from 12:00 to 13:00, the three options on. */
const DEFAULTS = { clockIn: '09:00', clockOut: '17:00', breakStart: '12:00', breakEnd: '13:00' };

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
  const { t } = useLingui();
  const texts = useTimesheetTexts();
  const apply = useBulkApply();
  const [times, setTimes] = useState(DEFAULTS);
  const [skipWeekends, setSkipWeekends] = useState(true);
  const [skipHolidays, setSkipHolidays] = useState(true);
  const [onlyEmptyDays, setOnlyEmptyDays] = useState(true);
  const ids = { weekends: useId(), holidays: useId(), empty: useId(), base: useId() };
  const label = texts.format.month(view.month);
  const zone = view.timeZone.replace('_', ' ');

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
      toast.error(t({ id: 'timesheets.bulk.missing', message: 'Missing information' }), {
        description: t({
          id: 'timesheets.rules.clockTimesRequired',
          message: 'Clock in and clock out times are required',
        }),
      });
      return;
    }
    if (targets === 0) {
      toast.info(t({ id: 'timesheets.bulk.nothing', message: 'No entries to create' }), {
        description: t({
          id: 'timesheets.bulk.nothingChosen',
          message: `Every chosen day of ${label} already has an entry or is skipped.`,
        }),
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
      const { created, deleted } = result;
      if (created === 0) {
        toast.info(t({ id: 'timesheets.bulk.nothing', message: 'No entries to create' }), {
          description: t({ id: 'timesheets.bulk.nothingAdded', message: `Nothing was added to ${label}.` }),
        });
      } else {
        toast.success(t({ id: 'timesheets.bulk.done', message: 'Entries Applied' }), {
          description: deleted
            ? t({
                id: 'timesheets.bulk.doneReplaced',
                message: `Created ${plural(created, { one: '# time entry', other: '# time entries' })} for ${label} (replaced ${plural(deleted, { one: '# time entry', other: '# time entries' })}).`,
              })
            : t({
                id: 'timesheets.bulk.doneDetail',
                message: `Created ${plural(created, { one: '# time entry', other: '# time entries' })} for ${label}.`,
              }),
        });
      }
      onOpenChange(false);
    } catch (err) {
      toast.error(t({ id: 'timesheets.bulk.failed', message: 'Error applying bulk entries' }), {
        description: errorMessage(
          err,
          t({ id: 'timesheets.bulk.failedDetail', message: 'Failed to apply the times. Please try again.' }),
        ),
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
          <DialogTitle>
            <Trans id="timesheets.bulk.title">Bulk Apply Times</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans id="timesheets.bulk.description">
              The same times on the chosen days of {label} ({zone}).
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid grid-cols-2 gap-3">
            {timeField('clockIn', t({ id: 'timesheets.bulk.clockIn', message: 'Clock In' }))}
            {timeField('clockOut', t({ id: 'timesheets.bulk.clockOut', message: 'Clock Out' }))}
            {timeField('breakStart', t({ id: 'timesheets.bulk.breakStart', message: 'Break Start' }))}
            {timeField('breakEnd', t({ id: 'timesheets.bulk.breakEnd', message: 'Break End' }))}
          </div>
          <div className="grid gap-3">
            {option(
              ids.weekends,
              skipWeekends,
              setSkipWeekends,
              t({ id: 'timesheets.bulk.skipWeekends', message: 'Skip weekends' }),
            )}
            {option(
              ids.holidays,
              skipHolidays,
              setSkipHolidays,
              t({ id: 'timesheets.bulk.skipHolidays', message: 'Skip holidays' }),
            )}
            {option(
              ids.empty,
              onlyEmptyDays,
              setOnlyEmptyDays,
              t({
                id: 'timesheets.bulk.onlyEmptyDays',
                message: 'Only apply to days without existing entries',
              }),
            )}
          </div>
          <div className="grid gap-1 rounded-md bg-muted px-3 py-2 text-sm">
            <p className="flex items-baseline justify-between">
              <span>
                <Trans id="timesheets.bulk.dailyHours">Daily Hours</Trans>
              </span>
              <output className="font-semibold text-lg tabular-nums" data-testid="daily-hours">
                {dailyHours !== null ? texts.entryDecimal(dailyHours) : '—'}
              </output>
            </p>
            <p className="text-muted-foreground">
              {targets === 0
                ? replaced > 0
                  ? t({
                      id: 'timesheets.bulk.previewNoneReplaced',
                      message: `No entries to create; the ${plural(replaced, { one: '# time entry', other: '# time entries' })} of the month will be deleted first.`,
                    })
                  : t({ id: 'timesheets.bulk.previewNone', message: 'No entries to create.' })
                : replaced > 0
                  ? t({
                      id: 'timesheets.bulk.previewReplaced',
                      message: `${plural(targets, { one: '# time entry will be created', other: '# time entries will be created' })}; the ${plural(replaced, { one: '# time entry', other: '# time entries' })} of the month will be deleted first.`,
                    })
                  : t({
                      id: 'timesheets.bulk.preview',
                      message: plural(targets, {
                        one: '# time entry will be created.',
                        other: '# time entries will be created.',
                      }),
                    })}
            </p>
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={apply.isPending}
            >
              <Trans id="timesheets.bulk.cancel">Cancel</Trans>
            </Button>
            <Button type="submit" disabled={apply.isPending}>
              {apply.isPending
                ? t({ id: 'timesheets.bulk.applying', message: 'Applying...' })
                : t({ id: 'timesheets.bulk.apply', message: 'Apply to Month' })}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
