// @vitest-environment happy-dom
import type { Schedule } from '@domain/contracts/schedule';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { ScheduleGrid } from './schedule-grid';
import { ScheduleLegend } from './schedule-legend';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const person = (n: number, firstName: string, absences: Schedule['members'][number]['absences']) => ({
  id: id(n),
  firstName,
  lastName: 'Tester',
  email: `${firstName.toLowerCase()}@example.test`,
  role: 'employee' as const,
  avatarUrl: null,
  absences,
  scheduledHours: [8, 8], // Monday to Friday, 8 h
});
const absence = (n: number, absenceType: 'away' | 'vacation', date: string) => ({
  id: id(n),
  absenceType,
  startDate: date,
  endDate: date,
  halfDayStart: false,
  halfDayEnd: false,
  hours: null,
  status: 'approved' as const,
});

// Monday 14 and Tuesday 15 December 2026, as an employee receives them: a colleague's sick leave is "away".
const schedule: Schedule = {
  month: '2026-12',
  today: '2026-12-14',
  country: 'ES',
  region: 'barcelona',
  days: [
    { date: '2026-12-14', holiday: null },
    { date: '2026-12-15', holiday: null },
  ],
  members: [
    person(1, 'Carla', [absence(3, 'away', '2026-12-14')]),
    person(2, 'Dani', [absence(4, 'vacation', '2026-12-15')]),
  ],
};

describe('Team Overview: a colleague away for a reason the viewer may not see', () => {
  it('shows "Away" in the grid, in its own colour, and explains it in the legend', () => {
    renderApp(
      <>
        <ScheduleLegend />
        <ScheduleGrid schedule={schedule} label="December 2026" />
      </>,
    );
    const carla = screen.getByRole('row', { name: /Carla Tester/ });
    const away = within(carla).getByText('Away');
    expect(away.getAttribute('data-cell')).toBe('away');
    expect(away.className).toContain('border-dashed');
    expect(within(screen.getByRole('row', { name: /Dani Tester/ })).getByText('Vacation')).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Away')).toBeTruthy();
    const grid = screen.getByRole('region', { name: 'Team schedule, December 2026' });
    expect(within(grid).queryByText('Sick Leave')).toBeNull();
  });
});

describe('Team Overview: a cell that opens something', () => {
  it('is a button on an absence, by pointer and keyboard, that reports the person and the day', async () => {
    const onCellClick = vi.fn();
    const { user } = renderApp(
      <ScheduleGrid schedule={schedule} label="December 2026" onCellClick={onCellClick} />,
    );
    const dani = screen.getByRole('row', { name: /Dani Tester/ });
    const vacation = within(dani).getByRole('button', { name: /^Vacation ?, Dani Tester, 2026-12-15$/ });
    await user.click(vacation);
    expect(onCellClick).toHaveBeenLastCalledWith(
      expect.objectContaining({ firstName: 'Dani' }),
      '2026-12-15',
    );
    onCellClick.mockClear();
    vacation.focus();
    await user.keyboard('{Enter}');
    expect(onCellClick).toHaveBeenLastCalledWith(
      expect.objectContaining({ firstName: 'Dani' }),
      '2026-12-15',
    );
    // A working day opens nothing: it is not a button.
    expect(within(dani).getAllByRole('button')).toHaveLength(
      within(dani)
        .getAllByRole('cell')
        .filter((c) => c.dataset.cell === 'vacation').length,
    );
  });

  it('is plain text without a handler', () => {
    renderApp(<ScheduleGrid schedule={schedule} label="December 2026" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('Team Overview in German', () => {
  it('names the weekdays, the types, the roles and the legend in German', () => {
    renderApp(
      <>
        <ScheduleLegend />
        <ScheduleGrid schedule={schedule} label="Dezember 2026" />
      </>,
      { locale: 'de' },
    );
    const grid = screen.getByRole('region', { name: 'Teamplan, Dezember 2026' });
    expect(within(grid).getByRole('columnheader', { name: 'Teammitglied' })).toBeTruthy();
    expect(within(grid).getByText('Mo')).toBeTruthy();
    expect(within(grid).getByText('Di')).toBeTruthy();
    const dani = screen.getByRole('row', { name: /Dani Tester/ });
    expect(within(dani).getByText('Urlaub')).toBeTruthy();
    expect(within(dani).getAllByText('Mitarbeiter/in').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('row', { name: /Carla Tester/ })).getByText('Abwesend')).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Legende' });
    expect(within(legend).getByText('Feiertag')).toBeTruthy();
    expect(within(legend).getByText('Mutterschutz/Elternzeit')).toBeTruthy();
  });
});
