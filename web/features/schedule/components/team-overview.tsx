import { addDays, addMonths, monthOf, weekday } from '@domain/calendar';
import type { Schedule } from '@domain/contracts/schedule';
import { getCountry, getRegion } from '@domain/holidays/regions';
import { absenceOn, scheduleBetween } from '@domain/schedule';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon, MapPinIcon, RefreshCwIcon, UsersIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { COUNTRY_NAMES, REGION_NAMES } from '@/components/place-names';
import { EmptyState, QueryState, SkeletonRows } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { localToday } from '@/lib/dates';
import { useFormat } from '@/lib/i18n/locale-provider';
import { useSchedule } from '../api/schedule';
import { useScheduleText } from '../hooks/use-schedule-text';
import { type ScheduleView, useScheduleView } from '../hooks/use-schedule-view';
import { filterMembers, type MemberFilter, NO_FILTER, ScheduleFilter } from './schedule-filter';
import { ScheduleGrid } from './schedule-grid';
import { ScheduleLegend } from './schedule-legend';
import { TeamCalendar } from './team-calendar';

/**
 * Team Overview: navigation (months, or weeks in the week view), Refresh, the company's holiday country and
 * region, a filter by person and role, then the schedule grid (month or week, normal or compact) and the team
 * calendar of the month. A week across two months reads both months (the same cached answers as the month).
 */
export function TeamOverview({
  onAbsence,
}: {
  /** Admins and managers: an absence cell of the grid opens that absence. */
  onAbsence?: (absenceId: string) => void;
} = {}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const firstDay = useScheduleText().week.first;
  const today = localToday();
  // The day the screen is about: today at first; the 1st of a month moved to; a Monday of a week moved to.
  const [anchor, setAnchor] = useState(today);
  const [tab, setTab] = useState('schedule');
  const [filter, setFilter] = useState<MemberFilter>(NO_FILTER);
  const { view, setView, compact, setCompact } = useScheduleView();
  const weekly = tab === 'schedule' && view === 'week';
  const month = monthOf(anchor);
  // The week of the anchor, from the language's first day (Monday in all of ours).
  const from = addDays(anchor, -((weekday(anchor) - firstDay + 7) % 7));
  const to = addDays(from, 6);
  // The months on screen: the month, or those of the week's Monday and Sunday (the same one most weeks).
  const [firstMonth, lastMonth] = weekly ? [monthOf(from), monthOf(to)] : [month, month];
  const first = useSchedule(firstMonth);
  const last = useSchedule(lastMonth);
  const week = useWeek(first.data, last.data, weekly ? { from, to } : null);
  const query = weekly ? { ...first, data: week, isError: first.isError || last.isError } : first;
  const weekFrom = format.date(from);
  const label = weekly
    ? t({ id: 'schedule.overview.weekOf', message: `Week of ${weekFrom}` })
    : format.month(month);
  const data = query.data;
  const countryCode = data && getCountry(data.country) ? data.country : 'ES';
  const regionId = data && getRegion(data.country, data.region) ? data.region : 'barcelona';
  const country = COUNTRY_NAMES[countryCode] ? i18n._(COUNTRY_NAMES[countryCode]) : countryCode;
  const region = REGION_NAMES[regionId] ? i18n._(REGION_NAMES[regionId]) : regionId;
  const fetching = first.isFetching || last.isFetching;
  const move = (step: -1 | 1) => {
    if (weekly) return setAnchor(addDays(from, 7 * step));
    const next = addMonths(month, step);
    setAnchor(next === monthOf(today) ? today : `${next}-01`);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {/* Refresh goes under the week's name when a longer language does not fit them on one line. */}
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={
              weekly
                ? t({ id: 'schedule.overview.previousWeek', message: 'Previous week' })
                : t({ id: 'schedule.overview.previousMonth', message: 'Previous month' })
            }
            onClick={() => move(-1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <h2 className="min-w-36 text-center font-semibold text-lg" aria-live="polite">
            {label}
          </h2>
          <Button
            variant="outline"
            size="icon"
            aria-label={
              weekly
                ? t({ id: 'schedule.overview.nextWeek', message: 'Next week' })
                : t({ id: 'schedule.overview.nextMonth', message: 'Next month' })
            }
            onClick={() => move(1)}
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              first.refetch();
              if (lastMonth !== firstMonth) last.refetch();
            }}
            disabled={fetching}
          >
            <RefreshCwIcon className={cn(fetching && 'animate-spin')} aria-hidden="true" />
            <Trans id="schedule.overview.refresh">Refresh</Trans>
          </Button>
        </div>
        <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
          <MapPinIcon className="size-4" aria-hidden="true" />
          <Trans id="schedule.overview.holidays">
            Holidays: {country}, {region}
          </Trans>
        </p>
      </div>

      <Tabs value={tab} onValueChange={setTab}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList>
            <TabsTrigger value="schedule">
              <Trans id="schedule.overview.scheduleTab">Schedule</Trans>
            </TabsTrigger>
            <TabsTrigger value="calendar">
              <Trans id="schedule.overview.calendarTab">Calendar</Trans>
            </TabsTrigger>
          </TabsList>
          {tab === 'schedule' && (
            <ViewControls view={view} onView={setView} compact={compact} onCompact={setCompact} />
          )}
        </div>
        <Card className="mt-2 gap-4 py-4">
          <CardContent className="space-y-4 px-4" aria-busy={fetching}>
            <ScheduleFilter value={filter} onChange={setFilter} />
            <ScheduleLegend />
            <QueryState
              query={query}
              loading={t({ id: 'schedule.overview.loading', message: 'Loading the schedule…' })}
              // i18n-ignore: `gap` is a spacing class, not text
              skeleton={<SkeletonRows count={4} className="h-14" gap="space-y-2" />}
              error={t({
                id: 'schedule.overview.loadFailed',
                message: 'The schedule could not be loaded. Try Refresh.',
              })}
              isEmpty={(d) => d.members.length === 0}
              empty={
                <EmptyState
                  icon={UsersIcon}
                  title={t({ id: 'schedule.overview.empty', message: 'No employees yet' })}
                />
              }
            >
              {(schedule) => (
                <Filtered schedule={schedule} filter={filter}>
                  {(shown) => (
                    <>
                      <TabsContent value="schedule">
                        <ScheduleGrid
                          schedule={shown}
                          label={weekly ? label : format.month(shown.month)}
                          compact={compact}
                          onCellClick={
                            onAbsence &&
                            ((member, date) => {
                              const absence = absenceOn(date, member.absences);
                              if (absence) onAbsence(absence.id);
                            })
                          }
                        />
                      </TabsContent>
                      <TabsContent value="calendar">
                        <TeamCalendar schedule={shown} label={format.month(shown.month)} />
                      </TabsContent>
                    </>
                  )}
                </Filtered>
              )}
            </QueryState>
          </CardContent>
        </Card>
      </Tabs>
    </div>
  );
}

