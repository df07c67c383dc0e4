import { addMonths, formatMonthLabel } from '@domain/calendar';
import { getCountry, getRegion } from '@domain/holidays/regions';
import { ChevronLeftIcon, ChevronRightIcon, MapPinIcon, RefreshCwIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
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
export function TeamOverview() {
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
            {query.isPending ? (
              <div className="space-y-2">
                <span className="sr-only">Loading the schedule…</span>
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} className="h-14 w-full" />
                ))}
              </div>
            ) : query.isError || !data ? (
              <p className="py-6 text-center text-muted-foreground">
                The schedule could not be loaded. Try Refresh.
              </p>
            ) : data.members.length === 0 ? (
              <div className="flex flex-col items-center gap-2 py-6 text-center text-muted-foreground">
                <UsersIcon className="size-8" aria-hidden="true" />
                <p>No employees yet</p>
              </div>
            ) : (
              <>
                <TabsContent value="schedule">
                  <ScheduleGrid schedule={data} label={formatMonthLabel(data.month)} />
                </TabsContent>
                <TabsContent value="calendar">
                  <TeamCalendar schedule={data} label={formatMonthLabel(data.month)} />
                </TabsContent>
              </>
            )}
          </CardContent>
        </Card>
      </Tabs>
    </div>
  );
}
