// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { findToast, renderApp, stub } from '@/test/render-app';
import { AbsencePolicyCard } from './absence-policy-card';

const policy = {
  vacationCounting: 'working_days' as const,
  carryOverMaxDays: 5,
  carryOverExpiry: null,
  allowanceRounding: 'nearest' as const,
  twoStepApproval: false,
};

describe('AbsencePolicyCard', () => {
  it('chooses how pro-rata allowances are rounded, beside the carry-over, and sends it', async () => {
    const read = stub(endpoints.getAbsencePolicy, () => policy);
    const update = stub(endpoints.updateAbsencePolicy, ({ body }) => ({ ...policy, ...body }));
    const { user } = renderApp(<AbsencePolicyCard />, { stubs: [read, update] });
    const nearest = await screen.findByRole('radio', { name: /To the nearest half day/ });
    expect(nearest.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: 'Round pro-rata allowances' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Up to the next half day/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Absence settings updated successfully');
    expect(update.calls[0]?.body).toEqual({ ...policy, allowanceRounding: 'up' });
  });
});
