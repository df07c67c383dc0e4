// @vitest-environment happy-dom
import { monthlyPrice, paidSeats } from '@domain/pricing';
import { cleanup, render as renderPlain, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { activateTestLocale } from '@/test/render-app';
import { PriceBreakdown } from './price-breakdown';

/** Rendered as the app renders it: inside the language provider, in English. */
const render = (ui: React.ReactElement) => {
  activateTestLocale('en');
  return renderPlain(ui, { wrapper: LocaleProvider });
};

afterEach(cleanup);

/** The rows as "term: value", in order. */
const rows = () =>
  screen.getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe('PriceBreakdown', () => {
  it('prices a team of 7: 2 free, 5 × €1, €5 a month', () => {
    // monthlyPrice(7) = max(0, 7 − 2) × €1 = €5.
    render(<PriceBreakdown paidSeats={paidSeats(7)} monthlyPrice={monthlyPrice(7)} />);
    expect(rows()).toEqual(['2 free members: €0', '5 additional members × €1: €5', 'Monthly total: €5']);
  });

  it('says member for one, and repeats the team size on the payment page', () => {
    render(
      <PriceBreakdown teamSize={3} paidSeats={1} monthlyPrice={1} totalLabel="Due today, then monthly" />,
    );
    expect(rows()).toEqual([
      'Team size: 3 members',
      '2 free members: €0',
      '1 additional member × €1: €1',
      'Due today, then monthly: €1',
    ]);
  });
});
