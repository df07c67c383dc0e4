import { PageHeader } from '@/components/page-header';
import { TeamMembersList } from '@/features/team/components/team-members-list';
import { usePageMeta } from '@/lib/page-meta';

/** Everyone's team page. The team schedule (Team Overview) joins the members list here. */
export function TeamPage() {
  usePageMeta('Team', 'Everyone in your company and their role');
  return (
    <>
      <PageHeader title="Team" description="Everyone in your company and their role" />
      <div className="space-y-6">
        <TeamMembersList />
      </div>
    </>
  );
}
