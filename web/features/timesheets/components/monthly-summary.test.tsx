// @vitest-environment happy-dom
import type { MonthView, TimeEntry } from '@domain/contracts/time-entries';
import { WARNING_LABELS } from '@domain/work-time-rules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS, monthView } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { useMonthSummary } from '../hooks/use-month-summary';
import { DayList, useDays } from './day-list';
import { MonthlySummaryCard } from './monthly-summary';

function Month({ view }: { view: MonthView }) {
  const summary = useMonthSummary(view);
  const days = useDays(view);
  return (
    <>
      <MonthlySummaryCard view={view} summary={summary} mode="own" />
      <DayList days={days} today={view.today} canOpen={() => false} onOpen={() => {}} label="Days" />
    </>
  );
}

const tile = (label: string) => within(screen.getByTestId('summary-tiles')).getByText(label).nextSibling;

const SNAPSHOT = {
  version: 1 as const,
  // March 2026 as approved: 22 working days, 5.5 of them absent → (22 − 5.5) × 8 = 132 h expected.
  summary: {
    workingDays: 22,
    coveredDays: 22,
    absenceDays: 5.5,
    daysWorked: 16,
    totalHours: 132,
    expectedHours: 132,
    variance: 0,
    averageHoursPerDay: 8.3,
    completion: 100,
  },
  hoursPerDay: 8,
  days: [],
};

const approved = (snapshot: typeof SNAPSHOT | null) =>
  monthView({
    readOnly: true,
    approval: {
      status: 'approved',
      submittedAt: '2026-04-01T08:00:00.000Z',
      approvedAt: '2026-04-02T08:00:00.000Z',
      approvedBy: { id: IDS.member, firstName: 'Marta', lastName: 'Ruiz', email: 'marta@acme.test' },
      rejectedReason: null,
      snapshot,
    },
  });

describe('Monthly Summary of an approved month', () => {
  it('shows the figures frozen with the approval, not the ones the month gives now', async () => {
    // The month view has no entries and no absences: recomputed, March 2026 would expect 22 × 8 = 176 h.
    renderApp(<Month view={approved(SNAPSHOT)} />);
    expect(await screen.findByText(/The figures are those approved/)).toBeTruthy();
    expect(tile('Expected Hours')?.textContent).toBe('132.0h');
    expect(tile('Total Hours')?.textContent).toBe('132.0h');
  });

  it('a month approved before snapshots existed is computed as before, without the sentence', async () => {
    renderApp(<Month view={approved(null)} />);
    expect(await screen.findByText(/Approved by Marta Ruiz/)).toBeTruthy();
    expect(screen.queryByText(/The figures are those approved/)).toBeNull();
    expect(tile('Expected Hours')?.textContent).toBe('176.0h');
  });
});

describe('weekly limits in the day list', () => {
  it('shows the weekly warnings beside the daily ones on the entry they were given', async () => {
    const entry: TimeEntry = {
      id: '00000000-0000-4000-8000-0000000000e1',
      userId: IDS.user,
      date: '2026-03-15',
      clockIn: '2026-03-15T09:00',
      clockOut: '2026-03-15T19:00',
      breaks: [],
      clockInAt: '2026-03-15T08:00:00.000Z',
      breakStartAt: null,
      totalHours: 10,
      breakHours: 0,
      notes: null,
      warnings: ['over_9_hours', 'over_48_hours_average', 'no_weekly_rest'],
    };
    renderApp(<Month view={monthView({ entries: [entry] })} />);
    expect(
      await screen.findByText(
        [
          WARNING_LABELS.over_9_hours,
          WARNING_LABELS.over_48_hours_average,
          WARNING_LABELS.no_weekly_rest,
        ].join(' · '),
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('More than 48 h a week on average over the last 17 weeks', { exact: false }),
    ).toBeTruthy();
  });
});

describe('in another language', () => {
  it('shows the summary and the days in Spanish, with its dates, months and hours', async () => {
    const entry: TimeEntry = {
      id: '00000000-0000-4000-8000-0000000000e2',
      userId: IDS.user,
      date: '2026-03-02',
      clockIn: '2026-03-02T09:00',
      clockOut: '2026-03-02T17:30',
      breaks: [{ start: '2026-03-02T13:00', end: '2026-03-02T13:30' }],
      clockInAt: '2026-03-02T08:00:00.000Z',
      breakStartAt: null,
      totalHours: 8,
      breakHours: 0.5,
      notes: null,
      warnings: ['over_9_hours'],
    };
    renderApp(<Month view={{ ...approved(SNAPSHOT), entries: [entry] }} />, { locale: 'es' });
    expect(await screen.findByRole('heading', { name: 'Resumen mensual' })).toBeTruthy();
    expect(screen.getByTestId('timesheet-status').textContent).toBe('Aprobado');
    expect(screen.getByText('marzo de 2026')).toBeTruthy();
    expect(screen.getByText('Aprobado por Marta Ruiz el 2 abr 2026.')).toBeTruthy();
    expect(tile('Horas previstas')?.textContent).toBe('132,0 h');
    expect(tile('Media de horas/día')?.textContent).toBe('8,3 h');
    expect(tile('Diferencia')?.textContent).toBe('0,0 h');
    const monday = screen.getByText('lun, 2 mar').closest('li')!;
    expect(monday.textContent).toContain('8,00 h');
    expect(monday.textContent).toContain('Más de 9 horas ordinarias');
  });

  it('writes a draft month as German readers do', async () => {
    renderApp(<Month view={monthView()} />, { locale: 'de', now: '2026-03-20T10:00:00Z' });
    expect(await screen.findByRole('heading', { name: 'Monatsübersicht' })).toBeTruthy();
    expect(screen.getByTestId('timesheet-status').textContent).toBe('Entwurf (0\u00a0% vollständig)');
    expect(screen.getByRole('button', { name: /Zur Genehmigung einreichen/ })).toBeTruthy();
    expect(screen.getByText(/^0 von 22 Arbeitstagen erledigt/)).toBeTruthy();
  });
});
