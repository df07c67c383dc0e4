import { NotYetAvailable } from '@/components/not-yet-available';
import { RequireAdmin } from '../../layouts/app-layout';

export function SettingsPage() {
  return (
    <RequireAdmin>
      <NotYetAvailable
        title="Company Settings"
        description="Manage your company, team, holidays, privacy and billing"
        planned={[
          'Rename your company and upload its logo',
          'Set roles, hours and holiday allowances',
          'Choose your bank-holiday region',
        ]}
      />
    </RequireAdmin>
  );
}
