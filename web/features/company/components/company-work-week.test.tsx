// @vitest-environment happy-dom
import type { CompanyWorkSchedule } from '@domain/contracts/work-schedules';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { pickDate } from '@/test/interactions';
import { findToast, renderApp, stub } from '@/test/render-app';
import { CompanyWorkWeek } from './company-work-week';

const week = (overrides: Partial<CompanyWorkSchedule> = {}): CompanyWorkSchedule => ({
  current: [8, 8, 8, 8, 8, 0, 0],
  history: [],
  earliestStart: null,
  suggestedStart: '2026-11-01',
  ...overrides,
});

describe('CompanyWorkWeek (Settings → Company)', () => {
  it('changes the default week from a chosen date', async () => {
    let current = week();
    const read = stub(endpoints.getCompanyWorkSchedule, () => current);
    const update = stub(endpoints.setCompanyWorkSchedule, ({ body }) => {
      current = week({ current: body.hours, history: [{ startsOn: body.startsOn, hours: body.hours }] });
      return current;
    });
    const { user } = renderApp(<CompanyWorkWeek />, {
      stubs: [read, update],
      now: '2026-11-24T10:00:00Z',
    });
    const friday = await screen.findByLabelText('Hours on Friday');
    expect(screen.getByText('40 h')).toBeTruthy();
    await user.clear(friday);
    await user.type(friday, '4.5');
    // 4 × 8 + 4.5 = 36.5.
    expect(screen.getByText('36.5 h')).toBeTruthy();
    await pickDate(user, 'Starts on', '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Work schedule updated successfully');
    expect(update.calls[0]?.body).toEqual({ hours: [8, 8, 8, 8, 4.5, 0, 0], startsOn: '2026-12-01' });
  });

  it('says when a day has more than 24 hours', async () => {
    const update = stub(endpoints.setCompanyWorkSchedule, () => week());
    const { user } = renderApp(<CompanyWorkWeek />, {
      stubs: [stub(endpoints.getCompanyWorkSchedule, () => week()), update],
    });
    const saturday = await screen.findByLabelText('Hours on Saturday');
    await user.clear(saturday);
    await user.type(saturday, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Saturday: enter 0 to 24 hours');
    expect(update.calls).toEqual([]);
  });
});
