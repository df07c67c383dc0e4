import type { ManagedMember } from '@domain/contracts/team';
import { displayName } from '@domain/people';
import { WEEKDAY_NAMES } from '@domain/work-schedule';
import { ClockIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { WorkWeekForm } from '@/components/work-week-form';
import { errorMessage } from '@/lib/api-client';
import { useMemberWorkSchedule, useSetMemberWorkSchedule } from '../api/team';

const hours = (n: number) => `${Math.round(n * 100) / 100} h`;

/** "Mon, Wed, Fri": the days of a week with hours. */
export const workingDaysText = (week: readonly number[]) =>
  WEEKDAY_NAMES.filter((_, i) => (week[i] ?? 0) > 0)
    .map((d) => d.slice(0, 3))
    .join(', ');

/** Settings → Team: a person's weekly pattern from a start date (earlier days keep theirs). */
export function WorkScheduleDialog({ member }: { member: ManagedMember }) {
  const [open, setOpen] = useState(false);
  const schedule = useMemberWorkSchedule(member.id, open);
  const save = useSetMemberWorkSchedule();
  const name = displayName(member);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Work schedule of ${name}`}>
          <ClockIcon aria-hidden="true" />
          {hours(member.weeklyHours)}/week
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Work Schedule</DialogTitle>
          <DialogDescription>
            {name} · {workingDaysText(member.workWeek) || 'no working days'}
          </DialogDescription>
        </DialogHeader>
        <QueryState
          query={schedule}
          loading="Loading the work schedule"
          skeleton={<Skeleton className="h-48 w-full" />}
        >
          {(data) => (
            <WorkWeekForm
              initial={data.current}
              suggestedStart={data.suggestedStart}
              earliestStart={data.earliestStart}
              followsCompany={data.followsCompany}
              pending={save.isPending}
              onCancel={() => setOpen(false)}
              onSubmit={async (values) => {
                try {
                  await save.mutateAsync({ id: member.id, ...values });
                } catch (e) {
                  toast.error('Failed to update the work schedule', {
                    description: errorMessage(e, 'Something went wrong. Please try again.'),
                  });
                  throw e;
                }
                toast.success('Work schedule updated successfully');
                setOpen(false);
              }}
            />
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
