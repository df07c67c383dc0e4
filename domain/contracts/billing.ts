import { z } from 'zod';
import { MAX_TEAM_SIZE, SUBSCRIPTION_STATES } from '../billing';

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
  pdfUrl: z.string().nullable(),
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
