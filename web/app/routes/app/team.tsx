import { PageHeader } from '@/components/page-header';
import { TeamOverview } from '@/features/schedule/components/team-overview';
import { TeamMembersList } from '@/features/team/components/team-members-list';
import { usePageMeta } from '@/lib/page-meta';

/** Everyone's team page: the schedule (grid and calendar) of spec 2.11 and 2.10, then the members list. */
export function TeamPage() {
  usePageMeta('Team Overview', 'View team members and their schedules');
  return (
    <>
      <PageHeader title="Team Overview" description="View team members and their schedules" />
      <div className="space-y-6">
        <TeamOverview />
        <TeamMembersList />
      </div>
    </>
  );
}
