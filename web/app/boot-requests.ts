import { monthOf } from '@domain/calendar';
import * as endpoints from '@/lib/api/endpoints.gen';
import { apiUrl } from '@/lib/api-client';
import { toIsoDate } from '@/lib/dates';

/**
 * The API reads a page of /app needs to show its content when it is the first page opened, each URL exactly as
 * the page's query asks for it: the session, the shell's sample-data banner and the screen's own request. Only
 * the session for a browser that did not seem signed in last time (a visitor's other reads would earn 401s).
 */
export function bootRequests(pathname: string, signedIn: boolean, now = new Date()): string[] {
  const path = pathname.replace(/\/+$/, '');
  if (path !== '/app' && !path.startsWith('/app/')) return [];
  const me = apiUrl(endpoints.getMe);
  if (!signedIn) return [me];
  const dashboard = apiUrl(endpoints.getDashboard);
  const screen: Record<string, string> = {
    '/app': dashboard,
    '/app/dashboard': dashboard,
    // The month Team Overview opens on (monthOf(localToday())).
    '/app/team': apiUrl(endpoints.getSchedule, { query: { month: monthOf(toIsoDate(now)) } }),
  };
  const data = screen[path];
  return [me, apiUrl(endpoints.getSampleData), ...(data ? [data] : [])];
}
