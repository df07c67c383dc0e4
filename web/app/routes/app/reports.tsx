import type { Report, ReportTable } from '@domain/contracts/reports';
import type { Period } from '@domain/reports';
import { isManagerOrAdmin } from '@domain/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3Icon, CalendarOffIcon, ClockIcon, PlaneTakeoffIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useReport } from '@/features/reports/api/reports';
import { ExportTableButtons } from '@/features/reports/components/export-table-buttons';
import { PeriodPicker } from '@/features/reports/components/period-picker';
import {
  AbsenteeismTable,
  BalancesTable,
  HoursTable,
  ReportTiles,
} from '@/features/reports/components/report-tables';
import { useReportPeriod } from '@/features/reports/hooks/use-report-period';
import { ABSENTEEISM_DEFINITION_MESSAGE } from '@/features/reports/texts';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/locale-provider';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';

// recharts is large: it loads with this page, never with /app. The import starts when this module runs, beside
// the report's request (the server preloads its chunk with /app/reports: domain/page-loads.ts), and the charts
// draw with the report once both are here: no Suspense, whose reveal React holds back for up to 300 ms after a
// fallback showed (the charts' skeletons stayed ~450 ms after the report had arrived).
type Charts = typeof import('@/features/reports/components/report-charts');
let loadedCharts: Charts | 'failed' | undefined;
const chartsModule: Promise<Charts | 'failed'> = import('@/features/reports/components/report-charts').then(
  (m) => (loadedCharts = m),
  (e: unknown) => {
    // The tables beside carry the same figures: a report without its pictures is still whole.
    console.error('Failed to load the report charts', e);
    loadedCharts = 'failed';
    return loadedCharts;
  },
);

/** The charts' module once loaded (undefined while it loads, 'failed' if it could not be). */
function useCharts(): Charts | 'failed' | undefined {
  const [charts, setCharts] = useState(loadedCharts);
  useEffect(() => {
    if (charts === undefined) void chartsModule.then(setCharts);
  }, [charts]);
  return charts;
}

/** Reports are for admins and managers (the API answers 403 to employees); others go to the dashboard. */
function RequireManager({ children }: { children: React.ReactNode }) {
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  if (!isManagerOrAdmin(session.me.profile?.role)) return <Navigate to="/app/dashboard" replace />;
  return <>{children}</>;
}

export function ReportsPage() {
  const { t } = useLingui();
  const title = t({ id: 'reports.page.title', message: 'Reports' });
  const description = t({
    id: 'reports.page.description',
    message: 'Absenteeism, holiday balances and hours worked over a period',
  });
  usePageMeta(title, description);
  return (
    <RequireManager>
      <PageHeader title={title} description={description} />
      <Reports />
    </RequireManager>
  );
}

function Reports() {
  const { t } = useLingui();
  const [state, setPeriod] = useReportPeriod();
  const query = useReport(state.period);
  const report = query.data;
  const shown = report && state.period && report.from === state.period.from && report.to === state.period.to;

  useEffect(() => {
    if (query.error) console.error('Failed to load the report', query.error);
  }, [query.error]);

  return (
    <div className="space-y-6">
      <PeriodPicker key={state.preset} state={state} onChange={setPeriod} />
      {!state.period ? null : query.isError && !shown ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-3">
            <p role="alert">
              {errorMessage(
                query.error,
                t({ id: 'reports.page.loadFailed', message: 'The report could not be loaded.' }),
              )}
            </p>
            <Button variant="outline" onClick={() => query.refetch()}>
              <Trans id="reports.page.tryAgain">Try again</Trans>
            </Button>
          </CardContent>
        </Card>
      ) : !report ? (
        <div className="space-y-6" aria-busy="true">
          <span className="sr-only">
            <Trans id="reports.page.loading">Loading the report…</Trans>
          </span>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
          <Skeleton className="h-64" />
        </div>
      ) : (
        <ReportBody report={report} period={state.period} updating={!shown} />
      )}
    </div>
  );
}

function Section({
  id,
  title,
  description,
  icon: Icon,
  table,
  period,
  chart,
  children,
}: {
  id: string;
  title: string;
  description: string;
  icon: typeof ClockIcon;
  table: ReportTable;
  period: Period;
  chart: (charts: Charts) => React.ReactNode;
  children: React.ReactNode;
}) {
  const charts = useCharts();
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-2">
          <CardTitle className="flex items-center gap-2">
            <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
            <h2 id={`${id}-title`}>{title}</h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <ExportTableButtons period={period} table={table} title={title} />
      </CardHeader>
      <CardContent className="space-y-6">
        {charts === undefined ? <Skeleton className="h-48" /> : charts === 'failed' ? null : chart(charts)}
        {children}
      </CardContent>
    </Card>
  );
}

function ReportBody({ report, period, updating }: { report: Report; period: Period; updating: boolean }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const covered = report.coveredTo;
  const today = covered ? format.date(covered) : '';
  const year = String(report.balanceYear);
  return (
    <div
      className="space-y-6"
      aria-busy={updating}
      data-testid="report"
      data-period={`${report.from}/${report.to}`}
    >
      <p className="text-muted-foreground text-sm empty:hidden" aria-live="polite">
        {updating
          ? t({ id: 'reports.page.updating', message: 'Updating…' })
          : covered === null
            ? t({
                id: 'reports.page.notStarted',
                message: 'This period has not started yet: absenteeism and hours are counted up to today.',
              })
            : covered < report.to
              ? t({
                  id: 'reports.page.countedToToday',
                  message: `Absenteeism and hours counted up to today, ${today}.`,
                })
              : ''}
      </p>
      <ReportTiles report={report} />
      {report.people.length === 0 ? (
        <Card>
          <CardContent className="flex items-center gap-3">
            <CalendarOffIcon className="size-6 text-muted-foreground" aria-hidden="true" />
            <p>
              <Trans id="reports.page.noMembers">No team members yet.</Trans>
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          <Section
            id="absenteeism"
            title={t({ id: 'reports.absenteeism.title', message: 'Absenteeism' })}
            description={i18n._(ABSENTEEISM_DEFINITION_MESSAGE)}
            icon={BarChart3Icon}
            // i18n-ignore: the report table's API name
            table="absenteeism"
            period={period}
            chart={(c) => <c.AbsenceTypesChart report={report} />}
          >
            <AbsenteeismTable report={report} />
          </Section>
          <Section
            id="balances"
            title={t({ id: 'reports.balances.title', message: `Holiday Balances ${year}` })}
            description={t({
              id: 'reports.balances.description',
              message: 'Vacation allowance, days carried over, used, pending and remaining',
            })}
            icon={PlaneTakeoffIcon}
            // i18n-ignore: the report table's API name
            table="balances"
            period={period}
            chart={(c) => <c.BalancesChart report={report} />}
          >
            <BalancesTable report={report} />
          </Section>
          <Section
            id="hours"
            title={t({ id: 'reports.hours.title', message: 'Hours Worked' })}
            description={t({
              id: 'reports.hours.description',
              message: 'Hours worked against expected: overtime and undertime',
            })}
            icon={ClockIcon}
            // i18n-ignore: the report table's API name
            table="hours"
            period={period}
            chart={(c) => <c.HoursChart report={report} />}
          >
            <HoursTable report={report} />
          </Section>
        </>
      )}
    </div>
  );
}
