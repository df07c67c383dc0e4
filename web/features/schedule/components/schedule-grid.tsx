import { SHOWN_ABSENCE_TYPES, type ShownAbsenceType } from '@domain/absence-privacy';
import { weekday } from '@domain/calendar';
import type { Schedule, ScheduleMember } from '@domain/contracts/schedule';
import { displayName, initials } from '@domain/people';
import { absenceOn, type ScheduleCell, scheduleCell, shortHolidayName } from '@domain/schedule';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useLayoutEffect, useRef } from 'react';
import { absenceTypeClasses, HOLIDAY_CLASSES, WEEKEND_CLASSES } from '@/components/absence-type';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { useIsScrollable } from '@/hooks/use-is-scrollable';
import { type ScheduleText, useScheduleText } from '../hooks/use-schedule-text';
import { PENDING_CLASSES } from './pending';

/** The spec's layout (name column 200 px, day columns 80 px), and the compact mode's initials and narrow days. */
const WIDTHS = { normal: { name: 200, day: 80 }, compact: { name: 64, day: 28 } } as const;

// Spec: role badges admin, manager, other.
const ROLE_VARIANT = { admin: 'default', manager: 'info', employee: 'secondary' } as const;

type Day = Schedule['days'][number];

/**
 * Team Overview grid (spec 001 section 2.11): one row per member, one column per day, the name column sticky
 * while the days scroll sideways. The spec's 200 px names and 80 px days are the minimum widths (days share
 * what is left when the range fits, as a week does); compact mode shows initials and narrow days. On open, and
 * when the range or the mode changes, the grid scrolls so that today is in view beside the names. With
 * `onCellClick` every absence cell is a button (keyboard and pointer) that reports the person and the date.
 */
