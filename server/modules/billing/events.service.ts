import type { Tx } from '../../platform/db';
import * as people from '../context/people.service';
import { paymentFailedEmail } from './billing.emails';
import * as repo from './billing.repository';
import type { BillingDeps } from './billing.service';
import type { BillingEvent, InvoiceSnapshot } from './provider';

/** Applies provider events in one transaction; each event id is recorded with its effect (applied once). */
export async function applyEvents(deps: BillingDeps, events: BillingEvent[]) {
  if (events.length === 0) return;
  await deps.db.transaction((tx) => applyEventsIn(deps, tx, events));
}

/** Applies provider events inside the caller's transaction (after its own checks, under its locks). */
export async function applyEventsIn(deps: BillingDeps, tx: Tx, events: BillingEvent[]) {
  for (const event of events) {
    // The company lock orders everything that touches its billing (and its seats).
    const company = await repo.lockCompany(tx, event.companyId);
    if (!company) continue;
    const fresh = await repo.recordEvent(tx, {
      companyId: event.companyId,
      eventId: event.id,
      provider: event.provider,
      type: event.type,
    });
    if (!fresh) continue;
    switch (event.kind) {
      case 'subscription':
        await repo.upsertSubscription(tx, event.companyId, event.provider, event.subscription, event.at);
        if (event.checkoutId) await repo.closeCheckout(tx, event.companyId, event.checkoutId, 'completed');
        break;
      case 'invoice':
        await repo.upsertInvoice(tx, event.companyId, event.provider, event.invoice);
        break;
      case 'payment_failed':
        await repo.upsertInvoice(tx, event.companyId, event.provider, event.invoice);
        if (event.invoice.providerSubscriptionId) {
          await repo.markPastDue(tx, event.companyId, event.invoice.providerSubscriptionId, event.at);
        }
        if (!company.deletedAt) await notifyPaymentFailed(deps, tx, company, event.invoice);
        break;
      case 'checkout_expired':
        await repo.closeCheckout(tx, event.companyId, event.checkoutId, 'expired');
        break;
    }
  }
}

/** A failed renewal: every admin is told by e-mail (sent only if the transaction commits). */
async function notifyPaymentFailed(
  deps: BillingDeps,
  tx: Tx,
  company: { id: string; name: string },
  invoice: InvoiceSnapshot,
) {
  for (const admin of await people.membersWithRoles(tx, company.id, ['admin'])) {
    const message = paymentFailedEmail({
      to: admin,
      companyName: company.name,
      amountCents: invoice.amountCents,
      appUrl: deps.appUrl,
    });
    await deps.mailer.send(message, { tx });
  }
}
