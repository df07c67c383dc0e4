import type { ShownAbsenceType } from '@domain/absence-privacy';
import { isWeekend, weekday } from '@domain/calendar';
import type { Schedule } from '@domain/contracts/schedule';
import { displayName, initials } from '@domain/people';
import { absenceOn, scheduleCell } from '@domain/schedule';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef } from 'react';
import { absenceTypeClasses, HOLIDAY_CLASSES } from '@/components/absence-type';
import { useIsScrollable } from '@/hooks/use-is-scrollable';
import { cn } from '@/lib/cn';
import { type ScheduleText, useScheduleText } from '../hooks/use-schedule-text';
import { PENDING_CLASSES } from './pending';

/**
 * The team calendar (spec 001 section 2.10): a month view of everyone's approved absences coloured by
 * type and pending requests hatched, with holidays, weekends and half days (AM/PM). Same data as the schedule
 * grid. Monday to Sunday fit a phone's width: names become initials there.
 */
export function TeamCalendar({ schedule, label }: { schedule: Schedule; label: string }) {
  const { t } = useLingui();
  const text = useScheduleText();
  const firstDay = text.week.first;
  const ref = useRef<HTMLElement>(null);
  const scrollable = useIsScrollable(ref);
  const weeks = useMemo(() => {
    // The week starts on the language's first day (Monday in all of ours).
    const leading = (weekday(schedule.days[0]!.date) - firstDay + 7) % 7;
    const cells: (Schedule['days'][number] | null)[] = [
      ...Array.from({ length: leading }, () => null),
      ...schedule.days,
    ];
    while (cells.length % 7 !== 0) cells.push(null);
    return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  }, [schedule.days, firstDay]);

  return (
    <section
      ref={ref}
      aria-label={t({ id: 'schedule.calendar.label', message: `Team calendar, ${label}` })}
      tabIndex={scrollable ? 0 : undefined}
      className="max-w-full overflow-x-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">
          <Trans id="schedule.calendar.caption">Absences and holidays of {label}</Trans>
        </caption>
        <thead>
          <tr>
            {text.week.names.map((h) => (
              <th
                key={h}
                // i18n-ignore: HTML's table scope, not text
                scope="col"
                className="border-b px-1 py-2 text-left font-medium text-muted-foreground text-xs sm:px-2 sm:text-sm"
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)?.date}>
              {week.map((day, i) =>
                day ? (
                  <DayCell key={day.date} day={day} schedule={schedule} text={text} />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before and after the month.
                  <td key={`empty-${i}`} className="border bg-muted/30" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function DayCell({
  day,
  schedule,
  text,
}: {
  day: Schedule['days'][number];
  schedule: Schedule;
  text: ScheduleText;
}) {
  const today = day.date === schedule.today;
  const weekend = isWeekend(day.date);
  const away = day.holiday || weekend ? [] : absencesOn(day, schedule, text);
  return (
    <td
      className={cn(
        'h-20 border p-1 align-top sm:h-24 sm:p-1.5',
        weekend && 'bg-muted/60',
        today && 'ring-2 ring-primary ring-inset',
      )}
      aria-current={today ? 'date' : undefined}
    >
      <span className={cn('block font-semibold text-xs', weekend && 'text-muted-foreground')}>
        {Number(day.date.slice(8))}
        {weekend && <span className="sr-only"> ({text.weekendLower})</span>}
      </span>
      {day.holiday && (
        <span
          className={cn('mt-1 block truncate rounded border px-1 py-0.5 text-xs', HOLIDAY_CLASSES)}
          title={day.holiday}
        >
          {day.holiday}
        </span>
      )}
      {away.length > 0 && (
        <ul className="mt-1 space-y-0.5">
          {away.map((a) => (
            <li
              key={a.id}
              className={cn(
                'truncate rounded border px-1 py-0.5 text-xs',
                absenceTypeClasses(a.type),
                a.pending && PENDING_CLASSES,
              )}
              title={`${a.name}: ${a.label}${a.half ? ` ${a.half}` : ''}${a.pending ? ` (${text.pending})` : ''}`}
              data-pending={a.pending || undefined}
            >
              {/* A phone's day is about 44 px wide: initials there, the name (read by screen readers) above. */}
              <span aria-hidden="true" className="sm:hidden">
                {a.initials}
              </span>
              <span className="sr-only sm:not-sr-only">
                {a.half ? `${a.half} ` : ''}
                {a.name}
              </span>
              <span className="sr-only">
                : {a.label}
                {a.pending && ` (${text.pending})`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

function absencesOn(day: Schedule['days'][number], schedule: Schedule, text: ScheduleText) {
  const out: {
    id: string;
    name: string;
    initials: string;
    type: ShownAbsenceType;
    label: string;
    half: string;
    pending: boolean;
  }[] = [];
  for (const member of schedule.members) {
    const cell = scheduleCell(day.date, null, member.absences);
    if (cell.kind === 'absence') {
      const hours = cell.hours ? absenceOn(day.date, member.absences)?.hours : null;
      out.push({
        id: member.id,
        name: displayName(member),
        initials: initials(member),
        type: cell.type,
        pending: cell.pending,
        label: text.type(cell.type),
        // A half day's (AM)/(PM), or hourly leave's "2 h", before the name.
        half: text.half(cell.half) || (hours ? text.hours(hours) : cell.hours),
      });
    }
  }
  return out;
}
