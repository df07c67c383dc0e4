import { Trans, useLingui } from '@lingui/react/macro';
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
            <Trans id="timesheets.adminOnly.denied">Access denied. Admin privileges required.</Trans>
          </p>
        </CardContent>
      </Card>
    );
  }
  return <>{children}</>;
}

export function TeamTimesheetsPage() {
  const { t } = useLingui();
  const title = t({ id: 'timesheets.team.pageTitle', message: 'Team Timesheets' });
  const description = t({
    id: 'timesheets.team.pageDescription',
    message: "Review, approve and export your team's monthly timesheets",
  });
  usePageMeta(title, description);
  const [month, setMonth] = useMonthParam();
  const session = useSession();
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={session.isAdmin ? <BulkExportButton month={month} /> : undefined}
      />
      <AdminOnly>
        <TeamTimesheets month={month} onMonthChange={setMonth} />
      </AdminOnly>
    </>
  );
}
