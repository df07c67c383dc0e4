import type { Tx } from '../../platform/db';
import { renderEmail } from '../../platform/mailer';
import * as repo from './billing.repository';
import { type BillingDeps, euros } from './billing.service';
import type { BillingEvent, InvoiceSnapshot } from './provider';

/** Names go into a mail header: never let a line break through. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

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
  const admins = await repo.adminsOf(tx, company.id);
  for (const admin of admins) {
    await deps.mailer.send(
      renderEmail({
        to: admin.email,
        subject: `Payment failed for ${oneLine(company.name)}'s Plantel subscription`,
        greeting: `Hello ${admin.firstName || 'there'},`,
        paragraphs: [
          `We could not take the payment of ${euros(invoice.amountCents / 100)} for the team plan of ${company.name}.`,
          'Everyone in your team keeps access, but no one new can be invited or join until the payment succeeds.',
          'Update your payment method with Manage Billing in Settings → Billing.',
        ],
        action: { label: 'Open billing settings', url: `${deps.appUrl}/app/settings?tab=billing` },
        footer: 'You receive this e-mail because you are an admin of this company on Plantel.',
      }),
      { tx },
    );
  }
}
