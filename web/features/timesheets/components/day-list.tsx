import type { Correction, MonthView, TimeEntry } from '@domain/contracts/time-entries';
import { formatBreak } from '@domain/time-entries';
import { dayFigures, type TimesheetDay, timesheetDays } from '@domain/timesheets';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlertIcon } from 'lucide-react';
import { useMemo } from 'react';
import { AbsenceTypeBadge, HOLIDAY_CLASSES } from '@/components/absence-type';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useTimesheetTexts } from '../texts';

export type Day = TimesheetDay<TimeEntry> & { correction: Correction | null };

/** The day rows of a month view: holidays, approved absences, entries and pending corrections. */
export function useDays(view: MonthView | undefined): Day[] {
  return useMemo(() => {
    if (!view) return [];
    const pending = new Map(view.corrections.filter((c) => c.status === 'pending').map((c) => [c.date, c]));
    return timesheetDays({
      month: view.month,
      holidays: view.holidays,
      absences: view.absences,
      entries: view.entries,
      schedule: view.schedule,
    }).map((d) => ({ ...d, correction: pending.get(d.date) ?? null }));
  }, [view]);
}

/** `HH:mm`, with +1 for a time on the next day (a night shift). */
function timeOf(local: string | null, day: string) {
  if (!local) return null;
  return local.slice(0, 10) > day ? `${local.slice(11)} +1` : local.slice(11);
}

/**
 * "Monthly Time Tracking" rows (spec 2.4): weekday and date, Today, holiday or absence, In, Out, Break,
 * Total. A day of several work periods (a split shift) lists each period's In and Out, one under the
 * other, with the day's breaks and total added up. A row opens the day when `onOpen` allows it; on a
 * phone the times sit on a second line.
 */
