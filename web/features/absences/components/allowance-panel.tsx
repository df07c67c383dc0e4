import { addYears } from '@domain/calendar';
import type { AllowanceSummary } from '@domain/contracts/absences';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarHeartIcon } from 'lucide-react';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { localToday } from '@/lib/dates';
import { useFormat } from '@/lib/i18n/locale-provider';
import { useAllowance, useHolidays } from '../api/absences';
import { useAbsenceText } from '../hooks/use-absence-text';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className={strong ? 'font-semibold text-lg' : 'font-medium'}>{value}</dd>
    </div>
  );
}

/** The side panel's allowance: allowance, used, pending and remaining for the year, with carry-over. */
export function AllowancePanel() {
  const { t } = useLingui();
  const format = useFormat();
  const text = useAbsenceText();
  const query = useAllowance();
  const countingNote = (summary: AllowanceSummary) =>
    summary.countingMode === 'working_days'
      ? t({
          id: 'absences.allowance.countsWorkingDays',
          message: 'Vacation counts working days: weekends and holidays are free.',
        })
      : t({
          id: 'absences.allowance.countsCalendarDays',
          message: 'Vacation counts every calendar day of a request.',
        });
  const year = String(query.data?.year ?? '');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            {query.data
              ? t({ id: 'absences.allowance.titleYear', message: `Holiday Allowance ${year}` })
              : t({ id: 'absences.allowanceCard.title', message: 'Holiday Allowance' })}
          </h2>
        </CardTitle>
        {query.data && <CardDescription>{countingNote(query.data)}</CardDescription>}
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          loading={t({ id: 'absences.allowance.loading', message: 'Loading your allowance…' })}
          // i18n-ignore: `gap` is a spacing class, not text
          skeleton={<SkeletonRows count={4} className="h-6" gap="space-y-2" />}
          error={t({ id: 'absences.allowance.loadFailed', message: 'Your allowance could not be loaded.' })}
        >
          {(allowance) => {
            const membershipDays = format.number(allowance.proRata?.membershipDays ?? 0);
            const daysInYear = format.number(allowance.proRata?.daysInYear ?? 0);
            const annual = text.days(allowance.annualAllowance);
            const until = allowance.carriedOverExpiresOn ? format.date(allowance.carriedOverExpiresOn) : '';
            return (
              <dl className="divide-y">
                <Row
                  label={
                    allowance.proRata?.applied
                      ? t({
                          id: 'absences.allowance.proRata',
                          message: `Allowance (pro-rata: ${membershipDays} of ${daysInYear} days of ${annual})`,
                        })
                      : t({ id: 'absences.allowance.allowance', message: 'Allowance' })
                  }
                  value={text.days(allowance.totalAllowance)}
                />
                {allowance.carriedOver > 0 && (
                  <Row
                    label={
                      until
                        ? t({
                            id: 'absences.allowance.carriedOverUntil',
                            message: `Carried over (until ${until})`,
                          })
                        : t({ id: 'absences.allowance.carriedOver', message: 'Carried over' })
                    }
                    value={`+${text.days(allowance.carriedOver)}`}
                  />
                )}
                {allowance.carriedOverExpired > 0 && (
                  <Row
                    label={t({ id: 'absences.allowance.expired', message: 'Carried over, expired' })}
                    value={`−${text.days(allowance.carriedOverExpired)}`}
                  />
                )}
                {allowance.adjustment > 0 && (
                  <Row
                    label={t({ id: 'absences.allowance.adjustment', message: 'Adjustment' })}
                    value={`−${text.days(allowance.adjustment)}`}
                  />
                )}
                <Row
                  label={t({ id: 'absences.allowance.used', message: 'Used' })}
                  value={text.days(allowance.usedDays)}
                />
                <Row
                  label={t({ id: 'absences.allowance.pending', message: 'Pending' })}
                  value={text.days(allowance.pendingDays)}
                />
                <Row
                  label={t({ id: 'absences.allowance.remaining', message: 'Remaining' })}
                  value={text.days(allowance.remainingDays)}
                  strong
                />
              </dl>
            );
          }}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/** The company's next holidays (the next twelve months, at most six shown). */
export function UpcomingHolidays() {
  const { t } = useLingui();
  const format = useFormat();
  const from = localToday();
  const query = useHolidays(from, addYears(from, 1));
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="absences.holidays.title">Upcoming Holidays</Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          loading={t({ id: 'absences.holidays.loading', message: 'Loading holidays…' })}
          // i18n-ignore: `gap` is a spacing class, not text
          skeleton={<SkeletonRows count={3} className="h-6" gap="space-y-2" />}
          error={t({ id: 'absences.holidays.loadFailed', message: 'Holidays could not be loaded.' })}
          isEmpty={(d) => d.holidays.length === 0}
          empty={
            <p className="text-muted-foreground text-sm">
              <Trans id="absences.holidays.empty">No holidays in the next twelve months.</Trans>
            </p>
          }
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
                      {format.date(h.date)}
                      {h.kind === 'company'
                        ? ` · ${t({ id: 'absences.holidays.company', message: 'company holiday' })}`
                        : ''}
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
