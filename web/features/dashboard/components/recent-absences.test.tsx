// @vitest-environment happy-dom
import type { Dashboard, RecentAbsence } from '@domain/contracts/dashboard';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { RecentAbsences } from './recent-absences';
import { StatCards } from './stat-cards';

const recent = (overrides: Partial<RecentAbsence> = {}): RecentAbsence => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia@acme.test',
  absenceType: 'vacation',
  startDate: '2026-05-04',
  endDate: '2026-05-08',
  halfDayStart: false,
  halfDayEnd: false,
  hours: null,
  status: 'approved',
  createdAt: '2026-04-30T09:00:00Z',
  ...overrides,
});

const stats: Dashboard['stats'] = {
  totalEmployees: 12,
  pendingAbsences: 0,
  currentlyWorking: 2,
  overdueReviews: 1,
};

describe('Dashboard cards', () => {
  it('show the spec’s English', () => {
    renderApp(
      <>
        <RecentAbsences
          absences={[
            recent(),
            recent({
              id: '00000000-0000-4000-8000-000000000003',
              absenceType: 'sick_leave',
              startDate: '2026-05-11',
              endDate: '2026-05-11',
              halfDayStart: true,
              status: 'pending',
            }),
          ]}
          loading={false}
          ownOnly={false}
        />
        <StatCards stats={stats} loading={false} />
      </>,
    );
    const list = screen.getByTestId('recent-absences');
    expect(within(list).getByText('Vacation · May 04, 2026 – May 08, 2026')).toBeTruthy();
    expect(within(list).getByText('Sick Leave (AM) · May 11, 2026')).toBeTruthy();
    expect(within(list).getByText('Approved')).toBeTruthy();
    expect(within(list).getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Waiting more than 3 working days')).toBeTruthy();
  });

  it('speak Italian: headings, types, statuses, dates and numbers', () => {
    renderApp(
      <>
        <RecentAbsences
          absences={[
            recent(),
            recent({
              id: '00000000-0000-4000-8000-000000000003',
              absenceType: 'sick_leave',
              startDate: '2026-05-11',
              endDate: '2026-05-11',
              halfDayStart: true,
              status: 'pending',
            }),
          ]}
          loading={false}
          ownOnly={false}
        />
        <StatCards stats={stats} loading={false} />
      </>,
      { locale: 'it' },
    );
    expect(screen.getByRole('heading', { name: 'Richieste di assenza recenti' })).toBeTruthy();
    const list = screen.getByTestId('recent-absences');
    expect(within(list).getByText('Ferie · 4 mag 2026 – 8 mag 2026')).toBeTruthy();
    expect(within(list).getByText('Malattia (mattina) · 11 mag 2026')).toBeTruthy();
    expect(within(list).getByText('Approvata')).toBeTruthy();
    expect(within(list).getByText('In attesa')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai alle assenze' })).toBeTruthy();
    expect(screen.getByText('In attesa da più di 3 giorni lavorativi')).toBeTruthy();
  });
});
