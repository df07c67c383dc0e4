import type { ManagedMember } from '@domain/contracts/team';
import { displayName } from '@domain/people';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useFormat } from '@/lib/i18n/locale-provider';
import { useMemberWorkSchedule, useSetMemberWorkSchedule } from '../api/team';

/** "Mon, Wed, Fri": the days of a week with hours (in the reader's language). */
export function useWorkingDaysText() {
  const format = useFormat();
  // 2024-01-01 is a Monday: the week's days are the dates that follow it.
  return (week: readonly number[]) =>
    week
      .map((h, i) => ((h ?? 0) > 0 ? format.weekday(`2024-01-0${i + 1}`) : null))
      .filter(Boolean)
      .join(', ');
}

/** Settings → Team: a person's weekly pattern from a start date (earlier days keep theirs). */
export function WorkScheduleDialog({ member }: { member: ManagedMember }) {
  const { t } = useLingui();
  const format = useFormat();
  const workingDaysText = useWorkingDaysText();
  const [open, setOpen] = useState(false);
  const schedule = useMemberWorkSchedule(member.id, open);
  const save = useSetMemberWorkSchedule();
  const name = displayName(member);
  const hours = format.hours(member.weeklyHours);
  const days =
    workingDaysText(member.workWeek) || t({ id: 'team.schedule.noDays', message: 'no working days' });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={t({ id: 'team.schedule.of', message: `Work schedule of ${name}` })}
        >
          <ClockIcon aria-hidden="true" />
          <Trans id="team.schedule.perWeek">{hours}/week</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans id="team.schedule.title">Work Schedule</Trans>
          </DialogTitle>
          <DialogDescription>
            {name} · {days}
          </DialogDescription>
        </DialogHeader>
        <QueryState
          query={schedule}
          loading={t({ id: 'team.schedule.loading', message: 'Loading the work schedule' })}
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
                  toast.error(
                    t({ id: 'team.schedule.failed', message: 'Failed to update the work schedule' }),
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
                  t({ id: 'team.schedule.saved', message: 'Work schedule updated successfully' }),
                );
                setOpen(false);
              }}
            />
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
