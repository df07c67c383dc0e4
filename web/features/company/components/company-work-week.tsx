import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { WorkWeekForm } from '@/components/work-week-form';
import { errorMessage } from '@/lib/api-client';
import { useCompanyWorkSchedule, useSetCompanyWorkSchedule } from '../api/company';

/**
 * Settings → Company: the default work week (5 × 8 h until changed) of everyone without a schedule of their
 * own, from a start date; earlier days keep the week they had.
 */
export function CompanyWorkWeek() {
  const { t } = useLingui();
  const schedule = useCompanyWorkSchedule();
  const save = useSetCompanyWorkSchedule();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="company.schedule.title">Default Work Schedule</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="company.schedule.description">
            The hours of each weekday for everyone who follows the company default. Expected hours, working
            days and vacation days are counted by it.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={schedule}
          loading={t({ id: 'company.schedule.loading', message: 'Loading the default work schedule' })}
          skeleton={<Skeleton className="h-48 w-full" />}
        >
          {(data) => (
            <WorkWeekForm
              key={JSON.stringify(data.current)}
              initial={data.current}
              suggestedStart={data.suggestedStart}
              earliestStart={data.earliestStart}
              pending={save.isPending}
              onSubmit={async (values) => {
                try {
                  await save.mutateAsync({ hours: values.hours ?? data.current, startsOn: values.startsOn });
                } catch (e) {
                  toast.error(
                    t({ id: 'company.schedule.failed', message: 'Failed to update the work schedule' }),
                    {
                      description: errorMessage(
                        e,
                        t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
                      ),
                    },
                  );
                  throw e;
                }
                toast.success(
                  t({ id: 'company.schedule.saved', message: 'Work schedule updated successfully' }),
                );
              }}
            />
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
