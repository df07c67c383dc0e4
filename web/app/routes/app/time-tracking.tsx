import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useMonth } from '@/features/timesheets/api/timesheets';
import { CorrectionsCard } from '@/features/timesheets/components/corrections-card';
import { type Day, useDays } from '@/features/timesheets/components/day-list';
import { EntryDialog } from '@/features/timesheets/components/entry-dialog-lazy';
import { ExportButtons, InspectionExportButton } from '@/features/timesheets/components/export-buttons';
import { LiveClockCard } from '@/features/timesheets/components/live-clock';
import { MonthCard } from '@/features/timesheets/components/month-card';
import { MonthlySummaryCard } from '@/features/timesheets/components/monthly-summary';
import { useMonthParam } from '@/features/timesheets/hooks/use-month-param';
import { useMonthSummary } from '@/features/timesheets/hooks/use-month-summary';
import { usePageMeta } from '@/lib/page-meta';

export function TimeTrackingPage() {
  const { t } = useLingui();
  const title = t({ id: 'timesheets.page.title', message: 'Time Tracking' });
  const description = t({ id: 'timesheets.page.description', message: 'Track your work hours and breaks' });
  usePageMeta(title, description);
  const [month, setMonth] = useMonthParam();
  const query = useMonth(month);
  const view = query.data?.month === month ? query.data : undefined;
  const days = useDays(view);
  const summary = useMonthSummary(view);
  const [openDay, setOpenDay] = useState<Day | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure, in the language shown then
  useEffect(() => {
    if (query.isError) {
      toast.error(t({ id: 'timesheets.page.fetchFailed', message: 'Error fetching time entries' }), {
        description: t({
          id: 'timesheets.page.fetchFailedDetail',
          message: 'Failed to load your time tracking data',
        }),
      });
    }
  }, [query.isError]);

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            {/* i18n-ignore: 'me' is the API's own-account marker */}
            <ExportButtons userId="me" month={month} />
            {/* i18n-ignore: 'me' is the API's own-account marker */}
            <InspectionExportButton userId="me" month={month} />
          </>
        }
      />
      <div className="space-y-6">
        <LiveClockCard />
        {query.isError && !view ? (
          <Card>
            <CardContent className="flex flex-col items-start gap-3">
              <p>
                <Trans id="timesheets.page.loadFailed">Your time tracking data could not be loaded.</Trans>
              </p>
              <Button variant="outline" onClick={() => query.refetch()}>
                <Trans id="timesheets.page.tryAgain">Try again</Trans>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <>
            <MonthlySummaryCard view={view} summary={summary} mode="own" />
            {view && <CorrectionsCard view={view} mode="own" />}
            <MonthCard
              month={month}
              onMonthChange={setMonth}
              view={view}
              days={days}
              mode="own"
              loading={query.isFetching}
              onOpenDay={setOpenDay}
            />
          </>
        )}
      </div>
      {view && <EntryDialog day={openDay} view={view} onClose={() => setOpenDay(null)} />}
    </>
  );
}
