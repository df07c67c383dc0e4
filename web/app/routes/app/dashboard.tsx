import { ConstructionIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { HolidayAllowanceCard } from '@/features/absences/components/holiday-allowance-card';
import { LiveClockCard } from '@/features/timesheets/components/live-clock';
import { usePageMeta } from '@/lib/page-meta';

export function DashboardPage() {
  usePageMeta('Dashboard', 'Your team at a glance');
  return (
    <>
      <PageHeader title="Dashboard" description="Your team at a glance" />
      <div className="grid gap-6 lg:grid-cols-2">
        <LiveClockCard />
        <HolidayAllowanceCard />
      </div>
      <Card className="mt-6">
        <CardContent className="flex flex-col items-start gap-3 py-2 sm:flex-row">
          <ConstructionIcon className="size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div>
            <p className="font-medium">The rest of the dashboard is not available yet.</p>
            <p className="mt-1 text-muted-foreground text-sm">
              It is being built. When it arrives you will also see team members, pending absences, who is
              working now, recent absence requests and team presence.
            </p>
          </div>
        </CardContent>
      </Card>
    </>
  );
}
