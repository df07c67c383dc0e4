// What the bench measures: the API requests each screen makes when it opens (checked in Chromium against the
// production build on every run: screens.ts lists the page's GET /api/* requests and the bench fails when one
// is missing here), the sign-in, and two baselines. A new screen is one line here.
import { BENCH_PASSWORD, type MEASURED } from './seed';

export type Who = keyof typeof MEASURED;

export interface Endpoint {
  /** The screen that asks for it when it opens; '' for the baselines and the sign-in. */
  screen: string;
  path: string;
  /** Whose session it runs with (the measured company's admin or employee); null: no session. */
  as: Who | null;
  /** `no-session-row`: the plain Fastify + pg server's one row (plain-server.ts), not the app. */
  kind: 'screen' | 'constant' | 'one-row' | 'no-session-row' | 'sign-in';
  method?: 'GET' | 'POST';
  body?: unknown;
  /** A main read: repeated on the 10× smaller database for the latency ratio. */
  main?: boolean;
  /** Tells two measurements of one path apart (the dashboard of an employee and of an admin). */
  tag?: string;
  /**
   * The issue's own budget for this request (p99 at one connection: the issues name no concurrency, so it is
   * the request's own latency; issue 9's 25 ms at 16 connections applies to every screen request besides).
   */
  budget?: { p99Ms: number; issue: number };
}

/**
 * `month` is a complete month of 31 days with data, `today` the date the pages ask from.
 *
 * Baselines: `GET /api/health` answers a constant (public, no session, no I/O). `GET /api/company/holiday-region`
 * reads one row by primary key (the company's country, region and time zone, which Settings → Preferences
 * shows) behind the same session resolution and member check as every screen request, so the ratio of a
 * screen to it is the price of what the screen itself reads, not of being signed in. The third (issue 16) reads
 * the same row from a plain Fastify server with no session and the same pool (plain-server.ts): the physical
 * limit beside us, so the ratio of a request to it is everything Plantel adds.
 */
export function endpoints({ month, today, nextYear }: { month: string; today: string; nextYear: string }) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const monthEnd = `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
  const list: Endpoint[] = [
    { screen: '', kind: 'constant', as: null, path: '/api/health' },
    { screen: '', kind: 'one-row', as: 'admin', path: '/api/company/holiday-region' },
    { screen: '', kind: 'no-session-row', as: null, path: '/api/company/holiday-region', tag: 'no session' },
    { screen: 'every page', kind: 'screen', as: 'employee', path: '/api/me' },
    // The sample-data banner's question, asked beside /api/me on every /app page (and preloaded by the HTML).
    { screen: 'every page', kind: 'screen', as: 'admin', path: '/api/sample-data' },
    // The dashboard is one request (issue 8), different for an employee (own figures) and an admin (the team's).
    {
      screen: 'Dashboard',
      kind: 'screen',
      as: 'employee',
      tag: 'employee',
      path: '/api/dashboard',
      main: true,
      budget: { p99Ms: 15, issue: 8 },
    },
    {
      screen: 'Dashboard',
      kind: 'screen',
      as: 'admin',
      tag: 'admin',
      path: '/api/dashboard',
      main: true,
      budget: { p99Ms: 15, issue: 8 },
    },
    { screen: 'Time Tracking', kind: 'screen', as: 'employee', path: '/api/time-entries/clock' },
    {
      screen: 'Time Tracking',
      kind: 'screen',
      as: 'employee',
      path: `/api/time-entries/month?month=${month}`,
      main: true,
      budget: { p99Ms: 15, issue: 7 },
    },
    {
      screen: 'Team Overview',
      kind: 'screen',
      as: 'employee',
      path: `/api/schedule?month=${month}`,
      main: true,
      budget: { p99Ms: 20, issue: 6 },
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
    { screen: 'Absences', kind: 'screen', as: 'employee', path: '/api/absences/allowance', main: true },
    { screen: 'Absences', kind: 'screen', as: 'admin', path: '/api/absences/pending', main: true },
    {
      screen: 'Absences',
      kind: 'screen',
      as: 'employee',
      path: `/api/holidays?from=${today}&to=${nextYear}`,
    },
    { screen: 'Absences', kind: 'screen', as: 'employee', path: '/api/calendar-feed' },
    // Reports open on the current month; a whole year is one of the heavy requests (writes.ts).
    {
      screen: 'Reports',
      kind: 'screen',
      as: 'admin',
      path: `/api/reports?from=${month}-01&to=${monthEnd}`,
      main: true,
    },
    { screen: 'Invitations', kind: 'screen', as: 'admin', path: '/api/invitations', main: true },
    { screen: 'Invitations, Settings', kind: 'screen', as: 'admin', path: '/api/billing/subscription' },
    { screen: 'Settings', kind: 'screen', as: 'admin', path: '/api/company', main: true },
    { screen: 'Settings', kind: 'screen', as: 'admin', path: '/api/work-schedules/company' },
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

export const label = (e: Endpoint) =>
  `${e.method ?? 'GET'} ${e.path.replace(/\?.*/, '')}${e.tag ? ` (${e.tag})` : ''}`;
