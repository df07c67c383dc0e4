import { showGettingStarted } from '@domain/dashboard';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { PageHeader } from '@/components/page-header';
import { HolidayAllowanceCard } from '@/features/absences/components/holiday-allowance-card';
import { useClockChanged, useDashboard } from '@/features/dashboard/api/dashboard';
import { GettingStarted } from '@/features/dashboard/components/getting-started';
import { OverdueReviews } from '@/features/dashboard/components/overdue-reviews';
import { RecentAbsences } from '@/features/dashboard/components/recent-absences';
import { StatCards } from '@/features/dashboard/components/stat-cards';
import { TeamPresence } from '@/features/dashboard/components/team-presence';
import { SampleDataOffer } from '@/features/sample-data/components/sample-data-offer';
import { LiveClockCard } from '@/features/timesheets/components/live-clock';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { useAfterDelay } from '@/lib/use-after-delay';

/**
 * The dashboard (spec 000 section 2): the holiday allowance and the live clock, the four stat cards, the
 * overdue reviews, then Getting Started for a company of one, or Recent Absence Requests and Team
 * Presence. Everything comes from one request (the getDashboard endpoint), asked again every 15 s while the tab
 * is visible. A failed load is only logged (spec section 8): the cards stay empty.
 */
/** How long the dashboard may take before its skeletons show. */
const SKELETON_DELAY_MS = 400;

export function DashboardPage() {
  const { t } = useLingui();
  const title = t({ id: 'dashboard.page.title', message: 'Dashboard' });
  const description = t({ id: 'dashboard.page.description', message: 'Your team at a glance' });
  usePageMeta(title, description);
  const session = useSession();
  const query = useDashboard();
  const clockChanged = useClockChanged();
  const data = query.data;
  const loading = query.isPending;
  // Skeletons only when the dashboard takes a while: on a cold load its answer is on its way with the page.
  const slow = useAfterDelay(loading, SKELETON_DELAY_MS);

  useEffect(() => {
    if (query.error) console.error('Failed to load the dashboard', query.error);
  }, [query.error]);

  return (
    <>
      <PageHeader title={title} description={description} />
      {loading && !slow ? (
        <div className="min-h-96" aria-busy="true" />
      ) : (
        <div className="space-y-6">
          <div className="grid gap-6 lg:grid-cols-2">
            <HolidayAllowanceCard summary={{ data: data?.allowance, pending: loading }} />
            <LiveClockCard clock={{ data: data?.clock, pending: loading }} onChange={clockChanged} />
          </div>
          <StatCards stats={data?.stats} loading={loading} />
          {data && <OverdueReviews items={data.overdue} total={data.stats.overdueReviews} />}
          {data && showGettingStarted(data.stats.totalEmployees) ? (
            <>
              <GettingStarted canInvite={session.isAdmin} />
              <SampleDataOffer />
            </>
          ) : (
            <div className="grid gap-6 lg:grid-cols-2">
              <RecentAbsences
                absences={data?.recentAbsences}
                loading={loading}
                ownOnly={session.isEmployee}
              />
              <TeamPresence presence={data?.presence} loading={loading} />
            </div>
          )}
        </div>
      )}
    </>
  );
}
