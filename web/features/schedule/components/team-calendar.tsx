import type { ShownAbsenceType } from '@domain/absence-privacy';
import { isWeekend, weekday } from '@domain/calendar';
import type { Schedule } from '@domain/contracts/schedule';
import { displayName } from '@domain/people';
import { scheduleCell } from '@domain/schedule';
import { useMemo, useRef } from 'react';
import { absenceTypeClasses, HOLIDAY_CLASSES } from '@/components/absence-type';
import { useIsScrollable } from '@/hooks/use-is-scrollable';
import { cn } from '@/lib/cn';

const HEADERS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The team calendar (spec 001 section 2.10): a month view of everyone's approved absences coloured by
 * type, with holidays, weekends and half days (AM/PM). Same data as the schedule grid.
 */
export function TeamCalendar({ schedule, label }: { schedule: Schedule; label: string }) {
  const ref = useRef<HTMLElement>(null);
  const scrollable = useIsScrollable(ref);
  const weeks = useMemo(() => {
    const leading = (weekday(schedule.days[0]!.date) + 6) % 7; // Monday first
    const cells: (Schedule['days'][number] | null)[] = [
      ...Array.from({ length: leading }, () => null),
      ...schedule.days,
    ];
    while (cells.length % 7 !== 0) cells.push(null);
    return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  }, [schedule.days]);

  return (
    <section
      ref={ref}
      aria-label={`Team calendar, ${label}`}
      tabIndex={scrollable ? 0 : undefined}
      className="max-w-full overflow-x-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table className="w-full min-w-[720px] table-fixed border-collapse text-sm">
        <caption className="sr-only">Absences and holidays of {label}</caption>
        <thead>
          <tr>
            {HEADERS.map((h) => (
              <th
                key={h}
                scope="col"
                className="border-b px-2 py-2 text-left font-medium text-muted-foreground"
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
                  <DayCell key={day.date} day={day} schedule={schedule} />
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

function DayCell({ day, schedule }: { day: Schedule['days'][number]; schedule: Schedule }) {
  const today = day.date === schedule.today;
  const weekend = isWeekend(day.date);
  const away = day.holiday || weekend ? [] : absencesOn(day, schedule);
  return (
    <td
      className={cn(
        'h-24 border p-1.5 align-top',
        weekend && 'bg-muted/60',
        today && 'ring-2 ring-primary ring-inset',
      )}
      aria-current={today ? 'date' : undefined}
    >
      <span className={cn('block font-semibold text-xs', weekend && 'text-muted-foreground')}>
        {Number(day.date.slice(8))}
        {weekend && <span className="sr-only"> (weekend)</span>}
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
              className={cn('truncate rounded border px-1 py-0.5 text-xs', absenceTypeClasses(a.type))}
              title={`${a.name}: ${a.label}${a.half ? ` ${a.half}` : ''}`}
            >
              {a.half ? `${a.half} ` : ''}
              {a.name}
              <span className="sr-only">: {a.label}</span>
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

function absencesOn(day: Schedule['days'][number], schedule: Schedule) {
  const out: { id: string; name: string; type: ShownAbsenceType; label: string; half: string }[] = [];
  for (const member of schedule.members) {
    const cell = scheduleCell(day.date, null, member.absences);
    if (cell.kind === 'absence') {
      out.push({
        id: member.id,
        name: displayName(member),
        type: cell.type,
        label: cell.label,
        // A half day's (AM)/(PM), or hourly leave's "2 h", before the name.
        half: cell.half || cell.hours,
      });
    }
  }
  return out;
}
