import { type SeatLimit, seatLimit } from '@domain/billing';
import { conflict } from '@domain/errors';
import type { Db, Tx } from '../../platform/db';
import type { SeatLimits } from '../invitations/seats';
import { type BillingDeps, currentSubscription, isSubscribed, subscriptionInput } from './billing.service';

/** The seat limit of a company: what the invitations module checks inside its transactions. */
export async function seatLimitOf(deps: BillingDeps, db: Db, companyId: string): Promise<SeatLimit> {
  if (deps.mode === 'none') return { kind: 'unlimited' };
  const sub = await currentSubscription(deps, db, companyId);
  return seatLimit({ billingEnabled: true, subscription: subscriptionInput(sub) });
}

export const seatLimits = (deps: BillingDeps): SeatLimits => ({
  limitFor: (db, companyId) => seatLimitOf(deps, db, companyId),
});

/**
 * Before a company is deleted: a paid subscription that would renew must be cancelled first (the delete
 * dialog's subscription step does it), so nobody is charged for a company that no longer exists.
 */
export async function assertCompanyDeletable(deps: BillingDeps, tx: Tx, companyId: string) {
  if (deps.mode === 'none') return;
  const sub = await currentSubscription(deps, tx, companyId);
  if (isSubscribed(sub) && !sub.cancelAtPeriodEnd) {
    throw conflict(
      /*i18n*/ {
        id: 'errors.billing.cancelBeforeDeleting',
        message: 'Cancel the company subscription before deleting the company.',
      },
    );
  }
}
