import type { billingBadge, planBadge } from '@domain/billing';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The badges of domain/billing.ts (`planBadge`, `billingBadge`), in the reader's language. */
export const PLAN_BADGE_LABEL: Record<NonNullable<ReturnType<typeof planBadge>>, MessageDescriptor> = {
  'Team Plan': msg({ id: 'billing.badge.teamPlan', message: 'Team Plan' }),
  'Free Plan': msg({ id: 'billing.badge.freePlan', message: 'Free Plan' }),
  'Payment Required': msg({ id: 'billing.badge.paymentRequired', message: 'Payment Required' }),
};

export const BILLING_BADGE_LABEL: Record<ReturnType<typeof billingBadge>, MessageDescriptor> = {
  Free: msg({ id: 'billing.badge.free', message: 'Free' }),
  'Payment Required': msg({ id: 'billing.badge.paymentRequired', message: 'Payment Required' }),
  Active: msg({ id: 'billing.badge.active', message: 'Active' }),
  'Team Plan': msg({ id: 'billing.badge.teamPlan', message: 'Team Plan' }),
};
