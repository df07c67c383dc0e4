import { NotYetAvailable } from '@/components/not-yet-available';
import { RequireAdmin } from '../../layouts/app-layout';

export function TeamTimesheetsPage() {
  return (
    <RequireAdmin>
      <NotYetAvailable
        title="Team Timesheets"
        description="Review and export your team's monthly timesheets"
        planned={['Approve or reject submitted timesheets', 'Export timesheets as CSV, Excel or PDF']}
      />
    </RequireAdmin>
  );
}
