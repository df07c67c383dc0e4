// @vitest-environment happy-dom
import type { TeamTimesheetMember } from '@domain/contracts/timesheets';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { renderApp, stub } from '@/test/render-app';
import { TeamTimesheets } from './team-timesheets';

const member = (email: string, totalHours: number, hoursToDate: number, id: string): TeamTimesheetMember => ({
  id,
  firstName: email.split('@')[0]!,
  lastName: 'Tester',
  email,
  role: 'employee',
  avatarUrl: null,
  summary: {
    workingDays: 21,
    coveredDays: 21,
    absenceDays: 0,
    daysWorked: 21,
    totalHours,
    expectedHours: 168,
    variance: totalHours - 168,
    averageHoursPerDay: 6,
    completion: 100,
  },
  hoursToDate,
  status: null,
  rejectedReason: null,
  pendingCorrections: 0,
  canDecide: true,
  former: false,
});

describe('Team Timesheets', () => {
  it("says how many of the month's hours are to date when days after today are filled in (Reports counts those)", async () => {
    // Issue 17: November bulk-applied to its end, 126 h; Reports (up to today) said 105 h.
    renderApp(<TeamTimesheets month="2026-11" onMonthChange={() => {}} />, {
      now: '2026-11-24T10:00:00Z',
      stubs: [
        stub(endpoints.listTeamTimesheets, () => ({
          month: '2026-11',
          counts: { totalEmployees: 2, approved: 0, pendingReview: 0, draftOrRejected: 2 },
          members: [
            member('ahead@acme.test', 126, 105, '6f1d2c3b-4a5e-4f60-8a7b-1c2d3e4f5a6b'),
            member('daily@acme.test', 105, 105, '7a2e3d4c-5b6f-4071-9b8c-2d3e4f5a6b7c'),
          ],
        })),
      ],
    });
    const ahead = await screen.findByText('ahead@acme.test');
    const aheadRow = ahead.closest('li')!;
    expect(aheadRow.textContent).toContain('126.0h of 168.0h');
    expect(aheadRow.textContent).toContain('105.0h to date');
    const dailyRow = screen.getByText('daily@acme.test').closest('li')!;
    expect(dailyRow.textContent).toContain('105.0h of 168.0h');
    expect(dailyRow.textContent).not.toContain('to date');
  });
});
