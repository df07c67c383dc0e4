import type { RecentAbsence } from '@domain/contracts/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDaysIcon } from 'lucide-react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAbsenceText } from '../hooks/use-absence-text';
import { PersonLine } from './person';

// Spec: pending yellow, approved green, rejected red (as on the Absences page).
const STATUS_VARIANT = { pending: 'warning', approved: 'success', rejected: 'destructive' } as const;

/** Three rows of an avatar and a line, while a dashboard list loads. */
export function ListSkeleton() {
  return (
    <div className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-4 flex-1" />
        </div>
      ))}
    </div>
  );
}

/**
 * Recent Absence Requests: created in the last 7 days, the 5 newest; the company's, or an employee's own
 * (the server decides).
 */
export function RecentAbsences({
  absences,
  loading,
  ownOnly,
}: {
  absences: RecentAbsence[] | undefined;
  loading: boolean;
  ownOnly: boolean;
}) {
  const { t } = useLingui();
  const text = useAbsenceText();
  return (
    <Card role="region" aria-labelledby="recent-absences-title">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDaysIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2 id="recent-absences-title">
            <Trans id="dashboard.recent.title">Recent Absence Requests</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          {ownOnly
            ? t({ id: 'dashboard.recent.own', message: 'Your requests of the last 7 days' })
            : t({ id: 'dashboard.recent.all', message: 'Requests of the last 7 days' })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={{ data: absences, isError: !loading }}
          loading={t({ id: 'dashboard.recent.loading', message: 'Loading recent absence requests…' })}
          skeleton={<ListSkeleton />}
          error={t({ id: 'dashboard.notAvailable', message: 'Not available right now.' })}
          isEmpty={(list) => list.length === 0}
          empty={
            <p className="text-muted-foreground text-sm">
              <Trans id="dashboard.recent.empty">No recent absence requests</Trans>
            </p>
          }
        >
          {(list) => (
            <ul className="divide-y" data-testid="recent-absences">
              {list.map((a) => {
                const suffix = text.halfDay(a);
                return (
                  <li
                    key={a.id}
                    className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
                  >
                    <PersonLine person={a}>
                      <p className="text-muted-foreground text-xs">
                        {text.type(a.absenceType)}
                        {suffix ? ` ${suffix}` : ''} · {text.when(a)}
                      </p>
                    </PersonLine>
                    <Badge variant={STATUS_VARIANT[a.status]} data-status={a.status}>
                      {text.status(a.status)}
                    </Badge>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
        <Link
          to="/app/absences"
          className="mt-4 inline-block text-primary text-sm underline-offset-4 hover:underline"
        >
          <Trans id="dashboard.goToAbsences">Go to Absences</Trans>
        </Link>
      </CardContent>
    </Card>
  );
}
