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
  const schedule = useCompanyWorkSchedule();
  const save = useSetCompanyWorkSchedule();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Default Work Schedule</h2>
        </CardTitle>
        <CardDescription>
          The hours of each weekday for everyone who follows the company default. Expected hours, working days
          and vacation days are counted by it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={schedule}
          loading="Loading the default work schedule"
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
                  toast.error('Failed to update the work schedule', {
                    description: errorMessage(e, 'Something went wrong. Please try again.'),
                  });
                  throw e;
                }
                toast.success('Work schedule updated successfully');
              }}
            />
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
