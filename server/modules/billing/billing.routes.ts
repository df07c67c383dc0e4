import {
  cancelSubscriptionResponse,
  createCheckoutRequest,
  createCheckoutResponse,
  invoiceListResponse,
  portalRequest,
  portalResponse,
  redirectResponse,
  sandboxCheckoutResponse,
  sandboxRenewalRequest,
  subscriptionStatusResponse,
  updateSubscriptionRequest,
  updateSubscriptionResponse,
} from '@domain/contracts/billing';
import { idParams, okResponse } from '@domain/contracts/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/access';
import type { Audit } from '../../platform/audit';
import type { BillingDeps } from './billing.service';
import * as service from './billing.service';

const perCompany = (request: FastifyRequest) => request.member?.companyId ?? null;

/** Stripe's events are small; anything much larger is not from Stripe. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Billing (admin only): the subscription status, create/update/cancel the subscription, the provider's
 * portal and the billing history; the sandbox's hosted pages; Stripe's webhook (public, signature-verified).
 */
export async function billingRoutes(app: FastifyInstance, deps: BillingDeps & { audit: Audit }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/billing/subscription',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['billing'],
        summary: 'check-subscription: plan, seats paid and used, monthly price, renewal',
        response: { 200: subscriptionStatusResponse },
      },
    },
    async (request) => service.getStatus(deps, memberOf(request).companyId),
  );

  r.post(
    '/api/billing/subscription/refresh',
    {
      config: {
        access: 'admin',
        rateLimits: [
          { rule: { name: 'billing-refresh:company', max: 60, windowSeconds: 600 }, subject: perCompany },
        ],
      },
      schema: {
        tags: ['billing'],
        summary: 'check-subscription with forceRefresh: read the payment provider again, then the status',
        response: { 200: subscriptionStatusResponse },
      },
    },
    async (request) => service.refreshStatus(deps, memberOf(request).companyId),
  );

  r.post(
    '/api/billing/checkout',
    {
      config: {
        access: 'admin',
        rateLimits: [
          { rule: { name: 'billing-checkout:company', max: 30, windowSeconds: 3600 }, subject: perCompany },
        ],
      },
      schema: {
        tags: ['billing'],
        summary: 'create-subscription: a hosted payment page for a team of teamSize members',
        body: createCheckoutRequest,
        response: { 201: createCheckoutResponse },
      },
    },
    async (request, reply) => {
      const created = await service.createCheckout(deps, memberOf(request), request.body);
      deps.audit(request, 'billing.checkout-created', 'success', { teamSize: request.body.teamSize });
      return reply.status(201).send(created);
    },
  );

  r.patch(
    '/api/billing/subscription',
    {
      config: {
        access: 'admin',
        rateLimits: [
          { rule: { name: 'billing-update:company', max: 30, windowSeconds: 3600 }, subject: perCompany },
        ],
      },
      schema: {
        tags: ['billing'],
        summary:
          'update-subscription: a new team size (increases charged now, prorated; decreases from the next renewal)',
        body: updateSubscriptionRequest,
        response: { 200: updateSubscriptionResponse },
      },
    },
    async (request) => {
      const result = await service.updateSubscription(deps, memberOf(request), request.body.desiredTeamSize);
      deps.audit(request, 'billing.team-size-changed', 'success', { teamSize: request.body.desiredTeamSize });
      return result;
    },
  );

  r.post(
    '/api/billing/subscription/cancel',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['billing'],
        summary: 'cancel-company-subscription: ends at the end of the paid period (no refund)',
        response: { 200: cancelSubscriptionResponse },
      },
    },
    async (request) => {
      const result = await service.cancelSubscription(deps, memberOf(request));
      deps.audit(request, 'billing.subscription-cancelled', 'success');
      return result;
    },
  );

  r.post(
    '/api/billing/portal',
    {
      config: {
        access: 'admin',
        rateLimits: [
          { rule: { name: 'billing-portal:company', max: 30, windowSeconds: 3600 }, subject: perCompany },
        ],
      },
      schema: {
        tags: ['billing'],
        summary: "customer-portal: a link to the payment provider's page for cards and invoices",
        body: portalRequest,
        response: { 200: portalResponse },
      },
    },
    async (request) => service.openPortal(deps, memberOf(request), request.body.returnTo),
  );

  r.get(
    '/api/billing/invoices',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['billing'],
        summary: 'Billing history: invoices with date, seats, amount, status and PDF link',
        response: { 200: invoiceListResponse },
      },
    },
    async (request) => service.listInvoices(deps, memberOf(request).companyId),
  );

  // The sandbox's hosted payment page and portal (BILLING_PROVIDER=sandbox; 404 otherwise). A checkout
  // belongs to its company: another company's admin gets 404.
  r.get(
    '/api/billing/sandbox/checkouts/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['billing'],
        summary: "Sandbox: a checkout of the admin's company",
        params: idParams,
        response: { 200: sandboxCheckoutResponse },
      },
    },
    async (request) => service.getSandboxCheckout(deps, memberOf(request), request.params.id),
  );

  r.post(
    '/api/billing/sandbox/checkouts/:id/pay',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['billing'],
        summary: 'Sandbox: pay (completes the checkout like Stripe would) and where to go back to',
        params: idParams,
        response: { 200: redirectResponse },
      },
    },
    async (request) => {
      const result = await service.paySandboxCheckout(deps, memberOf(request), request.params.id);
      deps.audit(request, 'billing.sandbox-paid', 'success', { checkoutId: request.params.id });
      return result;
    },
  );

  r.post(
    '/api/billing/sandbox/checkouts/:id/cancel',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['billing'],
        summary: 'Sandbox: abandon the checkout (nothing changes) and where to go back to',
        params: idParams,
        response: { 200: redirectResponse },
      },
    },
    async (request) => service.abandonSandboxCheckout(deps, memberOf(request), request.params.id),
  );

  r.post(
    '/api/billing/sandbox/renewal',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['billing'],
        summary: 'Sandbox portal: play the next renewal now, paid or failed',
        body: sandboxRenewalRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await service.simulateSandboxRenewal(deps, memberOf(request), request.body.outcome);
      return { ok: true as const };
    },
  );

  // Stripe's webhook needs the exact bytes it signed: its own scope parses JSON bodies as a raw Buffer (the
  // security plugin lets this path through the JSON-only check; the signature is the authentication).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/billing/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['billing'],
          summary: "Stripe's events (signature-verified over the raw body; each event applied once)",
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        await service.handleStripeWebhook(
          deps,
          request.body,
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true as const };
      },
    );
  });
}
