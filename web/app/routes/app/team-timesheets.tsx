import { ShieldAlertIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { BulkExportButton, TeamTimesheets } from '@/features/timesheets/components/team-timesheets';
import { useMonthParam } from '@/features/timesheets/hooks/use-month-param';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';

/** Spec 2.8: admins only; everyone else sees the refusal (the API answers 403 as well). */
export function AdminOnly({ children }: { children: React.ReactNode }) {
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  if (!session.isAdmin) {
    return (
      <Card>
        <CardContent className="flex items-center gap-3">
          <ShieldAlertIcon className="size-6 shrink-0 text-destructive" aria-hidden="true" />
          <p className="font-medium" role="alert">
            Access denied. Admin privileges required.
          </p>
        </CardContent>
      </Card>
    );
  }
  return <>{children}</>;
}

export function TeamTimesheetsPage() {
  usePageMeta('Team Timesheets', "Review, approve and export your team's monthly timesheets");
  const [month, setMonth] = useMonthParam();
  const session = useSession();
  return (
    <>
      <PageHeader
        title="Team Timesheets"
        description="Review, approve and export your team's monthly timesheets"
        actions={session.isAdmin ? <BulkExportButton month={month} /> : undefined}
      />
      <AdminOnly>
        <TeamTimesheets month={month} onMonthChange={setMonth} />
      </AdminOnly>
    </>
  );
}
