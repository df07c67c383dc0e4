import { z } from 'zod';
import { MAX_TEAM_SIZE, SUBSCRIPTION_STATES } from '../billing';
import { idParams, okResponse } from './common';
import { defineEndpoint } from './endpoint';

const timestamp = z.iso.datetime();

/** A team size asked for by an admin: whole people, 1 to 1000 (the service checks it against the team). */
export const teamSize = z
  .number({ error: 'Team size must be a number' })
  .int('Team size must be a whole number')
  .min(1, 'Team size must be at least 1')
  .max(MAX_TEAM_SIZE, `Team size cannot be more than ${MAX_TEAM_SIZE} members.`);

/** check-subscription of the spec, plus what the billing screens need. */
export const subscriptionStatusResponse = z.object({
  billingEnabled: z.boolean(),
  state: z.enum(SUBSCRIPTION_STATES),
  subscribed: z.boolean(),
  isFreePlan: z.boolean(),
  teamSize: z.number().int(),
  activeInvitations: z.number().int(),
  seatsPaid: z.number().int().nullable(),
  seatsUsed: z.number().int(),
  seatsRemaining: z.number().int().nullable(),
  monthlyPrice: z.number(),
  subscriptionEnd: timestamp.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  paymentFailed: z.boolean(),
  requiresPayment: z.boolean(),
  /** Whether the provider's billing portal can be opened (a billing account exists). */
  canManageBilling: z.boolean(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponse>;

/** Where the hosted pages send the admin back to. */
export const BILLING_RETURN_PAGES = ['invitations', 'billing'] as const;
export type BillingReturnPage = (typeof BILLING_RETURN_PAGES)[number];

/** create-subscription: the team size to pay for; answers the hosted payment page's URL. */
export const createCheckoutRequest = z.strictObject({
  teamSize,
  returnTo: z.enum(BILLING_RETURN_PAGES).default('invitations'),
});
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequest>;
export const createCheckoutResponse = z.object({ url: z.string(), checkoutId: z.uuid() });

/** update-subscription: the new team size (increases are charged at once, decreases from the next renewal). */
export const updateSubscriptionRequest = z.strictObject({ desiredTeamSize: teamSize });
export type UpdateSubscriptionRequest = z.infer<typeof updateSubscriptionRequest>;
export const updateSubscriptionResponse = z.object({
  message: z.string(),
  status: subscriptionStatusResponse,
});

/** customer-portal: a link to the provider's page for cards, invoices and the subscription. */
export const portalRequest = z.strictObject({ returnTo: z.enum(BILLING_RETURN_PAGES).default('billing') });
export const portalResponse = z.object({ url: z.string() });

/** cancel-company-subscription: what is still owed (0 unless a renewal is unpaid) and what happens. */
export const cancelSubscriptionResponse = z.object({
  finalAmount: z.number(),
  message: z.string(),
  subscriptionEnd: timestamp.nullable(),
});
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponse>;

export const INVOICE_STATUSES = ['paid', 'open', 'failed', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoice = z.object({
  id: z.uuid(),
  date: timestamp,
  description: z.string(),
  seats: z.number().int().nullable(),
  /** In euros. */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** The PDF: the sandbox's, made by Plantel (/api/billing/invoices/:id/pdf), or Stripe's invoice_pdf. */
  pdfUrl: z.string().nullable(),
  /** Stripe's hosted invoice page (hosted_invoice_url); null for the sandbox. */
  hostedUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoice>;
export const invoiceListResponse = z.object({ invoices: z.array(invoice) });

/** The sandbox's hosted payment page (BILLING_PROVIDER=sandbox). */
export const SANDBOX_CHECKOUT_STATES = ['open', 'completed', 'abandoned', 'expired'] as const;
export const sandboxCheckoutResponse = z.object({
  id: z.uuid(),
  status: z.enum(SANDBOX_CHECKOUT_STATES),
  companyName: z.string(),
  teamSize: z.number().int(),
  paidSeats: z.number().int(),
  monthlyPrice: z.number(),
  expiresAt: timestamp,
  returnTo: z.enum(BILLING_RETURN_PAGES),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutResponse>;
export const redirectResponse = z.object({ redirectUrl: z.string() });

/** The sandbox's billing portal can play the next renewal, paid or failed. */
export const sandboxRenewalRequest = z.strictObject({ outcome: z.enum(['paid', 'failed']) });

/** Stripe's webhook answers that the event was taken (each event is applied once). */
export const webhookReceivedResponse = z.object({ received: z.literal(true) });

// Endpoints.
const tags = ['billing'];

export const getSubscriptionStatus = defineEndpoint({
  method: 'GET',
  path: '/api/billing/subscription',
  access: 'admin',
  tags,
  summary: 'check-subscription: plan, seats paid and used, monthly price, renewal',
  responses: { 200: subscriptionStatusResponse },
});

export const refreshSubscriptionStatus = defineEndpoint({
  method: 'POST',
  path: '/api/billing/subscription/refresh',
  access: 'admin',
  tags,
  summary: 'check-subscription with forceRefresh: read the payment provider again, then the status',
  responses: { 200: subscriptionStatusResponse },
});

export const createCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/billing/checkout',
  access: 'admin',
  tags,
  summary: 'create-subscription: a hosted payment page for a team of teamSize members',
  body: createCheckoutRequest,
  responses: { 201: createCheckoutResponse },
});

export const updateSubscription = defineEndpoint({
  method: 'PATCH',
  path: '/api/billing/subscription',
  access: 'admin',
  tags,
  summary:
    'update-subscription: a new team size (increases charged now, prorated; decreases from the next renewal)',
  body: updateSubscriptionRequest,
  responses: { 200: updateSubscriptionResponse },
});

export const cancelSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/billing/subscription/cancel',
  access: 'admin',
  tags,
  summary: 'cancel-company-subscription: ends at the end of the paid period (no refund)',
  responses: { 200: cancelSubscriptionResponse },
});

export const openBillingPortal = defineEndpoint({
  method: 'POST',
  path: '/api/billing/portal',
  access: 'admin',
  tags,
  summary: "customer-portal: a link to the payment provider's page for cards and invoices",
  body: portalRequest,
  responses: { 200: portalResponse },
});

export const listInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/billing/invoices',
  access: 'admin',
  tags,
  summary: 'Billing history: invoices with date, seats, amount, status and PDF link',
  responses: { 200: invoiceListResponse },
});

export const downloadInvoicePdf = defineEndpoint({
  method: 'GET',
  path: '/api/billing/invoices/:id/pdf',
  access: 'admin',
  tags,
  summary: "An invoice of the sandbox provider as a PDF (Stripe's invoices link Stripe's own PDF)",
  params: idParams,
  file: true,
});

// The sandbox's hosted payment page and portal (BILLING_PROVIDER=sandbox; 404 otherwise). A checkout belongs
// to its company: another company's admin gets 404.
export const getSandboxCheckout = defineEndpoint({
  method: 'GET',
  path: '/api/billing/sandbox/checkouts/:id',
  access: 'admin',
  tags,
  summary: "Sandbox: a checkout of the admin's company",
  params: idParams,
  responses: { 200: sandboxCheckoutResponse },
});

export const paySandboxCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/billing/sandbox/checkouts/:id/pay',
  access: 'admin',
  tags,
  summary: 'Sandbox: pay (completes the checkout like Stripe would) and where to go back to',
  params: idParams,
  responses: { 200: redirectResponse },
});

export const abandonSandboxCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/billing/sandbox/checkouts/:id/cancel',
  access: 'admin',
  tags,
  summary: 'Sandbox: abandon the checkout (nothing changes) and where to go back to',
  params: idParams,
  responses: { 200: redirectResponse },
});

export const simulateSandboxRenewal = defineEndpoint({
  method: 'POST',
  path: '/api/billing/sandbox/renewal',
  access: 'admin',
  tags,
  summary: 'Sandbox portal: play the next renewal now, paid or failed',
  body: sandboxRenewalRequest,
  responses: { 200: okResponse },
});

/**
 * Public: Stripe cannot sign in; the signature over the raw body is the authentication. No body schema: the
 * route's own scope hands the exact bytes to the handler (see billing.routes.ts).
 */
export const receiveStripeWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/billing/webhook',
  access: 'public',
  tags,
  summary: "Stripe's events (signature-verified over the raw body; each event applied once)",
  responses: { 200: webhookReceivedResponse },
});
