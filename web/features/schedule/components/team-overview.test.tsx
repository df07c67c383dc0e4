// @vitest-environment happy-dom
import { eachDay, monthRange } from '@domain/calendar';
import type { Schedule } from '@domain/contracts/schedule';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { chooseOption } from '@/test/interactions';
import { renderApp, stub } from '@/test/render-app';
import { COMPACT_KEY } from '../hooks/use-schedule-view';
import { TeamOverview } from './team-overview';

const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const people = [
  { n: 1, firstName: 'Àngela', lastName: 'Puig', role: 'admin' as const },
  { n: 2, firstName: 'Bruno', lastName: 'Costa', role: 'manager' as const },
  { n: 3, firstName: 'Carla', lastName: 'Soler', role: 'employee' as const },
  { n: 4, firstName: 'Dani', lastName: 'Vidal', role: 'employee' as const },
];

/** A month as the server sends it: everyone Monday to Friday 8 h, Carla's pending vacation on 1–2 Dec. */
function month(m: string): Schedule {
  const { start, end } = monthRange(m);
  const dates = eachDay(start, end);
  return {
    month: m,
    today: '2026-12-02',
    country: 'ES',
    region: 'barcelona',
    days: dates.map((date) => ({ date, holiday: null })),
    members: people.map((p) => ({
      id: id(p.n),
      firstName: p.firstName,
      lastName: p.lastName,
      email: `${p.firstName.toLowerCase()}@acme.test`,
      role: p.role,
      avatarUrl: null,
      absences:
        p.n === 3 && m === '2026-12'
          ? [
              {
                id: id(10),
                absenceType: 'vacation' as const,
                startDate: '2026-12-01',
                endDate: '2026-12-02',
                halfDayStart: false,
                halfDayEnd: false,
                hours: null,
                status: 'pending' as const,
              },
            ]
          : [],
      scheduledHours: dates.map((d) => ([0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()) ? 0 : 8)),
    })),
  };
}

const schedule = () => stub(endpoints.getSchedule, ({ query }) => month(query.month!));
const NOW = '2026-12-02T10:00:00';
const rows = () =>
  within(screen.getByRole('region', { name: /^Team schedule/ }))
    .getAllByRole('row')
    .slice(1);

afterEach(() => localStorage.clear());

describe('Team Overview', () => {
  it('filters the rows by person (accents and case aside) and by role', async () => {
    const { user } = renderApp(<TeamOverview />, { stubs: [schedule()], now: NOW });
    await screen.findByRole('region', { name: 'Team schedule, December 2026' });
    expect(rows()).toHaveLength(4);

    await user.type(screen.getByLabelText('Filter by person'), 'angela');
    expect(rows().map((r) => r.getAttribute('data-member'))).toEqual([id(1)]);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 4 people');

    await user.clear(screen.getByLabelText('Filter by person'));
    await chooseOption(user, 'Role', 'Employee');
    expect(rows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      expect.stringContaining('Carla Soler'),
      expect.stringContaining('Dani Vidal'),
    ]);
    await user.type(screen.getByLabelText('Filter by person'), 'bruno');
    expect(screen.getByText('No one matches the filter.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Team schedule/ })).toBeNull();
  });

  it('shows a pending request hatched, with "pending approval" in its accessible text', async () => {
    renderApp(<TeamOverview />, { stubs: [schedule()], now: NOW });
    await screen.findByRole('region', { name: 'Team schedule, December 2026' });
    const carla = rows()[2]!;
    const cells = carla.querySelectorAll('td[data-pending]');
    expect(cells).toHaveLength(2); // Tuesday 1 and Wednesday 2 December
    expect(cells[0]!.textContent).toBe('Vacation (pending approval)');
    expect(cells[0]!.className).toContain('repeating-linear-gradient');
    expect(within(screen.getByRole('list', { name: 'Legend' })).getByText('Pending request')).toBeTruthy();
  });

  it('shows a week across two months from both (Monday to Sunday), and moves by weeks', async () => {
    const api = schedule();
    const { user } = renderApp(<TeamOverview />, { stubs: [api], now: NOW });
    await screen.findByRole('region', { name: 'Team schedule, December 2026' });
    await user.click(screen.getByRole('button', { name: 'Week' }));
    const grid = await screen.findByRole('region', { name: 'Team schedule, Week of Nov 30, 2026' });
    const headers = within(grid).getAllByRole('columnheader').slice(1);
    expect(headers.map((h) => h.getAttribute('data-date'))).toEqual(eachDay('2026-11-30', '2026-12-06'));
    expect(api.calls.map((c) => c.query.month).sort()).toEqual(['2026-11', '2026-12']);
    expect(headers[2]!.getAttribute('aria-current')).toBe('date');

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    const next = await screen.findByRole('region', { name: 'Team schedule, Week of Dec 07, 2026' });
    expect(within(next).getAllByRole('columnheader')).toHaveLength(8);
  });

  it('remembers compact mode in this browser: initials and narrow days, names still read', async () => {
    const first = renderApp(<TeamOverview />, { stubs: [schedule()], now: NOW });
    await screen.findByRole('region', { name: 'Team schedule, December 2026' });
    expect(rows()[0]!.textContent).toContain('admin');
    await first.user.click(screen.getByRole('switch', { name: 'Compact' }));
    const grid = screen.getByRole('region', { name: 'Team schedule, December 2026' });
    expect(grid.getAttribute('data-compact')).toBe('true');
    expect(localStorage.getItem(COMPACT_KEY)).toBe('true');
    // The visible text is the initials; the row's name is still the whole name.
    expect(within(grid).getByRole('row', { name: /Àngela Puig/ })).toBeTruthy();
    first.unmount();

    renderApp(<TeamOverview />, { stubs: [schedule()], now: NOW });
    const again = await screen.findByRole('region', { name: 'Team schedule, December 2026' });
    await waitFor(() => expect(again.getAttribute('data-compact')).toBe('true'));
    expect(screen.getByRole('switch', { name: 'Compact' }).getAttribute('aria-checked')).toBe('true');
  });
});
