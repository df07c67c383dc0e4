import { PUBLIC_PATHS } from '@domain/site';
import { useEffect } from 'react';
import { createBrowserRouter, useLocation } from 'react-router';
import { addCatalogs, type CatalogArea, loadArea } from '@/lib/i18n/i18n';
import { RootLayout } from './layouts/root-layout';

/**
 * Route table of the spec. The public pages are a separate, router-less entry (web/site.html, see
 * web/app/site.tsx); /auth and /reset-password load with toasts only
 * (AuthProviders); /app/* and /join load inside AppProviders (query client, toasts).
 */
function LoadDocument() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    window.location.assign(`${pathname}${hash}`);
  }, [pathname, hash]);
  return null;
}

/**
 * What shows while the first page's lazy route modules load: nothing, as before, but said on purpose (without
 * it React Router warns "No `HydrateFallback` element provided" on every page load).
 */
function FirstLoad() {
  return null;
}

// The app document's catalogs: the auth pages', the shell's, the screens' and the other pages' (not the site's).
// The pseudo-locale's catalogs are test-only (web/lib/i18n/pseudo.ts): never among a build's catalogs.
addCatalogs(import.meta.glob(['../locales/*/*.po', '!../locales/*/site*.po', '!../locales/pseudo/*.po']));

/** A route's module and its area's texts (web/lib/i18n), downloaded side by side. */
function withTexts<T>(area: CatalogArea, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadArea(area)]).then(([route]) => route);
}

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: FirstLoad,
    children: [
      // Public pages are separate documents (web/site.html); reaching one from inside the app loads it.
      ...PUBLIC_PATHS.map((path) => ({ path, Component: LoadDocument })),
      {
        lazy: withTexts('auth', () =>
          import('./layouts/auth-providers').then((m) => ({ Component: m.AuthProviders })),
        ),
        children: [
          { path: 'auth', lazy: () => import('./routes/auth').then((m) => ({ Component: m.AuthPage })) },
          {
            path: 'reset-password',
            lazy: () => import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordPage })),
          },
        ],
      },
      {
        // No texts of its own: each page below loads its catalog (the shell's and a screen's, or a page's own).
        lazy: () => import('./layouts/app-providers').then((m) => ({ Component: m.AppProviders })),
        children: [
          {
            path: 'join',
            lazy: withTexts('join', () => import('./routes/join').then((m) => ({ Component: m.JoinPage }))),
          },
          {
            path: 'join/:code',
            lazy: withTexts('join', () => import('./routes/join').then((m) => ({ Component: m.JoinPage }))),
          },
          {
            path: 'unsubscribe',
            lazy: withTexts('unsubscribe', () =>
              import('./routes/unsubscribe').then((m) => ({ Component: m.UnsubscribePage })),
            ),
          },
          {
            path: 'billing/sandbox/checkout/:id',
            lazy: withTexts('sandbox', () =>
              import('./routes/billing/sandbox-checkout').then((m) => ({
                Component: m.SandboxCheckoutRoute,
              })),
            ),
          },
          {
            path: 'billing/sandbox/portal',
            lazy: withTexts('sandbox', () =>
              import('./routes/billing/sandbox-checkout').then((m) => ({ Component: m.SandboxPortalRoute })),
            ),
          },
          {
            path: 'app',
            lazy: withTexts('app', () =>
              import('./layouts/app-layout').then((m) => ({ Component: m.AppLayout })),
            ),
            children: [
              {
                index: true,
                lazy: () => import('./routes/app/index').then((m) => ({ Component: m.AppIndex })),
              },
              {
                path: 'dashboard',
                lazy: withTexts('app-dashboard', () =>
                  import('./routes/app/dashboard').then((m) => ({ Component: m.DashboardPage })),
                ),
              },
              {
                path: 'absences',
                lazy: withTexts('app-absences', () =>
                  import('./routes/app/absences').then((m) => ({ Component: m.AbsencesPage })),
                ),
              },
              {
                path: 'time-tracking',
                lazy: withTexts('app-time', () =>
                  import('./routes/app/time-tracking').then((m) => ({ Component: m.TimeTrackingPage })),
                ),
              },
              {
                path: 'team-timesheets',
                lazy: withTexts('app-time', () =>
                  import('./routes/app/team-timesheets').then((m) => ({ Component: m.TeamTimesheetsPage })),
                ),
              },
              {
                path: 'team-timesheets/:userId',
                lazy: withTexts('app-time', () =>
                  import('./routes/app/team-timesheet-detail').then((m) => ({
                    Component: m.TeamTimesheetDetailPage,
                  })),
                ),
              },
              {
                path: 'reports',
                lazy: withTexts('app-reports', () =>
                  import('./routes/app/reports').then((m) => ({ Component: m.ReportsPage })),
                ),
              },
              {
                path: 'invitations',
                lazy: withTexts('app-admin', () =>
                  import('./routes/app/invitations').then((m) => ({ Component: m.InvitationsPage })),
                ),
              },
              {
                path: 'team',
                lazy: withTexts('app-absences', () =>
                  import('./routes/app/team').then((m) => ({ Component: m.TeamPage })),
                ),
              },
              {
                path: 'settings',
                lazy: withTexts('app-admin', () =>
                  import('./routes/app/settings').then((m) => ({ Component: m.SettingsPage })),
                ),
              },
              {
                path: 'account',
                lazy: withTexts('app-account', () =>
                  import('./routes/app/account').then((m) => ({ Component: m.AccountPage })),
                ),
              },
              {
                path: '*',
                lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundPage })),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: withTexts('auth', () =>
          import('./routes/not-found').then((m) => ({ Component: m.NotFoundPage })),
        ),
      },
    ],
  },
]);
