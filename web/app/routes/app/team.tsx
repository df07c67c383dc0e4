import { PageHeader } from '@/components/page-header';
import { TeamOverview } from '@/features/schedule/components/team-overview';
import { usePageMeta } from '@/lib/page-meta';

export function TeamPage() {
  usePageMeta('Team Overview', 'View team members and their schedules');
  return (
    <>
      <PageHeader title="Team Overview" description="View team members and their schedules" />
      <TeamOverview />
    </>
  );
}
