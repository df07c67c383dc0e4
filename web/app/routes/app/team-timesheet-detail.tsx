import { teamMemberParams } from '@domain/contracts/timesheets';
import { displayName } from '@domain/people';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeftIcon, UserXIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useEmployeeMonth } from '@/features/timesheets/api/timesheets';
import { CorrectionsCard } from '@/features/timesheets/components/corrections-card';
import { DayDialog } from '@/features/timesheets/components/day-dialog';
import { type Day, useDays } from '@/features/timesheets/components/day-list';
import { ExportButtons, InspectionExportButton } from '@/features/timesheets/components/export-buttons';
import { MonthCard } from '@/features/timesheets/components/month-card';
import { MonthlySummaryCard } from '@/features/timesheets/components/monthly-summary';
import { FormerMemberBadge } from '@/features/timesheets/components/status-badge';
import { useMonthParam } from '@/features/timesheets/hooks/use-month-param';
import { useMonthSummary } from '@/features/timesheets/hooks/use-month-summary';
import { isApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { AdminOnly } from './team-timesheets';

/** Spec 2.9: an employee's month for an admin (Back, Export PDF, month navigation, read-only list). */
export function TeamTimesheetDetailPage() {
  return (
    <AdminOnly>
      <EmployeeTimesheet />
    </AdminOnly>
  );
}

function EmployeeTimesheet() {
  const { userId = '' } = useParams();
  // An id that cannot be anyone's (not a UUID) is not asked for: the API would refuse it as bad input.
  if (!teamMemberParams.safeParse({ userId }).success) return <EmployeeNotFound />;
  return <EmployeeMonth userId={userId} />;
}

function BackButton() {
  const [month] = useMonthParam();
  return (
    <Button asChild variant="outline">
      <Link to={`/app/team-timesheets?month=${month}`}>
        <ArrowLeftIcon aria-hidden="true" />
        <Trans id="timesheets.detail.back">Back</Trans>
      </Link>
    </Button>
  );
}

function EmployeeNotFound() {
  const { t } = useLingui();
  const title = t({ id: 'timesheets.detail.pageTitle', message: 'Employee Timesheet' });
  usePageMeta(
    title,
    t({ id: 'timesheets.detail.pageDescription', message: 'An employee’s monthly timesheet' }),
  );
  return (
    <>
      <PageHeader title={title} actions={<BackButton />} />
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-6 text-center text-muted-foreground">
          <UserXIcon className="size-8" aria-hidden="true" />
          <p role="alert">
            <Trans id="timesheets.detail.notFound">Employee not found</Trans>
          </p>
        </CardContent>
      </Card>
    </>
  );
}

function EmployeeMonth({ userId }: { userId: string }) {
  const [month, setMonth] = useMonthParam();
  const query = useEmployeeMonth(userId, month);
  const view = query.data?.month === month && query.data.person.id === userId ? query.data : undefined;
  const days = useDays(view);
  const summary = useMonthSummary(view);
  const [openDay, setOpenDay] = useState<Day | null>(null);
  const notFound = isApiError(query.error) && query.error.status === 404;
  const name = view ? displayName(view.person) : null;
  const { t } = useLingui();
  usePageMeta(
    name
      ? t({ id: 'timesheets.detail.pageTitleOf', message: `Timesheet of ${name}` })
      : t({ id: 'timesheets.detail.pageTitle', message: 'Employee Timesheet' }),
    t({ id: 'timesheets.detail.pageDescription', message: 'An employee’s monthly timesheet' }),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure, in the language shown then
  useEffect(() => {
    if (query.isError && !notFound)
      toast.error(t({ id: 'timesheets.detail.error', message: 'Error' }), {
        description: t({
          id: 'timesheets.detail.fetchFailed',
          message: 'Failed to fetch employee timesheet data',
        }),
      });
  }, [query.isError, notFound]);

  if (notFound) return <EmployeeNotFound />;

  return (
    <>
      <div className="mb-4">
        <BackButton />
      </div>
      {view ? (
        <PageHeader
          title={name ?? ''}
          description={view.person.email}
          actions={
            <>
              <ExportButtons userId={userId} month={month} formats={['pdf', 'csv', 'xlsx']} />
              <InspectionExportButton userId={userId} month={month} />
            </>
          }
        />
      ) : (
        <div className="mb-6 space-y-2" aria-busy="true">
          <span className="sr-only">
            <Trans id="timesheets.detail.loading">Loading the employee…</Trans>
          </span>
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-5 w-40" />
        </div>
      )}
      <div className="space-y-6">
        {view?.former && (
          <p
            className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm"
            data-testid="former-member"
          >
            <FormerMemberBadge />
            <Trans id="timesheets.detail.former">
              {name} has left the company. Their timesheets are kept as they are (read-only) for the legal
              period.
            </Trans>
          </p>
        )}
        <MonthlySummaryCard view={view} summary={summary} mode="admin" />
        {view && <CorrectionsCard view={view} mode="admin" />}
        <MonthCard
          month={month}
          onMonthChange={setMonth}
          view={view}
          days={days}
          mode="admin"
          loading={query.isFetching}
          onOpenDay={setOpenDay}
        />
      </div>
      <DayDialog userId={userId} day={openDay} onClose={() => setOpenDay(null)} />
    </>
  );
}
