import type { Dashboard } from '@domain/contracts/dashboard';
import { OVERDUE_AFTER_WORKING_DAYS } from '@domain/dashboard';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AlarmClockIcon, CalendarClockIcon, type LucideIcon, TimerIcon, UsersIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/i18n/locale-provider';

interface Stat {
  label: MessageDescriptor;
  icon: LucideIcon;
  value: (s: Dashboard['stats']) => number;
  /** The line under the number; the spec's empty texts when it is 0 (or only the viewer). */
  note: (s: Dashboard['stats']) => MessageDescriptor;
  testId: string;
}

const days = OVERDUE_AFTER_WORKING_DAYS;
const WAITING = msg({
  id: 'dashboard.overdue.waitingMore',
  message: plural(days, {
    one: 'Waiting more than # working day',
    other: 'Waiting more than # working days',
  }),
});

const STATS: Stat[] = [
  {
    label: msg({ id: 'dashboard.stats.teamMembers', message: 'Team Members' }),
    icon: UsersIcon,
    value: (s) => s.totalEmployees,
    note: (s) =>
      s.totalEmployees <= 1
        ? msg({ id: 'dashboard.stats.noEmployees', message: 'No employees yet' })
        : msg({ id: 'dashboard.stats.inCompany', message: 'In your company' }),
    testId: 'stat-team-members',
  },
  {
    label: msg({ id: 'dashboard.stats.pendingAbsences', message: 'Pending Absences' }),
    icon: CalendarClockIcon,
    value: (s) => s.pendingAbsences,
    note: (s) =>
      s.pendingAbsences === 0
        ? msg({ id: 'dashboard.stats.noPending', message: 'No pending requests' })
        : msg({ id: 'dashboard.stats.waitingApproval', message: 'Waiting for approval' }),
    testId: 'stat-pending-absences',
  },
  {
    label: msg({ id: 'dashboard.stats.currentlyWorking', message: 'Currently Working' }),
    icon: TimerIcon,
    value: (s) => s.currentlyWorking,
    note: (s) =>
      s.currentlyWorking === 0
        ? msg({ id: 'dashboard.stats.noOneClockedIn', message: 'No one clocked in' })
        : msg({ id: 'dashboard.stats.clockedIn', message: 'Clocked in now' }),
    testId: 'stat-currently-working',
  },
  {
    label: msg({ id: 'dashboard.overdue.title', message: 'Overdue Reviews' }),
    icon: AlarmClockIcon,
    value: (s) => s.overdueReviews,
    note: () => WAITING,
    testId: 'stat-overdue-reviews',
  },
];

/**
 * The four stat cards (spec "dashboard stats"): team-wide counts, shown to everyone. While the first
 * answer is on its way the numbers are skeletons; when it failed they read "–" (the error is only logged).
 */
export function StatCards({ stats, loading }: { stats: Dashboard['stats'] | undefined; loading: boolean }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  return (
    <ul
      className="grid grid-cols-2 gap-4 lg:grid-cols-4"
      aria-label={t({ id: 'dashboard.stats.label', message: 'Team at a glance' })}
      aria-busy={loading}
    >
      {STATS.map(({ label, icon: Icon, value, note, testId }) => (
        <li key={testId}>
          <Card className="h-full gap-2 py-4">
            <CardContent className="space-y-1 px-4" data-testid={testId}>
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium text-muted-foreground text-sm">{i18n._(label)}</p>
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </div>
              {loading ? (
                <Skeleton className="h-8 w-12" />
              ) : (
                <p className="font-bold text-2xl tabular-nums" data-slot="stat-value">
                  {stats ? format.number(value(stats)) : '–'}
                </p>
              )}
              {stats && <p className="text-muted-foreground text-xs">{i18n._(note(stats))}</p>}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
