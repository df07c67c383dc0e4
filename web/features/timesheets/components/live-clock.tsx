import type { ClockAction, ClockStatus } from '@domain/contracts/time-entries';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useTimesheetTexts } from '../texts';

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
  const { t } = useLingui();
  const texts = useTimesheetTexts();
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
      toast.success(...done(a, result));
    } catch (e) {
      toast.error(t({ id: 'timesheets.entry.saveFailed', message: 'Error saving time entry' }), {
        description: errorMessage(
          e,
          t({
            id: 'timesheets.entry.saveFailedDetail',
            message: 'Failed to save your time entry. Please try again.',
          }),
        ),
      });
    }
  };

  /** The toast of a clock action done: its title and what it means. */
  const done = (a: ClockAction, s: ClockStatus): [string, { description: string }] => {
    switch (a) {
      case 'clock_in': {
        const time = s.entry?.clockIn.slice(11) ?? '';
        return [
          t({ id: 'timesheets.clock.clockedIn', message: 'Clocked In' }),
          { description: t({ id: 'timesheets.clock.clockedInDetail', message: `Started at ${time}.` }) },
        ];
      }
      case 'start_break':
        return [
          t({ id: 'timesheets.clock.breakStarted', message: 'Break Started' }),
          { description: t({ id: 'timesheets.clock.breakStartedDetail', message: 'Enjoy your break.' }) },
        ];
      case 'end_break':
        return [
          t({ id: 'timesheets.clock.breakEnded', message: 'Break Ended' }),
          { description: t({ id: 'timesheets.clock.breakEndedDetail', message: 'Back to work.' }) },
        ];
      case 'clock_out': {
        const hours = texts.entryDecimal(s.todayHours);
        return [
          t({ id: 'timesheets.clock.clockedOut', message: 'Clocked Out' }),
          { description: t({ id: 'timesheets.clock.clockedOutDetail', message: `${hours} hours today.` }) },
        ];
      }
    }
  };

  const e = status?.entry;
  const breakSince = e?.breaks.find((b) => b.end === null)?.start.slice(11) ?? '';
  const workingSince = e?.clockIn.slice(11) ?? '';
  const todayPeriods = status?.todayPeriods.join(', ') ?? '';
  const todayHours = status ? texts.entryHours(status.todayHours) : '';
  return (
    <Card aria-labelledby="time-clock-title">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TimerIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2 id="time-clock-title">
            <Trans id="timesheets.clock.title">Time Clock</Trans>
          </h2>
          {status?.state === 'working' && (
            <Badge variant="success">
              <Trans id="timesheets.clock.working">Working</Trans>
            </Badge>
          )}
          {status?.state === 'on_break' && (
            <Badge variant="warning">
              <Trans id="timesheets.clock.onBreak">On break</Trans>
            </Badge>
          )}
        </CardTitle>
        <CardDescription>
          <Trans id="timesheets.clock.description">
            Clock in and out as you work; breaks are taken off your hours.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={{
            data: status,
            isError: !pending,
            error: clock ? undefined : query.error,
            refetch: clock ? undefined : query.refetch,
          }}
          loading={t({ id: 'timesheets.clock.loading', message: 'Loading the clock…' })}
          skeleton={
            <div className="space-y-2">
              <Skeleton className="h-8 w-40" />
              <Skeleton className="h-9 w-32" />
            </div>
          }
          error={t({ id: 'timesheets.clock.loadFailed', message: 'The clock could not be loaded.' })}
        >
          {(status) => (
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <div aria-live="polite">
                {status.state === 'clocked_out' && status.todayPeriods.length === 0 && (
                  <p>
                    <Trans id="timesheets.clock.notClockedIn">You are not clocked in.</Trans>
                  </p>
                )}
                {status.state === 'clocked_out' && status.todayPeriods.length > 0 && (
                  <p>
                    {t({
                      id: 'timesheets.clock.clockedOutToday',
                      message: `Clocked out. Today: ${todayPeriods} (${todayHours}).`,
                    })}
                  </p>
                )}
                {running && e && (
                  <>
                    <p className="font-bold text-3xl tabular-nums" data-testid="clock-elapsed">
                      {duration(workedMs(status, now))}
                    </p>
                    <p className="text-muted-foreground text-sm">
                      {status.state === 'on_break'
                        ? t({
                            id: 'timesheets.clock.onBreakSince',
                            message: `On a break since ${breakSince}`,
                          })
                        : t({
                            id: 'timesheets.clock.workingSince',
                            message: `Working since ${workingSince}`,
                          })}
                    </p>
                  </>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {status.state === 'clocked_out' && (
                  <Button onClick={() => run('clock_in')} disabled={action.isPending}>
                    <LogInIcon aria-hidden="true" />
                    {status.todayPeriods.length > 0
                      ? t({ id: 'timesheets.clock.clockInAgain', message: 'Clock In Again' })
                      : t({ id: 'timesheets.clock.clockIn', message: 'Clock In' })}
                  </Button>
                )}
                {status.state === 'working' && (
                  <Button variant="outline" onClick={() => run('start_break')} disabled={action.isPending}>
                    <CoffeeIcon aria-hidden="true" />
                    <Trans id="timesheets.clock.startBreak">Start Break</Trans>
                  </Button>
                )}
                {status.state === 'on_break' && (
                  <Button variant="outline" onClick={() => run('end_break')} disabled={action.isPending}>
                    <PlayIcon aria-hidden="true" />
                    <Trans id="timesheets.clock.endBreak">End Break</Trans>
                  </Button>
                )}
                {running && (
                  <Button onClick={() => run('clock_out')} disabled={action.isPending}>
                    <LogOutIcon aria-hidden="true" />
                    <Trans id="timesheets.clock.clockOut">Clock Out</Trans>
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
