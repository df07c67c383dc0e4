// What the bench measures: the API requests each screen makes when it opens (checked in Chromium against the
// production build: the page's GET /api/* requests), the sign-in, and two baselines. A new screen, or the
// dashboard's one request when it lands, is one line here.
import { BENCH_PASSWORD, type MEASURED } from './seed';

export type Who = keyof typeof MEASURED;

export interface Endpoint {
  /** The screen that asks for it when it opens; '' for the baselines and the sign-in. */
  screen: string;
  path: string;
  /** Whose session it runs with (the measured company's admin or employee); null: no session. */
  as: Who | null;
  kind: 'screen' | 'constant' | 'one-row' | 'sign-in';
  method?: 'GET' | 'POST';
  body?: unknown;
  /** A main read: repeated on the 10× smaller database for the latency ratio. */
  main?: boolean;
}

/**
 * `month` is a complete month with data (the previous one), `today` the date the page would ask from.
 *
 * Baselines: `GET /api/health` answers a constant (public, no session, no I/O). `GET /api/company/holiday-region`
 * reads one row by primary key (the company's country, region and time zone, which Settings → Preferences
 * shows) behind the same session resolution and member check as every screen request, so the ratio of a
 * screen to it is the price of what the screen itself reads, not of being signed in.
 */
export function endpoints({ month, today, nextYear }: { month: string; today: string; nextYear: string }) {
  const list: Endpoint[] = [
    { screen: '', kind: 'constant', as: null, path: '/api/health' },
    { screen: '', kind: 'one-row', as: 'admin', path: '/api/company/holiday-region' },
    { screen: 'every page', kind: 'screen', as: 'employee', path: '/api/me' },
    // Dashboard: until its one request lands (issue 8), what the page asks for today (me, clock, allowance).
    // When it does, this line is the whole change:
    // { screen: 'Dashboard', kind: 'screen', as: 'employee', path: '/api/dashboard', main: true },
    { screen: 'Dashboard, Time Tracking', kind: 'screen', as: 'employee', path: '/api/time-entries/clock' },
    {
      screen: 'Dashboard, Absences',
      kind: 'screen',
      as: 'employee',
      path: '/api/absences/allowance',
      main: true,
    },
    {
      screen: 'Time Tracking',
      kind: 'screen',
      as: 'employee',
      path: `/api/time-entries/month?month=${month}`,
      main: true,
    },
    {
      screen: 'Team Overview',
      kind: 'screen',
      as: 'employee',
      path: `/api/schedule?month=${month}`,
      main: true,
    },
    { screen: 'Team Overview', kind: 'screen', as: 'employee', path: '/api/team' },
    {
      screen: 'Team Timesheets',
      kind: 'screen',
      as: 'admin',
      path: `/api/team-timesheets?month=${month}`,
      main: true,
    },
    { screen: 'Absences', kind: 'screen', as: 'employee', path: '/api/absences/mine', main: true },
    { screen: 'Absences', kind: 'screen', as: 'admin', path: '/api/absences/pending', main: true },
    {
      screen: 'Absences',
      kind: 'screen',
      as: 'employee',
      path: `/api/holidays?from=${today}&to=${nextYear}`,
    },
    { screen: 'Absences', kind: 'screen', as: 'employee', path: '/api/calendar-feed' },
    { screen: 'Invitations', kind: 'screen', as: 'admin', path: '/api/invitations', main: true },
    { screen: 'Invitations, Settings', kind: 'screen', as: 'admin', path: '/api/billing/subscription' },
    { screen: 'Settings', kind: 'screen', as: 'admin', path: '/api/company', main: true },
    { screen: 'Account', kind: 'screen', as: 'employee', path: '/api/profile/sessions' },
    {
      screen: '',
      kind: 'sign-in',
      as: null,
      method: 'POST',
      path: '/api/auth/sign-in/email',
      // Its own person, so the thousands of sessions it creates do not sit beside the measured ones.
      body: { email: 'p6.c1@bench.test', password: BENCH_PASSWORD },
    },
  ];
  return list;
}

export const label = (e: Endpoint) => `${e.method ?? 'GET'} ${e.path.replace(/\?.*/, '')}`;
