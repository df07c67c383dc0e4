// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { allowanceSummary } from '@/test/fixtures';
import { renderApp, stub } from '@/test/render-app';
import { AllowancePanel } from './allowance-panel';
import { HolidayAllowanceCard } from './holiday-allowance-card';

/** The value shown under a label of the card's figures. */
const cardFigure = (label: string) => {
  const term = within(screen.getByTestId('allowance-card')).getByText(label);
  return term.nextElementSibling?.textContent;
};

describe('HolidayAllowanceCard (the dashboard) and AllowancePanel (Absences) agree', () => {
  it('shows the same "Used" as Absences when an adjustment is set: an adjustment is not leave taken', async () => {
    // Issue 17: 25 days, 4 taken, adjustment 2 → remaining 25 − 2 − 4 = 19. The card said "Used 6" (25 − 19).
    const balance = allowanceSummary({ usedDays: 4, adjustment: 2, remainingDays: 19, availableDays: 19 });
    renderApp(
      <>
        <HolidayAllowanceCard summary={{ data: balance, pending: false }} />
        <AllowancePanel />
      </>,
      { stubs: [stub(endpoints.getMyAllowance, () => balance)] },
    );
    expect(await screen.findByText('4 days')).toBeTruthy(); // Absences: Used 4 days
    expect(screen.getByText('−2 days')).toBeTruthy(); // Absences: Adjustment −2 days
    expect(cardFigure('Total')).toBe('25');
    expect(cardFigure('Used')).toBe('4');
    expect(cardFigure('Remaining')).toBe('19');
    // What takes the other 2 days is said on the card: 25 − 4 − 2 = 19.
    expect(screen.getByTestId('allowance-card-notes').textContent).toContain('Adjustment −2.');
  });

  it('names expired carried-over days and pending ones without counting them as used', async () => {
    // 25 + 3 carried = 28 total; 1 of the 3 expired; 5 used → 28 − 1 − 5 = 22 remaining; 2 pending.
    const balance = allowanceSummary({
      carriedOver: 3,
      carriedOverExpired: 1,
      usedDays: 5,
      pendingDays: 2,
      remainingDays: 22,
      availableDays: 20,
    });
    renderApp(<HolidayAllowanceCard summary={{ data: balance, pending: false }} />);
    expect(await screen.findByTestId('allowance-card')).toBeTruthy();
    expect(cardFigure('Total')).toBe('28');
    expect(cardFigure('Used')).toBe('5');
    expect(screen.getByTestId('allowance-card-notes').textContent).toBe(
      'Includes 3 carried over. Carried over, expired −1. 2 more waiting for approval.',
    );
  });
});
