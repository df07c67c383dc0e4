import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { apiUrl } from '@/lib/api-client';
import { bootRequests } from './boot-requests';

const me = apiUrl(endpoints.getMe);
const banner = apiUrl(endpoints.getSampleData);
const dashboard = apiUrl(endpoints.getDashboard);

describe('bootRequests', () => {
  // 2026-03-31 23:30 local time: the device's month is March whatever UTC says.
  const now = new Date(2026, 2, 31, 23, 30);

  it('asks for the session, the banner and the screen of the page opened', () => {
    expect(bootRequests('/app/dashboard', true, now)).toEqual([me, banner, dashboard]);
    expect(bootRequests('/app/', true, now)).toEqual([me, banner, dashboard]);
    expect(bootRequests('/app/team', true, now)).toEqual([
      me,
      banner,
      apiUrl(endpoints.getSchedule, { query: { month: '2026-03' } }),
    ]);
  });

  it('asks only for the session on a page whose request it does not know', () => {
    expect(bootRequests('/app/settings', true, now)).toEqual([me, banner]);
  });

  it('asks a browser that was not signed in only who it is', () => {
    expect(bootRequests('/app/dashboard', false, now)).toEqual([me]);
  });

  it('asks nothing outside the app', () => {
    expect(bootRequests('/auth', true, now)).toEqual([]);
    expect(bootRequests('/join/abc', true, now)).toEqual([]);
    expect(bootRequests('/application', true, now)).toEqual([]);
  });
});
