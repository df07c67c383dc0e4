// @vitest-environment happy-dom
// Intl writes a no-break space between the amount and the euro sign in Spanish and German (\u00a0).
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { PriceCalculator } from './components/price-calculator';
import { PricingTable } from './components/pricing-table';
import { TeamSizeCards } from './components/team-size-cards';

const texts = (selector: string) => Array.from(document.querySelectorAll(selector), (e) => e.textContent);

describe('price labels', () => {
  it('shows Free for up to 2 members and the monthly price beyond', () => {
    renderApp(<TeamSizeCards />);
    expect(texts('li p:last-child')).toEqual([
      'Free',
      '€1/month',
      '€3/month',
      '€8/month',
      '€13/month',
      '€18/month',
    ]);
    expect(texts('li p:first-child')[0]).toBe('2 employees');
  });

  it('writes prices, counts and the slider in German', () => {
    renderApp(
      <>
        <PriceCalculator />
        <PricingTable />
      </>,
      { locale: 'de' },
    );
    expect(screen.getByLabelText('Anzahl der Mitarbeitenden')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Monatlicher Preis' }).textContent).toBe('1\u00a0€/Monat');
    expect(screen.getByText('2 kostenlos + 1 × 1 €')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '20 Mitarbeitende' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: /^216\s€$/ })).toBeTruthy();
    fireEvent.change(screen.getByRole('slider'), { target: { value: '2' } });
    expect(screen.getByRole('status', { name: 'Monatlicher Preis' }).textContent).toBe('Kostenlos');
    expect(screen.getByText('Bis zu 2 Teammitglieder sind kostenlos')).toBeTruthy();
  });
});
