import { addYears, formatDisplayDate } from '@domain/calendar';
import type { AllowanceSummary } from '@domain/contracts/absences';
import { CalendarHeartIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { localToday } from '@/lib/dates';
import { useAllowance, useHolidays } from '../api/absences';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className={strong ? 'font-semibold text-lg' : 'font-medium'}>{value}</dd>
    </div>
  );
}

function countingNote(summary: AllowanceSummary) {
  return summary.countingMode === 'working_days'
    ? 'Vacation counts working days: weekends and holidays are free.'
    : 'Vacation counts every calendar day of a request.';
}

/** The side panel's allowance: allowance, used, pending and remaining for the year, with carry-over. */
export function AllowancePanel() {
  const query = useAllowance();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Holiday Allowance{query.data ? ` ${query.data.year}` : ''}</h2>
        </CardTitle>
        {query.data && <CardDescription>{countingNote(query.data)}</CardDescription>}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <span className="sr-only">Loading your allowance…</span>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-6 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <p className="text-muted-foreground text-sm">Your allowance could not be loaded.</p>
        ) : (
          <dl className="divide-y">
            <Row label="Allowance" value={days(query.data.totalAllowance)} />
            {query.data.carriedOver > 0 && (
              <Row
                label={
                  query.data.carriedOverExpiresOn
                    ? `Carried over (until ${formatDisplayDate(query.data.carriedOverExpiresOn)})`
                    : 'Carried over'
                }
                value={`+${days(query.data.carriedOver)}`}
              />
            )}
            {query.data.carriedOverExpired > 0 && (
              <Row label="Carried over, expired" value={`−${days(query.data.carriedOverExpired)}`} />
            )}
            {query.data.adjustment > 0 && (
              <Row label="Adjustment" value={`−${days(query.data.adjustment)}`} />
            )}
            <Row label="Used" value={days(query.data.usedDays)} />
            <Row label="Pending" value={days(query.data.pendingDays)} />
            <Row label="Remaining" value={days(query.data.remainingDays)} strong />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

/** The company's next holidays (the next twelve months, at most six shown). */
export function UpcomingHolidays() {
  const from = localToday();
  const query = useHolidays(from, addYears(from, 1));
  const upcoming = query.data?.holidays.slice(0, 6) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Upcoming Holidays</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <span className="sr-only">Loading holidays…</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-6 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <p className="text-muted-foreground text-sm">Holidays could not be loaded.</p>
        ) : upcoming.length === 0 ? (
          <p className="text-muted-foreground text-sm">No holidays in the next twelve months.</p>
        ) : (
          <ul className="space-y-2">
            {upcoming.map((h) => (
              <li key={`${h.date}-${h.name}`} className="flex items-start gap-3">
                <CalendarHeartIcon
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
                <div className="min-w-0">
                  <p className="font-medium text-sm">{h.name}</p>
                  <p className="text-muted-foreground text-xs">
                    {formatDisplayDate(h.date)}
                    {h.kind === 'company' ? ' · company holiday' : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
