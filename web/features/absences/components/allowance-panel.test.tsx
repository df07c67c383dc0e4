// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { allowanceSummary } from '@/test/fixtures';
import { renderApp, stub } from '@/test/render-app';
import { AllowancePanel } from './allowance-panel';

describe('AllowancePanel', () => {
  it("shows a joiner's pro-rata allowance and the balance the server computed", async () => {
    // Joined 1 Jul 2026: 25 × 184 / 365 = 12.6 → 12.5 (nearest); 2 used → 10.5 left.
    const balance = allowanceSummary({
      totalAllowance: 12.5,
      proRata: { membershipDays: 184, daysInYear: 365, rounding: 'nearest', applied: true },
      usedDays: 2,
      remainingDays: 10.5,
      availableDays: 10.5,
    });
    renderApp(<AllowancePanel />, { stubs: [stub(endpoints.getMyAllowance, () => balance)] });
    expect(await screen.findByText('Allowance (pro-rata: 184 of 365 days of 25 days)')).toBeTruthy();
    expect(screen.getByText('12.5 days')).toBeTruthy();
    expect(screen.getByText('10.5 days')).toBeTruthy();
  });

  it('shows the plain allowance for a member all year', async () => {
    renderApp(<AllowancePanel />, { stubs: [stub(endpoints.getMyAllowance, () => allowanceSummary())] });
    expect(await screen.findByText('Allowance')).toBeTruthy();
    expect(screen.getByText('25 days')).toBeTruthy();
  });

  it('speaks Spanish: the title, the counting note, the days as ICU plurals with Spanish numbers and dates', async () => {
    const balance = allowanceSummary({
      totalAllowance: 12.5,
      proRata: { membershipDays: 184, daysInYear: 365, rounding: 'nearest', applied: true },
      carriedOver: 1,
      carriedOverExpiresOn: '2026-03-31',
      usedDays: 2,
      remainingDays: 11.5,
      availableDays: 11.5,
    });
    renderApp(<AllowancePanel />, {
      stubs: [stub(endpoints.getMyAllowance, () => balance)],
      locale: 'es',
    });
    expect(await screen.findByRole('heading', { name: 'Días de vacaciones 2026' })).toBeTruthy();
    expect(screen.getByText('Días de vacaciones (prorrateo: 184 de 365 días de 25 días)')).toBeTruthy();
    expect(screen.getByText('12,5 días')).toBeTruthy();
    expect(screen.getByText('+1 día')).toBeTruthy();
    expect(screen.getByText('Días arrastrados (hasta el 31 mar 2026)')).toBeTruthy();
    expect(screen.getByText(/^Las vacaciones cuentan días laborables/)).toBeTruthy();
  });
});
