import { PageHeader } from '@/components/page-header';
import { HowItWorks } from '@/features/invitations/components/how-it-works';
import { InvitationsList } from '@/features/invitations/components/invitations-list';
import { NewInvitationDialog } from '@/features/invitations/components/new-invitation-dialog';
import { SubscriptionStatusCard } from '@/features/invitations/components/subscription-status-card';
import { usePageMeta } from '@/lib/page-meta';
import { RequireAdmin } from '../../layouts/app-layout';

export function InvitationsPage() {
  usePageMeta('Employee Invitations', 'Invite people to join your company');
  return (
    <RequireAdmin>
      <PageHeader
        title="Employee Invitations"
        description="Invite people to join your company"
        actions={<NewInvitationDialog />}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <InvitationsList />
        </div>
        <div className="min-w-0 space-y-6">
          <SubscriptionStatusCard />
          <HowItWorks />
        </div>
      </div>
    </RequireAdmin>
  );
}