/**
 * The week from `range` out of its one or two months; while a month of a new week loads, the week shown
 * before stays on screen (as the month view keeps the previous month).
 */
function useWeek(
  first: Schedule | undefined,
  last: Schedule | undefined,
  range: { from: string; to: string } | null,
) {
  const shown = useRef<Schedule | undefined>(undefined);
  const from = range?.from;
  const to = range?.to;
  const week = useMemo(() => {
    if (!from || !to || !first || !last) return undefined;
    const months = first.month === last.month ? [first] : [first, last];
    const result = scheduleBetween(months, from, to);
    // A month still loading answers with the previous one (keepPreviousData): not this week yet.
    return result.days.length === 7 ? result : undefined;
  }, [first, last, from, to]);
  useEffect(() => {
    if (week) shown.current = week;
  }, [week]);
  return week ?? shown.current;
}

function Filtered({
  schedule,
  filter,
  children,
}: {
  schedule: Schedule;
  filter: MemberFilter;
  children: (schedule: Schedule) => React.ReactNode;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const members = useMemo(() => filterMembers(schedule.members, filter), [schedule.members, filter]);
  const filtered = members.length !== schedule.members.length;
  const shown = format.number(members.length);
  const total = format.number(schedule.members.length);
  return (
    <>
      <p className={cn('text-muted-foreground text-sm', !filtered && 'sr-only')} role="status">
        {filtered
          ? t({ id: 'schedule.overview.showing', message: `Showing ${shown} of ${total} people` })
          : ''}
      </p>
      {members.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground text-sm">
          <Trans id="schedule.overview.noMatch">No one matches the filter.</Trans>
        </p>
      ) : (
        children(filtered ? { ...schedule, members } : schedule)
      )}
    </>
  );
}

function ViewControls({
  view,
  onView,
  compact,
  onCompact,
}: {
  view: ScheduleView;
  onView: (view: ScheduleView) => void;
  compact: boolean;
  onCompact: (compact: boolean) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="flex items-center gap-4">
      {/* biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a form's fieldset. */}
      <div
        role="group"
        aria-label={t({ id: 'schedule.overview.view', message: 'View' })}
        className="inline-flex rounded-md border p-0.5"
      >
        {(['month', 'week'] as const).map((v) => (
          <Button
            key={v}
            size="sm"
            variant={view === v ? 'secondary' : 'ghost'}
            aria-pressed={view === v}
            onClick={() => onView(v)}
          >
            {v === 'month'
              ? t({ id: 'schedule.overview.month', message: 'Month' })
              : t({ id: 'schedule.overview.week', message: 'Week' })}
          </Button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <Switch id={`${id}-compact`} checked={compact} onCheckedChange={onCompact} />
        <Label htmlFor={`${id}-compact`}>
          <Trans id="schedule.overview.compact">Compact</Trans>
        </Label>
      </div>
    </div>
  );
}
