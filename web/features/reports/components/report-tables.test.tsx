// @vitest-environment happy-dom
import type { Report, ReportPerson } from '@domain/contracts/reports';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { AbsenteeismTable, BalancesTable, HoursTable, ReportTiles } from './report-tables';

const byType = (sick: number) => ({
  vacation: 3,
  sick_leave: sick,
  personal_day: 0,
  maternity_leave: 0,
  paternity_leave: 0,
  unpaid_leave: 0,
});

const person: ReportPerson = {
  userId: '6f1d2c3b-4a5e-4f60-8a7b-1c2d3e4f5a6b',
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana@acme.test',
  role: 'employee',
  hoursPerWeek: 40,
  absenteeism: { workingDays: 21, absenceDays: 5.5, unplannedDays: 2.5, rate: 11.9, byType: byType(2.5) },
  hours: {
    expectedHours: 148,
    workedHours: 150.25,
    variance: 2.25,
    overtime: 2.25,
    undertime: 0,
    daysWorked: 19,
  },
  balance: {
    allowance: 23,
    adjustment: 0,
    carriedOver: 2,
    carriedOverExpired: 0.5,
    used: 3,
    pending: 1,
    remaining: 21,
  },
};

const report: Report = {
  from: '2026-03-01',
  to: '2026-03-31',
  today: '2026-04-10',
  coveredTo: '2026-03-31',
  balanceYear: 2026,
  company: { absenteeism: person.absenteeism, hours: person.hours },
  people: [person],
};

function ReportScreen() {
  return (
    <>
      <ReportTiles report={report} />
      <AbsenteeismTable report={report} />
      <BalancesTable report={report} />
      <HoursTable report={report} />
    </>
  );
}

describe('report tables', () => {
  it('keep the English figures as the spec writes them', () => {
    renderApp(<ReportScreen />);
    const tiles = screen.getByTestId('report-tiles');
    expect(within(tiles).getByText('Absenteeism').nextSibling?.textContent).toBe('11.9%');
    expect(within(tiles).getByText('2.5 sick leave days of 21 scheduled working days')).toBeTruthy();
    expect(within(tiles).getByText('Balance').nextSibling?.textContent).toBe('+2.3h');
    const row = within(screen.getByTestId('hours-table')).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('148.0h150.3h+2.3h–19');
  });

  it('are shown in French, with its numbers, percentages and absence types', () => {
    renderApp(<ReportScreen />, { locale: 'fr' });
    const tiles = screen.getByTestId('report-tiles');
    expect(within(tiles).getByText('Absentéisme').nextSibling?.textContent).toBe('11,9\u00a0%');
    expect(within(tiles).getByText("2,5 jours d'arrêt maladie sur 21 jours ouvrés prévus")).toBeTruthy();
    expect(within(tiles).getByText('Solde').nextSibling?.textContent).toBe('+2,3 h');
    const absenteeism = screen.getByRole('table', { name: 'Absentéisme par personne' });
    expect(within(absenteeism).getByRole('columnheader', { name: 'Arrêt maladie' })).toBeTruthy();
    expect(within(absenteeism).getByRole('columnheader', { name: 'Congés payés' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Soldes de congés 2026' }).textContent).toContain('0,5 expirés');
    const row = within(screen.getByTestId('hours-table')).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('148,0 h150,3 h+2,3 h–19');
  });
});
