import { SHOWN_ABSENCE_TYPES, type ShownAbsenceType } from '@domain/absence-privacy';
import { weekday } from '@domain/calendar';
import type { Schedule, ScheduleMember } from '@domain/contracts/schedule';
import { displayName, initials } from '@domain/people';
import { scheduleCell, shortHolidayName } from '@domain/schedule';
import { memo, useRef } from 'react';
import { absenceTypeClasses, HOLIDAY_CLASSES, WEEKEND_CLASSES } from '@/components/absence-type';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { useIsScrollable } from '@/hooks/use-is-scrollable';

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const NAME_COLUMN = 200;
const DAY_COLUMN = 80;

// Spec: role badges admin, manager, other.
const ROLE_VARIANT = { admin: 'default', manager: 'info', employee: 'secondary' } as const;

type Day = Schedule['days'][number];

/**
 * Team Overview grid (spec 001 section 2.11): one row per member, one 80 px column per day, the 200 px
 * name column sticky while the days scroll sideways (on a phone too).
 */
export function ScheduleGrid({
  schedule,
  label,
  onAbsence,
}: {
  schedule: Schedule;
  label: string;
  /** Admins and managers: an absence cell opens that absence (its details, history, edit, cancel). */
  onAbsence?: (absenceId: string) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const scrollable = useIsScrollable(ref);
  const width = NAME_COLUMN + DAY_COLUMN * schedule.days.length;
  return (
    <section
      ref={ref}
      aria-label={`Team schedule, ${label}`}
      tabIndex={scrollable ? 0 : undefined}
      className="relative max-w-full overflow-x-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table className="table-fixed border-separate border-spacing-0 text-sm" style={{ width }}>
        <caption className="sr-only">Who works and who is away each day of {label}</caption>
        <colgroup>
          <col style={{ width: NAME_COLUMN }} />
          {schedule.days.map((d) => (
            <col key={d.date} style={{ width: DAY_COLUMN }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-20 border-r border-b bg-card px-3 py-2 text-left font-medium"
            >
              Team member
            </th>
            {schedule.days.map((day) => (
              <DayHeader key={day.date} day={day} today={day.date === schedule.today} />
            ))}
          </tr>
        </thead>
        <tbody>
          {schedule.members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              days={schedule.days}
              today={schedule.today}
              onAbsence={onAbsence}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function DayHeader({ day, today }: { day: Day; today: boolean }) {
  const dow = weekday(day.date);
  return (
    <th
      scope="col"
      className={`border-b px-1 py-2 text-center align-top font-normal${today ? ' bg-accent' : dow === 0 || dow === 6 ? ' bg-muted/60' : ''}`}
      aria-current={today ? 'date' : undefined}
    >
      <span className="block text-muted-foreground text-xs">{WEEKDAYS[dow]}</span>
      <span className="block font-semibold">{Number(day.date.slice(8))}</span>
      {day.holiday && (
        <span className="block truncate text-teal-800 text-xs" title={day.holiday}>
          {shortHolidayName(day.holiday)}
        </span>
      )}
    </th>
  );
}

const MemberRow = memo(function MemberRow({
  member,
  days,
  today,
  onAbsence,
}: {
  member: ScheduleMember;
  days: Day[];
  today: string;
  onAbsence?: ((absenceId: string) => void) | undefined;
}) {
  const name = displayName(member);
  return (
    <tr>
      <th
        scope="row"
        className="sticky left-0 z-10 border-r border-b bg-card px-3 py-2 text-left font-normal"
      >
        <div className="flex items-center gap-2">
          <Avatar className="size-7">
            {member.avatarUrl && <AvatarImage src={member.avatarUrl} alt="" />}
            <AvatarFallback className="text-xs">{initials(member)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <span className="block truncate font-medium" title={name}>
              {name}
            </span>
            <Badge variant={ROLE_VARIANT[member.role]} className="mt-0.5">
              {member.role}
            </Badge>
          </div>
        </div>
      </th>
      {days.map((day, i) => (
        <Cell
          key={day.date}
          day={day}
          member={member}
          hours={member.scheduledHours[i]}
          today={day.date === today}
          onAbsence={onAbsence}
        />
      ))}
    </tr>
  );
});

// Class strings are built once, not per cell: 20 people × 31 days is 620 cells, and merging Tailwind
// classes for each of them (cn) is most of the grid's render time on a phone.
const CELL = 'h-14 border-b px-1 text-center text-xs';
const TODAY = ' ring-1 ring-primary ring-inset';
const CELL_CLASSES = {
  working: `${CELL} text-base text-green-700`,
  weekend: `${CELL} text-base ${WEEKEND_CLASSES}`,
  off: `${CELL} ${WEEKEND_CLASSES}`,
  holiday: `${CELL} ${HOLIDAY_CLASSES}`,
} as const;
const ABSENCE_CELL_CLASSES = Object.fromEntries(
  SHOWN_ABSENCE_TYPES.map((type) => [type, `${CELL} font-medium ${absenceTypeClasses(type)}`]),
) as Record<ShownAbsenceType, string>;

function Cell({
  day,
  member,
  hours,
  today,
  onAbsence,
}: {
  day: Day;
  member: ScheduleMember;
  /** Their scheduled hours that day (undefined: Monday to Friday). */
  hours: number | undefined;
  today: boolean;
  onAbsence?: ((absenceId: string) => void) | undefined;
}) {
  const cell = scheduleCell(day.date, day.holiday, member.absences, hours);
  const ring = today ? TODAY : '';
  switch (cell.kind) {
    case 'working':
      return (
        <td className={CELL_CLASSES.working + ring} data-cell="working">
          <span role="img" aria-label="Working">
            ✓
          </span>
        </td>
      );
    case 'weekend':
      return (
        <td className={CELL_CLASSES.weekend + ring} data-cell="weekend">
          <span role="img" aria-label="Weekend">
            –
          </span>
        </td>
      );
    case 'off':
      return (
        <td className={CELL_CLASSES.off + ring} data-cell="off">
          Not a working day
        </td>
      );
    case 'holiday':
      return (
        <td className={CELL_CLASSES.holiday + ring} data-cell="holiday" title={cell.name}>
          Holiday
        </td>
      );
    case 'absence': {
      const content = (
        <>
          {cell.label}
          {cell.half && <span className="block">{cell.half}</span>}
          {cell.hours && <span className="block"> {cell.hours}</span>}
        </>
      );
      const id =
        onAbsence && member.absences.find((a) => a.startDate <= day.date && day.date <= a.endDate)?.id;
      return (
        <td className={ABSENCE_CELL_CLASSES[cell.type] + ring} data-cell={cell.type}>
          {id ? (
            <button
              type="button"
              className="size-full cursor-pointer rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => onAbsence?.(id)}
            >
              {content}
              <span className="sr-only">
                , {displayName(member)}, {day.date}
              </span>
            </button>
          ) : (
            content
          )}
        </td>
      );
    }
  }
}
