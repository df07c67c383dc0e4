// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { me } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { TeamTimesheetDetailPage } from './team-timesheet-detail';

describe('TeamTimesheetDetailPage', () => {
  it('says "Employee not found" for an id that is not a UUID, without asking the API', async () => {
    renderApp([{ path: '/app/team-timesheets/:userId', element: <TeamTimesheetDetailPage /> }], {
      me: me('admin'),
      path: '/app/team-timesheets/not-a-person',
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Employee not found');
    expect(screen.queryByText('Loading the employee…')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toMatch(
      /^\/app\/team-timesheets\?month=/,
    );
  });
});
