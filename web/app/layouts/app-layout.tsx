import { effectiveLocale } from '@domain/i18n/locales';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { Spinner } from '@/components/ui/spinner';
import { useSignOut } from '@/features/auth/api/use-sign-out';
import { useSendUnsentChoice } from '@/features/consent/api/consents';
import { sampleDataQuery } from '@/features/sample-data/api/sample-data';
import { SampleDataBanner } from '@/features/sample-data/components/sample-data-banner';
import { errorMessage } from '@/lib/api-client';
import { rememberLocale, switchLocale } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { rememberSignedIn } from '@/lib/signed-in-hint';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { NoCompany } from './no-company';

/**
 * The authenticated area: signed-out visitors go to /auth (and come back after signing in), a profile
 * without company sees Access Revoked, everyone else gets the shell.
 */
export function AppLayout() {
  const session = useSession();
  const location = useLocation();
  const signOut = useSignOutFlow();
  const signedIn = session.status === 'signedIn';
  // The public pages read this hint instead of asking the API (a visitor's request earns a 401).
  useEffect(() => {
    if (session.status !== 'loading') rememberSignedIn(signedIn);
  }, [session.status, signedIn]);
  useSendUnsentChoice(signedIn);
  // The signed-in person's language (their own, else their company's) replaces the device's guess.
  const me = session.status === 'signedIn' ? session.me : null;
  const locale = me ? effectiveLocale(me.profile?.language, me.company?.language) : null;
  useEffect(() => {
    if (!locale) return;
    rememberLocale(locale);
    void switchLocale(locale);
  }, [locale]);

  // The sample-data banner sits above the screen: the shell waits for its answer (asked with the session from the
  // page's start, web/app/boot-requests.ts) rather than push the screen down when it comes (a layout shift).
  const banner = useQuery({ ...sampleDataQuery(), enabled: Boolean(me?.company) });
  if (session.status === 'loading' || (banner.isPending && banner.fetchStatus !== 'idle'))
    return <FullPageSpinner />;
  if (session.status === 'signedOut') {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth?redirect=${encodeURIComponent(back)}`} replace />;
  }
  const person = session.me;
  if (!person.profile?.companyId || !person.company) {
    return <NoCompany email={person.user.email} onSignOut={signOut.run} signingOut={signOut.pending} />;
  }

  return (
    // No TooltipProvider here: each Tooltip brings its own (components/ui/tooltip.tsx), and the sidebar's load
    // with their chunk (components/ui/sidebar.tsx).
    <SidebarProvider>
      <AppSidebar me={person} onSignOut={signOut.run} />
      <SidebarInset>
        <AppHeader me={person} onSignOut={signOut.run} />
        <SampleDataBanner />
        <div className="flex-1 p-4 md:p-6">
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}

export function useSignOutFlow() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { t } = useLingui();
  return {
    pending: signOut.isPending,
    run: async () => {
      try {
        await signOut.mutateAsync();
        rememberSignedIn(false);
        toast.success(t({ id: 'shell.signOut.done', message: 'Signed out' }), {
          description: t({
            id: 'shell.signOut.doneDetail',
            message: 'You have been successfully signed out.',
          }),
        });
        navigate('/auth', { replace: true });
      } catch (e) {
        toast.error(t({ id: 'shell.signOut.failed', message: 'Sign out failed' }), {
          description: errorMessage(
            e,
            t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
          ),
        });
      }
    },
  };
}

function FullPageSpinner() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-[50svh] items-center justify-center">
      <Spinner className="size-6" label={t({ id: 'common.loading', message: 'Loading' })} />
    </div>
  );
}

/** Admin-only pages: others are sent to the dashboard (the API refuses them too). */
export function RequireAdmin({ children }: { children: React.ReactNode }) {
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  if (!session.isAdmin) return <Navigate to="/app/dashboard" replace />;
  return <>{children}</>;
}
