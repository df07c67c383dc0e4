// @vitest-environment happy-dom
import type { SubscriptionStatusResponse } from '@domain/contracts/billing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { me } from '@/test/fixtures';
import { renderApp, stub } from '@/test/render-app';
import { InvitationsPage } from './invitations';

const DRAFT = { name: 'Pau Ferrer', email: 'pau@acme.test', position: 'Driver' };

const status: SubscriptionStatusResponse = {
  billingEnabled: true,
  state: 'active',
  subscribed: true,
  isFreePlan: false,
  teamSize: 2,
  activeInvitations: 0,
  seatsPaid: 3,
  seatsUsed: 2,
  seatsRemaining: 1,
  monthlyPrice: 1,
  subscriptionEnd: null,
  cancelAtPeriodEnd: false,
  paymentFailed: false,
  requiresPayment: false,
  canManageBilling: true,
};

function renderPage() {
  return renderApp(<InvitationsPage />, {
    me: me('admin'),
    stubs: [
      stub(endpoints.getSubscriptionStatus, () => status),
      stub(endpoints.listInvitations, () => ({ invitations: [] })),
    ],
  });
}

afterEach(() => sessionStorage.clear());

describe('InvitationsPage', () => {
  it('keeps an invitation typed before the payment wall in sight until it is sent: Continue reopens it filled', async () => {
    // What the page stored when the seats ran out (before the trip to the payment page).
    sessionStorage.setItem('plantel:invitation-draft', JSON.stringify(DRAFT));
    const { user } = renderPage();
    const waiting = (await screen.findByText('Invitation not sent yet')).closest<HTMLElement>(
      '[role="status"]',
    )!;
    expect(waiting.textContent).toContain('Pau Ferrer (pau@acme.test)');
    await user.click(within(waiting).getByRole('button', { name: 'Continue Invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Invitation' });
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('pau@acme.test');
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Pau Ferrer');
    expect((within(dialog).getByLabelText('Position') as HTMLInputElement).value).toBe('Driver');
  });

  it('Discard lets it go', async () => {
    sessionStorage.setItem('plantel:invitation-draft', JSON.stringify(DRAFT));
    const { user } = renderPage();
    const waiting = (await screen.findByText('Invitation not sent yet')).closest<HTMLElement>(
      '[role="status"]',
    )!;
    await user.click(within(waiting).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('Invitation not sent yet')).toBeNull();
    expect(sessionStorage.getItem('plantel:invitation-draft')).toBeNull();
  });
});
