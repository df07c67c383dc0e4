// @vitest-environment happy-dom
import type { ClockStatus } from '@domain/contracts/time-entries';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { findToast, renderApp, stub } from '@/test/render-app';
import { LiveClockCard } from './live-clock';

const TODAY = '2026-03-16';

const status = (overrides: Partial<ClockStatus> = {}): ClockStatus => ({
  state: 'clocked_out',
  entry: null,
  todayHours: 0,
  todayPeriods: [],
  today: TODAY,
  timeZone: 'Europe/Madrid',
  ...overrides,
});

describe('LiveClockCard', () => {
  it('after a clock-out shows today’s periods and offers Clock In Again, which starts a new period', async () => {
    const get = stub(endpoints.getClockStatus, () =>
      status({ todayHours: 5, todayPeriods: ['09:00–14:00'] }),
    );
    const act = stub(endpoints.recordClockAction, () =>
      status({ todayHours: 5, todayPeriods: ['09:00–14:00'], state: 'working' }),
    );
    const { user } = renderApp(<LiveClockCard />, { stubs: [get, act] });
    expect(await screen.findByText('Clocked out. Today: 09:00–14:00 (5.00h).')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clock In Again' }));
    await findToast('Clocked In');
    expect(act.calls.map((c) => c.body)).toEqual([{ action: 'clock_in' }]);
  });

  it('clocking out of the second period adds the day up: 5 h + 3.5 h = 8.5 h', async () => {
    const running = status({
      state: 'working',
      todayHours: 5,
      todayPeriods: ['09:00–14:00'],
      entry: {
        id: '00000000-0000-4000-8000-0000000000e2',
        userId: '00000000-0000-4000-8000-000000000001',
        date: TODAY,
        clockIn: `${TODAY}T17:00`,
        clockOut: null,
        breaks: [{ start: `${TODAY}T18:00`, end: `${TODAY}T18:15` }],
        clockInAt: '2026-03-16T16:00:00.000Z',
        breakStartAt: null,
        totalHours: null,
        breakHours: 0.25,
        notes: null,
        warnings: [],
      },
    });
    const get = stub(endpoints.getClockStatus, () => running);
    const after = status({ todayHours: 8.5, todayPeriods: ['09:00–14:00', '17:00–20:30'] });
    const act = stub(endpoints.recordClockAction, () => after);
    const { user } = renderApp(<LiveClockCard />, { stubs: [get, act] });
    expect(await screen.findByText('Working since 17:00')).toBeTruthy();
    // Breaks come one after another: Start Break is offered again after one ended.
    expect(screen.getByRole('button', { name: 'Start Break' })).toBeTruthy();
    get.reply(() => after);
    await user.click(screen.getByRole('button', { name: 'Clock Out' }));
    await findToast('Clocked Out', '8.50 hours today.');
    expect(await screen.findByText('Clocked out. Today: 09:00–14:00, 17:00–20:30 (8.50h).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clock In Again' })).toBeTruthy();
  });
});
