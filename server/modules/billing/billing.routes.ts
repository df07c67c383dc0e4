import * as api from '@domain/contracts/billing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '../../i18n/i18n';
import { memberOf } from '../../platform/access';
import type { Audit } from '../../platform/audit';
import { route } from '../../platform/route';
import { contentDisposition } from '../timesheets/timesheet-files';
import type { BillingDeps } from './billing.service';
import * as checkout from './checkout.service';
import * as invoices from './invoices.service';
import * as sandbox from './sandbox-pages.service';
import * as status from './status.service';
import * as subscription from './subscription.service';
import * as webhook from './webhook.service';

const perCompany = (request: FastifyRequest) => request.member?.companyId ?? null;

/** Stripe's events are small; anything much larger is not from Stripe. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Billing (admin only): the subscription status, create/update/cancel the subscription, the provider's
 * portal and the billing history; the sandbox's hosted pages; Stripe's webhook (public, signature-verified).
 */
export async function billingRoutes(app: FastifyInstance, deps: BillingDeps & { audit: Audit }) {
  route(app, api.getSubscriptionStatus, (request) => status.getStatus(deps, memberOf(request).companyId));

  route(
    app,
    api.refreshSubscriptionStatus,
    (request) => status.refreshStatus(deps, memberOf(request).companyId),
    {
      rateLimits: [
        { rule: { name: 'billing-refresh:company', max: 60, windowSeconds: 600 }, subject: perCompany },
      ],
    },
  );

  route(
    app,
    api.createCheckout,
    async (request, reply) => {
      const created = await checkout.createCheckout(deps, memberOf(request), request.body);
      deps.audit(request, 'billing.checkout-created', 'success', { teamSize: request.body.teamSize });
      return reply.status(201).send(created);
    },
    {
      rateLimits: [
        { rule: { name: 'billing-checkout:company', max: 30, windowSeconds: 3600 }, subject: perCompany },
      ],
    },
  );

  route(
    app,
    api.updateSubscription,
    async (request) => {
      const result = await subscription.updateSubscription(
        deps,
        memberOf(request),
        request.body.desiredTeamSize,
      );
      deps.audit(request, 'billing.team-size-changed', 'success', { teamSize: request.body.desiredTeamSize });
      return { ...result, message: translate(await request.locale(), result.message) };
    },
    {
      rateLimits: [
        { rule: { name: 'billing-update:company', max: 30, windowSeconds: 3600 }, subject: perCompany },
      ],
    },
  );

  route(app, api.cancelSubscription, async (request) => {
    const result = await subscription.cancelSubscription(deps, memberOf(request));
    deps.audit(request, 'billing.subscription-cancelled', 'success');
    return { ...result, message: translate(await request.locale(), result.message) };
  });

  route(
    app,
    api.openBillingPortal,
    (request) => checkout.openPortal(deps, memberOf(request), request.body.returnTo),
    {
      rateLimits: [
        { rule: { name: 'billing-portal:company', max: 30, windowSeconds: 3600 }, subject: perCompany },
      ],
    },
  );

  route(app, api.listInvoices, (request) => status.listInvoices(deps, memberOf(request).companyId));

  route(
    app,
    api.downloadInvoicePdf,
    async (request, reply) => {
      const file = await invoices.sandboxInvoicePdf(deps, memberOf(request), request.params.id);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
    {
      rateLimits: [
        { rule: { name: 'billing-invoice-pdf:company', max: 120, windowSeconds: 3600 }, subject: perCompany },
      ],
    },
  );

  // The sandbox's hosted payment page and portal (BILLING_PROVIDER=sandbox; 404 otherwise).
  route(app, api.getSandboxCheckout, (request) =>
    sandbox.getSandboxCheckout(deps, memberOf(request), request.params.id),
  );

  route(app, api.paySandboxCheckout, async (request) => {
    const result = await sandbox.paySandboxCheckout(deps, memberOf(request), request.params.id);
    deps.audit(request, 'billing.sandbox-paid', 'success', { checkoutId: request.params.id });
    return result;
  });

  route(app, api.abandonSandboxCheckout, (request) =>
    sandbox.abandonSandboxCheckout(deps, memberOf(request), request.params.id),
  );

  route(app, api.simulateSandboxRenewal, async (request) => {
    await sandbox.simulateSandboxRenewal(deps, memberOf(request), request.body.outcome);
    return { ok: true as const };
  });

  // Stripe's webhook needs the exact bytes it signed: its own scope parses JSON bodies as a raw Buffer (the
  // security plugin lets this path through the JSON-only check; the signature is the authentication).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    route(scope, api.receiveStripeWebhook, async (request) => {
      const signature = request.headers['stripe-signature'];
      // The contract declares no body (it is not JSON to validate): the scope's parser left the raw Buffer.
      const raw: unknown = (request as unknown as FastifyRequest).body;
      await webhook.handleStripeWebhook(deps, raw, typeof signature === 'string' ? signature : undefined);
      return { received: true as const };
    });
  });
}
