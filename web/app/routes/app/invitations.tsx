import { NotYetAvailable } from '@/components/not-yet-available';
import { RequireAdmin } from '../../layouts/app-layout';

export function InvitationsPage() {
  return (
    <RequireAdmin>
      <NotYetAvailable
        title="Employee Invitations"
        description="Invite people to join your company"
        planned={[
          'Invite a colleague by e-mail with a one-time link',
          'See which invitations are active, used or expired',
        ]}
      />
    </RequireAdmin>
  );
}
