import type { Absence } from '@domain/contracts/absences';
import { displayName } from '@domain/people';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useMyAbsences } from '@/features/absences/api/absences';
import {
  AbsenceRequestForm,
  usePrefetchAbsenceForms,
} from '@/features/absences/components/absence-forms-lazy';
import { AbsenceList } from '@/features/absences/components/absence-list';
import { AllowancePanel, UpcomingHolidays } from '@/features/absences/components/allowance-panel';
import { CalendarFeedCard } from '@/features/absences/components/calendar-feed-card';
import { RecordAbsenceButton } from '@/features/absences/components/member-absences';
import { PendingApprovals } from '@/features/absences/components/pending-approvals';
import { teamDirectoryQueryOptions } from '@/features/team/api/team';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';

export function AbsencesPage() {
  const { t } = useLingui();
  const title = t({ id: 'absences.page.title', message: 'Absences' });
  const description = t({
    id: 'absences.page.description',
    message: 'Manage vacation requests and time off',
  });
  usePageMeta(title, description);
  const session = useSession();
  const mine = useMyAbsences();
  usePrefetchAbsenceForms();
  // Admins and managers record absences for the people of the company.
  const directory = useQuery({
    ...teamDirectoryQueryOptions(),
    enabled: session.isAdmin || session.isManager,
  });
  const people = (directory.data?.members ?? []).map((m) => ({ id: m.id, name: displayName(m) }));
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Absence | null>(null);
  const closeForm = () => {
    setFormOpen(false);
    setEditing(null);
  };

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            {(session.isAdmin || session.isManager) && session.me && (
              <RecordAbsenceButton people={people} currentUserId={session.me.user.id} />
            )}
            <Button
              onClick={() => (formOpen ? closeForm() : setFormOpen(true))}
              aria-expanded={formOpen}
              variant={formOpen ? 'outline' : 'default'}
            >
              {formOpen ? <XIcon aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
              <Trans id="absences.page.requestTimeOff">Request Time Off</Trans>
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {formOpen && (
            <AbsenceRequestForm
              key={editing?.id ?? 'new'}
              editing={editing}
              approvedOnSubmission={mine.data?.approvedOnSubmission ?? false}
              onDone={closeForm}
            />
          )}
          {(session.isAdmin || session.isManager) && <PendingApprovals isAdmin={session.isAdmin} />}
          <AbsenceList
            onEdit={(absence) => {
              setEditing(absence);
              setFormOpen(true);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </div>
        <aside
          className="min-w-0 space-y-6"
          aria-label={t({ id: 'absences.page.aside', message: 'Your allowance and holidays' })}
        >
          <AllowancePanel />
          <UpcomingHolidays />
          <CalendarFeedCard />
        </aside>
      </div>
    </>
  );
}
