import { badRequest, notFound } from '@domain/errors';
import type Stripe from 'stripe';
import * as repo from './billing.repository';
import type { BillingDeps } from './billing.service';
import { applyEvents } from './events.service';
import type { BillingEvent } from './provider';
import { translateStripeEvent } from './stripe-events';

/**
 * A Stripe webhook: the signature is checked over the raw body (400 when missing or wrong, nothing changes),
 * then the event is applied once, whatever order or how often it arrives.
 */
export async function handleStripeWebhook(deps: BillingDeps, raw: unknown, signature: string | undefined) {
  if (!deps.verifyWebhook)
    throw notFound(
      /*i18n*/ {
        id: 'errors.billing.webhooksDisabled',
        message: 'Billing webhooks are not enabled on this server.',
      },
    );
  if (!Buffer.isBuffer(raw) || raw.length === 0)
    throw badRequest(/*i18n*/ { id: 'errors.billing.webhookNoBody', message: 'The webhook has no body.' });
  if (!signature)
    throw badRequest(
      /*i18n*/ { id: 'errors.billing.webhookNoSignature', message: 'Missing Stripe-Signature header.' },
    );
  let event: Stripe.Event;
  try {
    event = deps.verifyWebhook(raw, signature);
  } catch {
    throw badRequest(
      /*i18n*/ {
        id: 'errors.billing.webhookBadSignature',
        message: 'Webhook signature verification failed.',
      },
    );
  }
  const draft = translateStripeEvent(event);
  if (!draft) return;
  const named = draft.companyId && UUID.test(draft.companyId) ? draft.companyId : null;
  const companyId =
    named ??
    (draft.subscriptionId ? await repo.companyOfSubscription(deps.db, 'stripe', draft.subscriptionId) : null);
  if (!companyId) {
    deps.log.warn({ eventId: event.id, type: event.type }, 'Stripe event for no known company ignored');
    return;
  }
  const { subscriptionId: _, ...rest } = draft;
  await applyEvents(deps, [{ ...rest, companyId } as BillingEvent]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
