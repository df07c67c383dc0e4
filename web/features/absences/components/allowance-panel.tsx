import { addYears, formatDisplayDate } from '@domain/calendar';
import type { AllowanceSummary } from '@domain/contracts/absences';
import { daysText } from '@domain/plural';
import { CalendarHeartIcon } from 'lucide-react';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { localToday } from '@/lib/dates';
import { useAllowance, useHolidays } from '../api/absences';

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
        <QueryState
          query={query}
          loading="Loading your allowance…"
          skeleton={<SkeletonRows count={4} className="h-6" gap="space-y-2" />}
          error="Your allowance could not be loaded."
        >
          {(allowance) => (
            <dl className="divide-y">
              <Row
                label={
                  allowance.proRata?.applied
                    ? `Allowance (pro-rata: ${allowance.proRata.membershipDays} of ${allowance.proRata.daysInYear} days of ${daysText(allowance.annualAllowance)})`
                    : 'Allowance'
                }
                value={daysText(allowance.totalAllowance)}
              />
              {allowance.carriedOver > 0 && (
                <Row
                  label={
                    allowance.carriedOverExpiresOn
                      ? `Carried over (until ${formatDisplayDate(allowance.carriedOverExpiresOn)})`
                      : 'Carried over'
                  }
                  value={`+${daysText(allowance.carriedOver)}`}
                />
              )}
              {allowance.carriedOverExpired > 0 && (
                <Row label="Carried over, expired" value={`−${daysText(allowance.carriedOverExpired)}`} />
              )}
              {allowance.adjustment > 0 && (
                <Row label="Adjustment" value={`−${daysText(allowance.adjustment)}`} />
              )}
              <Row label="Used" value={daysText(allowance.usedDays)} />
              <Row label="Pending" value={daysText(allowance.pendingDays)} />
              <Row label="Remaining" value={daysText(allowance.remainingDays)} strong />
            </dl>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/** The company's next holidays (the next twelve months, at most six shown). */
export function UpcomingHolidays() {
  const from = localToday();
  const query = useHolidays(from, addYears(from, 1));
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Upcoming Holidays</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          loading="Loading holidays…"
          skeleton={<SkeletonRows count={3} className="h-6" gap="space-y-2" />}
          error="Holidays could not be loaded."
          isEmpty={(d) => d.holidays.length === 0}
          empty={<p className="text-muted-foreground text-sm">No holidays in the next twelve months.</p>}
        >
          {(data) => (
            <ul className="space-y-2">
              {data.holidays.slice(0, 6).map((h) => (
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
        </QueryState>
      </CardContent>
    </Card>
  );
}
