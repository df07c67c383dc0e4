import * as endpoints from '@/lib/api/endpoints.gen';
import { apiUrl } from '@/lib/api-client';

/**
 * This device's month, `yyyy-MM`: the month Team Overview opens on (monthOf(localToday())). Written here, not with
 * those functions: this file is in the entry of every page of the app document, and importing domain/calendar or
 * web/lib/dates put date-fns (`format` and its English locale, ~10 KB gzip) in that entry, /auth included.
 */
function localMonth(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

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
    '/app/team': apiUrl(endpoints.getSchedule, { query: { month: localMonth(now) } }),
  };
  const data = screen[path];
  return [me, apiUrl(endpoints.getSampleData), ...(data ? [data] : [])];
}
