import { addMonths, formatMonthLabel } from '@domain/calendar';
import { getCountry, getRegion } from '@domain/holidays/regions';
import { ChevronLeftIcon, ChevronRightIcon, MapPinIcon, RefreshCwIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, QueryState, SkeletonRows } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { localToday } from '@/lib/dates';
import { useSchedule } from '../api/schedule';
import { ScheduleGrid } from './schedule-grid';
import { ScheduleLegend } from './schedule-legend';
import { TeamCalendar } from './team-calendar';

/**
 * Team Overview: month navigation, Refresh, the company's holiday country and region, then the schedule
 * grid and the team calendar of the same month (one request for both).
 */
export function TeamOverview({
  onAbsence,
}: {
  /** Admins and managers: an absence cell of the grid opens that absence. */
  onAbsence?: (absenceId: string) => void;
} = {}) {
  const [month, setMonth] = useState(() => localToday().slice(0, 7));
  const query = useSchedule(month);
  const label = formatMonthLabel(month);
  // While the next month loads, the previous one stays on screen (aria-busy marks it).
  const data = query.data;
  const country = data ? getCountry(data.country) : undefined;
  const region = data ? getRegion(data.country, data.region) : undefined;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous month"
            onClick={() => setMonth(addMonths(month, -1))}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <h2 className="min-w-36 text-center font-semibold text-lg" aria-live="polite">
            {label}
          </h2>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next month"
            onClick={() => setMonth(addMonths(month, 1))}
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RefreshCwIcon className={cn(query.isFetching && 'animate-spin')} aria-hidden="true" />
            Refresh
          </Button>
        </div>
        <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
          <MapPinIcon className="size-4" aria-hidden="true" />
          Holidays: {country?.label ?? 'Spain'}, {region?.label ?? 'Barcelona'}
        </p>
      </div>

      <Tabs defaultValue="schedule">
        <TabsList>
          <TabsTrigger value="schedule">Schedule</TabsTrigger>
          <TabsTrigger value="calendar">Calendar</TabsTrigger>
        </TabsList>
        <Card className="mt-2 gap-4 py-4">
          <CardContent className="space-y-4 px-4" aria-busy={query.isFetching}>
            <ScheduleLegend />
            <QueryState
              query={query}
              loading="Loading the schedule…"
              skeleton={<SkeletonRows count={4} className="h-14" gap="space-y-2" />}
              error="The schedule could not be loaded. Try Refresh."
              isEmpty={(d) => d.members.length === 0}
              empty={<EmptyState icon={UsersIcon} title="No employees yet" />}
            >
              {(schedule) => (
                <>
                  <TabsContent value="schedule">
                    <ScheduleGrid
                      schedule={schedule}
                      label={formatMonthLabel(schedule.month)}
                      onAbsence={onAbsence}
                    />
                  </TabsContent>
                  <TabsContent value="calendar">
                    <TeamCalendar schedule={schedule} label={formatMonthLabel(schedule.month)} />
                  </TabsContent>
                </>
              )}
            </QueryState>
          </CardContent>
        </Card>
      </Tabs>
    </div>
  );
}
