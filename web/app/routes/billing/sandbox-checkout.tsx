import { useLingui } from '@lingui/react/macro';
import { Navigate, useLocation, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { SandboxCheckoutPage } from '@/features/billing/components/sandbox-checkout';
import { SandboxPortalPage } from '@/features/billing/components/sandbox-portal';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';

/**
 * The sandbox's hosted pages are bound to the admin's session: signed-out visitors sign in first and come
 * back; other roles go to the app (the API refuses them too, and another company's checkout is 404).
 */
function AdminOnly({ children }: { children: React.ReactNode }) {
  const { t } = useLingui();
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') {
    return (
      <div className="flex min-h-svh items-center justify-center">
        <Spinner className="size-6" label={t({ id: 'common.loading', message: 'Loading' })} />
      </div>
    );
  }
  if (session.status === 'signedOut') {
    return <Navigate to={`/auth?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  }
  if (!session.isAdmin) return <Navigate to="/app/dashboard" replace />;
  return <>{children}</>;
}

export function SandboxCheckoutRoute() {
  const { t } = useLingui();
  usePageMeta(
    t({ id: 'billing.sandbox.checkoutPage', message: 'Sandbox Checkout' }),
    t({ id: 'billing.sandbox.checkoutPageDescription', message: 'Pay for your team plan in the sandbox' }),
  );
  const { id = '' } = useParams();
  return (
    <AdminOnly>
      <SandboxCheckoutPage id={id} />
    </AdminOnly>
  );
}

export function SandboxPortalRoute() {
  const { t } = useLingui();
  usePageMeta(
    t({ id: 'billing.sandbox.portalPage', message: 'Sandbox Billing Portal' }),
    t({
      id: 'billing.sandbox.portalPageDescription',
      message: 'Your subscription and invoices in the sandbox',
    }),
  );
  return (
    <AdminOnly>
      <SandboxPortalPage />
    </AdminOnly>
  );
}
