import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/ui/spinner';
import { AccessRevoked } from '@/features/auth/components/access-revoked';
import { usePendingJoin } from '@/features/invitations/api/invitations';
import { JoinNotice } from '@/features/invitations/components/join-notice';

/**
 * A signed-in person without a company: someone who signed up through an invitation and is not in the
 * company yet is told why (or can finish joining); anyone else sees Access Revoked.
 */
export function NoCompany(props: { email: string; onSignOut: () => void; signingOut: boolean }) {
  const join = usePendingJoin();
  const { t } = useLingui();
  if (join.isPending) {
    return (
      <div className="flex min-h-svh items-center justify-center">
        <Spinner className="size-6" label={t({ id: 'common.loading', message: 'Loading' })} />
      </div>
    );
  }
  if (join.data && join.data.status !== 'none') return <JoinNotice join={join.data} {...props} />;
  return <AccessRevoked {...props} />;
}
