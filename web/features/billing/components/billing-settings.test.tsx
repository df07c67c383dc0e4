// @vitest-environment happy-dom
import type { Invoice, SubscriptionStatusResponse } from '@domain/contracts/billing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { findToast, renderApp, stub } from '@/test/render-app';
import { BillingSettings } from './billing-settings';

/** A team plan of 5 (3 paid seats, €3 a month) renewing on 24 December 2026. */
const teamPlan = (overrides: Partial<SubscriptionStatusResponse> = {}): SubscriptionStatusResponse => ({
  billingEnabled: true,
  state: 'active',
  subscribed: true,
  isFreePlan: false,
  teamSize: 5,
  activeInvitations: 0,
  seatsPaid: 5,
  seatsUsed: 5,
  seatsRemaining: 0,
  monthlyPrice: 3,
  subscriptionEnd: '2026-12-24T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  paymentFailed: false,
  requiresPayment: false,
  canManageBilling: true,
  ...overrides,
});

const INVOICE_ID = '4b8f2a0e-58a4-4f55-9a39-0f3c1c2d7e11';
/** Where the server puts the sandbox invoice's PDF (status.service listInvoices). */
const sandboxPdf = endpoints.downloadInvoicePdf.path.replace(':id', INVOICE_ID);

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: INVOICE_ID,
  date: '2026-11-24T10:00:00.000Z',
  description: 'Team plan: 5 members, first month',
  seats: 5,
  amount: 3,
  currency: 'eur',
  status: 'paid',
  pdfUrl: sandboxPdf,
  hostedUrl: null,
  ...overrides,
});

describe('Settings → Billing', () => {
  it('cancels the plan behind a confirmation that says when it ends and what the free plan means', async () => {
    const user = userEvent.setup();
    const status = stub(endpoints.getSubscriptionStatus, () => teamPlan());
    const cancel = stub(endpoints.cancelSubscription, () => ({
      finalAmount: 0,
      message:
        'Subscription cancelled. Your team plan stays active until 24 December 2026 and will not renew; payments already made are not refunded.',
      subscriptionEnd: '2026-12-24T10:00:00.000Z',
    }));
    renderApp(<BillingSettings />, {
      stubs: [status, cancel, stub(endpoints.listInvoices, () => ({ invoices: [] }))],
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your team plan?' });
    expect(dialog.textContent).toContain('will not renew after 24 December 2026');
    expect(dialog.textContent).toContain('free plan for up to 2 members');
    expect(dialog.textContent).toContain('5 seats are in use now: everyone in your team keeps access');

    // Keeping it changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep Subscription' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancel.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel Plan' }));
    status.reply(() => teamPlan({ cancelAtPeriodEnd: true }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Subscription' }),
    );
    await findToast(
      'Subscription cancelled. Your team plan stays active until 24 December 2026 and will not renew; payments already made are not refunded.',
    );
    expect(cancel.calls).toHaveLength(1);
    expect(
      await screen.findByText('Cancelled: your team plan ends on 24 December 2026 and will not renew.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Plan' })).toBeNull();
  });

  it("links each invoice's PDF, and Stripe's hosted invoice page", async () => {
    const stripe = invoice({
      id: '9d0c1f4e-1a2b-4c3d-8e9f-001122334455',
      date: '2026-10-24T10:00:00.000Z',
      pdfUrl: 'https://pay.stripe.test/invoice/acct/in_1/pdf',
      hostedUrl: 'https://invoice.stripe.test/i/in_1',
    });
    renderApp(<BillingSettings />, {
      stubs: [
        stub(endpoints.getSubscriptionStatus, () => teamPlan()),
        stub(endpoints.listInvoices, () => ({ invoices: [invoice(), stripe] })),
      ],
    });
    const pdf = await screen.findByRole('link', { name: 'PDF of the invoice of 24 November 2026' });
    expect(pdf.getAttribute('href')).toBe(sandboxPdf);
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('link', { name: 'View the invoice of 24 November 2026' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'PDF of the invoice of 24 October 2026' }).getAttribute('href'),
    ).toBe('https://pay.stripe.test/invoice/acct/in_1/pdf');
    expect(
      screen.getByRole('link', { name: 'View the invoice of 24 October 2026' }).getAttribute('href'),
    ).toBe('https://invoice.stripe.test/i/in_1');
  });
});

describe('Settings → Billing in another language', () => {
  it('speaks Spanish: the plan, its price and renewal, and the invoices in Spanish formats', async () => {
    renderApp(<BillingSettings />, {
      locale: 'es',
      stubs: [
        stub(endpoints.getSubscriptionStatus, () => teamPlan()),
        stub(endpoints.listInvoices, () => ({ invoices: [invoice()] })),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Plan actual: Plan de equipo' })).toBeTruthy();
    expect(
      screen.getByText('Facturación mensual por adelantado; próxima renovación el 24 de diciembre de 2026.'),
    ).toBeTruthy();
    expect(screen.getByText('Precio mensual').nextElementSibling?.textContent).toBe('3\u00a0€');
    expect(screen.getByRole('button', { name: 'Cambiar tamaño del equipo' })).toBeTruthy();
    const invoices = await screen.findByRole('list', { name: 'Facturas' });
    expect(within(invoices).getByText('24 de noviembre de 2026')).toBeTruthy();
    expect(within(invoices).getByText('Pagada')).toBeTruthy();
  });
});
