import { monthOf } from '@domain/calendar';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { AbsenceDialog, usePrefetchAbsenceForms } from '@/features/absences/components/absence-forms-lazy';
import { useSchedule } from '@/features/schedule/api/schedule';
import { TeamOverview } from '@/features/schedule/components/team-overview';
import { TeamMembersList } from '@/features/team/components/team-members-list';
import { localToday } from '@/lib/dates';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';

/**
 * Everyone's team page: the schedule (grid and calendar) of spec 2.11 and 2.10, then the members list. The list
 * reads the schedule of the month Team Overview opens on (the same cached answer): one request for the page.
 */
export function TeamPage() {
  const { t } = useLingui();
  const title = t({ id: 'team.page.title', message: 'Team Overview' });
  const description = t({ id: 'team.page.description', message: 'View team members and their schedules' });
  usePageMeta(title, description);
  const session = useSession();
  // Admins and managers open a colleague's absence from its cell (spec 6: they edit or cancel it).
  const [shown, setShown] = useState<string | null>(null);
  const canAct = session.isAdmin || session.isManager;
  usePrefetchAbsenceForms();
  const members = useSchedule(monthOf(localToday()));
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="space-y-6">
        <TeamOverview onAbsence={canAct ? setShown : undefined} />
        <TeamMembersList team={members} />
      </div>
      <AbsenceDialog absenceId={shown} onClose={() => setShown(null)} />
    </>
  );
}