export function ScheduleGrid({
  schedule,
  label,
  compact = false,
  onCellClick,
}: {
  schedule: Schedule;
  label: string;
  compact?: boolean;
  onCellClick?: CellClick;
}) {
  const { t } = useLingui();
  const text = useScheduleText();
  const ref = useRef<HTMLElement>(null);
  const scrollable = useIsScrollable(ref);
  const widths = compact ? WIDTHS.compact : WIDTHS.normal;
  const minWidth = widths.name + widths.day * schedule.days.length;
  const first = schedule.days[0]?.date;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls again when the range or the mode changes.
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    const today = container.querySelector<HTMLElement>('thead th[aria-current="date"]');
    if (!today) {
      container.scrollLeft = 0; // another month: from its first day
      return;
    }
    // Today as the second day after the names: yesterday stays in view for context.
    const offset = today.getBoundingClientRect().left - container.getBoundingClientRect().left;
    container.scrollLeft += offset - widths.name - today.offsetWidth;
  }, [first, compact, schedule.today]);

  return (
    <section
      ref={ref}
      aria-label={t({ id: 'schedule.grid.label', message: `Team schedule, ${label}` })}
      tabIndex={scrollable ? 0 : undefined}
      data-compact={compact || undefined}
      className="relative max-w-full overflow-x-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table
        className="table-fixed border-separate border-spacing-0 text-sm"
        style={{ width: '100%', minWidth }}
      >
        <caption className="sr-only">
          <Trans id="schedule.grid.caption">Who works and who is away each day of {label}</Trans>
        </caption>
        <colgroup>
          <col style={{ width: widths.name }} />
          {schedule.days.map((d) => (
            <col key={d.date} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th
              // i18n-ignore: HTML's table scope, not text
              scope="col"
              className={`sticky left-0 z-20 border-r border-b bg-card py-2 text-left font-medium ${compact ? 'px-1 text-xs' : 'px-3'}`}
            >
              {compact ? (
                <>
                  <span aria-hidden="true">
                    <Trans id="schedule.grid.name">Name</Trans>
                  </span>
                  <span className="sr-only">
                    <Trans id="schedule.grid.teamMember">Team member</Trans>
                  </span>
                </>
              ) : (
                t({ id: 'schedule.grid.teamMember', message: 'Team member' })
              )}
            </th>
            {schedule.days.map((day) => (
              <DayHeader
                key={day.date}
                day={day}
                today={day.date === schedule.today}
                compact={compact}
                text={text}
              />
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
              compact={compact}
              onCellClick={onCellClick}
              text={text}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function DayHeader({
  day,
  today,
  compact,
  text,
}: {
  day: Day;
  today: boolean;
  compact: boolean;
  text: ScheduleText;
}) {
  const dow = weekday(day.date);
  const name = text.weekday(dow);
  return (
    <th
      // i18n-ignore: HTML's table scope, not text
      scope="col"
      className={`border-b px-0.5 py-2 text-center align-top font-normal${today ? ' bg-accent' : dow === 0 || dow === 6 ? ' bg-muted/60' : ''}`}
      aria-current={today ? 'date' : undefined}
      data-date={day.date}
    >
      <span className="block text-muted-foreground text-xs">
        {compact ? (
          <>
            <span aria-hidden="true">{name.slice(0, 2)}</span>
            <span className="sr-only">{name}</span>
          </>
        ) : (
          name
        )}
      </span>
      <span className="block font-semibold">{Number(day.date.slice(8))}</span>
      {day.holiday &&
        (compact ? (
          <span className="block text-teal-800 text-xs" title={day.holiday}>
            <span aria-hidden="true">{text.holidayShort}</span>
            <span className="sr-only">{day.holiday}</span>
          </span>
        ) : (
          <span className="block truncate text-teal-800 text-xs" title={day.holiday}>
            {shortHolidayName(day.holiday)}
          </span>
        ))}
    </th>
  );
}

const MemberRow = memo(function MemberRow({
  member,
  days,
  today,
  compact,
  onCellClick,
  text,
}: {
  member: ScheduleMember;
  days: Day[];
  today: string;
  compact: boolean;
  onCellClick: CellClick | undefined;
  text: ScheduleText;
}) {
  const name = displayName(member);
  const role = text.role(member.role);
  const avatar = (
    <Avatar className="size-7">
      {member.avatarUrl && <AvatarImage src={member.avatarUrl} alt="" />}
      <AvatarFallback className="text-xs">{initials(member)}</AvatarFallback>
    </Avatar>
  );
  return (
    <tr data-member={member.id}>
      {compact ? (
        <th
          // i18n-ignore: HTML's table scope, not text
          scope="row"
          className="sticky left-0 z-10 border-r border-b bg-card px-1 py-1 text-left font-normal"
          title={`${name} (${role})`}
        >
          <div className="flex items-center justify-center" aria-hidden="true">
            {avatar}
          </div>
          <span className="sr-only">
            {name} ({role})
          </span>
        </th>
      ) : (
        <th
          // i18n-ignore: HTML's table scope, not text
          scope="row"
          className="sticky left-0 z-10 border-r border-b bg-card px-3 py-2 text-left font-normal"
        >
          <div className="flex items-center gap-2">
            {avatar}
            <div className="min-w-0">
              <span className="block truncate font-medium" title={name}>
                {name}
              </span>
              <Badge variant={ROLE_VARIANT[member.role]} className="mt-0.5">
                {role}
              </Badge>
            </div>
          </div>
        </th>
      )}
      {days.map((day, i) => (
        <Cell
          key={day.date}
          day={day}
          member={member}
          hours={member.scheduledHours[i]}
          today={day.date === today}
          compact={compact}
          onClick={onCellClick}
          text={text}
        />
      ))}
    </tr>
  );
});

// Class strings are built once, not per cell: 20 people × 31 days is 620 cells, and merging Tailwind
// classes for each of them (cn) is most of the grid's render time on a phone.
const CELL = 'border-b px-0.5 text-center text-xs';
const HEIGHT = { normal: ' h-14', compact: ' h-10' } as const;
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

/** Visible text and, in compact mode, the whole text for screen readers and the tooltip. */
function CellText({ compact, short, full }: { compact: boolean; short: string; full: string }) {
  if (!compact) return full;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{full}</span>
    </>
  );
}

/** Opens the absence a cell shows (its dialog); given, every absence cell is a button named with the person and day. */
export type CellClick = (member: ScheduleMember, date: string) => void;

function Cell({
  day,
  member,
  hours,
  today,
  compact,
  onClick,
  text,
}: {
  day: Day;
  member: ScheduleMember;
  /** Their scheduled hours that day (undefined: Monday to Friday). */
  hours: number | undefined;
  today: boolean;
  compact: boolean;
  onClick: CellClick | undefined;
  text: ScheduleText;
}) {
  const cell = scheduleCell(day.date, day.holiday, member.absences, hours);
  // Hourly leave's hours in the reader's numbers (the cell has them as English text).
  const leave = cell.kind === 'absence' && cell.hours ? absenceOn(day.date, member.absences)?.hours : null;
  const view = cellView(cell, compact, text, leave ?? null);
  const extra = (compact ? HEIGHT.compact : HEIGHT.normal) + (today ? TODAY : '');
  return (
    <td
      className={view.className + extra}
      data-cell={view.kind}
      data-pending={view.pending || undefined}
      title={view.title}
    >
      {onClick && cell.kind === 'absence' ? (
        <button
          type="button"
          className="size-full cursor-pointer rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          onClick={() => onClick(member, day.date)}
        >
          {view.content}
          <span className="sr-only">{`, ${displayName(member)}, ${day.date}`}</span>
        </button>
      ) : (
        view.content
      )}
    </td>
  );
}

/**
 * What a cell shows. An approved absence in its type's colour; a pending request hatched over that colour, with
 * "pending approval" in words for screen readers and the tooltip (the pattern, not the colour, tells them apart).
 */
function cellView(cell: ScheduleCell, compact: boolean, text: ScheduleText, leaveHours: number | null) {
  switch (cell.kind) {
    case 'working':
      return {
        kind: 'working',
        className: CELL_CLASSES.working,
        content: (
          <span role="img" aria-label={text.working}>
            ✓
          </span>
        ),
      };
    case 'weekend':
      return {
        kind: 'weekend',
        className: CELL_CLASSES.weekend,
        content: (
          <span role="img" aria-label={text.weekend}>
            –
          </span>
        ),
      };
    case 'off':
      return {
        kind: 'off',
        className: CELL_CLASSES.off,
        title: compact ? text.notWorking : undefined,
        content: <CellText compact={compact} short="·" full={text.notWorking} />,
      };
    case 'holiday':
      return {
        kind: 'holiday',
        className: CELL_CLASSES.holiday,
        title: cell.name,
        content: <CellText compact={compact} short={text.holidayShort} full={text.holiday} />,
      };
    case 'absence': {
      const label = text.type(cell.type);
      const half = text.half(cell.half);
      const hours = leaveHours !== null ? text.hours(leaveHours) : cell.hours;
      const detail = [half, hours].filter(Boolean).join(' ');
      const full = detail ? `${label} ${detail}` : label;
      return {
        kind: cell.type,
        className: ABSENCE_CELL_CLASSES[cell.type] + (cell.pending ? PENDING_CLASSES : ''),
        title: cell.pending ? `${full} (${text.pending})` : compact ? full : undefined,
        pending: cell.pending,
        content: (
          <>
            {compact ? (
              <CellText compact short={text.short(cell.type)} full={full} />
            ) : (
              <>
                {label}
                {half && <span className="block">{half}</span>}
                {hours && <span className="block"> {hours}</span>}
              </>
            )}
            {cell.pending && <span className="sr-only"> ({text.pending})</span>}
          </>
        ),
      };
    }
  }
}