export function DayList({
  days,
  today,
  canOpen,
  onOpen,
  label,
}: {
  days: Day[];
  today: string;
  canOpen: (day: Day) => boolean;
  onOpen: (day: Day) => void;
  label: string;
}) {
  return (
    <div>
      <div
        className="hidden grid-cols-[8.5rem_minmax(0,1fr)_4rem_4.5rem_4.5rem_4rem] gap-2 border-b px-3 pb-2 font-medium text-muted-foreground text-xs sm:grid"
        aria-hidden="true"
      >
        <span>
          <Trans id="timesheets.dayList.day">Day</Trans>
        </span>
        <span />
        <span>
          <Trans id="timesheets.dayList.in">In</Trans>
        </span>
        <span>
          <Trans id="timesheets.dayList.out">Out</Trans>
        </span>
        <span>
          <Trans id="timesheets.dayList.break">Break</Trans>
        </span>
        <span className="text-right">
          <Trans id="timesheets.dayList.total">Total</Trans>
        </span>
      </div>
      <ul className="divide-y" aria-label={label}>
        {days.map((day) => (
          <li key={day.date} data-date={day.date}>
            <DayRow day={day} isToday={day.date === today} open={canOpen(day) ? () => onOpen(day) : null} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The half of a half-day absence ("(AM)", "(PM)") or the hours of hourly leave ("2 h"), from the label of
 * domain/timesheets.ts `timesheetDays`.
 */
function useHalfOf() {
  const { t } = useLingui();
  return (label: string) =>
    label.endsWith('(AM)')
      ? t({ id: 'timesheets.dayList.morning', message: '(AM)' })
      : label.endsWith('(PM)')
        ? t({ id: 'timesheets.dayList.afternoon', message: '(PM)' })
        : label.slice(-4);
}

function DayRow({ day, isToday, open }: { day: Day; isToday: boolean; open: (() => void) | null }) {
  const { t } = useLingui();
  const texts = useTimesheetTexts();
  const halfOf = useHalfOf();
  const periods = day.entries;
  const holiday = day.holiday;
  const count = periods.length;
  const figures = dayFigures(periods);
  const stacked = (time: (e: TimeEntry) => string | null) =>
    periods.map((e) => (
      <span key={e.id} className="block">
        {time(e) ?? '—'}
      </span>
    ));
  const content = (
    <>
      {/* Today's badge goes under the day on a phone when the day's name is long (German, the pseudo-locale). */}
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
        <span className={cn('tabular-nums', !day.working && 'text-muted-foreground')}>
          {texts.dayLabel(day.date)}
        </span>
        {isToday && (
          <Badge variant="info">
            <Trans id="timesheets.dayList.today">Today</Trans>
          </Badge>
        )}
      </span>
      <span className="flex min-w-0 flex-wrap items-center gap-1.5">
        {day.holiday && (
          <Badge variant="outline" className={cn('max-w-full truncate', HOLIDAY_CLASSES)}>
            <Trans id="timesheets.dayList.holiday">Holiday: {holiday}</Trans>
          </Badge>
        )}
        {day.absence && (
          <AbsenceTypeBadge
            type={day.absence.type}
            suffix={day.absence.portion < 1 ? halfOf(day.absence.label) : undefined}
          />
        )}
        {day.correction && (
          <Badge variant="warning">
            <Trans id="timesheets.dayList.correctionPending">Correction pending</Trans>
          </Badge>
        )}
        {count > 1 && (
          <Badge variant="muted">
            <Trans id="timesheets.dayList.periods">
              <Plural value={count} one="# period" other="# periods" />
            </Trans>
          </Badge>
        )}
        {figures.warnings.length > 0 && (
          <span className="flex items-center gap-1 text-warning-foreground text-xs">
            <TriangleAlertIcon className="size-3.5 shrink-0" aria-hidden="true" />
            {figures.warnings.map((w) => texts.warning(w)).join(' · ')}
          </span>
        )}
      </span>
      {periods.length > 0 ? (
        <span className="col-span-2 flex flex-wrap gap-x-3 text-sm tabular-nums sm:contents">
          <span>
            <span className="text-muted-foreground sm:sr-only">
              <Trans id="timesheets.dayList.inShort">In</Trans>{' '}
            </span>
            {stacked((e) => timeOf(e.clockIn, day.date))}
          </span>
          <span>
            <span className="text-muted-foreground sm:sr-only">
              <Trans id="timesheets.dayList.outShort">Out</Trans>{' '}
            </span>
            {stacked((e) => timeOf(e.clockOut, day.date))}
          </span>
          <span>
            <span className="text-muted-foreground sm:sr-only">
              <Trans id="timesheets.dayList.breakShort">Break</Trans>{' '}
            </span>
            {figures.breakHours > 0
              ? formatBreak(figures.breakHours)
              : figures.onBreak
                ? t({ id: 'timesheets.dayList.onBreak', message: 'on break' })
                : '—'}
          </span>
          <span className="font-semibold sm:text-right">
            <span className="font-normal text-muted-foreground sm:sr-only">
              <Trans id="timesheets.dayList.totalShort">Total</Trans>{' '}
            </span>
            {figures.totalHours !== null ? texts.entryHours(figures.totalHours) : '—'}
          </span>
        </span>
      ) : (
        <span className="col-span-2 text-muted-foreground text-sm sm:col-span-4 sm:text-right">
          {day.working && !day.absence
            ? t({ id: 'timesheets.dayList.noEntry', message: 'No entry' })
            : day.off && !day.holiday
              ? t({ id: 'timesheets.dayList.notWorkingDay', message: 'Not a working day' })
              : ''}
        </span>
      )}
    </>
  );
  const layout = cn(
    'grid w-full grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 px-3 py-2.5 text-left sm:grid-cols-[8.5rem_minmax(0,1fr)_4rem_4.5rem_4.5rem_4rem]',
    !day.working && 'bg-muted/50',
  );
  if (!open) return <div className={layout}>{content}</div>;
  return (
    <button
      type="button"
      onClick={open}
      className={cn(
        layout,
        'cursor-pointer outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
      )}
    >
      {content}
    </button>
  );
}
