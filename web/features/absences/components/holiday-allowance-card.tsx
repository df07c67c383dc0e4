import type { AllowanceSummary } from '@domain/contracts/absences';
import { Trans, useLingui } from '@lingui/react/macro';
import { PlaneTakeoffIcon } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/i18n/locale-provider';
import { useAllowance } from '../api/absences';

function Stat({ label, value }: { label: string; value: number }) {
  const format = useFormat();
  return (
    <div>
      {/* A third of a phone: a longer language's one-word label breaks rather than spills. */}
      <dt className="break-words text-muted-foreground text-sm">{label}</dt>
      <dd className="font-bold text-2xl tabular-nums">{format.number(value)}</dd>
    </div>
  );
}

/**
 * The dashboard's holiday allowance card (spec: totalAllowance, usedDays, remainingDays, year). When the
 * allowance cannot be loaded the card stays empty; the error is not shown as a toast (spec: only logged).
 * The dashboard hands in the summary it loaded with the rest of the page (`summary`); without it the card
 * asks for it itself.
 */
export function HolidayAllowanceCard({
  summary,
}: {
  summary?: { data: AllowanceSummary | null | undefined; pending: boolean };
} = {}) {
  const { t } = useLingui();
  const format = useFormat();
  const query = useAllowance(undefined, summary === undefined);
  const data = summary ? summary.data : query.data;
  const pending = summary ? summary.pending : query.isPending;
  // Total includes the days carried over. Used is the server's usedDays, the Absences page's "Used": an
  // adjustment or expired carry-over is not leave taken, so it is named beside the figures instead
  // (issue 17: the card said "Used 6" where Absences said "Used 4 days" and "Adjustment −2").
  const total = data ? data.totalAllowance + data.carriedOver : 0;
  const used = data ? data.usedDays : 0;
  const carried = format.number(data?.carriedOver ?? 0);
  const adjustment = format.number(data?.adjustment ?? 0);
  const expired = format.number(data?.carriedOverExpired ?? 0);
  const waiting = format.number(data?.pendingDays ?? 0);
  const year = String(data?.year ?? '');
  const notes = data
    ? [
        data.carriedOver > 0
          ? t({ id: 'absences.allowanceCard.carriedOver', message: `Includes ${carried} carried over.` })
          : '',
        data.adjustment > 0
          ? t({ id: 'absences.allowanceCard.adjustment', message: `Adjustment −${adjustment}.` })
          : '',
        data.carriedOverExpired > 0
          ? t({ id: 'absences.allowanceCard.expired', message: `Carried over, expired −${expired}.` })
          : '',
        data.pendingDays > 0
          ? t({ id: 'absences.allowanceCard.pending', message: `${waiting} more waiting for approval.` })
          : '',
      ].filter(Boolean)
    : [];
  return (
    <Card aria-labelledby="allowance-card-title">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PlaneTakeoffIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2 id="allowance-card-title">
            <Trans id="absences.allowanceCard.title">Holiday Allowance</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          {data
            ? t({ id: 'absences.allowanceCard.yearDescription', message: `Your vacation days in ${year}` })
            : t({ id: 'absences.allowanceCard.description', message: 'Your vacation days this year' })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* Failed: the card stays empty (spec: the error is only logged). */}
        <QueryState
          query={{ data: data ?? undefined, isError: !pending }}
          loading={t({ id: 'absences.allowance.loading', message: 'Loading your allowance…' })}
          skeleton={
            <div className="grid grid-cols-3 gap-4">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-12" />
              ))}
            </div>
          }
        >
          {(data) => (
            <>
              <dl className="grid grid-cols-3 gap-4" data-testid="allowance-card">
                <Stat label={t({ id: 'absences.allowanceCard.total', message: 'Total' })} value={total} />
                <Stat label={t({ id: 'absences.allowance.used', message: 'Used' })} value={used} />
                <Stat
                  label={t({ id: 'absences.allowance.remaining', message: 'Remaining' })}
                  value={data.remainingDays}
                />
              </dl>
              {notes.length > 0 && (
                <p className="mt-3 text-muted-foreground text-sm" data-testid="allowance-card-notes">
                  {notes.join(' ')}
                </p>
              )}
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
