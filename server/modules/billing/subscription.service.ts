import {
  amountDue,
  isPaymentFailedState,
  type SubscriptionState,
  type TeamSizeChange,
  teamSizeChange,
  teamSizeText,
} from '@domain/billing';
import type { CancelSubscriptionResponse } from '@domain/contracts/billing';
import { conflict, notFound, validationFailed } from '@domain/errors';
import type { Message, MessageValue } from '@domain/i18n/message';
import { FREE_SEATS, monthlyPrice } from '@domain/pricing';
import type { Member } from '../../platform/access';
import { lockLiveCompany } from '../company/company.repository';
import { seatCounts } from '../invitations/invitations.repository';
import * as repo from './billing.repository';
import {
  type BillingDeps,
  COMPANY_NOT_FOUND,
  callProvider,
  currentSubscription,
  isSubscribed,
  NO_SUBSCRIPTION,
  requireProvider,
} from './billing.service';
import { applyEventsIn } from './events.service';
import type { BillingEvent, PaymentProvider, SubscriptionRef } from './provider';
import { statusOf } from './status.service';

/**
 * update-subscription: a new team size. Increases are charged at once for the rest of the period; decreases
 * lower the seats now and the price from the next renewal (nothing is refunded); 2 or fewer ends the paid
 * plan at the end of the period. Under the company lock, so no invitation slips in meanwhile.
 */
export async function updateSubscription(deps: BillingDeps, member: Member, desired: number) {
  const provider = requireProvider(deps);
  return deps.db.transaction(async (tx) => {
    if (!(await lockLiveCompany(tx, member.companyId))) throw notFound(COMPANY_NOT_FOUND);
    const company = (await repo.liveCompany(tx, member.companyId))!;
    const sub = await currentSubscription(deps, tx, company.id);
    if (!isSubscribed(sub) || sub.provider !== provider.name) {
      throw conflict(
        /*i18n*/ {
          id: 'errors.billing.subscribeFirst',
          message: 'Your company has no active subscription. Subscribe first to add paid seats.',
        },
      );
    }
    if (isPaymentFailedState(sub.status as SubscriptionState)) {
      throw conflict(
        /*i18n*/ {
          id: 'errors.billing.lastPaymentFailed',
          message:
            'The last payment for your subscription failed. Update your payment method with Manage Billing first.',
        },
      );
    }
    const counts = await seatCounts(tx, company.id);
    const problem = teamSizeText({ desired, ...counts, purpose: 'update' });
    if (problem) throw validationFailed(problem, [{ field: 'desiredTeamSize', message: problem }]);

    const change = teamSizeChange(sub, desired);
    const events = await tellProvider(deps, provider, repo.toRef(sub), change, desired);
    await applyEventsIn(deps, tx, events);
    const message = teamSizeMessage(change, desired, periodEnd(sub.currentPeriodEnd, company.timeZone));
    return { message, status: await statusOf(deps, tx, company.id) };
  });
}

/** Asks the provider for the change; what it did comes back as events, applied like any other. */
async function tellProvider(
  deps: BillingDeps,
  provider: PaymentProvider,
  ref: SubscriptionRef,
  change: TeamSizeChange,
  desired: number,
): Promise<BillingEvent[]> {
  const now = new Date();
  if (change.kind === 'end-plan' && change.cancel) {
    return callProvider(deps, 'cancel', () => provider.cancelAtPeriodEnd(ref, now));
  }
  if (change.kind === 'change-seats') {
    return callProvider(deps, 'change seats', () => provider.changeSeats(ref, desired, now));
  }
  return [];
}

/** The end of the current period as a value the reader's language writes ("4 May 2026"), if there is one. */
function periodEnd(date: Date | null, timeZone: string): MessageValue {
  if (!date) return PERIOD_END;
  // The company's calendar day of that instant (en-CA writes yyyy-MM-dd).
  return { longDate: new Intl.DateTimeFormat('en-CA', { timeZone }).format(date) };
}

const PERIOD_END = /*i18n*/ { id: 'billing.periodEnd', message: 'the end of the current billing period' };

/**
 * The answer to a new team size, rendered in the requester's language by the route (it carries what only the
 * server knows: the period's end and the new price). `end` is the end of the current period.
 */
function teamSizeMessage(change: TeamSizeChange, desired: number, end: MessageValue): Message {
  switch (change.kind) {
    case 'end-plan':
      return /*i18n*/ {
        id: 'billing.teamSize.endPlan',
        message:
          'Your team plan ends on {end}. From then on your company is on the free plan for up to {free, plural, one {# member} other {# members}}; nothing is refunded for the current period.',
        values: { end, free: FREE_SEATS },
      };
    case 'unchanged':
      return /*i18n*/ {
        id: 'billing.teamSize.unchanged',
        message: 'Your team plan already covers {desired, plural, one {# member} other {# members}}.',
        values: { desired },
      };
    case 'change-seats': {
      const price = { euros: monthlyPrice(desired) };
      return change.chargedNow
        ? /*i18n*/ {
            id: 'billing.teamSize.chargedNow',
            message:
              'Your team plan now covers {desired, plural, one {# member} other {# members}} ({price} a month). The added seats are charged now for the rest of the current billing period.',
            values: { desired, price },
          }
        : /*i18n*/ {
            id: 'billing.teamSize.fromRenewal',
            message:
              'Your team plan now covers {desired, plural, one {# member} other {# members}}. From {end} you pay {price} a month; nothing is refunded for the current period.',
            values: { desired, end, price },
          };
    }
  }
}

/**
 * cancel-company-subscription: the subscription ends at the end of the paid period and never renews.
 * finalAmount is what is still owed (an unpaid renewal), usually 0: paid periods are not refunded.
 */
export async function cancelSubscription(
  deps: BillingDeps,
  member: Member,
): Promise<Omit<CancelSubscriptionResponse, 'message'> & { message: Message }> {
  const provider = requireProvider(deps);
  return deps.db.transaction(async (tx) => {
    if (!(await lockLiveCompany(tx, member.companyId))) throw notFound(COMPANY_NOT_FOUND);
    const company = (await repo.liveCompany(tx, member.companyId))!;
    const sub = await currentSubscription(deps, tx, company.id);
    if (!isSubscribed(sub) || sub.provider !== provider.name) throw conflict(NO_SUBSCRIPTION);
    if (!sub.cancelAtPeriodEnd) {
      const events = await callProvider(deps, 'cancel', () =>
        provider.cancelAtPeriodEnd(repo.toRef(sub), new Date()),
      );
      await applyEventsIn(deps, tx, events);
    }
    const unpaid = await repo.unpaidInvoices(tx, company.id, sub.providerSubscriptionId);
    const finalAmount = amountDue(unpaid);
    const end = periodEnd(sub.currentPeriodEnd, company.timeZone);
    return {
      finalAmount,
      // The second sentence only when something is owed (an unpaid renewal).
      message: /*i18n*/ {
        id: 'billing.cancelled',
        message:
          'Subscription cancelled. Your team plan stays active until {end} and will not renew; payments already made are not refunded.{owed, select, yes { {amount} from an unpaid renewal is still due.} other {}}',
        values: { end, owed: finalAmount > 0 ? 'yes' : 'no', amount: { euros: finalAmount } },
      },
      subscriptionEnd: sub.currentPeriodEnd?.toISOString() ?? null,
    };
  });
}
