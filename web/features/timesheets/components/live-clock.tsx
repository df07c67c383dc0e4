import type { ClockAction, ClockStatus } from '@domain/contracts/time-entries';
import { formatEntryHours } from '@domain/time-entries';
import { CoffeeIcon, LogInIcon, LogOutIcon, PlayIcon, TimerIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useClock, useClockAction } from '../api/timesheets';

const pad = (n: number) => String(n).padStart(2, '0');
function duration(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Time worked so far today, without the breaks: today's finished periods and the running one. */
function workedMs(status: ClockStatus, now: number) {
  const e = status.entry;
  const earlier = status.todayHours * 3_600_000;
  if (!e) return earlier;
  const breakDone = e.breakHours * 3_600_000;
  const breakRunning = status.state === 'on_break' && e.breakStartAt ? now - Date.parse(e.breakStartAt) : 0;
  return earlier + now - Date.parse(e.clockInAt) - breakDone - breakRunning;
}

const DONE: Record<ClockAction, { title: string; description: (s: ClockStatus) => string }> = {
  clock_in: { title: 'Clocked In', description: (s) => `Started at ${s.entry?.clockIn.slice(11) ?? ''}.` },
  start_break: { title: 'Break Started', description: () => 'Enjoy your break.' },
  end_break: { title: 'Break Ended', description: () => 'Back to work.' },
  clock_out: {
    title: 'Clocked Out',
    description: (s) => `${formatEntryHours(s.todayHours)} hours today.`,
  },
};

/**
 * The live clock (Time Tracking page and dashboard): Clock in, Start break, End break, Clock out, and Clock
 * In Again after a clock-out (a new work period: a split shift). It writes the work periods the Monthly
 * Time Tracking list shows. The dashboard hands in the status
 * it loaded with the rest of the page (`clock`) and hears of each change (`onChange`); without them the
 * card asks for its status itself.
 */
export function LiveClockCard({
  clock,
  onChange,
}: {
  clock?: { data: ClockStatus | undefined; pending: boolean };
  onChange?: (status: ClockStatus) => void;
} = {}) {
  const query = useClock(clock === undefined);
  const action = useClockAction();
  const [now, setNow] = useState(() => Date.now());
  const status = clock ? clock.data : query.data;
  const pending = clock ? clock.pending : query.isPending;
  const running = status?.state === 'working' || status?.state === 'on_break';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const run = async (a: ClockAction) => {
    try {
      const result = await action.mutateAsync(a);
      setNow(Date.now());
      onChange?.(result);
      toast.success(DONE[a].title, { description: DONE[a].description(result) });
    } catch (e) {
      toast.error('Error saving time entry', {
        description: errorMessage(e, 'Failed to save your time entry. Please try again.'),
      });
    }
  };

  const e = status?.entry;
  return (
    <Card aria-labelledby="time-clock-title">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TimerIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2 id="time-clock-title">Time Clock</h2>
          {status?.state === 'working' && <Badge variant="success">Working</Badge>}
          {status?.state === 'on_break' && <Badge variant="warning">On break</Badge>}
        </CardTitle>
        <CardDescription>Clock in and out as you work; breaks are taken off your hours.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={{
            data: status,
            isError: !pending,
            error: clock ? undefined : query.error,
            refetch: clock ? undefined : query.refetch,
          }}
          loading="Loading the clock…"
          skeleton={
            <div className="space-y-2">
              <Skeleton className="h-8 w-40" />
              <Skeleton className="h-9 w-32" />
            </div>
          }
          error="The clock could not be loaded."
        >
          {(status) => (
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <div aria-live="polite">
                {status.state === 'clocked_out' && status.todayPeriods.length === 0 && (
                  <p>You are not clocked in.</p>
                )}
                {status.state === 'clocked_out' && status.todayPeriods.length > 0 && (
                  <p>
                    Clocked out. Today: {status.todayPeriods.join(', ')} (
                    {formatEntryHours(status.todayHours)}
                    h).
                  </p>
                )}
                {running && e && (
                  <>
                    <p className="font-bold text-3xl tabular-nums" data-testid="clock-elapsed">
                      {duration(workedMs(status, now))}
                    </p>
                    <p className="text-muted-foreground text-sm">
                      {status.state === 'on_break'
                        ? `On a break since ${e.breaks.find((b) => b.end === null)?.start.slice(11) ?? ''}`
                        : `Working since ${e.clockIn.slice(11)}`}
                    </p>
                  </>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {status.state === 'clocked_out' && (
                  <Button onClick={() => run('clock_in')} disabled={action.isPending}>
                    <LogInIcon aria-hidden="true" />
                    {status.todayPeriods.length > 0 ? 'Clock In Again' : 'Clock In'}
                  </Button>
                )}
                {status.state === 'working' && (
                  <Button variant="outline" onClick={() => run('start_break')} disabled={action.isPending}>
                    <CoffeeIcon aria-hidden="true" />
                    Start Break
                  </Button>
                )}
                {status.state === 'on_break' && (
                  <Button variant="outline" onClick={() => run('end_break')} disabled={action.isPending}>
                    <PlayIcon aria-hidden="true" />
                    End Break
                  </Button>
                )}
                {running && (
                  <Button onClick={() => run('clock_out')} disabled={action.isPending}>
                    <LogOutIcon aria-hidden="true" />
                    Clock Out
                  </Button>
                )}
              </div>
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
