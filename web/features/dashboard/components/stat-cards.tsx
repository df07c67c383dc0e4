import type { Dashboard } from '@domain/contracts/dashboard';
import { OVERDUE_AFTER_WORKING_DAYS } from '@domain/dashboard';
import { AlarmClockIcon, CalendarClockIcon, type LucideIcon, TimerIcon, UsersIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

interface Stat {
  label: string;
  icon: LucideIcon;
  value: (s: Dashboard['stats']) => number;
  /** The line under the number; the spec's empty texts when it is 0 (or only the viewer). */
  note: (s: Dashboard['stats']) => string;
  testId: string;
}

const STATS: Stat[] = [
  {
    label: 'Team Members',
    icon: UsersIcon,
    value: (s) => s.totalEmployees,
    note: (s) => (s.totalEmployees <= 1 ? 'No employees yet' : 'In your company'),
    testId: 'stat-team-members',
  },
  {
    label: 'Pending Absences',
    icon: CalendarClockIcon,
    value: (s) => s.pendingAbsences,
    note: (s) => (s.pendingAbsences === 0 ? 'No pending requests' : 'Waiting for approval'),
    testId: 'stat-pending-absences',
  },
  {
    label: 'Currently Working',
    icon: TimerIcon,
    value: (s) => s.currentlyWorking,
    note: (s) => (s.currentlyWorking === 0 ? 'No one clocked in' : 'Clocked in now'),
    testId: 'stat-currently-working',
  },
  {
    label: 'Overdue Reviews',
    icon: AlarmClockIcon,
    value: (s) => s.overdueReviews,
    note: () => `Waiting more than ${OVERDUE_AFTER_WORKING_DAYS} working days`,
    testId: 'stat-overdue-reviews',
  },
];

/**
 * The four stat cards (spec "dashboard stats"): team-wide counts, shown to everyone. While the first
 * answer is on its way the numbers are skeletons; when it failed they read "–" (the error is only logged).
 */
export function StatCards({ stats, loading }: { stats: Dashboard['stats'] | undefined; loading: boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Team at a glance" aria-busy={loading}>
      {STATS.map(({ label, icon: Icon, value, note, testId }) => (
        <li key={label}>
          <Card className="h-full gap-2 py-4">
            <CardContent className="space-y-1 px-4" data-testid={testId}>
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium text-muted-foreground text-sm">{label}</p>
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </div>
              {loading ? (
                <Skeleton className="h-8 w-12" />
              ) : (
                <p className="font-bold text-2xl tabular-nums" data-slot="stat-value">
                  {stats ? value(stats) : '–'}
                </p>
              )}
              {stats && <p className="text-muted-foreground text-xs">{note(stats)}</p>}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
